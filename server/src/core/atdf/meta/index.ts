// The meta-schemas of the three dialects, and a walker that finds the
// sub-schema describing a given pointer (for completion and hover).
import type { Dialect } from '../../types';
import { getAt, isObject, splitPointer } from '../pointer';
import { atdf1MetaSchema } from './atdf-1';
import { atdf2MetaSchema, LOCALE_KEY_PATTERN } from './atdf-2';
import { toolFormMetaSchema } from './tool-form';
import type { JsonSchema } from './atdf-common';

export type { JsonSchema };
export { LOCALE_KEY_PATTERN };

/** Frozen, so nobody can change them and compiled forms can be cached by identity. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const META: Record<Dialect, Record<string, unknown>> = deepFreeze({
  tool: toolFormMetaSchema,
  'atdf-1': atdf1MetaSchema,
  'atdf-2': atdf2MetaSchema,
});

/** The meta-schema of a dialect (a JSON Schema in our subset, with English descriptions). Do not mutate. */
export function getMetaSchema(dialect: Dialect): Record<string, unknown> {
  return META[dialect];
}

const localeKey = new RegExp(LOCALE_KEY_PATTERN);

/**
 * The sub-schema of the dialect's meta-schema that describes `pointer` in the
 * document `value` (follows properties, additionalProperties, items and local
 * $refs). Undefined when the pointer leaves what the meta-schema describes
 * (e.g. inside a tool's own input schema).
 */
export function schemaAtPointer(dialect: Dialect, value: unknown, pointer: string): JsonSchema | undefined {
  const root = META[dialect];
  let schema: JsonSchema | undefined = root;
  const tokens = splitPointer(pointer);
  for (let i = 0; i < tokens.length && schema !== undefined; i++) {
    schema = resolveRef(root, schema);
    if (!isObject(schema)) return undefined;
    const token = tokens[i];
    // localization's language entries (patternProperties upstream).
    if (dialect === 'atdf-2' && i === 1 && tokens[0] === 'localization' && localeKey.test(token)) {
      schema = (root.$defs as Record<string, JsonSchema>).localizedText;
      continue;
    }
    const props = schema.properties;
    if (isObject(props) && Object.prototype.hasOwnProperty.call(props, token)) {
      schema = props[token] as JsonSchema;
    } else if (schema.items !== undefined && /^(0|[1-9][0-9]*)$/.test(token)) {
      schema = schema.items as JsonSchema;
    } else if (isObject(schema.additionalProperties)) {
      schema = schema.additionalProperties;
    } else {
      return undefined;
    }
  }
  void value; // The meta-schemas do not branch on data today; kept in the signature for dialect-specific walks.
  return schema === undefined ? undefined : resolveRef(root, schema);
}

function resolveRef(root: Record<string, unknown>, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; hops < 16 && isObject(current) && typeof current.$ref === 'string'; hops++) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#')) break;
    const target = getAt(root, decodeURIComponent(ref.slice(1)));
    if (target === undefined) break;
    current = target as JsonSchema;
  }
  return current;
}
