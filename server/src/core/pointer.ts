// JSON pointers (RFC 6901): the one way the engine names a place inside a
// document. Tokens are escaped `~` -> `~0`, `/` -> `~1`; '' is the root.

/** Escapes one reference token (`a/b~c` -> `a~1b~0c`). */
export function escapeToken(token: string | number): string {
  const s = String(token);
  if (s.indexOf('~') === -1 && s.indexOf('/') === -1) return s;
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Reverses `escapeToken` (`~1` first would turn `~01` into `/`, so `~1` -> `/` then `~0` -> `~`). */
export function unescapeToken(token: string): string {
  if (token.indexOf('~') === -1) return token;
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Appends one (unescaped) token to a pointer. */
export function joinPointer(parent: string, token: string | number): string {
  return parent + '/' + escapeToken(token);
}

/** Builds a pointer from unescaped tokens. */
export function pointerFromTokens(tokens: ReadonlyArray<string | number>): string {
  let p = '';
  for (const t of tokens) p += '/' + escapeToken(t);
  return p;
}

/** Unescaped tokens of a pointer ('' -> []). Throws nothing: a pointer without a leading '/' is read as one token. */
export function splitPointer(pointer: string): string[] {
  if (pointer === '') return [];
  const body = pointer.startsWith('/') ? pointer.slice(1) : pointer;
  return body.split('/').map(unescapeToken);
}

/** The pointer of the enclosing node ('' for the root and for top-level members). */
export function parentPointer(pointer: string): string {
  const i = pointer.lastIndexOf('/');
  return i <= 0 ? '' : pointer.slice(0, i);
}

/** The last token, unescaped (undefined for the root). */
export function lastToken(pointer: string): string | undefined {
  if (pointer === '') return undefined;
  return unescapeToken(pointer.slice(pointer.lastIndexOf('/') + 1));
}

/** True when `pointer` is `ancestor` or lies below it. */
export function isPointerWithin(pointer: string, ancestor: string): boolean {
  // 47 is '/'
  return pointer === ancestor || (pointer.startsWith(ancestor) && pointer.charCodeAt(ancestor.length) === 47);
}
