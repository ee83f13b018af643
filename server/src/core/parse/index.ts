// The parse layer's entry point: text -> ParsedFile (plain values per
// document + pointer -> source location maps + problems).
import type { LineIndex } from '../text/line-index';
import { parseJsonDocument } from './json';
import { documentCuts, documentCutsAfterChange } from './split';
import { parseYamlSlice } from './yaml-document';
import { reusableSlices, shiftDocument, type SliceLayout } from './reuse';
import type { ParsedDocument, ParsedFile, ParseLimits } from './types';
import { findChange, type TextChange } from '../text/text-change';
import { cheapestForm, textOf, type SourceText } from '../text/source-text';
import { carriedLineIndex, rememberLineIndex } from './line-cache';
import { nulProblem } from './nul';

export type { NodeLocation, ParsedDocument, ParsedFile, ParseLimits, ParseProblem, Span } from './types';
export { splitYamlDocuments } from './split';
export { lineIndexOf } from './line-cache';
export { locateValue, locateKey, locateMissingMember, locateProblem } from './locate';

export const DEFAULT_PARSE_LIMITS: Readonly<Required<ParseLimits>> = Object.freeze({
  maxAliasCount: 1000,
  maxDepth: 1000,
  maxAliasNodes: 100_000,
  maxGeneralYaml: Infinity,
});

/**
 * What the language server lets the yaml package read in one piece: about a second of a loaded core at its
 * slowest measured pace (a block mapping of 100,000 duplicate keys, 900 KB: 3.4 s of CPU).
 */
export const LIVE_MAX_GENERAL_YAML = 256 * 1024;

/**
 * The depth cap of YAML, below `maxDepth`: the yaml package recurses once or
 * twice per level and, in a fresh process (code not yet optimised, bigger
 * stack frames), runs out of stack at about 800 levels of flow collections,
 * 896 of indented block mappings and 952 of block sequences (measured, Node
 * 20, default stack). Under this cap it never does, so the limit a message
 * names is the one that was hit. Both YAML readers use it (the fast path
 * must read what the yaml package reads). JSON is read by our own parser and
 * keeps `maxDepth`.
 */
export const YAML_MAX_DEPTH = 500;

/** What an editor knows about a new text that would otherwise be found by scanning it. */
export interface EditHint {
  /** Where `text` differs from `previous.text` (need not be minimal; must cover every difference). */
  change?: TextChange;
  /** The line index of `text` itself (the editor keeps one per version). */
  lines?: LineIndex;
}

/**
 * Parses a whole file. YAML streams give one document per `---`; JSON gives one.
 * With `previous` (the last parse of the same file), documents whose text did
 * not change are reused instead of parsed again (see ParsedFile.documents), and
 * only the changed region of the text is scanned for document boundaries.
 * With a `hint`, the text is never read outside the changed region (an
 * editor's PieceText is then never joined into one string).
 */
