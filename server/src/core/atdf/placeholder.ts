// The value a quick fix inserts for a missing member: typed from the schema
// (string "", first enum value, {}, [], false, 0) and, where that is cheap,
// already valid (a string with minLength gets "TODO", an object gets its own
// required members), so that applying the fix does not create a new error.
import type { JsonSchema } from './meta';
import { getAt } from '../pointer';
import { isObject, setOwn } from '../json-value';

const MAX_DEPTH = 8;

/**
 * A placeholder value for `schema`. `root` is the document `$ref`s resolve in
 * (defaults to the schema itself).
 */
export function placeholderFor(schema: JsonSchema | undefined, root: JsonSchema | undefined = schema): unknown {
  return build(schema, root, 0);
}

function build(schema: JsonSchema | undefined, root: JsonSchema | undefined, depth: number): unknown {
  const s = resolve(schema, root);
  if (!isObject(s) || depth > MAX_DEPTH) return null;
  if (Object.prototype.hasOwnProperty.call(s, 'const')) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  switch (primaryType(s)) {
    case 'string':
      return stringPlaceholder(s);
    case 'number':
    case 'integer':
      return numberPlaceholder(s);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return [];
    case 'object':
      return objectPlaceholder(s, root, depth);
    default:
      return null;
  }
}

function primaryType(s: Record<string, unknown>): string | undefined {
  const t = s.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return (t.find((x) => x !== 'null') ?? t[0]) as string | undefined;
  if (isObject(s.properties) || Array.isArray(s.required)) return 'object';
  if (s.items !== undefined) return 'array';
  return undefined;
}

function stringPlaceholder(s: Record<string, unknown>): string {
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  if (min <= 0) return '';
  return 'TODO'.padEnd(min, '_');
}

function numberPlaceholder(s: Record<string, unknown>): number {
  let n = 0;
  if (typeof s.minimum === 'number' && n < s.minimum) n = Math.ceil(s.minimum);
  if (typeof s.exclusiveMinimum === 'number' && n <= s.exclusiveMinimum) n = Math.floor(s.exclusiveMinimum) + 1;
  return n;
}

function objectPlaceholder(s: Record<string, unknown>, root: JsonSchema | undefined, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!Array.isArray(s.required)) return out;
  const props = isObject(s.properties) ? s.properties : {};
  for (const name of s.required) {
    if (typeof name !== 'string' || Object.prototype.hasOwnProperty.call(out, name)) continue;
    const sub = Object.prototype.hasOwnProperty.call(props, name) ? (props[name] as JsonSchema) : undefined;
    setOwn(out, name, sub === undefined ? null : build(sub, root, depth + 1));
  }
  return out;
}

function resolve(schema: JsonSchema | undefined, root: JsonSchema | undefined): JsonSchema | undefined {
  let current = schema;
  for (let hops = 0; hops < 16 && isObject(current) && typeof current.$ref === 'string'; hops++) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#') || root === undefined) return current;
    let pointer: string;
    try {
      pointer = decodeURIComponent(ref.slice(1));
    } catch {
      return current;
    }
    const target = getAt(root, pointer);
    if (target === undefined) return current;
    current = target as JsonSchema;
  }
  return current;
}
