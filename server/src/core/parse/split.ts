// Cheap scan of a YAML stream's document boundaries, so that each document can
// be parsed on its own and an edit re-parses only the documents it touched.
import type { TextChange } from '../text/text-change';
import type { Span } from './types';
import { textOf, type SourceText } from '../text/source-text';

/**
 * Splits a YAML stream into consecutive slices that tile the text, one per
 * document: a slice starts at a `---` line (comments and directives just above
 * it belong to it) or at the first content after a `...` line, and runs to the
 * start of the next. Comments after the last document stay with it.
 * Returns [] for an empty text; a text of only comments gives one slice (which
 * holds no document).
 */
export function splitYamlDocuments(text: SourceText): Span[] {
  return toSpans(documentCuts(text), text.length);
}

/**
 * The same slices as offsets where each starts (slice k runs to the start of
 * k + 1, the last to the end): what the parse keeps between edits, as plain
 * numbers, so that an edit moving 5,000 slices allocates no object per slice.
 */
export function documentCuts(text: SourceText): number[] {
  if (text.length === 0) return [];
  return scanCuts(textOf(text), 0).cuts;
}

/**
 * The cuts of `text`, found from the previous ones and where the text changed,
 * saying which slices are the previous ones: the first `head` are untouched
 * (before the change, same place), and from new slice `tail.at` on they are the
 * previous slices from `tail.old` on, moved by the length difference.
 */
export interface CutsAfterChange {
  cuts: number[];
  head: number;
  tail?: { at: number; old: number };
}

/**
 * The same cuts as `documentCuts(text)`: the scan restarts at the last cut
 * whose line lies wholly before the change, and stops at the first cut after
 * the change that the previous text had too. What follows a cut depends only
 * on the cut's own line and the text after it, so from there on the previous
 * cuts, moved by the length difference, are the answer.
 */
export function documentCutsAfterChange(
  prevText: SourceText,
  prevCuts: readonly number[],
  text: SourceText,
  change: TextChange,
): CutsAfterChange {
  if (text.length === 0) return { cuts: [], head: 0 };
  if (prevCuts.length === 0 || prevText.length === 0) return { cuts: documentCuts(text), head: 0 };
  const delta = change.newEnd - change.oldEnd;
  // The last previous slice whose first line (and its line break) ends before
  // the change; the first slice (offset 0) is always a valid restart.
  let j = lastCutBefore(prevCuts, change.start);
  while (j > 0 && lineEnd(prevText, prevCuts[j]) >= change.start) j--;
  // Previous cuts from the change on, to recognise the first one seen again.
  let m = j + 1;
  const { cuts, resync } = scanCuts(text, prevCuts[j], (cut) => {
    if (cut < change.newEnd) return false;
    while (m < prevCuts.length && prevCuts[m] + delta < cut) m++;
    return m < prevCuts.length && prevCuts[m] + delta === cut;
  });
  const out = prevCuts.slice(0, j);
  for (const cut of cuts) out.push(cut);
  if (resync === undefined) return { cuts: out, head: j };
  const tail = { at: out.length, old: m };
  for (let k = m; k < prevCuts.length; k++) out.push(prevCuts[k] + delta);
  return { cuts: out, head: j, tail };
}

function toSpans(cuts: number[], end: number): Span[] {
  const spans: Span[] = [];
  for (let k = 0; k < cuts.length; k++) spans.push({ start: cuts[k], end: k + 1 < cuts.length ? cuts[k + 1] : end });
  return spans;
}

/** Index of the last cut before `offset` (0 when none is). */
function lastCutBefore(cuts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = cuts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (cuts[mid] < offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Offset of the line break that ends the line starting at `ls` (text length when none). */
function lineEnd(text: SourceText, ls: number): number {
  const n = text.length;
  let le = ls;
  while (le < n) {
    const c = text.charCodeAt(le);
    if (c === 10 || c === 13) return le;
    le++;
  }
  return n;
}

/**
 * The cuts from the line start `from` on (`from` itself first), scanning with
 * the state a cut leaves. `stopAt` is asked about each further cut; the first
 * it accepts ends the scan (and is not included: it is returned as `resync`).
 */
function scanCuts(text: SourceText, from: number, stopAt?: (cut: number) => boolean): { cuts: number[]; resync?: number } {
  const n = text.length;
  const cuts: number[] = [from];
  let hasContent = false; // the current slice holds a document (content, `---` or `...`)
  let ended = false; // the current document was closed by `...`
  let ls = from;
  const cut = (at: number): boolean => {
    if (stopAt && stopAt(at)) return true;
    cuts.push(at);
    return false;
  };
  while (ls < n) {
    const le = lineEnd(text, ls);
    const c0 = text.charCodeAt(ls);
    if (c0 === 45 /* - */ && isMarker(text, ls, le, 45)) {
      if (hasContent && cut(ls)) return { cuts, resync: ls };
      hasContent = true;
      ended = false;
    } else if (c0 === 46 /* . */ && isMarker(text, ls, le, 46)) {
      hasContent = true;
      ended = true;
    } else {
      let i = ls;
      while (i < le && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
      const first = i < le ? text.charCodeAt(i) : -1;
      const isBlankOrComment = first === -1 || first === 35 /* # */ || first === 0xfeff;
      if (!isBlankOrComment) {
        if (c0 === 37 /* % */) {
          // A directive opens the preamble of the next document.
          if (hasContent && ended) {
            if (cut(ls)) return { cuts, resync: ls };
            hasContent = false;
            ended = false;
          }
        } else if (ended) {
          if (cut(ls)) return { cuts, resync: ls };
          hasContent = true;
          ended = false;
        } else hasContent = true;
      }
    }
    // next line
    if (le >= n) break;
    ls = text.charCodeAt(le) === 13 && text.charCodeAt(le + 1) === 10 ? le + 2 : le + 1;
  }
  return { cuts };
}

/** `---` or `...` at column 0, followed by a space, a tab or the end of the line. */
function isMarker(text: SourceText, ls: number, le: number, ch: number): boolean {
  if (le - ls < 3 || text.charCodeAt(ls + 1) !== ch || text.charCodeAt(ls + 2) !== ch) return false;
  if (le - ls === 3) return true;
  const c = text.charCodeAt(ls + 3);
  return c === 32 || c === 9;
}

/**
 * Where the document of a slice starts: the first character of its first line
 * that is not blank, a comment or a directive (so its `---`, or its first
 * content). The slice's end when there is none.
 */
export function documentStart(text: string, extent: Span): number {
  let ls = extent.start;
  const end = extent.end;
  while (ls < end) {
    let i = ls;
    while (i < end && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    const c = i < end ? text.charCodeAt(i) : -1;
    const lineIsNoise = c === -1 || c === 10 || c === 13 || c === 35 /* # */ || (c === 37 /* % */ && i === ls) || c === 0xfeff;
    if (!lineIsNoise) return i;
    let le = i;
    while (le < end && text.charCodeAt(le) !== 10 && text.charCodeAt(le) !== 13) le++;
    if (le >= end) break;
    ls = text.charCodeAt(le) === 13 && text.charCodeAt(le + 1) === 10 ? le + 2 : le + 1;
  }
  return end;
}
