// JSON pointers (RFC 6901) and `$ref` fragments (RFC 3986 percent-encoding).
// Pointers are kept in their escaped form everywhere so they can be compared
// and concatenated as plain strings.

export function escapeSegment(segment: string | number): string {
  if (typeof segment === 'number') return '' + segment;
  const s = segment;
  if (s.indexOf('~') === -1 && s.indexOf('/') === -1) return s;
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeSegment(segment: string): string {
  if (segment.indexOf('~') === -1) return segment;
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function childPointer(parent: string, ...segments: (string | number)[]): string {
  let out = parent;
  for (const s of segments) out += '/' + escapeSegment(s);
  return out;
}

export function pointerFromSegments(segments: readonly (string | number)[]): string {
  let out = '';
  for (const s of segments) out += '/' + escapeSegment(s);
  return out;
}

/** Splits an escaped pointer into unescaped segments; null when it is not a pointer. */
export function parsePointer(pointer: string): string[] | null {
  if (pointer === '') return [];
  if (pointer[0] !== '/') return null;
  return pointer.slice(1).split('/').map(unescapeSegment);
}

const hasOwn = Object.prototype.hasOwnProperty;

/** The value a pointer designates inside `doc` (own properties only), or `undefined`. */
export function resolvePointer(doc: unknown, segments: readonly string[]): { found: boolean; value: unknown } {
  let cur: unknown = doc;
  for (const seg of segments) {
    if (Array.isArray(cur)) {
      if (!/^(0|[1-9][0-9]*)$/.test(seg)) return { found: false, value: undefined };
      const i = Number(seg);
      if (i >= cur.length) return { found: false, value: undefined };
      cur = cur[i];
    } else if (cur !== null && typeof cur === 'object') {
      if (!hasOwn.call(cur, seg)) return { found: false, value: undefined };
      cur = (cur as Record<string, unknown>)[seg];
    } else {
      return { found: false, value: undefined };
    }
  }
  return { found: true, value: cur };
}

/**
 * Turns the fragment of a `$ref` (the part after `#`) into pointer segments:
 * percent-decoded, then split and `~`-unescaped. Null when it is not a JSON
 * pointer fragment (an anchor name like `#foo`, or a bad percent-escape).
 */
export function fragmentToSegments(fragment: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    return null;
  }
  return parsePointer(decoded);
}
