// textDocument/formatting and rangeFormatting: the engine's edits as LSP text
// edits, with the editor's tabSize/insertSpaces/insertFinalNewline. Nothing
// when `atdf.formatting.enable` is off or the file was not parsed (too large).
import type { FormattingOptions, Range, TextEdit } from 'vscode-languageserver';
import type { AtdfEngine } from '../core/index';
import { toTextEdit } from '../lsp/convert';
import type { Analysis } from '../session/analysis';

export function formatting(engine: AtdfEngine, analysis: Analysis, options: FormattingOptions, range?: Range): TextEdit[] {
  const { doc, report } = analysis;
  if (!report) return [];
  const span = range && { start: doc.offsetAt(range.start), end: doc.offsetAt(range.end) };
  const edits = engine.format(
    report.parsed,
    { tabSize: options.tabSize, insertSpaces: options.insertSpaces, insertFinalNewline: options.insertFinalNewline },
    span,
  );
  return edits.map((edit) => toTextEdit(doc, edit));
}
