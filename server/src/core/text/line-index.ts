// Offsets <-> LSP positions. JavaScript strings are UTF-16, so a text offset
// is already a UTF-16 code-unit count: the column of an offset is simply its
// distance from the start of its line. Line breaks: \n, \r\n and a lone \r.
import type { Position, Range } from '../types';
import type { Span } from './span';
import type { TextChange } from './text-change';
import { textOf, type SourceText } from './source-text';
import { lastAtOrBefore, lastKeyAtOrBefore } from './sorted';

/** Lines per block of line starts (see LineIndex). */
const BLOCK_LINES = 2048;

export class LineIndex {
  /**
   * Offsets of the first character of each line, in blocks of about
   * BLOCK_LINES lines: line `firstLine[b] + i` starts at `blocks[b][i] +
   * shifts[b]`. An edit rebuilds the one or two blocks it touches and moves
   * the blocks after it by changing their shift, so it costs O(block +
   * number of blocks), not O(lines) (a 5,000-tool catalog has 225,000 lines).
   * Typed arrays: string offsets fit in 32 bits.
   */
  private readonly blocks: Int32Array[];
  private readonly shifts: number[];
  /** First line of each block; one more entry, the line count. */
  private readonly firstLine: number[];
  /** The block the last look-up fell in (look-ups come in runs near each other). */
  private lastBlock = 0;

  /** `blockLines` is for tests (small blocks in short texts); `parts` for afterChange. */
  constructor(
    readonly text: SourceText,
    private readonly blockLines = BLOCK_LINES,
    parts?: { blocks: Int32Array[]; shifts: number[] },
  ) {
    if (parts) {
      this.blocks = parts.blocks;
      this.shifts = parts.shifts;
    } else {
      const starts = scanLineStarts(textOf(text), 0, text.length, [0]);
      this.blocks = [];
      this.shifts = [];
      for (let at = 0; at < starts.length; at += blockLines) {
        this.blocks.push(Int32Array.from(starts.slice(at, at + blockLines)));
        this.shifts.push(0);
      }
    }
    const firstLine = new Array<number>(this.blocks.length + 1);
    let line = 0;
    for (let b = 0; b < this.blocks.length; b++) {
      firstLine[b] = line;
      line += this.blocks[b].length;
    }
    firstLine[this.blocks.length] = line;
    this.firstLine = firstLine;
  }

  /**
   * The index of `text`, made from the index of the previous version of it
   * and where they differ (`findChange`): line starts before the change are
   * kept, the changed region is scanned, the ones after it are moved by the
   * length difference. No scan of the unchanged text, and no copy of the
   * blocks the change did not touch.
   */
  static afterChange(previous: LineIndex, text: SourceText, change: TextChange): LineIndex {
    const delta = change.newEnd - change.oldEnd;
    const count = previous.lineCount;
    // A line start s depends on text[s-2..s] only (a break before it, and no
    // \n right after a \r): those before the change are kept as they are.
    let keep = previous.lineAt(change.start);
    if (keep > 0 && previous.startOf(keep) >= change.start) keep--;
    // Starts up to newEnd come from a scan; after it, from the old index.
    const scanned = scanLineStarts(text, previous.startOf(keep), Math.min(change.newEnd, text.length), []);
    let k = previous.lineAt(change.oldEnd) + 1;
    while (k < count && previous.startOf(k) <= change.oldEnd) k++;
    // The blocks from the one holding `keep` to the one holding `k` are rebuilt.
    const first = previous.blockOf(keep);
    let after = k < count ? previous.blockOf(k) + 1 : previous.blocks.length;
    const middle: number[] = [];
    for (let line = previous.firstLine[first]; line <= keep; line++) middle.push(previous.startOf(line));
    for (const start of scanned) middle.push(start);
    for (let line = k; line < previous.firstLine[after]; line++) middle.push(previous.startOf(line) + delta);
    // A block shrunk by deletions takes in the next one, so blocks stay few.
    if (middle.length < previous.blockLines / 4 && after < previous.blocks.length) {
      for (let line = previous.firstLine[after]; line < previous.firstLine[after + 1]; line++) middle.push(previous.startOf(line) + delta);
      after++;
    }
    const blocks = previous.blocks.slice(0, first);
    const shifts = previous.shifts.slice(0, first);
    const size = previous.blockLines;
    // A block grown past twice its size (a paste) is cut into blocks of the usual size.
    const cut = middle.length > 2 * size ? size : middle.length;
    for (let at = 0; at < middle.length; at += cut) {
      blocks.push(Int32Array.from(middle.slice(at, at + cut)));
      shifts.push(0);
    }
    for (let b = after; b < previous.blocks.length; b++) {
      blocks.push(previous.blocks[b]);
      shifts.push(previous.shifts[b] + delta);
    }
    return new LineIndex(text, size, { blocks, shifts });
  }

  get lineCount(): number {
    return this.firstLine[this.blocks.length];
  }

  /** Offset where `line` starts (clamped to the text). */
  lineStart(line: number): number {
    if (line <= 0) return 0;
    if (line >= this.lineCount) return this.text.length;
    return this.startOf(line);
  }

  /** Start of a line that exists (0 <= line < lineCount). */
  private startOf(line: number): number {
    const b = this.blockOf(line);
    return this.blocks[b][line - this.firstLine[b]] + this.shifts[b];
  }

  /** The block holding line `line` (0 <= line < lineCount). */
  private blockOf(line: number): number {
    const firstLine = this.firstLine;
    const b = this.lastBlock;
    if (firstLine[b] <= line && line < firstLine[b + 1]) return b;
    return (this.lastBlock = lastAtOrBefore(firstLine, line, this.blocks.length));
  }

  /** Offset of the end of `line`, before its line break. */
  lineEnd(line: number): number {
    if (line < 0) return 0;
    if (line + 1 >= this.lineCount) return this.text.length;
    let end = this.startOf(line + 1);
    if (end > 0 && this.text.charCodeAt(end - 1) === 10) end--;
    if (end > 0 && this.text.charCodeAt(end - 1) === 13) end--;
    return end;
  }

  /** The 0-based line that contains `offset` (binary search over the blocks, then in one). */
  lineAt(offset: number): number {
    const { blocks, shifts } = this;
    // The last block whose first line starts at or before offset.
    let b = this.lastBlock;
    if (!(blocks[b][0] + shifts[b] <= offset && (b + 1 === blocks.length || blocks[b + 1][0] + shifts[b + 1] > offset))) {
      this.lastBlock = b = lastKeyAtOrBefore(blocks.length, offset, (k) => blocks[k][0] + shifts[k]);
    }
    return this.firstLine[b] + lastAtOrBefore(blocks[b], offset - shifts[b]);
  }

  positionAt(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    const line = this.lineAt(o);
    // An offset inside a line break (between \r and \n) sits at the end of its line.
    const character = Math.min(o, this.lineEnd(line)) - this.startOf(line);
    return { line, character };
  }

  offsetAt(pos: Position): number {
    if (pos.line < 0) return 0;
    if (pos.line >= this.lineCount) return this.text.length;
    const start = this.startOf(pos.line);
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
