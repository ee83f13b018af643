// URIs of schema resources (RFC 3986, through the WHATWG URL parser): `$id`s
// resolved against their base, `$ref`s split into the resource and the
// fragment. Nothing here fetches anything; a URI is only a name.

/**
 * The base of a document that has no URI of its own (no `$id`, registered
 * under no name). A hierarchical scheme, so relative references resolve
 * against it; the `.invalid`-style name says it is nobody's address.
 */
export const DEFAULT_BASE_URI = 'json-schema:///root.json';

/** `ref` resolved against `base`, without an empty trailing `#`; null when it is not a URI reference. */
export function resolveUri(ref: string, base: string): string | null {
  try {
    return stripEmptyFragment(new URL(ref, base).href);
  } catch {
    return null;
  }
}

/** True when `s` is an absolute URI on its own (has a scheme). */
export function isAbsoluteUri(s: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:/.test(s);
}

function stripEmptyFragment(href: string): string {
  return href.endsWith('#') ? href.slice(0, -1) : href;
}

/** An absolute URI split at its `#`: the resource it names and the fragment (percent-encoded, without `#`). */
export function splitFragment(uri: string): { resource: string; fragment: string } {
  const hash = uri.indexOf('#');
  return hash < 0 ? { resource: uri, fragment: '' } : { resource: uri.slice(0, hash), fragment: uri.slice(hash + 1) };
}

/** A plain-name fragment (`#foo`, an anchor) rather than a JSON pointer (`#/a`) or nothing. */
export function isAnchorFragment(fragment: string): boolean {
  return fragment !== '' && !fragment.startsWith('/') && !/^%2f/i.test(fragment);
}
