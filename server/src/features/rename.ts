// textDocument/prepareRename and rename: an input or a YAML anchor, at every
// occurrence in its document. A refusal is an error the editor shows, worded
// in the user's language.
import { ResponseError, ErrorCodes, type Position, type Range, type WorkspaceEdit } from 'vscode-languageserver';
import { type AtdfEngine, type Locale, t } from '../core/index';
import { toRange, toTextEdit } from '../lsp/convert';
import type { Analysis } from '../session/analysis';

export function prepareRename(engine: AtdfEngine, analysis: Analysis, position: Position): { range: Range; placeholder: string } | null {
  const { doc, report } = analysis;
  const target = report && engine.prepareRename(report, doc.offsetAt(position));
  return target ? { range: toRange(doc, target.span), placeholder: target.name } : null;
}

/** A refusal is answered (not thrown: the request guard would log it as a failure) as an error response. */
export function rename(
  engine: AtdfEngine,
  analysis: Analysis,
  position: Position,
  newName: string,
  locale: Locale,
): WorkspaceEdit | ResponseError {
  const { doc, report } = analysis;
  const result = report ? engine.rename(report, doc.offsetAt(position), newName) : ({ refused: 'not-renamable', name: newName } as const);
  if ('refused' in result)
    return new ResponseError(ErrorCodes.InvalidRequest, t(locale, `rename.${result.refused}`, { name: result.name }));
  return { changes: { [doc.uri]: result.edits.map((edit) => toTextEdit(doc, edit)) } };
}
