// Whether the examples of a 2.x tool are certainly valid against its derived input schema when that schema is the
// plainest kind (each input a `type` of string, integer, number or boolean and a description; `required`; no other
// member): then checking them needs no compiled schema. A fresh open of a 1,000-tool catalog compiled 1,000
// distinct input schemas for this alone (a quarter of its first publish's CPU, docs/benchmarks.md). Anything else,
// or any doubt, answers false and the schema is compiled and the examples validated as before.
import { hasOwn, isObject } from '../../json-value';
import { marksInvalidInput } from './invalid-input';

const ROOT_KEYS = new Set(['type', 'properties', 'required', 'additionalProperties']);

/** Whether `value` is certainly of the JSON type `type` (only the four plain scalar types; false when unsure). */
function plainlyOfType(type: unknown, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value);
    default:
      return false;
  }
}

/** Each property a `type` of the four and at most a description: the types by name; else null. */
function plainTypes(properties: unknown): Map<string, unknown> | null {
  if (!isObject(properties)) return null;
  const types = new Map<string, unknown>();
  for (const name of Object.keys(properties)) {
    const property = properties[name];
    if (!isObject(property) || !hasOwn(property, 'type')) return null;
    for (const key of Object.keys(property))
      if (key !== 'type' && (key !== 'description' || typeof property.description !== 'string')) return null;
    if (!plainlyOfType(property.type, property.type === 'string' ? '' : property.type === 'boolean' ? true : 0)) return null;
    types.set(name, property.type);
  }
  return types;
}

/**
 * True only when the derived schema is `{type: object, properties, required, additionalProperties: false}` of plain
 * inputs, no example is marked `invalid_input`, and every example's `input_values` (those that are mappings: the
 * others are not checked at all) has only declared inputs, every required one, each of its type.
 */
export function examplesPlainlyValid(schema: Record<string, unknown>, examples: readonly unknown[]): boolean {
  const keys = Object.keys(schema);
  if (keys.length !== ROOT_KEYS.size || !keys.every((key) => ROOT_KEYS.has(key))) return false;
  if (schema.type !== 'object' || schema.additionalProperties !== false || !Array.isArray(schema.required)) return false;
  const types = plainTypes(schema.properties);
  if (types === null) return false;
  const required = schema.required as unknown[];
  for (const example of examples) {
    if (!isObject(example)) continue;
    if (marksInvalidInput(example)) return false;
    const values = example.input_values;
    if (!isObject(values)) continue;
    for (const name of required) if (typeof name !== 'string' || !hasOwn(values, name)) return false;
    for (const name of Object.keys(values)) if (!types.has(name) || !plainlyOfType(types.get(name), values[name])) return false;
  }
  return true;
}
