// The meta-schemas of the dialects (ARDF's is its official schema, vendored unmodified in ./ardf/) (../schema-at-pointer.ts walks them to
// the sub-schema that describes a pointer; this module does not import it, so
// the rules that read the meta-schemas do not depend on that walker).
import type { Dialect } from '../../types';
import { atdf1MetaSchema } from './atdf-1';
import { atdf2MetaSchema, LOCALE_KEY_PATTERN } from './atdf-2';
import { toolFormMetaSchema } from './tool-form';
import ardfSchema from './ardf/ardf.schema.json';
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
  ardf: ardfSchema,
});

/** The meta-schema of a dialect (a JSON Schema in our subset, with English descriptions). Do not mutate. */
export function getMetaSchema(dialect: Dialect): Record<string, unknown> {
  return META[dialect];
}
