// textDocument/definition: where the name under the cursor is declared (an
// input, a YAML anchor, the node a local `$ref` points to) in the same file;
// else in other files: a relative `$ref`'s target, a tool's other definitions
// in the workspace (session/cross-file.ts).
import type { Location, Position } from 'vscode-languageserver';
import type { AtdfEngine } from '../core/index';
import { toRange } from '../lsp/convert';
import type { Analysis } from '../session/analysis';
import type { CrossFileNavigation } from '../session/cross-file';

export async function definition(
  engine: AtdfEngine,
  analysis: Analysis,
  position: Position,
  crossFile: CrossFileNavigation,
): Promise<Location[]> {
  const { doc, report } = analysis;
  if (!report) return [];
  const offset = doc.offsetAt(position);
  const local = engine.definition(report, offset).map((span) => ({ uri: doc.uri, range: toRange(doc, span) }));
  return local.length > 0 ? local : crossFile.definition(analysis, offset);
}
