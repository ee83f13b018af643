// Factories of the closures that check one keyword each. Every closure returns
// true on the valid path without allocating; it only builds a message when it
// reports an error.
import type { Ctx, Validate } from './runtime';
import { canonicalKey, jsonEqual, preview } from './json';
import { codePointLength } from './code-points';
import { isMultipleOf } from './multiple-of';
import type { TypeName } from './vocabulary';
import type { PatternVerdict } from './pattern';
import { boundedExpected, message, valueList } from './messages';

export const alwaysTrue: Validate = () => true;

/** The type name used in "got ..." parts of messages. */
export function typeNameOf(data: unknown): string {
  if (data === null) return 'null';
  if (Array.isArray(data)) return 'array';
  const t = typeof data;
  return t === 'bigint' ? 'number' : t;
}

export function falseSchema(schemaAbs: string): Validate {
  return (_data, ctx) => {
    ctx.report(schemaAbs, 'false', 'falseSchema', {}, false, 'error');
    return false;
  };
}

const T_NULL = 1,
  T_BOOLEAN = 2,
  T_OBJECT = 4,
  T_ARRAY = 8,
  T_NUMBER = 16,
  T_INTEGER = 32,
  T_STRING = 64;
const TYPE_BITS: Record<TypeName, number> = {
  null: T_NULL,
  boolean: T_BOOLEAN,
  object: T_OBJECT,
  array: T_ARRAY,
  number: T_NUMBER,
  integer: T_INTEGER,
  string: T_STRING,
};

export function typeCheck(names: readonly TypeName[], kwAbs: string): Validate {
  let mask = 0;
  for (const n of names) mask |= TYPE_BITS[n];
  const expected = [...names];
  const matches = (data: unknown): boolean => {
    switch (typeof data) {
      case 'string':
        return (mask & T_STRING) !== 0;
      case 'number':
        return (mask & T_NUMBER) !== 0 || ((mask & T_INTEGER) !== 0 && Number.isInteger(data));
      case 'boolean':
        return (mask & T_BOOLEAN) !== 0;
      case 'object':
        if (data === null) return (mask & T_NULL) !== 0;
        return (mask & (Array.isArray(data) ? T_ARRAY : T_OBJECT)) !== 0;
      case 'bigint':
        return (mask & (T_NUMBER | T_INTEGER)) !== 0;
      default:
        return false;
    }
  };
  // The message depends only on the type found: one per type name, made on its first failure
  // (nothing is prepared at compile time, which the editor does on every keystroke in a schema).
  let messages: Map<string, string> | undefined;
  const fail = (data: unknown, ctx: Ctx): false => {
    const got = typeNameOf(data);
    messages ??= new Map();
    let text = messages.get(got);
    if (text === undefined) {
      text = message(ctx.locale, 'type', { expected, got });
      messages.set(got, text);
    }
    ctx.reportText(kwAbs, 'type', text, expected, 'error');
    return false;
  };
  // The common single names get a direct test (this runs on every value).
  if (names.length === 1) {
    switch (names[0]) {
      case 'string':
        return (data, ctx) => typeof data === 'string' || fail(data, ctx);
      case 'object':
        return (data, ctx) => (typeof data === 'object' && data !== null && !Array.isArray(data)) || fail(data, ctx);
      case 'array':
        return (data, ctx) => Array.isArray(data) || fail(data, ctx);
      case 'number':
        return (data, ctx) => typeof data === 'number' || fail(data, ctx);
      case 'integer':
        return (data, ctx) => (typeof data === 'number' && Number.isInteger(data)) || fail(data, ctx);
      case 'boolean':
        return (data, ctx) => typeof data === 'boolean' || fail(data, ctx);
    }
  }
  return (data, ctx) => matches(data) || fail(data, ctx);
}

