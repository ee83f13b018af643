// Incremental parsing: documents of the previous parse whose slice of text is
// byte-identical are reused; only their offsets move.
import type { TextChange } from '../text/text-change';
import type { SourceText } from '../text/source-text';
import { CompactLocations } from './location-table';
import type { NodeLocation, ParsedDocument, ParsedFile, ParseProblem, Span } from './types';
import { LazyLocations } from './lazy-locations';

/**
 * How a YAML parse was split, kept for the next one: where each slice starts
 * (`cuts`, see documentCuts) and the index of its first document
 * (`firstDocument`; a slice of only comments has none, so the next slice
 * starts at the same index). Plain numbers, one pair per slice.
 */
export interface SliceLayout {
  cuts: number[];
  firstDocument: number[];
}

export interface ReusableSlices {
  /**
   * The index in the previous documents of the first document of a previous
   * slice whose text is exactly text[start, end), or -1. Then `count` is how
   * many documents it holds and `delta` how far it moved. Ask in text order.
   */
  take(start: number, end: number): number;
  count: number;
  delta: number;
}

/**
 * Finds previous slices with identical text, knowing where the text changed.
 * Slices before the change kept their place and slices after it moved by the
 * length difference: both are found by walking the previous slices alongside
 * (the new slices are asked for in order), and need no text comparison when
 * they lie wholly outside the change. A table by length (for documents moved
 * or pasted elsewhere) is built only when a second slice is not found that way.
 */
export function reusableSlices(previous: ParsedFile, layout: SliceLayout, text: SourceText, change: TextChange): ReusableSlices {
  const prevText = previous.text;
  const { cuts, firstDocument } = layout;
  const n = cuts.length;
  const endOf = (k: number): number => (k + 1 < n ? cuts[k + 1] : prevText.length);
  const delta = change.newEnd - change.oldEnd;
  const sameText = (k: number, start: number, end: number): boolean => {
    const oldStart = cuts[k];
    if (endOf(k) - oldStart !== end - start) return false;
    // Wholly in the unchanged prefix (same place) or suffix (moved by delta) of both texts.
    if (oldStart === start && end <= change.start) return true;
    if (oldStart + delta === start && oldStart >= change.oldEnd) return true;
    return prevText.slice(oldStart, endOf(k)) === text.slice(start, end);
  };
  let atSame = 0; // first previous slice that may start where a new one does
  let atMoved = 0; // first previous slice that may start `delta` before a new one
  // Slices by length: a moved or pasted document is looked for among the
  // previous slices of its length only, compared as text. (Keying a table by
  // the texts themselves hashed every previous document on each miss; a
  // stream that grows by appended documents, as in a stepwise first
  // validation, paid that on every step.)
  let byLength: Map<number, number[]> | undefined;
  const pureInsertion = change.oldEnd === change.start;
  let misses = 0;
  const reusable: ReusableSlices = {
    count: 0,
    delta: 0,
    take(start, end) {
      while (atSame < n && cuts[atSame] < start) atSame++;
      if (atSame < n && cuts[atSame] === start && sameText(atSame, start, end)) return found(atSame, start);
      while (atMoved < n && cuts[atMoved] + delta < start) atMoved++;
      if (atMoved < n && cuts[atMoved] + delta === start && sameText(atMoved, start, end)) return found(atMoved, start);
      // A pure insertion (a stream growing by appended documents, as in a
      // stepwise first validation) cut no previous document out: every one
      // is found by place above, and a search by text could only find a
      // duplicate, after comparing the new documents with all of their length.
      if (pureInsertion || ++misses < 2) return -1;
      if (!byLength) {
        byLength = new Map();
        for (let k = 0; k < n; k++) {
          const length = endOf(k) - cuts[k];
          const same = byLength.get(length);
          if (same) same.push(k);
          else byLength.set(length, [k]);
        }
      }
      const candidates = byLength.get(end - start);
      if (!candidates) return -1;
      const wanted = text.slice(start, end);
      for (const k of candidates) if (prevText.slice(cuts[k], endOf(k)) === wanted) return found(k, start);
      return -1;
    },
  };
  const found = (k: number, start: number): number => {
    reusable.count = (k + 1 < n ? firstDocument[k + 1] : previous.documents.length) - firstDocument[k];
    reusable.delta = start - cuts[k];
    return firstDocument[k];
  };
  return reusable;
}

const shift = (s: Span, d: number): Span => ({ start: s.start + d, end: s.end + d });

/**
 * The same document `delta` characters further on (the same object when
 * nothing moved). Problems hold no text, so moving one moves its spans only:
 * a message that names a line reads it from them when it is made.
 */
export function shiftDocument(doc: ParsedDocument, delta: number, index: number): ParsedDocument {
  if (delta === 0 && doc.index === index) return doc;
  // Problems are moved now (rarely any); the rest when read.
  const problems = delta === 0 || doc.problems.length === 0 ? doc.problems : doc.problems.map((p) => shiftProblem(p, delta));
  return MovedDocument.of(doc, delta, index, problems);
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
  private movedExtent: Span | undefined;
  private movedLocations: Map<string, NodeLocation> | undefined;
  readonly value: unknown;
  readonly unusable: boolean;

  private constructor(
    private readonly origin: ParsedDocument,
    private readonly delta: number,
    readonly index: number,
    readonly problems: ParseProblem[],
  ) {
    this.value = origin.value;
    this.unusable = origin.unusable;
  }

  static of(doc: ParsedDocument, delta: number, index: number, problems: ParseProblem[]): ParsedDocument {
    if (doc instanceof MovedDocument) return new MovedDocument(doc.origin, doc.delta + delta, index, problems);
    return new MovedDocument(doc, delta, index, problems);
  }

  get span(): Span {
    return (this.movedSpan ??= shift(this.origin.span, this.delta));
  }
  get extent(): Span {
    return (this.movedExtent ??= shift(this.origin.extent ?? this.origin.span, this.delta));
  }
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
  override has(key: string): boolean {
    return this.source ? this.source.has(key) : super.has(key);
  }
  override clear(): void {
    this.source = undefined;
    super.clear();
  }
  override get size(): number {
    this.fill();
    return super.size;
  }
}

function shiftLocation(l: NodeLocation, d: number): NodeLocation {
  const moved: NodeLocation = { value: shift(l.value, d) };
  if (l.key) moved.key = shift(l.key, d);
  if (l.style) moved.style = l.style;
  return moved;
}

function shiftProblem(p: ParseProblem, delta: number): ParseProblem {
  const moved: ParseProblem = { ...p, span: shift(p.span, delta) };
  if (p.related) moved.related = shift(p.related, delta);
  return moved;
}
