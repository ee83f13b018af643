// The line index of each parsed text, kept beside the parse (a WeakMap, so it
// goes when the parse does). An edit's parse derives its index from the
// previous one in O(changed region + line blocks) instead of rescanning the
// whole text; a text whose lines were never needed gets no index at all.
import { LineIndex } from '../text/line-index';
import type { TextChange } from '../text/text-change';
import type { SourceText } from '../text/source-text';
import type { ParsedFile } from './types';

const indexes = new WeakMap<ParsedFile, LineIndex>();

/** The line index of a parsed file's text (built on first use, then kept). */
export function lineIndexOf(parsed: ParsedFile): LineIndex {
  let lines = indexes.get(parsed);
  if (!lines) indexes.set(parsed, (lines = new LineIndex(parsed.text)));
  return lines;
}

export function rememberLineIndex(parsed: ParsedFile, lines: LineIndex): void {
  if (lines.text === parsed.text) indexes.set(parsed, lines);
}

/** The index of `text`, derived from the previous parse's index when it has one. */
export function carriedLineIndex(previous: ParsedFile, text: SourceText, change: TextChange): LineIndex | undefined {
  const old = indexes.get(previous);
  return old ? LineIndex.afterChange(old, text, change) : undefined;
}
