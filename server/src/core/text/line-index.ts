// Offsets <-> LSP positions. JavaScript strings are UTF-16, so a text offset
// is already a UTF-16 code-unit count: the column of an offset is simply its
// distance from the start of its line. Line breaks: \n, \r\n and a lone \r.
import type { Position, Range } from '../types';
import type { Span } from '../parse/types';
import type { TextChange } from './text-change';
import { textOf, type SourceText } from './source-text';

export class LineIndex {
  /**
   * Offset of the first character of each line; lineStarts[0] === 0. A typed
   * array: copying it after an edit is a memcpy, not a loop over boxed values
   * (a 5,000-tool catalog has 225,000 lines). String offsets fit in 32 bits.
   */
  private readonly lineStarts: Int32Array;

  constructor(readonly text: SourceText, lineStarts?: Int32Array) {
    this.lineStarts = lineStarts ?? Int32Array.from(scanLineStarts(textOf(text), 0, text.length, [0]));
  }

  /**
   * The index of `text`, made from the index of the previous version of it
   * and where they differ (`findChange`): line starts before the change are
   * copied, the changed region is scanned, the ones after it are moved by the
   * length difference. No scan of the unchanged text.
   */
  static afterChange(previous: LineIndex, text: SourceText, change: TextChange): LineIndex {
    const old = previous.lineStarts;
    const delta = change.newEnd - change.oldEnd;
    // A line start s depends on text[s-2..s] only (a break before it, and no
    // \n right after a \r): those before the change are kept as they are.
    let keep = previous.lineAt(change.start);
    if (keep > 0 && old[keep] >= change.start) keep--;
    // Starts up to newEnd come from a scan; after it, from the old index.
    const scanned = scanLineStarts(text, old[keep], Math.min(change.newEnd, text.length), []);
    let k = previous.lineAt(change.oldEnd) + 1;
    while (k < old.length && old[k] <= change.oldEnd) k++;
    const starts = new Int32Array(keep + 1 + scanned.length + (old.length - k));
    starts.set(old.subarray(0, keep + 1));
    starts.set(scanned, keep + 1);
    const at = keep + 1 + scanned.length;
    if (delta === 0) starts.set(old.subarray(k), at);
    else for (let i = k; i < old.length; i++) starts[at + i - k] = old[i] + delta;
    return new LineIndex(text, starts);
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  /** Offset where `line` starts (clamped to the text). */
  lineStart(line: number): number {
    if (line <= 0) return 0;
    if (line >= this.lineStarts.length) return this.text.length;
    return this.lineStarts[line];
  }

  /** Offset of the end of `line`, before its line break. */
  lineEnd(line: number): number {
    if (line < 0) return 0;
    if (line + 1 >= this.lineStarts.length) return this.text.length;
    let end = this.lineStarts[line + 1];
    if (end > 0 && this.text.charCodeAt(end - 1) === 10) end--;
    if (end > 0 && this.text.charCodeAt(end - 1) === 13) end--;
    return end;
  }

  /** The 0-based line that contains `offset` (binary search). */
  lineAt(offset: number): number {
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  positionAt(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    const line = this.lineAt(o);
    // An offset inside a line break (between \r and \n) sits at the end of its line.
    const character = Math.min(o, this.lineEnd(line)) - this.lineStarts[line];
    return { line, character };
  }

  offsetAt(pos: Position): number {
    if (pos.line < 0) return 0;
    if (pos.line >= this.lineStarts.length) return this.text.length;
    const start = this.lineStarts[pos.line];
    return Math.max(start, Math.min(start + Math.max(0, pos.character), this.lineEnd(pos.line)));
  }

  range(span: Span): Range {
    return { start: this.positionAt(span.start), end: this.positionAt(span.end) };
  }
}

/**
 * Appends to `starts` the line starts that follow breaks at offsets
 * [from, to) of `text` (a \r\n pair whose \r is before `to` counts whole),
 * never a start beyond `to`. `from` must be a line start.
 */
function scanLineStarts(text: SourceText, from: number, to: number, starts: number[]): number[] {
  const n = text.length;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (i + 1 <= to) starts.push(i + 1);
    } else if (c === 13) {
      if (i + 1 < n && text.charCodeAt(i + 1) === 10) i++;
      if (i + 1 <= to) starts.push(i + 1);
    }
  }
  return starts;
}
