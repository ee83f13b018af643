// textDocument/references: every occurrence of the name under the cursor in
// its document; for a relative `$ref`, the uses of its target in the open
// documents, and for a tool name, its definitions across the workspace.
import type { Location, Position } from 'vscode-languageserver';
import type { AtdfEngine } from '../core/index';
import { toRange } from '../lsp/convert';
import type { Analysis } from '../session/analysis';
import type { CrossFileNavigation } from '../session/cross-file';

export async function references(
  engine: AtdfEngine,
  analysis: Analysis,
  position: Position,
  includeDeclaration: boolean,
  crossFile: CrossFileNavigation,
): Promise<Location[]> {
  const { doc, report } = analysis;
  if (!report) return [];
  const offset = doc.offsetAt(position);
  const local = engine.references(report, offset, includeDeclaration).map((span) => ({ uri: doc.uri, range: toRange(doc, span) }));
  return local.length > 0 ? local : crossFile.references(analysis, offset, includeDeclaration);
}
