// Small rules shared by the YAML and JSON readers.
import type { MessageRef } from '../text/problem';

/** Sets an own data property, so `__proto__` and `constructor` stay ordinary names. */
export function defineMember(obj: Record<string, unknown>, name: string, value: unknown): void {
  if (name === '__proto__') Object.defineProperty(obj, name, { value, enumerable: true, writable: true, configurable: true });
  else obj[name] = value;
}

/** The message of a duplicate key; the problem's `related` span is the first definition, whose line the message names. */
export function duplicateKeyMessage(name: string): MessageRef {
  return { id: 'parse.duplicateKey', args: { name } };
}
