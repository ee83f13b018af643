// Cheap scan of a YAML stream's document boundaries, so that each document can
// be parsed on its own and an edit re-parses only the documents it touched.
import type { Span } from './types';

/**
 * Splits a YAML stream into consecutive slices that tile the text, one per
 * document: a slice starts at a `---` line (comments and directives just above
 * it belong to it) or at the first content after a `...` line, and runs to the
 * start of the next. Comments after the last document stay with it.
 * Returns [] for an empty text; a text of only comments gives one slice (which
 * holds no document).
 */
export function splitYamlDocuments(text: string): Span[] {
  const n = text.length;
  if (n === 0) return [];
  const cuts: number[] = [0];
  let hasContent = false; // the current slice holds a document (content, `---` or `...`)
  let ended = false; // the current document was closed by `...`
  let ls = 0;
  while (ls < n) {
    let le = ls;
    while (le < n) {
      const c = text.charCodeAt(le);
      if (c === 10 || c === 13) break;
      le++;
    }
    const c0 = text.charCodeAt(ls);
    if (c0 === 45 /* - */ && isMarker(text, ls, le, 45)) {
      if (hasContent) cuts.push(ls);
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
          if (hasContent && ended) { cuts.push(ls); hasContent = false; ended = false; }
        } else if (ended) {
          cuts.push(ls);
          hasContent = true;
          ended = false;
        } else hasContent = true;
      }
    }
    // next line
    if (le >= n) break;
    ls = text.charCodeAt(le) === 13 && text.charCodeAt(le + 1) === 10 ? le + 2 : le + 1;
  }
  const spans: Span[] = [];
  for (let k = 0; k < cuts.length; k++) spans.push({ start: cuts[k], end: k + 1 < cuts.length ? cuts[k + 1] : n });
  return spans;
}

/** `---` or `...` at column 0, followed by a space, a tab or the end of the line. */
function isMarker(text: string, ls: number, le: number, ch: number): boolean {
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
