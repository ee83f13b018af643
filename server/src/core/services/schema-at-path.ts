// Reading the schemas that describe a place in an ATDF document (found by the
// engine's locateSchema) for completion and hover.
import type { JsonSchema } from '../atdf/meta';
import { isObject } from '../json-value';

/** Property names a schema allows, with their sub-schemas. */
export function propertiesOf(schema: Record<string, unknown>): [string, JsonSchema][] {
  return isObject(schema.properties) ? (Object.entries(schema.properties) as [string, JsonSchema][]) : [];
}

export function requiredOf(schema: Record<string, unknown>): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);
}

export function typeLabel(schema: unknown): string | undefined {
  if (!isObject(schema)) return undefined;
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (Object.prototype.hasOwnProperty.call(schema, 'const')) return 'const';
  if (Array.isArray(schema.enum)) return 'enum';
  return undefined;
}
