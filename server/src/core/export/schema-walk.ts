// The subschemas of a JSON Schema, by the keyword and pointer that hold them,
// for the exporters that rewrite a schema (strict mode, the Gemini subset).
import { isObject, setOwn } from '../json-value';
import { joinPointer, joinTokens } from '../pointer';

type Json = Record<string, unknown>;

/** Keywords whose value is a map of name -> subschema. */
const SCHEMA_MAPS = ['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas'];
/** Keywords whose value is a list of subschemas. */
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
/** Keywords whose value is one subschema. */
const SCHEMA_SINGLES = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];

/** A copy of `schema` whose direct subschemas are replaced by `rewrite(subschema, its pointer)`. */
export function mapSubschemas(schema: Json, at: string, rewrite: (sub: Json, at: string) => unknown): Json {
  const out: Json = {};
  for (const key of Object.keys(schema)) {
    const value = schema[key];
    let next = value;
    if (SCHEMA_MAPS.includes(key) && isObject(value)) {
      const map: Json = {};
      for (const name of Object.keys(value)) {
        const sub = value[name];
        setOwn(map, name, isObject(sub) ? rewrite(sub, joinTokens(at, key, name)) : sub);
      }
      next = map;
    } else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      next = value.map((sub, i) => (isObject(sub) ? rewrite(sub, joinTokens(at, key, i)) : sub));
    } else if (SCHEMA_SINGLES.includes(key) && isObject(value)) {
      next = rewrite(value, joinPointer(at, key));
    }
    setOwn(out, key, next);
  }
  return out;
}
