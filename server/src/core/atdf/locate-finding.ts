// Where a finding goes in the source, through the parse layer's locate
// helpers: the value node for a wrong value; the key for an unknown or
// duplicate key; for a missing member the key of the enclosing object (the
// document's first key for the root).
import { locateKey, locateMissingMember, locateValue } from '../parse/locate';
import type { ParsedDocument, Span } from '../parse/types';
import type { LineIndex } from '../text/line-index';
import type { Range } from '../types';
import type { Anchor } from './finding';
import { parentPointer } from '../pointer';

export function locateFinding(doc: ParsedDocument, lines: LineIndex, pointer: string, anchor: Anchor): Range {
  return lines.range(spanFor(doc, pointer, anchor));
}

function spanFor(doc: ParsedDocument, pointer: string, anchor: Anchor): Span {
  switch (anchor) {
    case 'missing':
      // A rule may flag a member that exists after all (e.g. an example status): then its key.
      return doc.locations.has(pointer) ? locateKey(doc, pointer) : locateMissingMember(doc, parentPointer(pointer));
    case 'key':
      return locateKey(doc, pointer);
    default:
      return locateValue(doc, pointer);
  }
}
