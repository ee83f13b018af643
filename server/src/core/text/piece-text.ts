// A text kept as a list of pieces of a few KB, so that an edit makes a new
// version by copying one piece and an array of a few hundred references,
// instead of the whole text. Why: a V8 string edited in the middle becomes a
// "cons" string, and the first read of any character copies all of it (about
// 3 ms and 7 MB of garbage per keystroke in a 5,000-tool catalog). The editor
// keeps each open document as a PieceText; the engine reads near the change
// through charCodeAt/slice and never asks for the whole string while typing.
//
// Immutable: `replace` returns a new PieceText sharing the untouched pieces.
import { lastAtOrBefore } from './sorted';

/** Pieces are cut at about this size; one grown past 4x by typing or pasting is cut again, one shrunk below 1/16 is merged with its neighbour. */
const PIECE = 16 * 1024;

export class PieceText {
  /** The whole text when known (the text it was made from, or joined on request). */
  private flat: string | undefined;
  /** starts[k] is the offset of pieces[k]; starts[pieces.length] === length. */
  private readonly starts: number[];
  /** The piece the last read fell in (reads near each other are the common case). */
  private at = 0;

  private constructor(
    private readonly pieces: string[],
    readonly length: number,
    /** Target piece size (smaller in tests, to meet piece boundaries in short texts). */
    private readonly size: number,
    flat?: string,
  ) {
    this.flat = flat;
    const starts = new Array<number>(pieces.length + 1);
    let offset = 0;
    for (let k = 0; k < pieces.length; k++) {
      starts[k] = offset;
      offset += pieces[k].length;
    }
    starts[pieces.length] = offset;
    this.starts = starts;
  }

  static from(text: string, size = PIECE): PieceText {
    const pieces: string[] = [];
    for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
    return new PieceText(pieces, text.length, size, text);
  }

  charCodeAt(index: number): number {
    if (this.flat !== undefined) return this.flat.charCodeAt(index);
    if (index < 0 || index >= this.length) return NaN;
    const k = this.pieceAt(index);
    return this.pieces[k].charCodeAt(index - this.starts[k]);
  }

  slice(start = 0, end: number = this.length): string {
    if (this.flat !== undefined) return this.flat.slice(start, end);
    const a = clamp(start, this.length);
    const b = clamp(end, this.length);
    if (b <= a) return '';
    const first = this.pieceAt(a);
    const firstEnd = this.starts[first + 1];
    if (b <= firstEnd) return this.pieces[first].slice(a - this.starts[first], b - this.starts[first]);
    const parts = [this.pieces[first].slice(a - this.starts[first])];
    let k = first + 1;
    for (; this.starts[k + 1] < b; k++) parts.push(this.pieces[k]);
    parts.push(this.pieces[k].slice(0, b - this.starts[k]));
    return parts.join('');
  }

  /** The whole text when it is already one string (made from one, or joined before), else undefined. */
  get flatText(): string | undefined {
    return this.flat;
  }

  /** The whole text (joined once, then kept). */
  toString(): string {
    return (this.flat ??= this.pieces.join(''));
  }

  /** This text with [start, end) replaced by `insert`: O(piece size + number of pieces). */
  replace(start: number, end: number, insert: string): PieceText {
    const a = clamp(start, this.length);
    const b = Math.max(a, clamp(end, this.length));
    const pieces = this.pieces;
    if (pieces.length === 0) return PieceText.from(flatCopy(insert), this.size);
    // The pieces the replaced range touches: first..last (an empty range at a piece boundary touches the piece before).
    let first = this.pieceAt(Math.max(0, a - 1));
    if (a > 0 && a === this.starts[first + 1]) first++;
    if (first >= pieces.length) first = pieces.length - 1;
    let last = b > a ? this.pieceAt(b - 1) : first;
    if (last < first) last = first;
    let middle = pieces[first].slice(0, a - this.starts[first]) + insert + pieces[last].slice(b - this.starts[last]);
    // Merge a small result with a neighbour, so deletions do not leave many tiny pieces.
    let from = first;
    let to = last + 1;
    if (middle.length < this.size / 16) {
      if (to < pieces.length) middle += pieces[to++];
      else if (from > 0) middle = pieces[--from] + middle;
    }
    const replacement: string[] = [];
    if (middle.length <= 4 * this.size) {
      if (middle.length > 0) replacement.push(flatCopy(middle));
    } else {
      for (let at = 0; at < middle.length; at += this.size) replacement.push(flatCopy(middle.slice(at, at + this.size)));
    }
    const next = pieces.slice(0, from);
    for (const p of replacement) next.push(p);
    for (let k = to; k < pieces.length; k++) next.push(pieces[k]);
    return new PieceText(next, this.length - (b - a) + insert.length, this.size);
  }

  /** Index of the piece holding offset `index` (0 <= index < length). */
  private pieceAt(index: number): number {
    const starts = this.starts;
    const k = this.at;
    if (k < this.pieces.length && starts[k] <= index && index < starts[k + 1]) return k;
    if (k + 1 < this.pieces.length && starts[k + 1] <= index && index < starts[k + 2]) return (this.at = k + 1);
    return (this.at = lastAtOrBefore(starts, index, this.pieces.length));
  }
}

function clamp(n: number, length: number): number {
  return n < 0 ? 0 : n > length ? length : n;
}

/** A flat string that shares no storage with the strings it was made of (so a piece never pins an old version). */
function flatCopy(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1);
}
