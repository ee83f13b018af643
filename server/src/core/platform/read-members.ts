// What every platform reader needs: one clear error naming the JSON pointer of what is wrong, a tool's name, and
// platform-only members put under the MCP tool's `_meta`.
import { McpInputError, type JsonObject, type McpTool } from '../mcp/types';

/** The problem as a pointer and a phrase; read-platform.ts prefixes the source. */
export class PlatformShapeError extends McpInputError {}

export function invalid(at: string, problem: string): PlatformShapeError {
  return new PlatformShapeError(`${at || '/'} ${problem}`);
}

export function nameOf(entry: JsonObject, at: string): string {
  if (typeof entry.name !== 'string' || entry.name === '') throw invalid(`${at}/name`, 'is missing or not a non-empty string');
  return entry.name;
}

export function withMeta(tool: McpTool, meta: JsonObject): McpTool {
  return Object.keys(meta).length === 0 ? tool : { ...tool, _meta: meta };
}
