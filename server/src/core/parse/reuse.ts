// Incremental parsing: documents of the previous parse whose slice of text is
// byte-identical are reused; only their offsets move.
import type { TextChange } from '../text/text-change';
import type { SourceText } from '../text/source-text';
import { movedNulMessage, NUL_CODE } from './nul';
import { CompactLocations } from './location-table';
import type { NodeLocation, ParsedDocument, ParsedFile, ParseProblem, Span } from './types';
import { LazyLocations } from './lazy-locations';

interface OldSlice {
  extent: Span;
  documents: ParsedDocument[];
}

export interface ReusableSlices {
  /** A previous slice with exactly the text of `extent` in the new text, or undefined. Ask in text order. */
  take(extent: Span): OldSlice | undefined;
}

/**
 * Finds previous slices with identical text, knowing where the text changed.
 * Slices before the change kept their place and slices after it moved by the
 * length difference: both are found by walking the previous slices alongside
 * (the new extents are asked for in order), and need no text comparison when
 * they lie wholly outside the change. A table by text (for documents moved or
 * pasted elsewhere) is built only when a second slice is not found that way.
 */
export function reusableSlices(previous: ParsedFile, text: SourceText, change: TextChange): ReusableSlices {
  const prevText = previous.text;
  const slices: OldSlice[] = [];
  for (const doc of previous.documents) {
    const extent = doc.extent;
    if (!extent) return { take: () => undefined };
    const last = slices[slices.length - 1];
    if (last && last.extent.start === extent.start && last.extent.end === extent.end) last.documents.push(doc);
    else slices.push({ extent, documents: [doc] });
  }
  const delta = change.newEnd - change.oldEnd;
  const sameText = (sl: OldSlice | undefined, extent: Span): sl is OldSlice => {
    if (!sl || sl.extent.end - sl.extent.start !== extent.end - extent.start) return false;
    // Wholly in the unchanged prefix (same place) or suffix (moved by delta) of both texts.
    if (sl.extent.start === extent.start && extent.end <= change.start) return true;
    if (sl.extent.start + delta === extent.start && sl.extent.start >= change.oldEnd) return true;
    return prevText.slice(sl.extent.start, sl.extent.end) === text.slice(extent.start, extent.end);
  };
  let atSame = 0; // first previous slice that may start where a new one does
  let atMoved = 0; // first previous slice that may start `delta` before a new one
  // Slices by length: a moved or pasted document is looked for among the
  // previous slices of its length only, compared as text. (Keying a table by
  // the texts themselves hashed every previous document on each miss; a
  // stream that grows by appended documents, as in a stepwise first
  // validation, paid that on every step.)
  let byLength: Map<number, OldSlice[]> | undefined;
  const pureInsertion = change.oldEnd === change.start;
  let misses = 0;
  return {
    take(extent) {
      while (atSame < slices.length && slices[atSame].extent.start < extent.start) atSame++;
      const a = slices[atSame];
      if (a && a.extent.start === extent.start && sameText(a, extent)) return a;
      while (atMoved < slices.length && slices[atMoved].extent.start + delta < extent.start) atMoved++;
      const b = slices[atMoved];
      if (b && b.extent.start + delta === extent.start && sameText(b, extent)) return b;
      // A pure insertion (a stream growing by appended documents, as in a
      // stepwise first validation) cut no previous document out: every one
      // is found by place above, and a search by text could only find a
      // duplicate, after comparing the new documents with all of their length.
      if (pureInsertion || ++misses < 2) return undefined;
      if (!byLength) {
        byLength = new Map();
        for (const sl of slices) {
          const length = sl.extent.end - sl.extent.start;
          const same = byLength.get(length);
          if (same) same.push(sl);
          else byLength.set(length, [sl]);
        }
      }
      const candidates = byLength.get(extent.end - extent.start);
      if (!candidates) return undefined;
      const wanted = text.slice(extent.start, extent.end);
      return candidates.find((sl) => prevText.slice(sl.extent.start, sl.extent.end) === wanted);
    },
  };
}

const shift = (s: Span, d: number): Span => ({ start: s.start + d, end: s.end + d });


/** The same document `delta` characters further on (the same object when nothing moved). */
export function shiftDocument(
  doc: ParsedDocument, delta: number, index: number, extent: Span, lineOf: (offset: number) => number,
): ParsedDocument {
  if (delta === 0 && doc.index === index) return doc;
  // Problems name lines, so they are moved now (rarely any); the rest when read.
  const problems = delta === 0 || doc.problems.length === 0 ? doc.problems : doc.problems.map((p) => shiftProblem(p, delta, lineOf));
  return MovedDocument.of(doc, delta, index, extent, problems);
}

