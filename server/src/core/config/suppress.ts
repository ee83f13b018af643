// Inline suppression in YAML comments:
//   # atdf-disable-next-line RULE_ID[, RULE_ID...]   the next line
//   key: value  # atdf-disable-line RULE_ID           this line
//   # atdf-disable RULE_ID ... # atdf-enable RULE_ID  a region (to the end of the file without an enable)
// No rule id means every rule; text after " --" is a reason, ignored. The
// scope is the file (a region may run across `---`). The comments of a
// document are found when it is validated (validate-file.ts) and kept on its
// DocumentReport, which an incremental validation reuses with the document:
// a keystroke in a 5,000-tool stream scans only the document it changed.
// JSON has no comments, so nothing to find there.
import { lineIndexOf } from '../parse/index';
import type { ParsedDocument } from '../parse/types';
import type { FileReport } from '../report';
import type { SourceText } from '../text/source-text';
import type { Range } from '../types';
import type { DocumentSuppression, SuppressionKind } from './types';

export interface SuppressionComment {
  kind: SuppressionKind;
  /** Index of the YAML document whose text holds the comment. */
  document: number;
  /** The directive as written (`atdf-disable-next-line atdf/name-style`), for messages. */
  text: string;
  /** From `atdf-` to the end of the last rule id. */
  range: Range;
  /** The rule ids named, each with its range; empty means every rule. */
  rules: { id: string; range: Range }[];
}

const NONE: readonly DocumentSuppression[] = Object.freeze([]);

/** Every suppression comment of a validated file, in order, with ranges. */
export function findSuppressions(report: FileReport): SuppressionComment[] {
  const out: SuppressionComment[] = [];
  for (const documentReport of report.documents) {
    const found = documentReport.suppressions;
    if (!found || found.length === 0) continue;
    const doc = report.parsed.documents[documentReport.index];
    const lines = lineIndexOf(report.parsed);
    const base = (doc.extent ?? doc.span).start;
    const range = (start: number, end: number) => lines.range({ start: base + start, end: base + end });
    for (const s of found) {
      const rules = s.rules.map((r) => ({ id: r.id, range: range(r.start, r.end) }));
      out.push({ kind: s.kind, document: doc.index, text: s.text, range: range(s.start, s.end), rules });
    }
  }
  return out;
}

const DIRECTIVE = /atdf-(disable-next-line|disable-line|disable|enable)(?=[ \t\r\n]|$)/y;

/** The `# atdf-...` comments of one YAML document's text (its extent), offsets relative to the extent. */
export function scanSuppressions(text: SourceText, doc: ParsedDocument): readonly DocumentSuppression[] {
  const extent = doc.extent ?? doc.span;
  const slice = text.slice(extent.start, extent.end);
  let at = slice.indexOf('atdf-');
  if (at < 0) return NONE;
  const found: DocumentSuppression[] = [];
  for (; at >= 0; at = slice.indexOf('atdf-', at + 5)) {
    const hash = commentStart(slice, at);
    if (hash < 0) continue;
    DIRECTIVE.lastIndex = at;
    const m = DIRECTIVE.exec(slice);
    if (!m || insideScalar(doc, extent.start + hash)) continue;
    found.push(directive(slice, at, m[1] as SuppressionKind, at + m[0].length));
  }
  return found.length > 0 ? found : NONE;
}

/** The offset of the `#` that starts a comment holding `at` (only spaces between them), or -1. */
function commentStart(slice: string, at: number): number {
  let i = at - 1;
  while (i >= 0 && (slice[i] === ' ' || slice[i] === '\t')) i--;
  if (i < 0 || slice[i] !== '#') return -1;
  // In YAML a `#` starts a comment at the start of a line or after white space.
  const before = i === 0 ? '\n' : slice[i - 1];
  return before === ' ' || before === '\t' || before === '\n' || before === '\r' ? i : -1;
}

/** A `#` inside a quoted or block scalar is text, not a comment. */
function insideScalar(doc: ParsedDocument, offset: number): boolean {
  for (const loc of doc.locations.values()) {
    if (loc.style === undefined && loc.value.start <= offset && offset < loc.value.end) return true;
  }
  return false;
}

function directive(slice: string, start: number, kind: SuppressionKind, afterKeyword: number): DocumentSuppression {
  let lineEnd = slice.indexOf('\n', afterKeyword);
  if (lineEnd < 0) lineEnd = slice.length;
  if (slice[lineEnd - 1] === '\r') lineEnd--;
  const reason = slice.indexOf(' --', afterKeyword);
  const listEnd = reason >= 0 && reason < lineEnd ? reason : lineEnd;
  const rules: DocumentSuppression['rules'] = [];
  const ID = /[^\s,]+/g;
  const list = slice.slice(afterKeyword, listEnd);
  for (let m = ID.exec(list); m; m = ID.exec(list)) {
    rules.push({ id: m[0], start: afterKeyword + m.index, end: afterKeyword + m.index + m[0].length });
  }
  const end = rules.length > 0 ? rules[rules.length - 1].end : afterKeyword;
  return { kind, text: slice.slice(start, end), start, end, rules };
}
