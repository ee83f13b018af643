// Inputs that break one constraint of a schema each, made from a valid one:
// a value of the wrong type, a required member removed, a number out of range,
// a string or array of the wrong size, a value not in the enum (or not the
// const), a member `additionalProperties: false` forbids. Each break is
// named (pointer + keyword) so a report says what the input got wrong.
import { isObject, setOwn } from '../json-value';
import { joinPointer, splitPointer } from '../pointer';
import { jsonEqual } from '../schema/index';
import type { ValueGenerator } from './valid-value';

export interface Break {
  /** Where in the input the constraint is broken ('' the whole input). */
  pointer: string;
  /** The keyword broken: type, required, minimum, maximum, minLength, maxLength, minItems, maxItems, enum, const, additionalProperties. */
  keyword: string;
  /** The input with that one constraint broken. */
  apply(input: unknown): unknown;
}

/** A value of another JSON type than every type `type` allows. */
function otherType(allowed: string[]): unknown {
  const samples: [string, unknown][] = [
    ['string', 'not-a-number'],
    ['number', 12345],
    ['boolean', true],
    ['object', { unexpected: 1 }],
    ['array', [1]],
    ['null', null],
  ];
  const fits = (type: string) => allowed.includes(type) || (type === 'number' && allowed.includes('integer'));
  return samples.find(([type]) => !fits(type))?.[1];
}

/** Every break the schema allows at `value` (which it accepts) and below it. */
export function breaksOf(generator: ValueGenerator, schema: unknown, value: unknown, pointer = '', depth = 0): Break[] {
  if (!isObject(schema) || depth > 8) return [];
  const s = generator.flatten(schema, depth);
  const out: Break[] = [];
  const replace = (keyword: string, bad: unknown) => out.push({ pointer, keyword, apply: (input) => setAt(input, pointer, bad) });
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  if (types.length > 0) replace('type', otherType(types));
  if ('const' in s)
    replace('const', typeof s.const === 'string' ? `${s.const}-not` : typeof s.const === 'number' ? s.const + 1 : 'not-the-const');
  if (Array.isArray(s.enum)) {
    const sample = s.enum.find((v) => v !== null) ?? '';
    const bad =
      typeof sample === 'number' ? Math.max(...s.enum.filter((v): v is number => typeof v === 'number')) + 1 : `not-${String(sample)}`;
    if (!s.enum.some((v) => jsonEqual(v, bad))) replace('enum', bad);
  }
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number') replace('minimum', s.minimum - 1);
    if (typeof s.exclusiveMinimum === 'number') replace('exclusiveMinimum', s.exclusiveMinimum);
    if (typeof s.maximum === 'number') replace('maximum', s.maximum + 1);
    if (typeof s.exclusiveMaximum === 'number') replace('exclusiveMaximum', s.exclusiveMaximum);
  }
  if (typeof value === 'string') {
    if (typeof s.minLength === 'number' && s.minLength > 0) replace('minLength', 'x'.repeat(s.minLength - 1));
    if (typeof s.maxLength === 'number') replace('maxLength', 'x'.repeat(s.maxLength + 1));
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === 'number' && s.minItems > 0) replace('minItems', value.slice(0, s.minItems - 1));
    if (typeof s.maxItems === 'number' && s.maxItems < 1000)
      replace('maxItems', [...value, ...Array(s.maxItems + 1 - value.length).fill(value[0] ?? null)]);
    const items = isObject(s.items) ? s.items : undefined;
    value.forEach((item, i) => out.push(...breaksOf(generator, items, item, joinPointer(pointer, i), depth + 1)));
  }
  if (isObject(value)) {
    for (const key of Array.isArray(s.required) ? s.required : []) {
      if (typeof key === 'string')
        out.push({ pointer: joinPointer(pointer, key), keyword: 'required', apply: (input) => removeAt(input, joinPointer(pointer, key)) });
    }
    if (s.additionalProperties === false) {
      const extra = joinPointer(pointer, 'unexpected_member');
      out.push({ pointer: extra, keyword: 'additionalProperties', apply: (input) => setAt(input, extra, 'x') });
    }
    const properties = isObject(s.properties) ? s.properties : {};
    for (const [key, member] of Object.entries(value)) {
      if (Object.prototype.hasOwnProperty.call(properties, key))
        out.push(...breaksOf(generator, properties[key], member, joinPointer(pointer, key), depth + 1));
    }
  }
  return out;
}

function setAt(input: unknown, pointer: string, bad: unknown): unknown {
  if (pointer === '') return bad;
  const copy = structuredClone(input);
  const tokens = splitPointer(pointer);
  const parent = tokens.slice(0, -1).reduce<unknown>((node, token) => (node as Record<string, unknown>)[token], copy);
  const last = tokens[tokens.length - 1];
  if (Array.isArray(parent)) parent[Number(last)] = bad;
  else setOwn(parent as Record<string, unknown>, last, bad);
  return copy;
}

function removeAt(input: unknown, pointer: string): unknown {
  const copy = structuredClone(input);
  const tokens = splitPointer(pointer);
  const parent = tokens.slice(0, -1).reduce<unknown>((node, token) => (node as Record<string, unknown>)[token], copy);
  if (isObject(parent)) delete parent[tokens[tokens.length - 1]];
  return copy;
}
