// JSON data helpers: type names, equality and keys that ignore key order and
// 1 vs 1.0, a short preview for messages. All iterative or depth-capped, so a
// 20,000-deep value never overflows the stack.

export type JsonTypeName = 'null' | 'boolean' | 'object' | 'array' | 'number' | 'string' | 'integer';

/** The JSON type of a value, as used in messages ("got number"). Integers report as "integer". */
export function jsonTypeOf(value: unknown): JsonTypeName | 'undefined' {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'number':
      return Number.isInteger(value) ? 'integer' : 'number';
    case 'boolean':
      return 'boolean';
    case 'object':
      return Array.isArray(value) ? 'array' : 'object';
    case 'bigint':
      return 'integer';
    default:
      return 'undefined';
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Work budget of one comparison, in visited nodes. JSON data is a tree, but a
 * YAML alias to an ancestor can make the parsed value cyclic; the budget keeps
 * such a value from looping forever (it then compares unequal).
 */
export const EQUALITY_BUDGET = 500_000;

/** JSON equality: numbers by value, objects by own keys regardless of order. Iterative. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const stack: unknown[] = [a, b];
  let budget = EQUALITY_BUDGET;
  while (stack.length) {
    if (--budget < 0) return false;
    const y = stack.pop();
    const x = stack.pop();
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    const xa = Array.isArray(x);
    if (xa !== Array.isArray(y)) return false;
    if (xa) {
      const ya = y as unknown[];
      if (x.length !== ya.length) return false;
      for (let i = 0; i < x.length; i++) stack.push(x[i], ya[i]);
    } else {
      const xo = x as Record<string, unknown>;
      const yo = y as Record<string, unknown>;
      const keys = Object.keys(xo);
      if (keys.length !== Object.keys(yo).length) return false;
      for (const k of keys) {
        if (!hasOwn.call(yo, k)) return false;
        stack.push(xo[k], yo[k]);
      }
    }
  }
  return true;
}

/**
 * A string that is equal for two values iff they are JSON-equal (sorted keys).
 * Iterative, so it works on any depth; null for a value over the work budget.
 */
export function canonicalKey(value: unknown): string | null {
  const out: string[] = [];
  // Work items: a value to write, or a literal string to emit.
  const stack: { lit?: string; v?: unknown }[] = [{ v: value }];
  let budget = EQUALITY_BUDGET;
  while (stack.length) {
    // Over budget (a cyclic value): no key; callers treat it as unlike anything else.
    if (--budget < 0) return null;
    const item = stack.pop()!;
    if (item.lit !== undefined) {
      out.push(item.lit);
      continue;
    }
    const v = item.v;
    if (v === null || typeof v !== 'object') {
      out.push(typeof v === 'string' ? JSON.stringify(v) : typeof v === 'number' ? (Object.is(v, -0) ? '0' : String(v)) : String(v));
      continue;
    }
    if (Array.isArray(v)) {
      out.push('[');
      stack.push({ lit: ']' });
      for (let i = v.length - 1; i >= 0; i--) {
        stack.push({ v: v[i] });
        if (i > 0) stack.push({ lit: ',' });
      }
    } else {
      const o = v as Record<string, unknown>;
      const keys = Object.keys(o).sort();
      out.push('{');
      stack.push({ lit: '}' });
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push({ v: o[keys[i]] });
        stack.push({ lit: JSON.stringify(keys[i]) + ':' });
        if (i > 0) stack.push({ lit: ',' });
      }
    }
  }
  return out.join('');
}

/** A short, one-line rendering of a value for messages (never huge, never throws). */
export function preview(value: unknown, max = 60): string {
  const s = previewAt(value, 3);
  return s.length > max ? s.slice(0, max - 1) + '…' : s;
}

function previewAt(value: unknown, depth: number): string {
  if (value === undefined) return 'nothing';
  if (value === null || typeof value !== 'object') {
    return typeof value === 'string' ? JSON.stringify(value.length > 80 ? value.slice(0, 80) + '…' : value) : String(value);
  }
  if (depth === 0) return Array.isArray(value) ? '[…]' : '{…}';
  if (Array.isArray(value)) {
    const parts = value.slice(0, 8).map((v) => previewAt(v, depth - 1));
    if (value.length > 8) parts.push('…');
    return '[' + parts.join(', ') + ']';
  }
  const keys = Object.keys(value);
  const parts = keys.slice(0, 8).map((k) => JSON.stringify(k) + ': ' + previewAt((value as Record<string, unknown>)[k], depth - 1));
  if (keys.length > 8) parts.push('…');
  return '{' + parts.join(', ') + '}';
}
