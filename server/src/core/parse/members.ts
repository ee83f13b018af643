// Small rules shared by the YAML and JSON readers.

/** Sets an own data property, so `__proto__` and `constructor` stay ordinary names. */
export function defineMember(obj: Record<string, unknown>, name: string, value: unknown): void {
  if (name === '__proto__') Object.defineProperty(obj, name, { value, enumerable: true, writable: true, configurable: true });
  else obj[name] = value;
}

/** `line` is 0-based. Reused documents that moved get the line rewritten (see reuse.ts). */
export function duplicateKeyMessage(name: string, line: number): string {
  return `Duplicate key "${name}" (first defined on line ${line + 1}). Keep one of them.`;
}
