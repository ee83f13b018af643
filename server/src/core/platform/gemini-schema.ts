// Gemini's `parameters` (the OpenAPI 3.0 subset its function declarations take: upper-case `type`, `nullable`)
// back to JSON Schema: the inverse of core/export/gemini-schema.ts, so that `atdf export --target gemini` of an
// imported declaration gives the same `parameters` again. Keywords the subset shares with JSON Schema are kept;
// `example` becomes `examples`; `propertyOrdering` (an ordering hint with no JSON Schema equivalent) and
// `anyOf` are kept as they are (JSON Schema has `anyOf`; the ordering is harmless there).
import { isObject, setOwn } from '../json-value';

type Json = Record<string, unknown>;

function lowerType(type: unknown): unknown {
  return typeof type === 'string' ? type.toLowerCase() : type;
}

export function jsonSchemaOfGemini(schema: Json): Json {
  const out: Json = {};
  const nullable = schema.nullable === true;
  for (const key of Object.keys(schema)) {
    const value = schema[key];
    if (key === 'nullable') continue;
    if (key === 'type') {
      const type = lowerType(value);
      setOwn(out, 'type', nullable && typeof type === 'string' ? [type, 'null'] : type);
    } else if (key === 'properties' && isObject(value)) {
      const properties: Json = {};
      for (const name of Object.keys(value)) {
        const sub = value[name];
        setOwn(properties, name, isObject(sub) ? jsonSchemaOfGemini(sub) : sub);
      }
      out.properties = properties;
    } else if (key === 'items' && isObject(value)) out.items = jsonSchemaOfGemini(value);
    else if (key === 'anyOf' && Array.isArray(value)) out.anyOf = value.map((v) => (isObject(v) ? jsonSchemaOfGemini(v) : v));
    else if (key === 'example') out.examples = [value];
    else setOwn(out, key, value);
  }
  if (nullable && out.type === undefined) out.nullable = true;
  return out;
}
