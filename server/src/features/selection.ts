// textDocument/selectionRange: the engine's spans around each position as the
// linked list LSP asks for (innermost first, each `parent` holding the one before).
import type { Position, SelectionRange } from 'vscode-languageserver';
import type { AtdfEngine } from '../core/index';
import { toRange } from '../lsp/convert';
import type { Analysis } from '../session/analysis';

export function selectionRanges(engine: AtdfEngine, analysis: Analysis, positions: readonly Position[]): SelectionRange[] {
  const { doc, report } = analysis;
  const offsets = positions.map((p) => doc.offsetAt(p));
  if (!report) return offsets.map((offset) => ({ range: toRange(doc, { start: offset, end: offset }) }));
  return engine.selectionRanges(report.parsed, offsets).map((spans) => {
    let range: SelectionRange | undefined;
    for (let i = spans.length - 1; i >= 0; i--) range = { range: toRange(doc, spans[i]), ...(range ? { parent: range } : {}) };
    return range!;
  });
}
