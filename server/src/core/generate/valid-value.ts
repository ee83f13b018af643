// A value an input schema accepts, drawn with a seeded Prng: types, const and
// enum, required and optional properties, min/max (exclusive too) and
// multipleOf, minLength/maxLength, simple patterns, formats a tool commonly
// takes, items/prefixItems/minItems/maxItems, nested objects, allOf merged,
// anyOf/oneOf one branch, local $refs. It aims, the validator decides: the
// caller keeps only what the compiled schema accepts (uniqueItems, `not`,
// oneOf's "only one" and hard patterns are left to that check).
import { hasOwn, isObject, setOwn } from '../json-value';
import { fragmentToTokens, resolvePointer } from '../pointer';
import { samplePattern } from './pattern-sample';
import type { Prng } from './prng';

type Schema = Record<string, unknown>;

/** Nesting followed at most (recursive schemas end with their required minimum, then nothing). */
const MAX_DEPTH = 8;
/** Optional sizes stay small: a generated call is for the tool's logic, not its limits. */
const SPAN = 6;

const FORMATS: Record<string, string[]> = {
  email: ['a@example.com', 'test.user@example.org'],
  uri: ['https://example.com/', 'https://example.org/a?b=1'],
  url: ['https://example.com/'],
  date: ['2024-01-31', '1999-12-01'],
  'date-time': ['2024-01-31T12:00:00Z', '1999-12-01T00:00:00+01:00'],
  time: ['12:00:00Z'],
  uuid: ['123e4567-e89b-42d3-a456-426614174000'],
  ipv4: ['192.0.2.1'],
  ipv6: ['2001:db8::1'],
  hostname: ['example.com'],
};

export class ValueGenerator {
  constructor(
    private readonly root: unknown,
    private readonly rng: Prng,
  ) {}

  value(schema: unknown, depth = 0): unknown {
    if (schema === true || schema === undefined) return this.anyScalar();
    if (!isObject(schema)) return null; // `false` accepts nothing: the check drops it
    const s = this.flatten(schema, depth);
    if ('const' in s) return s.const;
    if (Array.isArray(s.enum) && s.enum.length > 0) return this.rng.pick(s.enum);
    switch (this.typeOf(s)) {
      case 'string':
        return this.string(s);
      case 'integer':
        return this.number(s, true);
      case 'number':
        return this.number(s, false);
      case 'boolean':
        return this.rng.chance(0.5);
      case 'null':
        return null;
      case 'array':
        return this.array(s, depth);
      default:
        return this.object(s, depth);
    }
  }

  /** The schema with its local $ref followed, allOf merged in and one anyOf/oneOf branch chosen. */
  flatten(schema: Schema, depth: number): Schema {
    let s = schema;
    for (let hops = 0; typeof s.$ref === 'string' && hops < MAX_DEPTH; hops++) {
      const target = this.resolve(s.$ref);
      const { $ref: _ref, ...rest } = s;
      s = isObject(target) ? { ...target, ...rest } : rest;
    }
    if (Array.isArray(s.allOf)) {
      const { allOf, ...rest } = s;
      s = (allOf as unknown[]).reduce<Schema>((merged, part) => (isObject(part) ? merge(merged, this.flatten(part, depth)) : merged), rest);
    }
    for (const key of ['anyOf', 'oneOf'] as const) {
      const branches = s[key];
      if (!Array.isArray(branches) || branches.length === 0) continue;
      const { [key]: _branches, ...rest } = s;
      const branch = this.rng.pick(branches);
      s = isObject(branch) ? merge(rest, this.flatten(branch, depth)) : rest;
    }
    return s;
  }

  typeOf(s: Schema): string {
    const declared = Array.isArray(s.type)
      ? s.type.filter((t): t is string => typeof t === 'string')
      : typeof s.type === 'string'
        ? [s.type]
        : [];
    if (declared.length > 0) return this.rng.pick(declared);
    if (isObject(s.properties) || Array.isArray(s.required) || 'additionalProperties' in s) return 'object';
    if ('items' in s || 'prefixItems' in s || 'minItems' in s) return 'array';
    if ('minLength' in s || 'maxLength' in s || 'pattern' in s || 'format' in s) return 'string';
    if ('minimum' in s || 'maximum' in s || 'exclusiveMinimum' in s || 'exclusiveMaximum' in s || 'multipleOf' in s) return 'number';
    return this.rng.pick(['string', 'number', 'boolean']);
  }

