// OpenAI function tools: Chat Completions (`{"type": "function", "function": {name, description, parameters,
// strict}}`) and the Responses API (`{"type": "function", name, description, parameters, strict}`). `parameters`
// is a JSON Schema and becomes the input schema as it is; `strict: true` is kept in `_meta` so the author knows
// the tool was sent in strict mode (`atdf export --target openai-strict` sends it so again).
import { isObject } from '../json-value';
import type { JsonObject } from '../mcp/types';
import { invalid, nameOf, withMeta } from './read-members';
import { META_PREFIX, type PlatformTool } from './types';

export function openaiTool(entry: unknown, at: string): PlatformTool {
  if (!isObject(entry)) throw invalid(at, 'is not an object');
  if (entry.type !== undefined && entry.type !== 'function') throw invalid(at, `is a "${String(entry.type)}" tool, not a function tool`);
  const fn = isObject(entry.function) ? entry.function : entry;
  const where = fn === entry ? at : `${at}/function`;
  const parameters = fn.parameters === undefined ? { type: 'object', properties: {} } : fn.parameters;
  if (!isObject(parameters)) throw invalid(`${where}/parameters`, 'is not a JSON Schema object');
  const tool = { name: nameOf(fn, where), ...(typeof fn.description === 'string' ? { description: fn.description } : {}) };
  const meta: JsonObject = fn.strict === true ? { [`${META_PREFIX}openai-strict`]: true } : {};
  return { tool: withMeta({ ...tool, inputSchema: parameters }, meta), examples: [] };
}
