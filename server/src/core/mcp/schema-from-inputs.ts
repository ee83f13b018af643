// ATDF 1.x/2.x `how_to_use.inputs` (+ `x-mcp.inputSchema`) -> MCP `inputSchema`.
// The inverse of inputs-from-schema.ts for documents it wrote, and a sensible
// JSON Schema for hand-written documents (which have no `x-mcp`).
import { DEFINITION_KEYS } from '../atdf/rules/inputs-v2';
import { hasOwn, isObject, setOwn } from '../json-value';
import { INPUT_PLACEHOLDER } from './inputs-from-schema';
import { impliedLabel, typeKeywordOf, type RefContext } from './type-label';
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
  if (typeof label !== 'string') return {};
  const type = typeKeywordOf(label);
  if (type !== undefined) return { type };
  const informal = Object.prototype.hasOwnProperty.call(INFORMAL_TYPES, label.toLowerCase())
    ? INFORMAL_TYPES[label.toLowerCase()]
    : undefined;
  return informal ? { ...informal } : {}; // `any`, every type name, or an unknown label: no constraint
}

/**
 * The JSON Schema of one input: its `type` (unless `schema` has one, or its
 * unions and `$ref`s already say that label), its `description`, then its `schema`.
 */
function propertyFromInput(input: JsonObject, refs: RefContext): JsonObject {
  const schema = isObject(input.schema) ? input.schema : {};
  const property: JsonObject = {};
  if (!hasOwn(schema, 'type') && impliedLabel(schema, refs) !== input.type) {
    for (const [k, v] of Object.entries(typeKeywords(input.type))) setOwn(property, k, v);
  }
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

function buildProperties(entries: InputEntry[], kept: unknown, refs: RefContext): JsonObject {
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
          setOwn(properties, name, propertyFromInput(entry.input, refs));
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
    setOwn(properties, name, propertyFromInput(input, refs));
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

/** `$ref`s as the export reads them: an input's label is its `type`, its schema its `schema` (the first input of a name). */
function exportRefs(entries: InputEntry[], definitions: JsonObject): RefContext {
  const byName = new Map<string, JsonObject>();
  for (const { name, input } of entries) if (!byName.has(name)) byName.set(name, input);
  return {
    definitions,
    inputLabel: (name) => {
      const type = byName.get(name)?.type;
      return typeof type === 'string' ? type : undefined;
    },
    inputSchema: (name) => {
      const schema = byName.get(name)?.schema;
      return isObject(schema) ? schema : undefined;
    },
  };
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/**
 * Rebuilds `inputSchema`. `rest` is `x-mcp.inputSchema` when the document has
 * one; without it the schema is `{type: "object", properties, required}`.
 * `document` is the ATDF document: its root `$defs` / `definitions` are the
 * input schema's (they go last, unless `rest` has its own).
 */
export function schemaFromInputs(inputs: unknown, rest: unknown, document: JsonObject = {}): JsonObject {
  const entries = entriesOf(inputs);
  const base: JsonObject = isObject(rest) ? rest : { type: 'object' };
  const definitions: JsonObject = {};
  for (const key of DEFINITION_KEYS) if (isObject(document[key]) && !hasOwn(base, key)) setOwn(definitions, key, document[key]);
  const members = new Map<string, unknown>();

  const keptProperties = hasOwn(base, 'properties') ? base.properties : undefined;
  if (keptProperties !== undefined && !isObject(keptProperties)) members.set('properties', keptProperties);
  else if (entries.length > 0 || keptProperties !== undefined) {
    members.set('properties', buildProperties(entries, keptProperties, exportRefs(entries, definitions)));
  }

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
  for (const key of Object.keys(definitions)) setOwn(schema, key, definitions[key]);
  return schema;
}