  private resolve(ref: string): unknown {
    if (!ref.startsWith('#')) return undefined; // other files are not followed: the check decides
    const tokens = fragmentToTokens(ref.slice(1));
    return tokens === null ? undefined : resolvePointer(this.root, tokens).value;
  }

  private anyScalar(): unknown {
    return this.rng.pick<unknown>(['text', 1, true, null]);
  }

  private string(s: Schema): string {
    if (typeof s.format === 'string' && FORMATS[s.format]) return this.rng.pick(FORMATS[s.format]);
    if (typeof s.pattern === 'string') {
      const sample = samplePattern(s.pattern, this.rng);
      if (sample !== undefined) return sample;
    }
    const min = typeof s.minLength === 'number' ? s.minLength : 0;
    const max = typeof s.maxLength === 'number' ? s.maxLength : min + SPAN;
    const length = this.rng.int(min, Math.max(min, Math.min(max, min + SPAN)));
    let out = '';
    for (let i = 0; i < length; i++) out += this.rng.pick([...'abcdefghijklmnopqrstuvwxyz0123456789 ']);
    return out;
  }

  private number(s: Schema, integer: boolean): number {
    const exMin = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
    const exMax = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined;
    let min = typeof s.minimum === 'number' ? s.minimum : (exMin ?? -1000);
    let max = typeof s.maximum === 'number' ? s.maximum : (exMax ?? (min > -1000 ? min + 1000 : 1000));
    if (typeof s.multipleOf === 'number' && s.multipleOf > 0) {
      const step = s.multipleOf;
      const lo = Math.ceil(min / step);
      const hi = Math.floor(max / step);
      return hi < lo ? min : this.rng.int(lo, hi) * step;
    }
    if (integer || this.rng.chance(0.5)) {
      min = Math.ceil(exMin !== undefined && exMin >= min ? exMin + 1e-9 : min);
      max = Math.floor(exMax !== undefined && exMax <= max ? exMax - 1e-9 : max);
      return max < min ? min : this.rng.int(min, max);
    }
    const x = min + this.rng.next() * (max - min);
    return Math.round(x * 100) / 100;
  }

  private array(s: Schema, depth: number): unknown[] {
    const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : [];
    const items = Array.isArray(s.items) ? s.additionalItems : s.items;
    const min = typeof s.minItems === 'number' ? s.minItems : 0;
    const max = typeof s.maxItems === 'number' ? s.maxItems : min + 3;
    const length = depth >= MAX_DEPTH ? min : this.rng.int(min, Math.max(min, Math.min(max, min + 3)));
    const out: unknown[] = [];
    for (let i = 0; i < length; i++) out.push(this.value(i < prefix.length ? prefix[i] : items, depth + 1));
    return out;
  }

  private object(s: Schema, depth: number): Record<string, unknown> {
    const properties = isObject(s.properties) ? s.properties : {};
    const required = Array.isArray(s.required) ? s.required.filter((k): k is string => typeof k === 'string') : [];
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(properties)) {
      if (required.includes(key) || (depth < MAX_DEPTH && this.rng.chance(0.5))) setOwn(out, key, this.value(properties[key], depth + 1));
    }
    for (const key of required) {
      if (!hasOwn(out, key)) setOwn(out, key, this.value(isObject(s.additionalProperties) ? s.additionalProperties : true, depth + 1));
    }
    return out;
  }
}

/** Two schemas' constraints as one (properties and required united; the later one wins elsewhere). */
function merge(a: Schema, b: Schema): Schema {
  const merged: Schema = { ...a, ...b };
  if (isObject(a.properties) && isObject(b.properties)) merged.properties = { ...a.properties, ...b.properties };
  if (Array.isArray(a.required) && Array.isArray(b.required)) merged.required = [...new Set([...a.required, ...b.required])];
  return merged;
}