export function parseFile(
  text: SourceText,
  language: 'yaml' | 'json',
  limits?: Partial<ParseLimits>,
  previous?: ParsedFile,
  hint?: EditHint,
): ParsedFile {
  const full: Required<ParseLimits> = { ...DEFAULT_PARSE_LIMITS, ...definedOnly(limits) };
  if (language === 'yaml') full.maxDepth = Math.min(full.maxDepth, YAML_MAX_DEPTH);
  const sameLimits = previous !== undefined && previous.language === language && limitsEqual(previous.limits, full);
  if (sameLimits && previous!.text === text) return previous!;
  if (language === 'json') return { language, text, documents: [parseJson(textOf(text), full)], limits: full };

  const change = sameLimits ? (fits(hint?.change, previous!.text, text) ? hint!.change : findChange(previous!.text, text)) : undefined;
  const prevLayout = previous && change ? layoutOf.get(previous) : undefined;
  const split =
    prevLayout && change ? documentCutsAfterChange(previous!.text, prevLayout.cuts, text, change) : { cuts: documentCuts(text), head: 0 };
  const { cuts } = split;
  const reusable = prevLayout && change ? reusableSlices(previous!, prevLayout, text, change) : undefined;
  const prevDocuments = previous?.documents ?? [];
  // The parse needs no line numbers (problems name lines when they become diagnostics), but the
  // diagnostics will: the line index is carried over from the previous parse when it had one (cheap).
  const lines = hint?.lines?.text === text ? hint.lines : change ? carriedLineIndex(previous!, text, change) : undefined;
  const documents: ParsedDocument[] = [];
  const reusedFrom: number[] = [];
  const firstDocument: number[] = [];
  // A fresh open of an editor's text reads the string it was made from (the readers are fastest on strings).
  const readable = cheapestForm(text);
  // The slices before the change are the previous ones at the same place: the same documents.
  const head = prevLayout ? split.head : 0;
  const headDocuments = head === 0 ? 0 : head < prevLayout!.cuts.length ? prevLayout!.firstDocument[head] : prevDocuments.length;
  for (let i = 0; i < headDocuments; i++) {
    reusedFrom.push(i);
    documents.push(prevDocuments[i]);
  }
  for (let k = 0; k < head; k++) firstDocument.push(prevLayout!.firstDocument[k]);
  // The slices the change touched (and maybe a few after it): each reused if its text is unchanged, else parsed.
  const tailAt = prevLayout && split.tail ? split.tail.at : cuts.length;
  for (let k = head; k < tailAt; k++) {
    const start = cuts[k];
    const end = k + 1 < cuts.length ? cuts[k + 1] : text.length;
    firstDocument.push(documents.length);
    const old = reusable ? reusable.take(start, end) : -1;
    if (old >= 0) {
      for (let i = old; i < old + reusable!.count; i++) {
        reusedFrom.push(i);
        documents.push(shiftDocument(prevDocuments[i], reusable!.delta, documents.length));
      }
    } else {
      for (const doc of parseYamlSlice(readable, { start, end }, documents.length, full)) {
        reusedFrom.push(-1);
        documents.push(doc);
      }
    }
  }
  // The slices after it are the previous ones moved by the length difference: their documents, moved.
  if (prevLayout && split.tail) {
    const delta = change!.newEnd - change!.oldEnd;
    const from = prevLayout.firstDocument[split.tail.old];
    const shiftIndex = documents.length - from;
    for (let k = split.tail.old; k < prevLayout.cuts.length; k++) firstDocument.push(prevLayout.firstDocument[k] + shiftIndex);
    for (let i = from; i < prevDocuments.length; i++) {
      reusedFrom.push(i);
      documents.push(shiftDocument(prevDocuments[i], delta, documents.length));
    }
  }
  const parsed: ParsedFile = { language, text, documents, limits: full };
  if (change) parsed.unchangedHead = headDocuments;
  if (change) parsed.reusedFrom = reusedFrom;
  if (documents.length === 0 && text.length > 0) {
    // Only comments: no document to hold a NUL, so the file does (such a text is small, or it would hold a document).
    const nul = nulProblem(textOf(text), 0);
    if (nul) parsed.problems = [nul];
  }
  layoutOf.set(parsed, { cuts, firstDocument });
  if (lines) rememberLineIndex(parsed, lines);
  return parsed;
}

/**
 * One JSON document. A NUL is always a JSON syntax error, and the reader names
 * it when it stops there; when it stopped earlier, the NUL gets its own error.
 */
function parseJson(text: string, limits: Required<ParseLimits>): ParsedDocument {
  const doc = parseJsonDocument(text, limits);
  const nul = nulProblem(text, 0);
  if (nul && !doc.problems.some((p) => p.span.start === nul.span.start)) {
    doc.problems.push(nul);
    doc.problems.sort((a, b) => a.span.start - b.span.start);
  }
  return doc;
}

/** How each YAML parse was split, for the next incremental split and reuse. */
const layoutOf = new WeakMap<ParsedFile, SliceLayout>();

/** A change that can describe prev -> next (its offsets are in range and it accounts for the length difference). */
function fits(change: TextChange | undefined, prev: SourceText, next: SourceText): change is TextChange {
  return (
    change !== undefined &&
    change.start >= 0 &&
    change.start <= change.oldEnd &&
    change.oldEnd <= prev.length &&
    change.start <= change.newEnd &&
    change.newEnd <= next.length &&
    next.length - prev.length === change.newEnd - change.oldEnd
  );
}

function definedOnly(limits: Partial<ParseLimits> | undefined): Partial<ParseLimits> {
  const out: Partial<ParseLimits> = {};
  if (!limits) return out;
  for (const [k, v] of Object.entries(limits)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

function limitsEqual(a: ParseLimits | undefined, b: Required<ParseLimits>): boolean {
  return (
    !!a &&
    a.maxAliasCount === b.maxAliasCount &&
    a.maxDepth === b.maxDepth &&
    (a.maxAliasNodes ?? DEFAULT_PARSE_LIMITS.maxAliasNodes) === b.maxAliasNodes &&
    (a.maxGeneralYaml ?? DEFAULT_PARSE_LIMITS.maxGeneralYaml) === b.maxGeneralYaml
  );
}
