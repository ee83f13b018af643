// Completion inside the JSON Schemas a document embeds (`tool.input`,
// `tool.output.success|error`, a 2.x input's `schema`): the keywords our
// validator checks or accepts as annotations, and type names for `type`.
import { ANNOTATION_KEYWORDS, CHECKED_KEYWORDS, TYPE_NAMES } from '../schema/vocabulary';
import type { Dialect } from '../types';

const NAME_MAPS = new Set(['properties', '$defs', 'definitions']);
const SUBSCHEMAS = new Set(['items', 'additionalProperties']);

/** Where an embedded schema starts in the path (how many tokens lead to its root), or -1 when the path is not inside one. */
/** Where an embedded schema starts in the path, or -1 when the path is not inside one. */
export function schemaRootLength(dialect: Dialect, path: readonly string[]): number {
  if (dialect === 'tool' && path[0] === 'tool') {
    if (path[1] === 'input') return 2;
    if (path[1] === 'output' && (path[2] === 'success' || path[2] === 'error')) return 3;
  }
  if (dialect === 'atdf-2' && path[0] === 'how_to_use' && path[1] === 'inputs' && path[3] === 'schema') return 4;
  return -1;
}

/** True when the object at `path` is itself a schema (not the name map under `properties`). */
export function isEmbeddedSchemaObject(dialect: Dialect, path: readonly string[]): boolean {
  const start = schemaRootLength(dialect, path);
  if (start < 0) return false;
  let atSchema = true;
  for (const token of path.slice(start)) {
    if (atSchema) {
      if (NAME_MAPS.has(token)) atSchema = false;
      else if (SUBSCHEMAS.has(token)) atSchema = true;
      else return false; // inside `enum`, `required`, an annotation value...
    } else {
      atSchema = true; // a property / definition name: its value is a schema
    }
  }
  return atSchema;
}

export function schemaKeywords(): string[] {
  return [...CHECKED_KEYWORDS, ...ANNOTATION_KEYWORDS].filter((k) => !k.startsWith('$') || k === '$ref' || k === '$defs').sort();
}

/** The value of `type` inside an embedded schema. */
export function isEmbeddedTypeValue(dialect: Dialect, valuePath: readonly string[]): boolean {
  return valuePath[valuePath.length - 1] === 'type' && isEmbeddedSchemaObject(dialect, valuePath.slice(0, -1));
}

export const SCHEMA_TYPE_NAMES: readonly string[] = TYPE_NAMES;
