// A JSON Schema as Gemini's function declarations take it. `parameters` is a
// subset of the OpenAPI 3.0 Schema object (Gemini API reference, "Schema":
// ai.google.dev/api/caching#Schema): upper-case `type`, `nullable` instead of
// a "null" type, string-only `enum`, and a short list of keywords. A schema
// that fits (once the keywords that only loosen checking are left out) goes
// there; any other is sent whole as `parametersJsonSchema` (plain JSON
// Schema, which the API also accepts), so nothing that constrains the model
// is lost. Either way each change is a note.
import { isObject, setOwn } from '../json-value';
import { joinPointer, joinTokens } from '../pointer';
import { note, type ExportNote } from './notes';

type Json = Record<string, unknown>;

const TYPES: Record<string, string> = {
  string: 'STRING',
  number: 'NUMBER',
  integer: 'INTEGER',
  boolean: 'BOOLEAN',
  array: 'ARRAY',
  object: 'OBJECT',
};
/** Kept as they are. */
const SUBSET = [
  'title',
  'description',
  'required',
  'default',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
];
/** Left out with a note: they only make checking looser, the model loses nothing it needs. */
const GEMINI_DROPPED = [
  '$schema',
  '$id',
  '$comment',
  'additionalProperties',
  'uniqueItems',
  'examples',
  'readOnly',
  'writeOnly',
  'deprecated',
];
/** The string formats the subset knows (others are left out with a note). */
const FORMATS: Record<string, string[]> = { STRING: ['enum', 'date-time'], INTEGER: ['int32', 'int64'], NUMBER: ['float', 'double'] };

class OutsideSubset extends Error {
  constructor(
    readonly at: string,
    readonly keyword: string,
  ) {
    super(keyword);
  }
}

function typeOf(schema: Json, at: string): { type: string; nullable: boolean } {
  const raw = schema.type;
  const names = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : [];
  const nullable = names.includes('null');
  const rest = names.filter((n) => n !== 'null');
  if (rest.length === 1 && typeof rest[0] === 'string' && TYPES[rest[0]]) return { type: TYPES[rest[0]], nullable };
  if (rest.length === 0 && isObject(schema.properties)) return { type: 'OBJECT', nullable };
  throw new OutsideSubset(at, 'type');
}

function convert(schema: Json, at: string, notes: ExportNote[]): Json {
  const { type, nullable } = typeOf(schema, at);
  const out: Json = { type };
  if (nullable) out.nullable = true;
  for (const key of Object.keys(schema)) {
    const value = schema[key];
    const here = joinPointer(at, key);
    if (key === 'type') continue;
    if (SUBSET.includes(key)) setOwn(out, key, value);
    else if (GEMINI_DROPPED.includes(key)) notes.push(note('export/gemini-dropped', at, { keyword: key }));
    else if (key === 'format') {
      if (typeof value === 'string' && FORMATS[type]?.includes(value)) out.format = value;
      else notes.push(note('export/gemini-dropped', at, { keyword: `format: ${String(value)}` }));
    } else if ((key === 'enum' || key === 'const') && type === 'STRING') {
      const values = key === 'enum' ? value : [value];
      if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) throw new OutsideSubset(here, key);
      out.enum = values;
    } else if (key === 'properties' && isObject(value)) {
      const properties: Json = {};
      for (const name of Object.keys(value)) {
        const sub = value[name];
        if (!isObject(sub)) throw new OutsideSubset(joinTokens(here, name), 'true/false');
        setOwn(properties, name, convert(sub, joinTokens(here, name), notes));
      }
      out.properties = properties;
    } else if (key === 'items' && isObject(value)) out.items = convert(value, here, notes);
    else throw new OutsideSubset(at, key);
  }
  return out;
}

export type GeminiParameters = { parameters: Json } | { parametersJsonSchema: Json };

/** `parameters` (the OpenAPI subset) when the schema fits it, else `parametersJsonSchema`. */
export function geminiParameters(schema: Json): { value: GeminiParameters; notes: ExportNote[] } {
  const notes: ExportNote[] = [];
  try {
    return { value: { parameters: convert(schema, '', notes) }, notes };
  } catch (err) {
    if (!(err instanceof OutsideSubset)) throw err;
    return { value: { parametersJsonSchema: schema }, notes: [note('export/gemini-json-schema', err.at, { keyword: err.keyword })] };
  }
}