/**
 * A reused document at its new place. Every edit moves all the documents
 * below it, and most are never read again before the next edit moves them
 * once more: so a move is one small object, and its span and locations are
 * shifted only when read. Always made from the originally parsed document
 * (moves do not chain), so nothing of older versions of the text is kept.
 */
class MovedDocument implements ParsedDocument {
  private movedSpan: Span | undefined;
  private movedLocations: Map<string, NodeLocation> | undefined;

  private constructor(
    private readonly origin: ParsedDocument,
    private readonly delta: number,
    readonly index: number,
    readonly extent: Span,
    readonly problems: ParseProblem[],
  ) {}

  static of(doc: ParsedDocument, delta: number, index: number, extent: Span, problems: ParseProblem[]): ParsedDocument {
    if (doc instanceof MovedDocument) return new MovedDocument(doc.origin, doc.delta + delta, index, extent, problems);
    return new MovedDocument(doc, delta, index, extent, problems);
  }

  get value(): unknown { return this.origin.value; }
  get unusable(): boolean { return this.origin.unusable; }
  get span(): Span { return (this.movedSpan ??= shift(this.origin.span, this.delta)); }
  get locations(): Map<string, NodeLocation> {
    return (this.movedLocations ??= this.delta === 0 ? this.origin.locations : shiftedLocations(this.origin.locations, this.delta));
  }
}

function shiftedLocations(locations: Map<string, NodeLocation>, delta: number): Map<string, NodeLocation> {
  return (locations instanceof CompactLocations && locations.shifted(delta)) || ShiftedLocations.of(locations, delta);
}

/**
 * The locations of a moved document, shifted only when someone reads them:
 * after an edit near the top of a 1000-document stream, the documents below
 * it move, but only the one under the cursor ever has its map read again.
 * Behaves as an ordinary Map (it is one once filled).
 */
export class ShiftedLocations extends LazyLocations {
  private source: Map<string, NodeLocation> | undefined;
  private delta = 0;

  static of(source: Map<string, NodeLocation>, delta: number): ShiftedLocations {
    const m = new ShiftedLocations();
    if (source instanceof ShiftedLocations && source.source) {
      m.source = source.source; // shift the original once, not a chain of shifts
      m.delta = source.delta + delta;
    } else {
      m.source = source;
      m.delta = delta;
    }
    return m;
  }

  private looked: Map<string, NodeLocation> | undefined;

  protected override fill(): void {
    const source = this.source;
    if (!source) return;
    this.source = undefined;
    const d = this.delta;
    const looked = this.looked;
    this.looked = undefined;
    for (const [p, l] of source) this.store(p, looked?.get(p) ?? shiftLocation(l, d));
  }

  // Single look-ups (a tool's name, the node under the cursor) shift one
  // location, remembered so that repeated reads give the same object.
  override get(key: string): NodeLocation | undefined {
    const source = this.source;
    if (!source) return super.get(key);
    let moved = this.looked?.get(key);
    if (moved === undefined) {
      const l = source.get(key);
      if (l === undefined) return undefined;
      moved = shiftLocation(l, this.delta);
      (this.looked ??= new Map()).set(key, moved);
    }
    return moved;
  }
  override has(key: string): boolean { return this.source ? this.source.has(key) : super.has(key); }
  override clear(): void { this.source = undefined; super.clear(); }
  override get size(): number { this.fill(); return super.size; }
}

function shiftLocation(l: NodeLocation, d: number): NodeLocation {
  const moved: NodeLocation = { value: shift(l.value, d) };
  if (l.key) moved.key = shift(l.key, d);
  if (l.style) moved.style = l.style;
  return moved;
}

/** Moves a problem; a message that names a line (duplicate keys) names the new one. */
function shiftProblem(p: ParseProblem, delta: number, lineOf: (offset: number) => number): ParseProblem {
  const moved: ParseProblem = { ...p, span: shift(p.span, delta) };
  if (p.code === NUL_CODE) moved.message = movedNulMessage(p.message, lineOf(moved.span.start));
  if (p.related) {
    moved.related = shift(p.related, delta);
    moved.message = p.message.replace(/first defined on line \d+/, `first defined on line ${lineOf(moved.related.start) + 1}`);
  }
  return moved;
}
