// Checks that a value received as an MCP tool has the shape the MCP spec
// requires for the members the conversion reads, and follows the spec's rules
// for tools (mcp-rules.ts). Anything else the tool holds is kept as is.
// Returns the problem as one phrase, or null when the tool is fine.
import { hasOwn, isObject } from '../json-value';
import { jsonDepth, kindOf } from './json';
import { headerProblem, nameProblem, rootProblem } from './mcp-rules';

/**
 * Deepest nesting accepted in one tool. Real tool schemas stay far below it;
 * deeper input is refused rather than risking the stack anywhere downstream
 * (YAML serialization, the validator, the editor).
 */
export const MAX_TOOL_DEPTH = 200;

const OPTIONAL_STRINGS = ['title', 'description'] as const;
const OPTIONAL_OBJECTS = ['outputSchema', 'annotations'] as const;

/** The problem with `value` as an MCP tool, or null. */
export function toolProblem(value: unknown): string | null {
  if (!isObject(value)) return `is ${kindOf(value)}, expected an object with "name" and "inputSchema"`;
  if (!hasOwn(value, 'name')) return 'has no "name"';
  if (typeof value.name !== 'string') return `"name" is ${kindOf(value.name)}, expected a string`;
  if (value.name.trim() === '') return '"name" is empty';
  for (const key of OPTIONAL_STRINGS) {
    if (hasOwn(value, key) && typeof value[key] !== 'string') return `"${key}" is ${kindOf(value[key])}, expected a string`;
  }
  if (!hasOwn(value, 'inputSchema')) return 'has no "inputSchema" (MCP requires one, at least {"type": "object"})';
  const input = value.inputSchema;
  if (!isObject(input)) return `"inputSchema" is ${kindOf(input)}, expected a JSON Schema object`;
  for (const key of OPTIONAL_OBJECTS) {
    if (hasOwn(value, key) && !isObject(value[key])) return `"${key}" is ${kindOf(value[key])}, expected an object`;
  }
  const schemaProblem = inputSchemaProblem(input);
  if (schemaProblem) return schemaProblem;
  if (jsonDepth(value, MAX_TOOL_DEPTH) > MAX_TOOL_DEPTH) {
    return `is nested more than ${MAX_TOOL_DEPTH} levels deep; refusing it`;
  }
  return nameProblem(value.name) ?? rootProblem(input) ?? headerProblem(input);
}

function inputSchemaProblem(input: Record<string, unknown>): string | null {
  if (hasOwn(input, 'properties')) {
    const properties = input.properties;
    if (!isObject(properties)) return `"inputSchema.properties" is ${kindOf(properties)}, expected an object`;
    for (const [name, schema] of Object.entries(properties)) {
      if (!isObject(schema) && typeof schema !== 'boolean') {
        return `"inputSchema.properties.${name}" is ${kindOf(schema)}, expected a JSON Schema (an object or a boolean)`;
      }
    }
  }
  if (hasOwn(input, 'required')) {
    const required = input.required;
    if (!Array.isArray(required) || required.some((r) => typeof r !== 'string')) {
      return '"inputSchema.required" must be an array of property names (strings)';
    }
  }
  return null;
}
