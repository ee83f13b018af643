// textDocument/definition: where the name under the cursor is declared (an
// input, a YAML anchor, the node a local `$ref` points to), in the same file.
import type { Location, Position } from 'vscode-languageserver/node';
import type { AtdfEngine } from '../core/index';
import { toRange } from '../lsp/convert';
import type { Analysis } from '../session/analysis';

export function definition(engine: AtdfEngine, analysis: Analysis, position: Position): Location[] {
  const { doc, report } = analysis;
  if (!report) return [];
  return engine.definition(report, doc.offsetAt(position)).map((span) => ({ uri: doc.uri, range: toRange(doc, span) }));
}
