// One slice of a YAML stream -> ParsedDocument(s), through the yaml package.
import { parseAllDocuments } from 'yaml';
import type { Document } from 'yaml';
import { findExcessiveYamlDepth } from './depth-scan';
import { documentStart } from './split';
import { fastReadYaml } from './yaml-fast';
import { readJsonInYaml } from './yaml-json';
import { readFlowYaml } from './yaml-flow';
import { walkYamlDocument } from './yaml-walk';
import { yamlProblem } from './yaml-errors';
import { ownString } from '../text/own-string';
import { nulProblem } from './nul';
import type { ParsedDocument, ParseLimits, ParseProblem, Span } from './types';
import type { SourceText } from '../text/source-text';
import { shiftDocument } from './reuse';

const YAML_OPTIONS = {
  schema: 'core',
  uniqueKeys: false, // reported by our walk, with the line of the first key
  merge: false, // `<<` is handled by our walk
  prettyErrors: false,
  keepSourceTokens: false,
  intAsBigInt: false,
} as const;

const byStart = (a: ParseProblem, b: ParseProblem): number => a.span.start - b.span.start || a.span.end - b.span.end;

/**
 * Parses `text.slice(extent)` (normally one document; more if the yaml package
 * sees boundaries the splitter did not). `firstIndex` is the stream index of
 * the first document.
 */
export function parseYamlSlice(
  text: SourceText,
  extent: Span,
  firstIndex: number,
  limits: ParseLimits,
  useFastPath = true,
): ParsedDocument[] {
  if (typeof text !== 'string') {
    // An editor's PieceText: the slice is read as a string of its own and the
    // results moved to where it lies (the readers scan character by character).
    const local = text.slice(extent.start, extent.end);
    const at = extent.start;
    const documents = parseYamlSlice(local, { start: 0, end: local.length }, firstIndex, limits, useFastPath);
    return documents.map((d) => shiftDocument(d, at, d.index));
  }
  if (useFastPath) {
    const empty = markerOnly(text, extent, firstIndex);
    if (empty) return [empty];
    const fast = fastReadYaml(text, extent.start, extent.end, limits.maxDepth);
    if (fast) {
      return [
        {
          index: firstIndex,
          value: fast.value,
          span: { start: documentStart(text, extent), end: extent.end },
          extent,
          locations: fast.locations,
          problems: [],
          unusable: false,
        },
      ];
    }
    // A flow root the fast reader leaves alone: the JSON reader when it is JSON, else the flow reader (both ten times faster).
    const flow = readJsonInYaml(text, extent, firstIndex, limits) ?? readFlowYaml(text, extent, firstIndex, limits);
    if (flow) return [flow];
  }
  // Its own copy: the yaml package's strings are views into it (see ownString).
  const slice = ownString(withLfBreaks(text.slice(extent.start, extent.end)));
  const documents = readWithYaml(text, slice, extent, firstIndex, limits);
  // The fast path gives up on control characters, so only this path can meet a NUL.
  const nul = nulProblem(slice, extent.start);
  if (nul) {
    // Its document: the last one that starts at or before it (the first when none does).
    let owner = documents[0];
    for (const d of documents) if (d.span.start <= nul.span.start) owner = d;
    if (owner) {
      owner.problems.push(nul);
      owner.problems.sort(byStart);
    }
  }
  return documents;
}

/**
 * A document that is only a `---` line (a stream of 100,000 of them took 4 s
 * through the yaml package, one call each): what the package makes of it, a
 * null whose location is the end of the marker.
 */
function markerOnly(text: string, extent: Span, index: number): ParsedDocument | undefined {
  const { start, end } = extent;
  const length = end - start;
  if ((length !== 4 && length !== 5) || !text.startsWith('---', start)) return undefined;
  if (length === 4 ? text.charCodeAt(start + 3) !== 10 : text.charCodeAt(start + 3) !== 13 || text.charCodeAt(start + 4) !== 10)
    return undefined;
  return {
    index,
    value: null,
    span: { start: documentStart(text, extent), end },
    extent,
    locations: new Map([['', { value: { start: start + 3, end: start + 3 } }]]),
    problems: [],
    unusable: false,
  };
}

/**
 * The slice with each lone CR (a line break in YAML 1.2, which the yaml package
 * does not know) written as LF. One character for one, so every offset stays
 * where it was; scalars are unchanged too, since YAML reads any line break in
 * a scalar as LF. The line index counts lone CRs already (text/line-index.ts).
 */
function withLfBreaks(slice: string): string {
  return slice.includes('\r') ? slice.replace(/\r(?!\n)/g, '\n') : slice;
}

