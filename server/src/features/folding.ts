// textDocument/foldingRange: the engine's folding spans as line ranges. A flow
// collection (`{...}`, `[...]`, all of JSON) keeps its closing bracket's line
// visible, as VS Code's JSON folding does; a block node folds to its last line.
import type { FoldingRange } from 'vscode-languageserver';
import type { AtdfEngine } from '../core/index';
import type { Analysis } from '../session/analysis';

export function foldingRanges(engine: AtdfEngine, analysis: Analysis, rangeLimit: number | undefined): FoldingRange[] {
  if (!analysis.report) return [];
  const { doc } = analysis;
  const out: FoldingRange[] = [];
  let lastStart = -1;
  for (const span of engine.foldingRanges(analysis.report.parsed, rangeLimit)) {
    const startLine = doc.positionAt(span.start).line;
    const endLine = doc.positionAt(span.end).line - (span.style === 'flow' ? 1 : 0);
    // One range per start line (clients keep the first): the outer node's, which comes first.
    if (endLine <= startLine || startLine === lastStart) continue;
    lastStart = startLine;
    out.push({ startLine, endLine });
  }
  return out;
}
