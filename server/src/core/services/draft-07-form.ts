// The 2020-12 spelling of a draft-07 form (schema/draft-07-form), when renaming
// the keyword alone keeps what the schema means: `items: [...]` (a tuple) is
// `prefixItems` when there is no `additionalItems` beside it (that pair would be
// two renames), and `dependencies` is `dependentRequired` when every value is a
// list of names, `dependentSchemas` when every value is a schema.
import { isObject } from '../json-value';
import { getAt, lastToken, parentPointer } from '../pointer';

export const DRAFT_07_FORM_RULE = 'schema/draft-07-form';

/** The keyword the one at `pointer` (in the document's value) should be renamed to, or undefined when no rename alone fits. */
export function draft2020Keyword(documentValue: unknown, pointer: string): string | undefined {
  const keyword = lastToken(pointer);
  const schema = getAt(documentValue, parentPointer(pointer));
  if (!isObject(schema)) return undefined;
  const value = schema[keyword ?? ''];
  if (keyword === 'items' && Array.isArray(value) && !('additionalItems' in schema) && !('prefixItems' in schema)) return 'prefixItems';
  if (keyword !== 'dependencies' || !isObject(value)) return undefined;
  const entries = Object.values(value);
  if (entries.length === 0) return undefined;
  const target = entries.every((v) => Array.isArray(v) && v.every((n) => typeof n === 'string'))
    ? 'dependentRequired'
    : entries.every((v) => isObject(v) || typeof v === 'boolean')
      ? 'dependentSchemas'
      : undefined;
  return target !== undefined && !(target in schema) ? target : undefined;
}
