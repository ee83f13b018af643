// Plain JSON data as the engine reads it (documents, schemas, MCP tools from
// untrusted servers). Keys are data, not code: `__proto__` or `constructor`
// are ordinary member names, so members are tested and set as own properties.

/** A JSON object: not null, not an array. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** Sets an own, enumerable member, even `__proto__` (which plain assignment would not create). */
export function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty only where needed: it is slow and turns objects into dictionaries.
  if (key === '__proto__') Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}
