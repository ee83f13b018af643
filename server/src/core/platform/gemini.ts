// Gemini function declarations: `{name, description, parameters | parametersJsonSchema, response?}`, found in
// `{"tools": [{"functionDeclarations": [...]}]}`, `{"functionDeclarations": [...]}` or a plain array.
// `parameters` is the OpenAPI subset (converted, gemini-schema.ts); `parametersJsonSchema` is JSON Schema already.
import { isObject } from '../json-value';
import type { McpTool } from '../mcp/types';
import { jsonSchemaOfGemini } from './gemini-schema';
import { invalid, nameOf } from './read-members';
import type { PlatformTool } from './types';

export function geminiTool(entry: unknown, at: string): PlatformTool {
  if (!isObject(entry)) throw invalid(at, 'is not an object');
  let inputSchema: Record<string, unknown>;
  if (entry.parametersJsonSchema !== undefined) {
    if (!isObject(entry.parametersJsonSchema)) throw invalid(`${at}/parametersJsonSchema`, 'is not a JSON Schema object');
    inputSchema = entry.parametersJsonSchema;
  } else if (entry.parameters !== undefined) {
    if (!isObject(entry.parameters)) throw invalid(`${at}/parameters`, 'is not a schema object');
    inputSchema = jsonSchemaOfGemini(entry.parameters);
  } else inputSchema = { type: 'object', properties: {} };
  const tool: McpTool = { name: nameOf(entry, at), inputSchema };
  if (typeof entry.description === 'string') tool.description = entry.description;
  const response = entry.responseJsonSchema ?? (isObject(entry.response) ? jsonSchemaOfGemini(entry.response) : undefined);
  if (isObject(response) && response.type === 'object') tool.outputSchema = response;
  return { tool: reorder(tool), examples: [] };
}

/** name, description, inputSchema, outputSchema: the order an MCP server lists them in. */
function reorder(tool: McpTool): McpTool {
  const { name, description, inputSchema, outputSchema } = tool;
  return {
    name,
    ...(description !== undefined ? { description } : {}),
    inputSchema,
    ...(outputSchema !== undefined ? { outputSchema } : {}),
  };
}
