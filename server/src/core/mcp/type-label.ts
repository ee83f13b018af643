// The ATDF 2.x `type` of an input, read off the property's JSON Schema: the
// JSON type names it admits, joined by " | " (`string`, `string | null`,
// `object`), looking through `const`, `enum`, `anyOf`/`oneOf`/`allOf` and
// `$ref`s into the tool's own `$defs`/`definitions`. A schema that does not
// constrain the type gets every name (ANY_LABEL), which types nothing.
//
// The import and the export decide with the same function (impliedLabel)
// whether the label is said by the schema's union and `$ref` keywords: then
// it is written without touching the schema, and the export adds no `type`
// back; otherwise the property's own `type` keyword moves into the label and
// comes back from it. See inputs-from-schema.ts and schema-from-inputs.ts.
import { JSON_TYPE_NAMES, TYPE_UNION_SEPARATOR as SEPARATOR, typeNamesOf } from '../atdf/rules/inputs-v2';
import { splitPointer } from '../pointer';
import { hasOwn, isObject } from '../json-value';
import type { JsonObject } from './types';

/** The label of a schema that admits any JSON value (`integer` is within `number`). */
export const ANY_LABEL = ['string', 'number', 'boolean', 'object', 'array', 'null'].join(SEPARATOR);

/**
 * Where `$ref`s lead: the input schema's `$defs` and `definitions`, and its
 * properties, which are the inputs (`#/properties/<name>` says what that
 * input's label says; a pointer below it walks that input's schema, whose
 * keywords are the property's but for `type` and `description`).
 */
export interface RefContext {
  definitions: JsonObject;
  inputLabel(name: string): string | undefined;
  inputSchema(name: string): JsonObject | undefined;
}

type Types = string[] | null;

export function labelOf(types: Types): string {
  const names = types === null ? [] : normalized(types);
  if (names.length === 0 || ANY_LABEL.split(SEPARATOR).every((name) => names.includes(name))) return ANY_LABEL;
  return names.join(SEPARATOR);
}

/**
 * The `type` keyword a label stands for (`string`, `["string", "null"]`), or
 * undefined for ANY_LABEL (no constraint) and labels that are no JSON type names.
 */
export function typeKeywordOf(label: unknown): string | string[] | undefined {
  const names = typeNamesOf(label);
  if (names === null || labelOf(names) === ANY_LABEL) return undefined;
  return names.length === 1 ? names[0] : names;
}

/** The label the union and `$ref` keywords of `schema` say, or null when they say nothing. */
export function impliedLabel(schema: JsonObject, refs: RefContext): string | null {
  const types = impliedTypes(schema, refs, new Set());
  return types === null ? null : labelOf(types);
}

/** The label of everything the schema says (its `type` too). */
export function admittedLabel(schema: unknown, refs: RefContext): string {
  return labelOf(admittedTypes(schema, refs, new Set()));
}

/** What `type`, `const`, `enum` and impliedTypes() say together; null when nothing constrains the type. */
function admittedTypes(schema: unknown, refs: RefContext, seen: Set<string>): Types {
  if (!isObject(schema)) return null;
  const said: string[][] = [];
  const type = schema.type;
  if (typeof type === 'string' && JSON_TYPE_NAMES.includes(type)) said.push([type]);
  else if (Array.isArray(type) && type.length > 0 && type.every((t) => typeof t === 'string' && JSON_TYPE_NAMES.includes(t))) {
    said.push(type as string[]);
  }
  if (hasOwn(schema, 'const')) said.push([typeOfValue(schema.const)]);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) said.push(schema.enum.map(typeOfValue));
  const implied = impliedTypes(schema, refs, seen);
  if (implied !== null) said.push(implied);
  return said.length === 0 ? null : said.reduce(intersect);
}

function impliedTypes(schema: JsonObject, refs: RefContext, seen: Set<string>): Types {
  const said: string[][] = [];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    const each = branches.map((branch) => admittedTypes(branch, refs, seen));
    if (each.every((types) => types !== null)) said.push((each as string[][]).flat());
  }
  if (Array.isArray(schema.allOf)) {
    const known = schema.allOf.map((branch) => admittedTypes(branch, refs, seen)).filter((types) => types !== null);
    if (known.length > 0) said.push((known as string[][]).reduce(intersect));
  }
  if (typeof schema.$ref === 'string' && !seen.has(schema.$ref)) {
    seen.add(schema.$ref);
    const types = typesAt(schema.$ref, refs, seen);
    seen.delete(schema.$ref);
    if (types !== null) said.push(types);
  }
  return said.length === 0 ? null : normalized(said.reduce(intersect));
}

/** What the schema a local `$ref` names admits (see RefContext), or null. */
function typesAt(ref: string, refs: RefContext, seen: Set<string>): Types {
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.startsWith('#') ? ref.slice(1) : '');
  } catch {
    return null;
  }
  if (!pointer.startsWith('/')) return null;
  const [first, ...rest] = splitPointer(pointer);
  let current: unknown;
  if (first === '$defs' || first === 'definitions') current = refs.definitions[first];
  else if (first === 'properties' && rest.length > 0) {
    const name = rest.shift() as string;
    if (rest.length === 0) {
      const names = typeNamesOf(refs.inputLabel(name));
      return names === null || labelOf(names) === ANY_LABEL ? null : names;
    }
    if (rest[0] === 'type' || rest[0] === 'description') return null;
    current = refs.inputSchema(name);
  } else return null;
  for (const token of rest) {
    if (!isObject(current) || !hasOwn(current, token)) return null;
    current = current[token];
  }
  return admittedTypes(current, refs, seen);
}

function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** The names in both, in the order of `a` (an integer is a number). */
function intersect(a: string[], b: string[]): string[] {
  const out: string[] = [];
  for (const name of a) {
    if (b.includes(name)) out.push(name);
    else if ((name === 'number' && b.includes('integer')) || (name === 'integer' && b.includes('number'))) out.push('integer');
  }
  return normalized(out);
}

/** Each name once, and `integer` dropped beside `number`, which admits it. */
function normalized(names: string[]): string[] {
  const unique = [...new Set(names)];
  return unique.includes('number') ? unique.filter((name) => name !== 'integer') : unique;
}
