// Inline suppression in YAML comments:
//   # atdf-disable-next-line RULE_ID[, RULE_ID...]   the next line
//   key: value  # atdf-disable-line RULE_ID           this line
//   # atdf-disable RULE_ID ... # atdf-enable RULE_ID  a region (to the end of the file without an enable)
// No rule id means every rule; text after " -- " is a reason, ignored. The
// scope is the file (a region may run across `---`). Found per document and
// cached by the document's value, which an incremental parse shares between
// versions, so a keystroke in a 5,000-tool stream rescans only the documents
// it changed. JSON has no comments, so nothing to find there.
import { lineIndexOf } from '../parse/index';
import type { ParsedDocument, ParsedFile } from '../parse/types';
import type { SourceText } from '../text/source-text';
import type { Range } from '../types';

export type DirectiveKind = 'disable-next-line' | 'disable-line' | 'disable' | 'enable';

export interface SuppressionComment {
  kind: DirectiveKind;
  /** Index of the YAML document whose text holds the comment. */
  document: number;
  /** The directive as written (`atdf-disable-next-line atdf/name-style`), for messages. */
  text: string;
  /** From `atdf-` to the end of the last rule id. */
  range: Range;
  /** The rule ids named, each with its range; empty means every rule. */
  rules: { id: string; range: Range }[];
}

/** A directive found in a document, with offsets relative to the start of the document's extent. */
interface RawDirective {
  kind: DirectiveKind;
  text: string;
  start: number;
  end: number;
  rules: { id: string; start: number; end: number }[];
}

const NONE: readonly RawDirective[] = Object.freeze([]);
const byValue = new WeakMap<object, readonly RawDirective[]>();

/** Every suppression comment of the file, in order. */
export function findSuppressions(parsed: ParsedFile): SuppressionComment[] {
  if (parsed.language !== 'yaml') return [];
  const out: SuppressionComment[] = [];
  for (const doc of parsed.documents) {
    const raw = directivesOf(parsed.text, doc);
    if (raw.length === 0) continue;
    const lines = lineIndexOf(parsed);
    const base = (doc.extent ?? doc.span).start;
    const range = (start: number, end: number) => lines.range({ start: base + start, end: base + end });
    for (const r of raw) {
      const rules = r.rules.map((x) => ({ id: x.id, range: range(x.start, x.end) }));
      out.push({ kind: r.kind, document: doc.index, text: r.text, range: range(r.start, r.end), rules });
    }
  }
  return out;
}

function directivesOf(text: SourceText, doc: ParsedDocument): readonly RawDirective[] {
  const key = typeof doc.value === 'object' && doc.value !== null ? doc.value : undefined;
  const known = key && byValue.get(key);
  if (known) return known;
  const found = scan(text, doc);
  if (key) byValue.set(key, found);
  return found;
}

const DIRECTIVE = /atdf-(disable-next-line|disable-line|disable|enable)(?=[ \t\r\n]|$)/y;

function scan(text: SourceText, doc: ParsedDocument): readonly RawDirective[] {
  const extent = doc.extent ?? doc.span;
  const slice = text.slice(extent.start, extent.end);
  let at = slice.indexOf('atdf-');
  if (at < 0) return NONE;
  const found: RawDirective[] = [];
  for (; at >= 0; at = slice.indexOf('atdf-', at + 5)) {
    const hash = commentStart(slice, at);
    if (hash < 0) continue;
    DIRECTIVE.lastIndex = at;
    const m = DIRECTIVE.exec(slice);
    if (!m || insideScalar(doc, extent.start + hash)) continue;
    found.push(directive(slice, at, m[1] as DirectiveKind, at + m[0].length));
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

function directive(slice: string, start: number, kind: DirectiveKind, afterKeyword: number): RawDirective {
  let lineEnd = slice.indexOf('\n', afterKeyword);
  if (lineEnd < 0) lineEnd = slice.length;
  if (slice[lineEnd - 1] === '\r') lineEnd--;
  const reason = slice.indexOf(' --', afterKeyword);
  const listEnd = reason >= 0 && reason < lineEnd ? reason : lineEnd;
  const rules: RawDirective['rules'] = [];
  const ID = /[^\s,]+/g;
  const list = slice.slice(afterKeyword, listEnd);
  for (let m = ID.exec(list); m; m = ID.exec(list)) {
    rules.push({ id: m[0], start: afterKeyword + m.index, end: afterKeyword + m.index + m[0].length });
  }
  const end = rules.length > 0 ? rules[rules.length - 1].end : afterKeyword;
  return { kind, text: slice.slice(start, end), start, end, rules };
}
