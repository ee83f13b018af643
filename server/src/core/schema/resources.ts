// Schema resources inside a document: where `$id`s change the base URI, where
// `$schema` changes the dialect, and the names (`$id`, `$anchor`,
// `$dynamicAnchor`, draft-07's `$id: "#name"`) that `$ref`s look up. Only
// schema positions count: an `$id` inside `enum`, `const` or an unknown
// keyword is data, not an identifier. Walks are iterative (any depth).
import type { Dialect } from './dialect';
import { isPlainObject } from './json';
import { escapeToken as escapeSegment } from '../pointer';
import { resolveUri, splitFragment } from './uri';
import { subschemaShape, type Draft } from './vocabulary';

/** Where a schema object sits: the base URI in force, the root of its resource, and its dialect. */
export interface Place {
  /** Absolute URI without fragment. */
  base: string;
  /** Pointer (in its document) of the resource root: the schema with the `$id`, or the document root. */
  resourcePointer: string;
  dialect: Dialect;
}

/** Turns a `$schema` value into the dialect it names (official or registered meta-schema). */
export type DialectOf = (schemaUri: string, current: Dialect) => Dialect;

/** The `$id` of a schema object, as it counts in `draft` (draft-07 ignores one beside `$ref`). */
function idOf(s: Record<string, unknown>, draft: Draft): string | undefined {
  const id = s.$id;
  if (typeof id !== 'string') return undefined;
  if (draft === 'draft-07' && '$ref' in s) return undefined;
  return id;
}

/**
 * The place of schema object `s` at `pointer`, entered from `outer` (the
 * place of the enclosing schema). `isDocumentRoot`: `s` is the root of its
 * document, a resource whatever its `$id`.
 */
export function enterSchema(s: unknown, pointer: string, outer: Place, isDocumentRoot: boolean, dialectOf: DialectOf): Place {
  if (!isPlainObject(s)) return outer;
  const id = idOf(s, outer.dialect.draft);
  let base = outer.base;
  let resourcePointer = outer.resourcePointer;
  let isResource = isDocumentRoot;
  if (id !== undefined && !id.startsWith('#')) {
    const resolved = resolveUri(id, outer.base);
    if (resolved !== null) {
      base = splitFragment(resolved).resource;
      resourcePointer = pointer;
      isResource = true;
    }
  }
  let dialect = outer.dialect;
  if (isResource && typeof s.$schema === 'string') dialect = dialectOf(s.$schema, outer.dialect);
  if (base === outer.base && resourcePointer === outer.resourcePointer && dialect === outer.dialect) return outer;
  return { base, resourcePointer, dialect };
}

/** The names a schema object defines, as absolute URIs with a fragment, and its dynamic anchor. */
function namesOf(s: Record<string, unknown>, place: Place): { anchors: string[]; dynamic: string | undefined } {
  const anchors: string[] = [];
  let dynamic: string | undefined;
  if (place.dialect.draft === 'draft-07') {
    const id = idOf(s, 'draft-07');
    if (id !== undefined && id.includes('#') && id.length > id.indexOf('#') + 1) {
      const resolved = resolveUri(id, place.base);
      if (resolved !== null) anchors.push(resolved);
    }
  } else {
    if (typeof s.$anchor === 'string') anchors.push(place.base + '#' + s.$anchor);
    if (typeof s.$dynamicAnchor === 'string') {
      dynamic = s.$dynamicAnchor;
      anchors.push(place.base + '#' + dynamic);
    }
  }
  return { anchors, dynamic };
}

/** Every subschema position directly under schema object `s`: [pointer, value]. */
export function childSchemas(s: Record<string, unknown>, pointer: string, draft: Draft): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const key of Object.keys(s)) {
    const shape = subschemaShape(draft, key);
    if (shape === undefined) continue;
    const v = s[key];
    const at = pointer + '/' + escapeSegment(key);
    if (shape === 'schema' || (shape === 'items' && !Array.isArray(v))) out.push([at, v]);
    else if (shape === 'array' || shape === 'items') {
      if (Array.isArray(v)) v.forEach((item, i) => out.push([at + '/' + i, item]));
    } else if (isPlainObject(v)) {
      for (const name of Object.keys(v)) {
        const member = v[name];
        // `dependencies`: a schema, or an array of names (data).
        if (shape === 'dependencies' && Array.isArray(member)) continue;
        out.push([at + '/' + escapeSegment(name), member]);
      }
    }
  }
  return out;
}

