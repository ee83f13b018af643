// Anthropic Messages API tools: `{name, description, input_schema, input_examples?}`. Server tools
// (`{"type": "web_search_20250305", ...}`) have no schema of their own and are refused by name.
import { isObject } from '../json-value';
import type { JsonObject } from '../mcp/types';
import { invalid, nameOf } from './read-members';
import type { PlatformTool } from './types';

export function anthropicTool(entry: unknown, at: string): PlatformTool {
  if (!isObject(entry)) throw invalid(at, 'is not an object');
  if (typeof entry.type === 'string' && entry.type !== 'custom')
    throw invalid(at, `is Anthropic's server tool "${entry.type}", which has no input schema to describe`);
  if (!isObject(entry.input_schema)) throw invalid(`${at}/input_schema`, 'is missing or not a JSON Schema object');
  const examples: JsonObject[] = [];
  if (entry.input_examples !== undefined) {
    if (!Array.isArray(entry.input_examples)) throw invalid(`${at}/input_examples`, 'is not an array');
    entry.input_examples.forEach((example, i) => {
      if (!isObject(example)) throw invalid(`${at}/input_examples/${i}`, 'is not an object of arguments');
      examples.push(example);
    });
  }
  const description = typeof entry.description === 'string' ? { description: entry.description } : {};
  return { tool: { name: nameOf(entry, at), ...description, inputSchema: entry.input_schema }, examples };
}
