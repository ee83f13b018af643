// ATDF 1.x/2.x `how_to_use.inputs` (+ `x-mcp.inputSchema`) -> MCP `inputSchema`.
// The inverse of inputs-from-schema.ts for documents it wrote, and a sensible
// JSON Schema for hand-written documents (which have no `x-mcp`).
import { hasOwn, isObject, setOwn } from '../json-value';
import { ANY_TYPE, INPUT_PLACEHOLDER, JSON_TYPE_NAMES } from './inputs-from-schema';
import type { JsonObject } from './types';

/** Common informal type names of hand-written ATDF, mapped to JSON Schema. */
const INFORMAL_TYPES: Record<string, JsonObject> = {
  str: { type: 'string' },
  text: { type: 'string' },
  int: { type: 'integer' },
  float: { type: 'number' },
  double: { type: 'number' },
  decimal: { type: 'number' },
  bool: { type: 'boolean' },
  list: { type: 'array' },
  dict: { type: 'object' },
  map: { type: 'object' },
  date: { type: 'string', format: 'date' },
  datetime: { type: 'string', format: 'date-time' },
  'date-time': { type: 'string', format: 'date-time' },
};

interface InputEntry {
  name: string;
  input: JsonObject;
}

function typeKeywords(label: unknown): JsonObject {
  if (typeof label !== 'string' || label === ANY_TYPE) return {};
  if (JSON_TYPE_NAMES.includes(label)) return { type: label };
  const informal = Object.prototype.hasOwnProperty.call(INFORMAL_TYPES, label.toLowerCase())
    ? INFORMAL_TYPES[label.toLowerCase()]
    : undefined;
  return informal ? { ...informal } : {}; // an unknown label constrains nothing
}

/** The JSON Schema of one input: its `type`, its `description`, then its `schema` (which wins). */
export function propertyFromInput(input: JsonObject): JsonObject {
  const schema = isObject(input.schema) ? input.schema : {};
  const property: JsonObject = {};
  if (!hasOwn(schema, 'type')) for (const [k, v] of Object.entries(typeKeywords(input.type))) setOwn(property, k, v);
  if (typeof input.description === 'string') setOwn(property, 'description', input.description);
  for (const key of Object.keys(schema)) setOwn(property, key, schema[key]);
  return property;
}

function entriesOf(inputs: unknown): InputEntry[] {
  if (!Array.isArray(inputs)) return [];
  const out: InputEntry[] = [];
  for (const input of inputs) {
    if (isObject(input) && typeof input.name === 'string') out.push({ name: input.name, input });
  }
  return out;
}

function buildProperties(entries: InputEntry[], kept: unknown): JsonObject {
  const properties: JsonObject = {};
  const byName = new Map(entries.map((e) => [e.name, e]));
  const done = new Set<string>();
  if (isObject(kept)) {
    // Original order, with the properties no input could hold.
    for (const name of Object.keys(kept)) {
      const value = kept[name];
      if (value === INPUT_PLACEHOLDER) {
        const entry = byName.get(name);
        if (entry && !done.has(name)) {
          setOwn(properties, name, propertyFromInput(entry.input));
          done.add(name);
        }
      } else {
        setOwn(properties, name, value);
        done.add(name);
      }
    }
  }
  for (const { name, input } of entries) {
    if (done.has(name)) continue;
    setOwn(properties, name, propertyFromInput(input));
    done.add(name);
  }
  return properties;
}

/** `required`: the kept list (original order) updated with the inputs' flags. */
function buildRequired(entries: InputEntry[], kept: string[] | undefined): string[] {
  const requiredNow = entries.filter((e) => e.input.required === true).map((e) => e.name);
  const inputNames = new Set(entries.map((e) => e.name));
  if (!kept) return requiredNow;
  const result = kept.filter((name) => !inputNames.has(name) || requiredNow.includes(name));
  for (const name of requiredNow) if (!result.includes(name)) result.push(name);
  return result;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/**
 * Rebuilds `inputSchema`. `rest` is `x-mcp.inputSchema` when the document has
 * one; without it the schema is `{type: "object", properties, required}`.
 */
export function schemaFromInputs(inputs: unknown, rest: unknown): JsonObject {
  const entries = entriesOf(inputs);
  const base: JsonObject = isObject(rest) ? rest : { type: 'object' };
  const members = new Map<string, unknown>();

  const keptProperties = hasOwn(base, 'properties') ? base.properties : undefined;
  if (keptProperties !== undefined && !isObject(keptProperties)) members.set('properties', keptProperties);
  else if (entries.length > 0 || keptProperties !== undefined) members.set('properties', buildProperties(entries, keptProperties));

  const keptRequired = hasOwn(base, 'required') ? base.required : undefined;
  if (keptRequired !== undefined && !isStringArray(keptRequired)) members.set('required', keptRequired);
  else {
    const required = buildRequired(entries, keptRequired as string[] | undefined);
    if (keptRequired !== undefined || required.length > 0) members.set('required', required);
  }

  // Members kept in x-mcp sit at their original place; the others go after a
  // leading `type` (the usual order), or first.
  const schema: JsonObject = {};
  const keys = Object.keys(base);
  let placed = false;
  const placeNew = () => {
    if (placed) return;
    placed = true;
    for (const [key, value] of members) if (!hasOwn(base, key)) setOwn(schema, key, value);
  };
  if (keys[0] !== 'type') placeNew();
  for (const key of keys) {
    if (members.has(key)) setOwn(schema, key, members.get(key));
    else if (key !== 'properties' && key !== 'required') setOwn(schema, key, base[key]);
    if (key === 'type') placeNew();
  }
  placeNew();
  return schema;
}
