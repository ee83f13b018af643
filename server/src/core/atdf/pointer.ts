// JSON pointer helpers of the ATDF rules, on top of the engine's core/pointer.ts.

import { escapeToken, parentPointer, splitPointer, unescapeToken } from '../pointer';

export { escapeToken, parentPointer, splitPointer, unescapeToken };

/** Appends tokens to a pointer: join('/a', 'b/c', 0) -> '/a/b~1c/0'. */
export function join(pointer: string, ...tokens: (string | number)[]): string {
  return pointer + tokens.map((t) => '/' + escapeToken(t)).join('');
}

export function lastToken(pointer: string): string {
  const i = pointer.lastIndexOf('/');
  return i < 0 ? '' : unescapeToken(pointer.slice(i + 1));
}

/** Reads the value at a pointer inside plain JSON data (own properties only). */
export function getAt(value: unknown, pointer: string): unknown {
  let current = value;
  for (const token of splitPointer(pointer)) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9][0-9]*)$/.test(token)) return undefined;
      current = current[Number(token)];
    } else if (isObject(current)) {
      if (!Object.prototype.hasOwnProperty.call(current, token)) return undefined;
      current = current[token];
    } else {
      return undefined;
    }
  }
  return current;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function hasOwn(obj: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

/** Sets an own, enumerable member (safe for keys like `__proto__`, which plain assignment would not create). */
export function setOwn(obj: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}
