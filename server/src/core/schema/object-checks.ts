// The object keywords of the full pass: `properties`, `patternProperties`,
// `additionalProperties` and `required` in one closure per object schema,
// then `propertyNames`, `dependentRequired`, `dependentSchemas` and the member
// count. Like every full-pass check, these run only for values the fast path
// (fast.ts) did not accept.
import type { Ctx, Subschema, Validate } from './runtime';
import { boundedExpected, message, nameList } from './messages';
import type { PatternVerdict } from './pattern';
import { isMember } from './member';

const hasOwn = Object.prototype.hasOwnProperty;

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

export interface PatternPropertyRule {
  source: string;
  check: (s: string, ctx: Ctx) => PatternVerdict;
  validate: Validate;
  kwAbs: string;
}

/**
 * `properties` (declared names), `patternProperties`, `required` and
 * `additionalProperties` (every other own key) in one closure: the usual
 * object schema costs one call. Locations of errors are put in document order
 * at the end, so the order of the checks here does not matter. Members these
 * keywords evaluate are noted for `unevaluatedProperties` when it asks.
 */
export function propertiesCheck(
  rules: readonly PropertyRule[],
  patterns: readonly PatternPropertyRule[],
  additional: { validate: Validate | false; kwAbs: string } | null,
  required: { names: readonly string[]; kwAbs: string } | null,
): Validate {
  const allowed = rules.map((r) => r.name);
  // Every name this check asks about: the declared ones, then required ones that are not declared.
  const known = [...allowed];
  const knownAt = new Map<string, number>();
  for (let i = 0; i < known.length; i++) if (!knownAt.has(known[i])) knownAt.set(known[i], i);
  const requiredAt = (required?.names ?? []).map((name) => {
    const at = knownAt.get(name);
    if (at !== undefined) return at;
    knownAt.set(name, known.length);
    return known.push(name) - 1;
  });
  // Made on first use: this closure runs only for objects with errors, and compiling must stay cheap.
  let allowedText: string | undefined;
  let requiredMessages: (string | undefined)[] | undefined;
  const allowedExpected = boundedExpected(allowed);
  const find = (key: string): number => {
    // A few names: comparing strings beats hashing them.
    if (known.length <= 8) {
      for (let i = 0; i < known.length; i++) if (known[i] === key) return i;
      return -1;
    }
    return knownAt.get(key) ?? -1;
  };
  // Which known names are members, as bits, from one pass over the object (no lookups by name).
  const bits = known.length <= 31;
  const checkOthers = additional !== null || patterns.length > 0;
  return (data, ctx) => {
    const obj = data as Record<string, unknown>;
    let ok = true;
    let members = 0;
    const ann = ctx.ann;
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
      if (ann !== null) ann.addProp(r.name);
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
    if (!checkOthers) return ok;
    for (const key in obj) {
      if (!hasOwn.call(obj, key)) continue;
      const i = find(key);
      const declared = i >= 0 && i < rules.length;
      let matched = false;
      for (let p = 0; p < patterns.length; p++) {
        const rule = patterns[p];
        const verdict = rule.check(key, ctx);
        if (verdict === 'mismatch') continue;
        matched = true;
        if (verdict === 'too-costly') {
          ctx.report(
            rule.kwAbs,
            'schema/pattern-too-costly',
            'patternTooCostlyValue',
            { limit: `/${rule.source}/` },
            rule.source,
            'warning',
            key,
          );
        } else if (!ctx.descend(key, obj[key], rule.validate, rule.kwAbs)) ok = false;
      }
      if (declared || matched) {
        if (matched && ann !== null) ann.addProp(key);
        continue;
      }
      if (additional === null) continue;
      if (additional.validate === false) {
        ok = false;
        allowedText ??= nameList(ctx.locale, allowed);
        ctx.report(
          additional.kwAbs,
          'additionalProperties',
          'additionalProperties',
          { name: key, names: allowed, namesText: allowedText },
          allowedExpected,
          'error',
          key,
        );
      } else if (!ctx.descend(key, obj[key], additional.validate, additional.kwAbs)) {
        ok = false;
      }
    }
    // `additionalProperties` evaluates every member the others did not.
    if (additional !== null && ann !== null) ann.allProps = true;
    return ok;
  };
}

/** `propertyNames`: every member name is valid against the subschema; errors sit at the member, saying so. */
export function propertyNamesCheck(sub: Subschema, kwAbs: string): Validate {
  return (data, ctx) => {
    const obj = data as Record<string, unknown>;
    let ok = true;
    for (const key in obj) {
      if (!hasOwn.call(obj, key)) continue;
      const mark = ctx.errors.length;
      if (ctx.descend(key, key, sub.fn, kwAbs)) continue;
      ok = false;
      for (let i = mark; i < ctx.errors.length; i++) {
        const e = ctx.errors[i];
        e.keyword = 'propertyNames';
        e.error = message(ctx.locale, 'propertyName', { name: key, detail: e.error });
      }
    }
    return ok;
  };
}

/** `dependentRequired` (and draft-07 `dependencies` with names): each present name requires others. */
export function dependentRequiredCheck(rules: readonly [string, readonly string[]][], kwAbs: string): Validate {
  return (data, ctx) => {
    const obj = data as Record<string, unknown>;
    let ok = true;
    for (const [name, needs] of rules) {
      if (!isMember(obj, name)) continue;
      for (const other of needs) {
        if (isMember(obj, other)) continue;
        ok = false;
        ctx.report(kwAbs, 'dependentRequired', 'dependentRequired', { name: other, detail: name }, other, 'error', other);
      }
    }
    return ok;
  };
}

/** `dependentSchemas` (and draft-07 `dependencies` with schemas): each present name applies a schema to the object. */
export function dependentSchemasCheck(rules: readonly [string, Subschema][]): Validate {
  return (data, ctx) => {
    const obj = data as Record<string, unknown>;
    let ok = true;
    for (const [name, sub] of rules) {
      if (!isMember(obj, name)) continue;
      const mark = ctx.errors.length;
      if (sub.fn(obj, ctx)) continue;
      ok = false;
      let because: string | undefined;
      for (let i = mark; i < ctx.errors.length; i++) {
        const e = ctx.errors[i];
        if (e.severity !== 'error') continue;
        because ??= message(ctx.locale, 'becausePresent', { name });
        e.error += ' ' + because;
      }
    }
    return ok;
  };
}