export function enumCheck(values: readonly unknown[], kwAbs: string): Validate {
  if (values.length === 0) {
    return (_data, ctx) => {
      ctx.report(kwAbs, 'enum', 'enumEmpty', {}, [], 'error');
      return false;
    };
  }
  const primitives = new Set(values.filter((v) => v === null || typeof v !== 'object'));
  const composites = values.filter((v) => v !== null && typeof v === 'object');
  // The allowed values, rendered once (a long list is summarised: messages stay small).
  let expectedText: string | undefined;
  const expected = boundedExpected(values);
  return (data, ctx) => {
    if (data === null || typeof data !== 'object') {
      if (primitives.has(data)) return true;
    } else {
      for (const c of composites) if (jsonEqual(data, c)) return true;
    }
    expectedText ??= valueList(ctx.locale, values);
    ctx.report(kwAbs, 'enum', 'enum', { expectedText, got: data }, expected, 'error');
    return false;
  };
}

export function constCheck(value: unknown, kwAbs: string): Validate {
  // `expected` lists the allowed values, as for `enum`.
  const allowed = [value];
  let expectedText: string | undefined; // rendered once
  return (data, ctx) => {
    if (data === value || jsonEqual(data, value)) return true;
    expectedText ??= preview(value);
    ctx.report(kwAbs, 'const', 'const', { expected: value, expectedText, got: data }, allowed, 'error');
    return false;
  };
}

export function lengthCheck(limit: number, isMin: boolean, kwAbs: string): Validate {
  const keyword = isMin ? 'minLength' : 'maxLength';
  return (data, ctx) => {
    const s = data as string;
    // Code points are never more than UTF-16 units and never fewer than half of them.
    if (isMin ? s.length >= limit * 2 : s.length <= limit) return true;
    const n = codePointLength(s);
    if (isMin ? n >= limit : n <= limit) return true;
    ctx.report(kwAbs, keyword, keyword, { limit, count: n }, limit, 'error');
    return false;
  };
}

export function patternCheck(source: string, check: (s: string, budget: Ctx) => PatternVerdict, kwAbs: string): Validate {
  return (data, ctx) => {
    const verdict = check(data as string, ctx);
    if (verdict === 'match') return true;
    if (verdict === 'too-costly') {
      // The bounded matcher gave up: a warning at the value, which is not called invalid.
      ctx.report(kwAbs, 'schema/pattern-too-costly', 'patternTooCostlyValue', { limit: `/${source}/` }, source, 'warning');
      return true;
    }
    ctx.report(kwAbs, 'pattern', 'pattern', { limit: `/${source}/`, got: data }, source, 'error');
    return false;
  };
}

/** `format`: a mismatch is a warning (an annotation), or an error where the dialect asserts formats. */
export function formatCheck(format: string, test: (s: string) => boolean, hint: string, kwAbs: string, assert: boolean): Validate {
  const severity = assert ? 'error' : 'warning';
  return (data, ctx) => {
    if (test(data as string)) return true;
    ctx.report(kwAbs, 'format', 'format', { limit: format, detail: hint, got: data }, format, severity);
    return !assert;
  };
}

type Bound = 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum';

export function boundCheck(keyword: Bound, limit: number, kwAbs: string): Validate {
  const ok: (n: number) => boolean =
    keyword === 'minimum'
      ? (n) => n >= limit
      : keyword === 'maximum'
        ? (n) => n <= limit
        : keyword === 'exclusiveMinimum'
          ? (n) => n > limit
          : (n) => n < limit;
  return (data, ctx) => {
    if (ok(data as number)) return true;
    ctx.report(kwAbs, keyword, keyword, { limit, got: data }, limit, 'error');
    return false;
  };
}

export function multipleOfCheck(divisor: number, kwAbs: string): Validate {
  return (data, ctx) => {
    if (isMultipleOf(data as number, divisor)) return true;
    ctx.report(kwAbs, 'multipleOf', 'multipleOf', { limit: divisor, got: data }, divisor, 'error');
    return false;
  };
}

