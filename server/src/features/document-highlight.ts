// textDocument/documentHighlight: the occurrences of the name under the
// cursor, its declaration marked as written, its uses as read.
import { DocumentHighlightKind, type DocumentHighlight, type Position } from 'vscode-languageserver';
import type { AtdfEngine } from '../core/index';
import { toRange } from '../lsp/convert';
import type { Analysis } from '../session/analysis';

export function documentHighlights(engine: AtdfEngine, analysis: Analysis, position: Position): DocumentHighlight[] {
  const { doc, report } = analysis;
  if (!report) return [];
  return engine.highlights(report, doc.offsetAt(position)).map((h) => ({
    range: toRange(doc, h),
    kind: h.access === 'write' ? DocumentHighlightKind.Write : DocumentHighlightKind.Read,
  }));
}
