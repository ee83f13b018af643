// Offsets <-> LSP positions. JavaScript strings are UTF-16, so a text offset
// is already a UTF-16 code-unit count: the column of an offset is simply its
// distance from the start of its line. Line breaks: \n, \r\n and a lone \r.
import type { Position, Range } from '../types';
import type { Span } from '../parse/types';

export class LineIndex {
  /** Offset of the first character of each line; lineStarts[0] === 0. */
  private readonly lineStarts: number[];

  constructor(readonly text: string) {
    const starts = [0];
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13) {
        if (i + 1 < n && text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
    this.lineStarts = starts;
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
