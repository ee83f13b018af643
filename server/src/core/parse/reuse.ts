// Incremental parsing: documents of the previous parse whose slice of text is
// byte-identical are reused; only their offsets move.
import type { NodeLocation, ParsedDocument, ParsedFile, ParseProblem, Span } from './types';

interface OldSlice {
  extent: Span;
  documents: ParsedDocument[];
}

export interface ReusableSlices {
  /** A previous slice with exactly this text (preferring one at the same offset), or undefined. */
  take(sliceText: string, start: number): OldSlice | undefined;
}

export function reusableSlices(previous: ParsedFile): ReusableSlices {
  const byText = new Map<string, OldSlice[]>();
  let current: OldSlice | undefined;
  for (const doc of previous.documents) {
    const extent = doc.extent;
    if (!extent) return { take: () => undefined };
    if (current && current.extent.start === extent.start && current.extent.end === extent.end) {
      current.documents.push(doc);
      continue;
    }
    current = { extent, documents: [doc] };
    const key = previous.text.slice(extent.start, extent.end);
    const list = byText.get(key);
    if (list) list.push(current);
    else byText.set(key, [current]);
  }
  return {
    take(sliceText, start) {
      const list = byText.get(sliceText);
      if (!list) return undefined;
      return list.find((s) => s.extent.start === start) ?? list[0];
    },
  };
}

const shift = (s: Span, d: number): Span => ({ start: s.start + d, end: s.end + d });

/** The same document `delta` characters further on (the same object when nothing moved). */
export function shiftDocument(
  doc: ParsedDocument, delta: number, index: number, extent: Span, lineOf: (offset: number) => number,
): ParsedDocument {
  if (delta === 0 && doc.index === index) return doc;
  let locations = doc.locations;
  if (delta !== 0) {
    locations = new Map();
    for (const [p, l] of doc.locations) {
      const moved: NodeLocation = { value: shift(l.value, delta) };
      if (l.key) moved.key = shift(l.key, delta);
      if (l.style) moved.style = l.style;
      locations.set(p, moved);
    }
  }
  return {
    index,
    value: doc.value,
    span: shift(doc.span, delta),
    extent,
    locations,
    problems: delta === 0 ? doc.problems : doc.problems.map((p) => shiftProblem(p, delta, lineOf)),
    unusable: doc.unusable,
  };
}

/** Moves a problem; a message that names a line (duplicate keys) names the new one. */
function shiftProblem(p: ParseProblem, delta: number, lineOf: (offset: number) => number): ParseProblem {
  const moved: ParseProblem = { ...p, span: shift(p.span, delta) };
  if (p.related) {
    moved.related = shift(p.related, delta);
    moved.message = p.message.replace(/first defined on line \d+/, `first defined on line ${lineOf(moved.related.start) + 1}`);
  }
  return moved;
}
