// JSON pointers (RFC 6901): the one way the engine names a place inside a
// document, and the one module that reads and writes them. Tokens are escaped
// `~` -> `~0`, `/` -> `~1`; '' is the root, which has no reference token.
// Pointers are kept escaped everywhere, so they compare and concatenate as
// plain strings.

/** Escapes one reference token (`a/b~c` -> `a~1b~0c`). */
export function escapeToken(token: string | number): string {
  if (typeof token === 'number') return '' + token;
  if (token.indexOf('~') === -1 && token.indexOf('/') === -1) return token;
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Reverses `escapeToken` (`~1` first would turn `~01` into `/`, so `~1` -> `/` then `~0` -> `~`). */
export function unescapeToken(token: string): string {
  if (token.indexOf('~') === -1) return token;
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Appends one (unescaped) token to a pointer. The parsers call it per member, so it takes no rest array. */
export function joinPointer(parent: string, token: string | number): string {
  return parent + '/' + escapeToken(token);
}

/** Appends several (unescaped) tokens: joinTokens('/a', 'b/c', 0) -> '/a/b~1c/0'. */
export function joinTokens(parent: string, ...tokens: (string | number)[]): string {
  let p = parent;
  for (const t of tokens) p += '/' + escapeToken(t);
  return p;
}

/** Builds a pointer from unescaped tokens. */
export function pointerFromTokens(tokens: ReadonlyArray<string | number>): string {
  return joinTokens('', ...tokens);
}

/** Unescaped tokens of a pointer ('' -> []). Lenient: a pointer without a leading '/' is read as if it had one. */
export function splitPointer(pointer: string): string[] {
  if (pointer === '') return [];
  const body = pointer.startsWith('/') ? pointer.slice(1) : pointer;
  return body.split('/').map(unescapeToken);
}

/** Strict `splitPointer`: null when the text is not a JSON pointer (it must be '' or start with '/'). */
export function parsePointer(pointer: string): string[] | null {
  if (pointer === '') return [];
  if (pointer[0] !== '/') return null;
  return pointer.slice(1).split('/').map(unescapeToken);
}

/** The pointer of the enclosing node ('' for the root and for top-level members). */
export function parentPointer(pointer: string): string {
  const i = pointer.lastIndexOf('/');
  return i <= 0 ? '' : pointer.slice(0, i);
}

/** The last reference token, unescaped; undefined for the root, which has none. */
export function lastToken(pointer: string): string | undefined {
  if (pointer === '') return undefined;
  return unescapeToken(pointer.slice(pointer.lastIndexOf('/') + 1));
}

/** True when `pointer` is `ancestor` or lies below it. */
export function isPointerWithin(pointer: string, ancestor: string): boolean {
  // 47 is '/'
  return pointer === ancestor || (pointer.startsWith(ancestor) && pointer.charCodeAt(ancestor.length) === 47);
}

const hasOwnProperty = Object.prototype.hasOwnProperty;

/** What the tokens designate inside plain JSON data (own properties only; array indexes as RFC 6901 writes them). */
export function resolvePointer(value: unknown, tokens: readonly string[]): { found: boolean; value: unknown } {
  let current: unknown = value;
  for (const token of tokens) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9][0-9]*)$/.test(token)) return { found: false, value: undefined };
      const i = Number(token);
      if (i >= current.length) return { found: false, value: undefined };
      current = current[i];
    } else if (current !== null && typeof current === 'object') {
      if (!hasOwnProperty.call(current, token)) return { found: false, value: undefined };
      current = (current as Record<string, unknown>)[token];
    } else {
      return { found: false, value: undefined };
    }
  }
  return { found: true, value: current };
}

/** The value at a pointer inside plain JSON data, undefined when there is none. */
export function getAt(value: unknown, pointer: string): unknown {
  return resolvePointer(value, splitPointer(pointer)).value;
}

/**
 * The tokens of the fragment of a `$ref` (the part after `#`): percent-decoded
 * (RFC 3986), then split and unescaped. Null when it is not a JSON pointer
 * fragment (an anchor name like `#foo`, or a bad percent-escape).
 */
export function fragmentToTokens(fragment: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    return null;
  }
  return parsePointer(decoded);
}
