// Vocabulary of `atdf import --from PLATFORM`: the agent platforms' own tool JSON, read as MCP tools (the
// importer's one intermediate form, so every platform gets the MCP importer's ATDF files, checks and writer)
// plus the example inputs a platform carries (Anthropic's `input_examples`), which become ATDF examples.
import type { JsonObject, McpTool } from '../mcp/types';

export const PLATFORMS = ['openai', 'anthropic', 'gemini', 'utcp'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface PlatformTool {
  tool: McpTool;
  /** Example arguments the platform's JSON gives for the tool (Anthropic `input_examples`). */
  examples: JsonObject[];
}

/** Where platform-only members go in the MCP tool: `_meta`, the member MCP reserves for such data (export-mcp gives it back). */
export const META_PREFIX = 'atdf.dev/';
