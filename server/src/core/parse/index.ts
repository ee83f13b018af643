// The parse layer's entry point: text -> ParsedFile (plain values per
// document + pointer -> source location maps + problems).
import { LineIndex } from '../text/line-index';
import { parseJsonDocument } from './json';
import { splitYamlDocuments } from './split';
import { parseYamlSlice } from './yaml-document';
import { reusableSlices, shiftDocument } from './reuse';
import type { ParsedDocument, ParsedFile, ParseLimits } from './types';

export type { NodeLocation, ParsedDocument, ParsedFile, ParseLimits, ParseProblem, Span } from './types';
export { splitYamlDocuments } from './split';
export { locateValue, locateKey, locateMissingMember, locateProblem } from './locate';

export const DEFAULT_PARSE_LIMITS: Readonly<Required<ParseLimits>> = Object.freeze({
  maxAliasCount: 1000,
  maxDepth: 1000,
  maxAliasNodes: 100_000,
});

/**
 * Parses a whole file. YAML streams give one document per `---`; JSON gives one.
 * With `previous` (the last parse of the same file), documents whose text did
 * not change are reused instead of parsed again (see ParsedFile.documents).
 */
export function parseFile(text: string, language: 'yaml' | 'json', limits?: Partial<ParseLimits>, previous?: ParsedFile): ParsedFile {
  const full: Required<ParseLimits> = { ...DEFAULT_PARSE_LIMITS, ...definedOnly(limits) };
  const sameLimits = previous !== undefined && previous.language === language && limitsEqual(previous.limits, full);
  if (sameLimits && previous!.text === text) return previous!;
  if (language === 'json') return { language, text, documents: [parseJsonDocument(text, full)], limits: full };

  const slices = splitYamlDocuments(text);
  const reusable = sameLimits ? reusableSlices(previous!, text) : undefined;
  const documents: ParsedDocument[] = [];
  let lines: LineIndex | undefined; // built only if a message needs a line number
  const lineOf = (offset: number): number => (lines ??= new LineIndex(text)).lineAt(offset);
  for (const extent of slices) {
    const old = reusable?.take(extent);
    if (old) {
      for (const doc of old.documents) documents.push(shiftDocument(doc, extent.start - old.extent.start, documents.length, extent, lineOf));
    } else {
      documents.push(...parseYamlSlice(text, extent, documents.length, full, lineOf));
    }
  }
  return { language, text, documents, limits: full };
}

function definedOnly(limits: Partial<ParseLimits> | undefined): Partial<ParseLimits> {
  const out: Partial<ParseLimits> = {};
  if (!limits) return out;
  for (const [k, v] of Object.entries(limits)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

function limitsEqual(a: ParseLimits | undefined, b: Required<ParseLimits>): boolean {
  return !!a && a.maxAliasCount === b.maxAliasCount && a.maxDepth === b.maxDepth && (a.maxAliasNodes ?? DEFAULT_PARSE_LIMITS.maxAliasNodes) === b.maxAliasNodes;
}
