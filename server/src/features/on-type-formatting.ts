// textDocument/onTypeFormatting after Enter ("\n"): the new line's indentation
// from the lines above it (engine.indentOnEnter), with the editor's
// tabSize/insertSpaces. Reads only the lines it needs, never the whole text,
// and waits for no validation. Nothing when `atdf.formatting.enable` is off
// (the server.ts handler checks it).
import type { DocumentOnTypeFormattingParams, TextEdit } from 'vscode-languageserver';
import type { AtdfEngine, Language } from '../core/index';
import type { LiveDocument } from '../session/live-document';

export function onTypeFormatting(
  engine: AtdfEngine,
  doc: LiveDocument,
  language: Language,
  params: DocumentOnTypeFormattingParams,
): TextEdit[] {
  if (params.ch !== '\n') return [];
  const lineAt = (line: number) => (line < 0 || line >= doc.lineCount ? undefined : doc.getText(doc.getLineRange(line)));
  const edit = engine.indentOnEnter(lineAt, params.position.line, language, {
    tabSize: params.options.tabSize,
    insertSpaces: params.options.insertSpaces,
  });
  if (!edit) return [];
  const { line, end, newText } = edit;
  return [{ range: { start: { line, character: 0 }, end: { line, character: end } }, newText }];
}
