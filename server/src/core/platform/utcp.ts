// UTCP manuals (`{"utcp_version", "manual_version", "tools": [{name, description, inputs, outputs, tags,
// tool_call_template}]}`): `inputs` and `outputs` are JSON Schemas (the input and output schemas); what ATDF and
// MCP have no member for (the tags, how to call the tool: `tool_call_template`, and the manual's versions) is
// kept in `_meta` under atdf.dev/utcp-*, so nothing of the manual is lost and the author sees it in the file.
import { isObject } from '../json-value';
import type { JsonObject, McpTool } from '../mcp/types';
import { invalid, nameOf, withMeta } from './read-members';
import { META_PREFIX, type PlatformTool } from './types';

export function utcpTool(entry: unknown, at: string, manual: JsonObject): PlatformTool {
  if (!isObject(entry)) throw invalid(at, 'is not an object');
  const inputs = entry.inputs ?? { type: 'object', properties: {} };
  if (!isObject(inputs)) throw invalid(`${at}/inputs`, 'is not a JSON Schema object');
  const tool: McpTool = {
    name: nameOf(entry, at),
    ...(typeof entry.description === 'string' ? { description: entry.description } : {}),
    inputSchema: inputs,
  };
  if (isObject(entry.outputs) && entry.outputs.type === 'object') tool.outputSchema = entry.outputs;
  const meta: JsonObject = {};
  for (const key of Object.keys(entry)) {
    if (!['name', 'description', 'inputs'].includes(key) && !(key === 'outputs' && tool.outputSchema !== undefined))
      meta[`${META_PREFIX}utcp-${key}`] = entry[key];
  }
  if (typeof manual.utcp_version === 'string') meta[`${META_PREFIX}utcp-version`] = manual.utcp_version;
  return { tool: withMeta(tool, meta), examples: [] };
}
