// textDocument/references: every occurrence of the name under the cursor in its document.
import type { Location, Position } from 'vscode-languageserver/node';
import type { AtdfEngine } from '../core/index';
import { toRange } from '../lsp/convert';
import type { Analysis } from '../session/analysis';

export function references(engine: AtdfEngine, analysis: Analysis, position: Position, includeDeclaration: boolean): Location[] {
  const { doc, report } = analysis;
  if (!report) return [];
  return engine.references(report, doc.offsetAt(position), includeDeclaration).map((span) => ({ uri: doc.uri, range: toRange(doc, span) }));
}
