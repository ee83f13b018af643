// MCP `tools/list` result: `{"tools": [...]}`, each tool as export-mcp builds it (core/mcp/from-atdf.ts).
import type { JsonTarget } from './target';

export const mcpTarget: JsonTarget = {
  strictNames: false,
  tool: (model) => ({ entry: model.mcp, notes: [] }),
  document: (tools) => ({ tools }),
};
