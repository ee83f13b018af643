// Which document of a YAML stream an offset falls in, and the best value we
// have for it: this version's when it parsed, else the last one that did (the
// user is in the middle of typing), so completion and hover keep working.
import { detectDialect } from '../atdf/dialect';
import { parseFile } from '../parse/index';
import type { ParsedDocument } from '../parse/types';
import type { FileReport } from '../report';
import type { Dialect } from '../types';
import { textOf } from '../text/source-text';
import { lastKeyAtOrBefore } from '../text/sorted';

export interface DocumentAt {
  index: number;
  parsed: ParsedDocument | undefined;
  /** Start offset of the document's text. */
  start: number;
  value: unknown;
  dialect: Dialect;
  /** False when the dialect could not be told (an empty or broken document). */
  dialectKnown: boolean;
}

export function documentAt(report: FileReport, offset: number, lastUsable: FileReport | undefined): DocumentAt {
  const docs = report.parsed.documents;
  // The last document that starts at or before the offset (0 when none does). Binary search: reading the
  // span of a moved document makes it, so a scan would make one per document of a big stream.
  const index = lastKeyAtOrBefore(docs.length, offset, (i) => docs[i].span.start);
  const parsed = docs[index];
  let value = parsed && !parsed.unusable ? parsed.value : undefined;
  let dialect = report.documents[index]?.dialect ?? null;
  if (value === undefined && parsed) value = withoutCursorLine(report, parsed, offset);
  if ((value === undefined || dialect === null) && lastUsable) {
    const old = lastUsable.parsed.documents[index];
    if (old && !old.unusable) {
      value = value ?? old.value;
      dialect = dialect ?? lastUsable.documents[index]?.dialect ?? null;
    }
  }
  if (dialect === null) dialect = detectDialect(value)?.dialect ?? (parsed ? guessDialect(ownText(report, parsed)) : null);
  return {
    index,
    parsed,
    start: parsed?.span.start ?? 0,
    value,
    dialect: dialect ?? 'atdf-2',
    dialectKnown: dialect !== null,
  };
}

/**
 * The text of a document, from its start to the end of its slice of the
 * stream (read from the editor's pieces: no copy of the whole file).
 */
function ownText(report: FileReport, parsed: ParsedDocument): string {
  return report.parsed.text.slice(parsed.span.start, (parsed.extent ?? parsed.span).end);
}

/**
 * The text around `offset` that YAML completion reads: from the start of the
 * document `index` to the end of the slice holding the offset (documents of a
 * stream do not see each other's lines), and where it starts in the file.
 */
export function textAround(report: FileReport, index: number, offset: number): { text: string; base: number } {
  const docs = report.parsed.documents;
  const source = report.parsed.text;
  const doc = docs[index];
  if (!doc) return { text: textOf(source), base: 0 };
  const base = Math.min(doc.span.start, (doc.extent ?? doc.span).start);
  let end = source.length;
  for (let i = index + 1; i < docs.length; i++) {
    const start = (docs[i].extent ?? docs[i].span).start;
    if (start > offset) {
      end = start;
      break;
    }
  }
  return { text: source.slice(base, Math.max(end, offset)), base };
}

/** From the text alone, for a document that does not parse yet (its own text: up to the next `---`). */
function guessDialect(body: string): Dialect | null {
  if (/^["']?tool["']?\s*:/m.test(body)) return 'tool';
  const version = /^["']?schema_version["']?\s*:\s*["']?v?(\d+)/m.exec(body);
  if (version?.[1] === '1') return 'atdf-1';
  if (version?.[1] === '2') return 'atdf-2';
  if (/^["']?(tool_id|id|description|when_to_use|how_to_use)["']?\s*:/m.test(body)) return 'atdf-2';
  return null;
}

/**
 * The document parsed again without the line being typed (`  ti` under a
 * mapping is a syntax error until its colon is typed): usually enough for the
 * rest of the document to parse, so completion knows the tool's own inputs.
 */
function withoutCursorLine(report: FileReport, parsed: ParsedDocument, offset: number): unknown {
  // Offsets relative to the document's own text (read from the editor's pieces, not the whole file).
  const { start, end } = parsed.span;
  if (offset < start || offset > end) return undefined;
  const text = report.parsed.text.slice(start, end);
  const at = offset - start;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  let lineEnd = text.indexOf('\n', at);
  if (lineEnd === -1) lineEnd = text.length;
  const docText = text.slice(0, lineStart) + text.slice(lineEnd);
  const again = parseFile(docText, report.parsed.language).documents[0];
  return again && !again.unusable ? again.value : undefined;
}