export function itemCountCheck(limit: number, isMin: boolean, kwAbs: string): Validate {
  const keyword = isMin ? 'minItems' : 'maxItems';
  return (data, ctx) => {
    const n = (data as unknown[]).length;
    if (isMin ? n >= limit : n <= limit) return true;
    ctx.report(kwAbs, keyword, keyword, { limit, count: n }, limit, 'error');
    return false;
  };
}

export function uniqueItemsCheck(kwAbs: string): Validate {
  return (data, ctx) => {
    const items = data as unknown[];
    if (items.length < 2) return true;
    if (items.length <= 8 && items.every(isPrimitive)) {
      // Small lists of scalars (the usual case): pairwise, without allocating.
      let ok = true;
      for (let i = 1; i < items.length; i++) {
        for (let j = 0; j < i; j++) {
          if (items[i] === items[j]) {
            ok = false;
            ctx.report(kwAbs, 'uniqueItems', 'uniqueItems', { index: i, other: j }, true, 'error', i);
            break;
          }
        }
      }
      return ok;
    }
    const seen = new Map<unknown, number>();
    let ok = true;
    for (let i = 0; i < items.length; i++) {
      const v = items[i];
      let key: unknown = v;
      if (v !== null && typeof v === 'object') {
        const k = canonicalKey(v);
        if (k === null) continue; // a cyclic value: not comparable, so not a duplicate
        key = '\u0000' + k;
      }
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, i);
        continue;
      }
      ok = false;
      ctx.report(kwAbs, 'uniqueItems', 'uniqueItems', { index: i, other: first }, true, 'error', i);
    }
    return ok;
  };
}

function isPrimitive(v: unknown): boolean {
  return v === null || typeof v !== 'object';
}

/** Runs several checks, all of them (every error is wanted, not only the first). */
export function all(checks: readonly Validate[] | undefined): Validate | null {
  if (checks === undefined || checks.length === 0) return null;
  if (checks.length === 1) return checks[0];
  if (checks.length === 2) {
    const [a, b] = checks;
    return (d, c) => {
      const x = a(d, c);
      return b(d, c) && x;
    };
  }
  return (d, c) => {
    let ok = true;
    for (let i = 0; i < checks.length; i++) if (!checks[i](d, c)) ok = false;
    return ok;
  };
}

/** A schema node: checks that apply to any value, then those for the value's own type. */
export function node(
  any: Validate | null,
  str: Validate | null,
  num: Validate | null,
  arr: Validate | null,
  obj: Validate | null,
): Validate {
  if (!str && !num && !arr && !obj) return any ?? alwaysTrue;
  // Most schemas constrain one kind of value: a direct test, one call less per value.
  if (obj && !str && !num && !arr) {
    if (any === null) return (data, ctx) => typeof data !== 'object' || data === null || Array.isArray(data) || obj(data, ctx);
    return (data, ctx) => {
      const ok = any(data, ctx);
      return (typeof data !== 'object' || data === null || Array.isArray(data) || obj(data, ctx)) && ok;
    };
  }
  if (arr && !str && !num && !obj) {
    if (any === null) return (data, ctx) => !Array.isArray(data) || arr(data, ctx);
    return (data, ctx) => {
      const ok = any(data, ctx);
      return (!Array.isArray(data) || arr(data, ctx)) && ok;
    };
  }
  if (str && !num && !arr && !obj) {
    if (any === null) return (data, ctx) => typeof data !== 'string' || str(data, ctx);
    return (data, ctx) => {
      const ok = any(data, ctx);
      return (typeof data !== 'string' || str(data, ctx)) && ok;
    };
  }
  return (data, ctx) => {
    let ok = any === null || any(data, ctx);
    switch (typeof data) {
      case 'string':
        if (str !== null && !str(data, ctx)) ok = false;
        break;
      case 'number':
        if (num !== null && !num(data, ctx)) ok = false;
        break;
      case 'object':
        if (data === null) break;
        if (Array.isArray(data)) {
          if (arr !== null && !arr(data, ctx)) ok = false;
        } else if (obj !== null && !obj(data, ctx)) ok = false;
        break;
    }
    return ok;
  };
}
