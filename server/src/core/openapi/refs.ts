// The `$ref`s of an OpenAPI document that are not schemas (parameters, request bodies, responses, path items):
// followed inside the document, a chain at most MAX_HOPS long. The CLI bundled the document first
// (json-schema-ref-parser), so every `$ref` left is local; one that is not is a problem here, never a fetch.
import { hasOwn, isObject } from '../json-value';

const MAX_HOPS = 32;

/** A problem with a `$ref`, named by the pointer of the object that holds it. */
export class RefError extends Error {
  override name = 'RefError';
}

export function decodeSegment(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

export function encodeSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The value at a local `$ref` (`#/components/parameters/per-page`), or undefined when there is none. */
export function atPointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  const body = ref.slice(1);
  if (body === '') return doc;
  if (!body.startsWith('/')) return undefined;
  let node: unknown = doc;
  for (const raw of body.slice(1).split('/')) {
    const key = decodeSegment(raw);
    if (Array.isArray(node) && /^(0|[1-9][0-9]*)$/.test(key)) node = node[Number(key)];
    else if (isObject(node) && hasOwn(node, key)) node = node[key];
    else return undefined;
  }
  return node;
}

/** `value` with its `$ref` chain followed; `where` names it in a problem. */
export function follow(doc: unknown, value: unknown, where: string): unknown {
  let node = value;
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string'; hops++) {
    const ref = node.$ref;
    if (hops === MAX_HOPS) throw new RefError(`${where}: the $ref chain is longer than ${MAX_HOPS} (a cycle?) at "${ref}"`);
    if (!ref.startsWith('#')) throw new RefError(`${where}: $ref "${ref}" points outside the document and was not resolved`);
    const target = atPointer(doc, ref);
    if (target === undefined) throw new RefError(`${where}: $ref "${ref}" points to nothing in the document`);
    node = target;
  }
  return node;
}