function readWithYaml(text: string, slice: string, extent: Span, firstIndex: number, limits: ParseLimits): ParsedDocument[] {
  const base = extent.start;
  // The depth first: one linear pass, and a document too deep is an error to fix, which says more than the
  // information that a big document is not read live.
  const deepAt = findExcessiveYamlDepth(slice, 0, slice.length, limits.maxDepth);
  if (deepAt >= 0) {
    return [
      limitDocument(firstIndex, extent, documentStart(text, extent), {
        severity: 'error',
        code: 'yaml/depth-limit',
        pointer: '',
        span: { start: base + deepAt, end: base + deepAt + 1 },
        message: { id: 'parse.depthLimit', args: { limit: limits.maxDepth } },
      }),
    ];
  }
  const most = limits.maxGeneralYaml ?? Infinity;
  if (slice.length > most) {
    const start = documentStart(text, extent);
    return [
      limitDocument(firstIndex, extent, start, {
        severity: 'information',
        code: 'file/too-large',
        pointer: '',
        span: { start, end: Math.min(extent.end, start + 3) },
        message: { id: 'parse.yaml.tooLargeLive', args: { size: slice.length, limit: most } },
      }),
    ];
  }
  let docs: Document.Parsed[];
  try {
    const parsed = parseAllDocuments(slice, YAML_OPTIONS) as unknown;
    docs = Array.isArray(parsed) ? (parsed as Document.Parsed[]) : [];
  } catch (e) {
    return [internalFailure(text, firstIndex, extent, e)];
  }
  const out: ParsedDocument[] = [];
  for (const doc of docs) {
    const index = firstIndex + out.length;
    try {
      const parsed = toParsedDocument(doc, base, extent, index, limits, slice);
      // One document per slice (the normal case): its span is defined on the text, the same way the fast path does.
      if (docs.length === 1) parsed.span = { start: documentStart(text, extent), end: extent.end };
      out.push(parsed);
    } catch (e) {
      out.push(internalFailure(text, index, extent, e));
    }
  }
  return out;
}

function toParsedDocument(
  doc: Document.Parsed,
  base: number,
  extent: Span,
  index: number,
  limits: ParseLimits,
  slice: string,
): ParsedDocument {
  const problems: ParseProblem[] = [];
  for (const err of doc.errors) problems.push(yamlProblem(err, base, 'error', limits.maxDepth, slice));
  for (const w of doc.warnings) {
    if (w.code === 'TAG_RESOLVE_FAILED') continue; // our walk reports tags once, in its own words
    problems.push(yamlProblem(w, base, 'warning', limits.maxDepth, slice));
  }
  const directive = yaml11Directive(doc, base, slice);
  if (directive) problems.push(directive);
  const walked = walkYamlDocument(doc, base, limits);
  problems.push(...walked.problems);
  problems.sort(byStart);
  const range = doc.range;
  const span = { start: base + range[0], end: Math.min(extent.end, base + Math.max(range[1], range[2])) };
  const hasError = problems.some((p) => p.severity === 'error');
  return {
    index,
    value: walked.fatal ? null : walked.value,
    span,
    extent,
    locations: walked.locations,
    problems,
    unusable: walked.fatal || hasError,
  };
}

/**
 * A hint on a `%YAML 1.1` directive: YAML_OPTIONS keeps the 1.2 core schema
 * whatever a document declares (the yaml package would otherwise read `yes` as
 * true), so the author learns which of their values mean something else now.
 */
function yaml11Directive(doc: Document.Parsed, base: number, slice: string): ParseProblem | undefined {
  if (doc.directives?.yaml.version !== '1.1' || doc.directives.yaml.explicit !== true) return undefined;
  const at = slice.lastIndexOf('%YAML', doc.range[0]);
  if (at < 0) return undefined;
  const end = slice.indexOf('\n', at);
  return {
    severity: 'hint',
    code: 'yaml/version-directive',
    pointer: '',
    span: { start: base + at, end: base + (end < 0 ? slice.length : end) },
    message: { id: 'parse.yaml.version11' },
  };
}

function limitDocument(index: number, extent: Span, start: number, problem: ParseProblem): ParsedDocument {
  return {
    index,
    value: null,
    span: { start, end: extent.end },
    extent,
    locations: new Map([['', { value: { start, end: extent.end } }]]),
    problems: [problem],
    unusable: true,
  };
}

/** The yaml package threw (it should not): one clear error instead of a crash. */
function internalFailure(text: string, index: number, extent: Span, e: unknown): ParsedDocument {
  const start = documentStart(text, extent);
  const reason = e instanceof Error ? e.message : String(e);
  return limitDocument(index, extent, start, {
    severity: 'error',
    code: 'yaml/unreadable',
    pointer: '',
    span: { start, end: Math.min(extent.end, start + 1) },
    message: { id: 'parse.yaml.unreadable', args: { reason: reason.slice(0, 200) } },
  });
}