/** A place in a document: its document, its pointer. */
export interface Location {
  document: string;
  pointer: string;
}

/** The identifiers of some documents: resource URIs and anchors -> locations, dynamic anchors per resource. */
export class ResourceIndex {
  /** Absolute URI (a resource, or a resource + `#anchor`) -> location. The first definition wins. */
  readonly names = new Map<string, Location>();
  /** Resource URI -> dynamic anchor name -> pointer. */
  readonly dynamicAnchors = new Map<string, Map<string, string>>();
  /** Resource root pointer (per document) -> the resource's place. */
  readonly resources = new Map<string, Place>();

  /** Indexes every schema position of document `value` (retrieved as `documentUri`), starting at `root`. */
  add(documentUri: string, value: unknown, root: Place, dialectOf: DialectOf): void {
    const first = enterSchema(value, '', root, true, dialectOf);
    const stack: [string, unknown, Place][] = [['', value, first]];
    this.define(documentUri, { document: documentUri, pointer: '' });
    let steps = 0;
    while (stack.length) {
      // A value built from YAML aliases can be huge or cyclic: the walk is bounded.
      if (++steps > INDEX_NODE_LIMIT) break;
      const [pointer, s, place] = stack.pop()!;
      if (!isPlainObject(s)) continue;
      const at: Location = { document: documentUri, pointer };
      if (place.resourcePointer === pointer) {
        this.define(place.base, at);
        this.resources.set(documentUri + '#' + pointer, place);
      }
      const { anchors, dynamic } = namesOf(s, place);
      for (const a of anchors) this.define(a, at);
      if (dynamic !== undefined) {
        let m = this.dynamicAnchors.get(place.base);
        if (!m) this.dynamicAnchors.set(place.base, (m = new Map()));
        if (!m.has(dynamic)) m.set(dynamic, pointer);
      }
      const children = childSchemas(s, pointer, place.dialect.draft);
      for (let i = children.length - 1; i >= 0; i--) {
        const [p, v] = children[i];
        stack.push([p, v, enterSchema(v, p, place, false, dialectOf)]);
      }
    }
  }

  /** The resource roots of one document: [pointer, place]. */
  resourcesOf(documentUri: string): [string, Place][] {
    const prefix = documentUri + '#';
    const out: [string, Place][] = [];
    for (const [key, place] of this.resources) if (key.startsWith(prefix)) out.push([key.slice(prefix.length), place]);
    return out;
  }

  private define(uri: string, at: Location): void {
    if (!this.names.has(uri)) this.names.set(uri, at);
  }
}

const own = (container: object, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(container, key) ? (container as Record<string, unknown>)[key] : undefined;

/** Schema objects indexed at most per document (beyond, later names are not found). */
export const INDEX_NODE_LIMIT = 200_000;

/**
 * The place of the value at `pointer` in a document, found by walking from
 * the document root (`root`) through the schema positions on the way. Past a
 * position that holds no subschema (an unknown keyword, `enum`), `$id`s are
 * data and the place stays that of the last schema.
 */
export function locate(value: unknown, segments: readonly string[], root: Place, dialectOf: DialectOf): Place {
  let place = enterSchema(value, '', root, true, dialectOf);
  let cur: unknown = value;
  let pointer = '';
  let i = 0;
  while (i < segments.length && isPlainObject(cur)) {
    const key = segments[i];
    const shape = subschemaShape(place.dialect.draft, key);
    if (shape === undefined) return place;
    const v = own(cur, key);
    pointer += '/' + escapeSegment(key);
    i++;
    if (shape === 'schema' || (shape === 'items' && !Array.isArray(v))) cur = v;
    else {
      if (i >= segments.length) return place;
      const member = segments[i];
      if (v === null || typeof v !== 'object') return place;
      cur = own(v, member);
      pointer += '/' + escapeSegment(member);
      i++;
    }
    place = enterSchema(cur, pointer, place, false, dialectOf);
  }
  return place;
}
