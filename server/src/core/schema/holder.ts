// One subschema of a compilation, by location: its full check, its fast-path
// node, where it is (document, pointer, base URI and dialect), and the
// subschemas it applies in place (for finding `$ref` cycles that consume no
// input). The compiler fills it in; `$ref`s point at it before it is
// compiled, so recursive schemas need no re-compilation.
import type { Doc } from './documents';
import type { Place } from './resources';
import type { Subschema } from './runtime';

export interface Holder extends Subschema {
  compiled: boolean;
  doc: Doc;
  /** Pointer in its document. */
  pointer: string;
  place: Place;
  /** Subschemas applied to the same value: allOf/anyOf/oneOf/not/if/then/else/dependentSchemas branches. */
  inPlace: Holder[];
}

/** A holder is compiled once per location. */
export function holderKey(doc: Doc, pointer: string): string {
  return doc.index + '#' + pointer;
}
