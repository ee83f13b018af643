// What the parse layer reads a file's text through. A JavaScript string is
// one; so is a PieceText (the editor's text kept in pieces, so that an edit of
// a 7 MB file does not copy 7 MB). Incremental work only reads near a change,
// through these three members, and never needs the whole text as one string.
import { PieceText } from './piece-text';

export interface SourceText {
  readonly length: number;
  charCodeAt(index: number): number;
  /** Like String.prototype.slice with 0 <= start <= end <= length. */
  slice(start: number, end?: number): string;
}

/** The text as a string when that costs nothing (a string, or a PieceText already joined), else as it is. */
export function cheapestForm(text: SourceText): SourceText {
  return text instanceof PieceText ? (text.flatText ?? text) : text;
}

/** The whole text as one string (a PieceText joins its pieces once and keeps the result). */
export function textOf(text: SourceText): string {
  return typeof text === 'string' ? text : text instanceof PieceText ? text.toString() : text.slice(0, text.length);
}
