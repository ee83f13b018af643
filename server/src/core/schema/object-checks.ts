// The object keywords of the full pass: `properties`, `required` and
// `additionalProperties` in one closure per object schema, and the member
// count (`minProperties`/`maxProperties`). Like every full-pass check, these
// run only for values the fast path (fast.ts) did not accept.
import type { Validate } from './runtime';
import { message } from './messages';

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * A member of an object is an own enumerable property: what JSON.stringify
 * writes and Object.keys lists (inherited or hidden properties are not data).
 */
const isMember = (obj: object, name: string): boolean => Object.prototype.propertyIsEnumerable.call(obj, name);

export function propertyCountCheck(limit: number, isMin: boolean, kwAbs: string): Validate {
  const keyword = isMin ? 'minProperties' : 'maxProperties';
  return (data, ctx) => {
    let n = 0;
    for (const k in data as object) if (hasOwn.call(data, k)) n++;
    if (isMin ? n >= limit : n <= limit) return true;
    ctx.report(kwAbs, keyword, keyword, { limit, count: n }, limit, 'error');
    return false;
  };
}

export interface PropertyRule {
  name: string;
  validate: Validate;
  kwAbs: string;
  /** The subschema never descends nor follows a `$ref`, so it needs no depth count. */
  leaf: boolean;
}

/**
 * `properties` (declared names), `required` and `additionalProperties` (every
 * other own key) in one closure: the usual object schema costs one call.
 * Locations of errors are put in document order at the end, so the order of
 * the checks here does not matter.
 */
export function propertiesCheck(
  rules: readonly PropertyRule[],
  additional: { validate: Validate | false; kwAbs: string } | null,
  required: { names: readonly string[]; kwAbs: string } | null,
): Validate {
  const allowed = rules.map((r) => r.name);
  // Every name this check asks about: the declared ones, then required ones that are not declared.
  const known = [...allowed];
  const requiredAt = (required?.names ?? []).map((name) => {
    const at = known.indexOf(name);
    return at >= 0 ? at : known.push(name) - 1;
  });
  // Made on first use: this closure runs only for objects with errors, and compiling must stay cheap.
  let index: Map<string, number> | undefined;
  let allowedText: string | undefined;
  let requiredMessages: (string | undefined)[] | undefined;
  const find = (key: string): number => {
    // A few names: comparing strings beats hashing them.
    if (known.length <= 8) {
      for (let i = 0; i < known.length; i++) if (known[i] === key) return i;
      return -1;
    }
    index ??= new Map(known.map((name, i) => [name, i]));
    return index.get(key) ?? -1;
  };
  // Which known names are members, as bits, from one pass over the object (no lookups by name).
  const bits = known.length <= 31;
  return (data, ctx) => {
    const obj = data as Record<string, unknown>;
    let ok = true;
    let members = 0;
    if (bits) {
      for (const key in obj) {
        if (!hasOwn.call(obj, key)) continue;
        const i = find(key);
        if (i >= 0) members |= 1 << i;
      }
    }
    for (let i = 0; i < rules.length; i++) {
      const r = rules[i];
      if (bits ? (members & (1 << i)) === 0 : !isMember(obj, r.name)) continue;
      const v = obj[r.name];
      if (r.leaf) {
        const mark = ctx.errors.length;
        if (!r.validate(v, ctx)) ok = false;
        if (ctx.errors.length !== mark) ctx.bubble(mark, r.name);
      } else if (!ctx.descend(r.name, v, r.validate, r.kwAbs)) ok = false;
    }
    if (required !== null) {
      const names = required.names;
      for (let i = 0; i < names.length; i++) {
        if (bits ? (members & (1 << requiredAt[i])) !== 0 : isMember(obj, names[i])) continue;
        ok = false;
        requiredMessages ??= [];
        const text = (requiredMessages[i] ??= message(ctx.locale, 'required', { name: names[i] }));
        ctx.reportText(required.kwAbs, 'required', text, names[i], 'error', names[i]);
      }
    }
    if (additional === null) return ok;
    for (const key in obj) {
      if (!hasOwn.call(obj, key)) continue;
      const i = find(key);
      if (i >= 0 && i < rules.length) continue; // declared
      if (additional.validate === false) {
        ok = false;
        allowedText ??= allowed.join(', ');
        ctx.report(
          additional.kwAbs,
          'additionalProperties',
          'additionalProperties',
          { name: key, names: allowed, namesText: allowedText },
          allowed,
          'error',
          key,
        );
      } else if (!ctx.descend(key, obj[key], additional.validate, additional.kwAbs)) {
        ok = false;
      }
    }
    return ok;
  };
}
