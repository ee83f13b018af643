// Small helpers for plain JSON data coming from untrusted MCP servers, on top of
// ../json-value.ts (own members only; `__proto__` is an ordinary name here).
import { setOwn } from '../json-value';
import type { JsonObject } from './types';

/** Longest tool name shown in a message (MCP names have at most 128): a name is data from a server, and a 1 MB one is no label. */
const SHOWN_NAME_CHARS = 200;

/** Format characters (zero-width, direction controls, tags) and line separators, which JSON leaves as they are. */
const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * A tool name as a message shows it: quoted and escaped as JSON, so a NUL, a
 * line break, a lone surrogate or a zero-width space is visible as `\u0000`,
 * `\n`, `\ud800`, `\u200b` (names that differ only there stay
 * distinguishable, and none can start a new line of output or turn the text
 * around), and cut after 200 characters.
 */
export function quotedName(name: string): string {
  const shown = JSON.stringify(name.length > SHOWN_NAME_CHARS ? `${name.slice(0, SHOWN_NAME_CHARS)}…` : name);
  return shown.replace(INVISIBLE, (ch) =>
    ch
      .split('')
      .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .join(''),
  );
}

/** A copy of `object` without `omit`, keeping key order. */
export function without(object: JsonObject, omit: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(object)) if (!omit.includes(key)) setOwn(out, key, object[key]);
  return out;
}

/** Builds an object from entries, keeping order and own `__proto__` keys. */
export function fromEntries(entries: Iterable<readonly [string, unknown]>): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of entries) setOwn(out, key, value);
  return out;
}

/**
 * Nesting depth of a JSON value (a scalar is 0, `[]` is 1), measured without
 * recursion so that hostile input cannot overflow the stack. Stops counting
 * once `limit` is passed and returns `limit + 1`.
 */
export function jsonDepth(value: unknown, limit: number): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    const here = depth + 1;
    if (here > max) {
      max = here;
      if (max > limit) return limit + 1;
    }
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) if (typeof child === 'object' && child !== null) stack.push([child, here]);
  }
  return max;
}

/** Names a JSON value's kind for messages: "a string", "an array", "null"... */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'object':
      return 'an object';
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'a boolean';
    default:
      return typeof value;
  }
}
