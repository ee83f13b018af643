// The UTF-8 size of a new version of a text, from the size of the previous
// one and only the region that changed.
import { findChange, type TextChange } from './text-change';
import type { SourceText } from './source-text';

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** UTF-8 bytes of text[start, end), a lone surrogate counted as U+FFFD (3 bytes), as encoders write it. */
export function utf8Length(text: SourceText, start = 0, end = text.length): number {
  let bytes = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (isHigh(c) && i + 1 < end && isLow(text.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * `utf8Length(next) - utf8Length(prev)`, looking only at where they differ.
 * The changed region is widened so that it never cuts a surrogate pair, so
 * the unchanged prefix and suffix count the same in both.
 */
export function utf8LengthChange(prev: SourceText, next: SourceText, change: TextChange = findChange(prev, next)): number {
  let { start, oldEnd, newEnd } = change;
  if (start > 0 && isHigh(prev.charCodeAt(start - 1))) start--;
  if (oldEnd < prev.length && isLow(prev.charCodeAt(oldEnd))) {
    oldEnd++;
    newEnd++;
  }
  return utf8Length(next, start, newEnd) - utf8Length(prev, start, oldEnd);
}
