// Problem -> source span, following the rules of issue 2: a wrong value points
// at the value; a missing member at the key of the object that lacks it (the
// document's first key for a missing root member); an unknown member at its
// key. Pointers that do not exist fall back to their nearest existing ancestor.
import { parentPointer } from '../pointer';
import type { NodeLocation, ParsedDocument, Span } from './types';

/** The location of `pointer`, or of its nearest existing ancestor. */
function nearest(doc: ParsedDocument, pointer: string): { pointer: string; loc: NodeLocation | undefined } {
  let p = pointer;
  for (;;) {
    const loc = doc.locations.get(p);
    if (loc || p === '') return { pointer: p, loc };
    p = parentPointer(p);
  }
}

function documentStart(doc: ParsedDocument): Span {
  return { start: doc.span.start, end: doc.span.start };
}

/** The value node for a wrong value (an empty value `a:` points at its key). */
export function locateValue(doc: ParsedDocument, pointer: string): Span {
  const { loc } = nearest(doc, pointer);
  if (!loc) return documentStart(doc);
  if (loc.value.start === loc.value.end && loc.key) return loc.key;
  return loc.value;
}

/** The key of a member (for unknown/additional properties); the value when it has no key. */
export function locateKey(doc: ParsedDocument, pointer: string): Span {
  const { pointer: found, loc } = nearest(doc, pointer);
  if (!loc) return documentStart(doc);
  if (found === pointer && loc.key) return loc.key;
  return locateValue(doc, found);
}

/**
 * Where to report that a member is missing from the object at `parentPointer`:
 * that object's key (`outputs` for `/how_to_use/outputs/failure`); for an
 * array item (no key), its first member's key; for the root, the document's
 * first key (or the start of the document when it has none).
 */
export function locateMissingMember(doc: ParsedDocument, parentPointer: string): Span {
  const { pointer: found, loc } = nearest(doc, parentPointer);
  if (!loc) return documentStart(doc);
  if (loc.key && found !== '') return loc.key;
  const first = firstMemberKey(doc, found);
  if (first) return first;
  if (loc.value.start === loc.value.end) return documentStart(doc);
  // An empty or non-mapping node: its opening (e.g. `{}`), at most its first character.
  return loc.style === 'flow' ? loc.value : { start: loc.value.start, end: Math.min(loc.value.end, loc.value.start + 1) };
}

/**
 * Convenience for the pipeline: where a validation error with this keyword
 * belongs. `required` -> locateMissingMember of the parent (the pointer is the
 * missing member's); `additionalProperties`/unknown keys -> locateKey;
 * anything else -> locateValue.
 */
export function locateProblem(doc: ParsedDocument, pointer: string, keyword: string): Span {
  if (keyword === 'required')
    return doc.locations.has(pointer) ? locateKey(doc, pointer) : locateMissingMember(doc, parentPointer(pointer));
  if (keyword === 'additionalProperties' || keyword === 'unknown-key') return locateKey(doc, pointer);
  return locateValue(doc, pointer);
}

/** Key span of the first member (in document order) of the mapping at `pointer`. */
function firstMemberKey(doc: ParsedDocument, pointer: string): Span | undefined {
  const prefix = pointer + '/';
  // Locations are inserted in document order, so the first direct member found is the first one written.
  for (const [p, l] of doc.locations) {
    if (l.key && p.startsWith(prefix) && p.indexOf('/', prefix.length) === -1) return l.key;
  }
  return undefined;
}
