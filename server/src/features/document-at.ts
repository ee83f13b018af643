// Which document of a YAML stream an offset falls in, and the best value we
// have for it: this version's when it parsed, else the last one that did (the
// user is in the middle of typing), so completion and hover keep working.
import { detectDialect } from '../core/atdf/dialect';
import { parseFile } from '../core/parse/index';
import type { ParsedDocument } from '../core/parse/types';
import type { FileReport } from '../core/report';
import type { Dialect } from '../core/types';
import { textOf } from '../core/text/source-text';

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
  let index = 0;
  for (let i = 0; i < docs.length; i++) {
    if (docs[i].span.start <= offset) index = i;
  }
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
  if (dialect === null) dialect = detectDialect(value)?.dialect ?? guessDialect(textOf(report.parsed.text), parsed?.span.start ?? 0);
  return {
    index,
    parsed,
    start: parsed?.span.start ?? 0,
    value,
    dialect: dialect ?? 'atdf-2',
    dialectKnown: dialect !== null,
  };
}

/** From the text alone, for a document that does not parse yet. */
function guessDialect(text: string, start: number): Dialect | null {
  const next = text.slice(start).search(/^---/m);
  const body = text.slice(start, next > 0 ? start + next : undefined);
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
  const text = textOf(report.parsed.text);
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  let lineEnd = text.indexOf('\n', offset);
  if (lineEnd === -1) lineEnd = text.length;
  if (lineStart < parsed.span.start || lineEnd > parsed.span.end) return undefined;
  const docText = text.slice(parsed.span.start, lineStart) + text.slice(lineEnd, parsed.span.end);
  const again = parseFile(docText, report.parsed.language).documents[0];
  return again && !again.unusable ? again.value : undefined;
}
