// A JSON Schema as OpenAI's strict mode (Structured Outputs, `strict: true`)
// requires it: every object closed (`additionalProperties: false`) and every
// property listed in `required`, the optional ones made nullable so that the
// model can still leave them out (by sending null); the keywords strict mode
// refuses are left out, each with a note. Source: OpenAI, "Structured Outputs
// > Supported schemas" (platform.openai.com/docs/guides/structured-outputs).
import { hasOwn, isObject, setOwn } from '../json-value';
import { note, type ExportNote } from './notes';
import { mapSubschemas } from './schema-walk';

type Json = Record<string, unknown>;

/** Keywords strict mode refuses (the request fails with a 400). */
const STRICT_REFUSED = [
  'allOf',
  'not',
  'if',
  'then',
  'else',
  'dependentRequired',
  'dependentSchemas',
  'patternProperties',
  'unevaluatedProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'unevaluatedItems',
  'contains',
  'minContains',
  'maxContains',
  'uniqueItems',
  'minLength',
  'maxLength',
];

export function isObjectSchema(schema: Json): boolean {
  return schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object')) || isObject(schema.properties);
}

/** The schema that also accepts null: `type` gains "null" (and `enum` null), or the schema becomes anyOf [it, null]. */
function nullable(schema: Json): Json {
  const type = schema.type;
  if (typeof type === 'string' || Array.isArray(type)) {
    const types = Array.isArray(type) ? type : [type];
    if (types.includes('null')) return schema;
    const out: Json = { ...schema, type: [...types, 'null'] };
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) out.enum = [...schema.enum, null];
    return out;
  }
  return { anyOf: [schema, { type: 'null' }] };
}

function strictAt(schema: Json, at: string, notes: ExportNote[]): Json {
  const kept: Json = {};
  for (const key of Object.keys(schema)) {
    if (STRICT_REFUSED.includes(key)) notes.push(note('export/strict-dropped', at, { keyword: key }));
    else setOwn(kept, key, schema[key]);
  }
  if (hasOwn(kept, 'oneOf') && !hasOwn(kept, 'anyOf')) {
    // oneOf is refused, anyOf accepted: for the model the difference does not matter.
    kept.anyOf = kept.oneOf;
    delete kept.oneOf;
    notes.push(note('export/strict-dropped', at, { keyword: 'oneOf' }));
  }
  if (!hasOwn(kept, 'type') && !hasOwn(kept, 'anyOf') && !hasOwn(kept, '$ref') && !hasOwn(kept, 'enum') && !hasOwn(kept, 'const')) {
    notes.push(note('export/strict-any', at));
  }
  const out = mapSubschemas(kept, at, (sub, subAt) => strictAt(sub, subAt, notes));
  if (!isObjectSchema(out)) return out;
  if (out.additionalProperties !== false) {
    if (hasOwn(out, 'additionalProperties')) notes.push(note('export/strict-closed', at));
    out.additionalProperties = false;
  }
  const properties = isObject(out.properties) ? out.properties : {};
  const required = new Set(Array.isArray(out.required) ? out.required : []);
  const names = Object.keys(properties);
  const made: Json = {};
  for (const name of names) {
    const sub = properties[name];
    setOwn(made, name, required.has(name) || !isObject(sub) ? sub : nullable(sub));
  }
  out.properties = made;
  out.required = names;
  return out;
}

/** The strict form of an input schema, and what had to be left out. */
export function strictSchema(schema: Json): { schema: Json; notes: ExportNote[] } {
  const notes: ExportNote[] = [];
  return { schema: strictAt(schema, '', notes), notes };
}
