// The fix of config/unused-suppression: delete the `# atdf-disable...` comment
// (its whole line when nothing else is on it, else the comment from the space
// before its `#` to the end of the line, a reason after ` --` included), or,
// when only one rule id of several is unused, that id and its comma.
import type { OffsetEdit } from '../edit/text-edit';
import { lineIndexOf } from '../parse/index';
import type { ParsedFile } from '../parse/types';
import { textOf } from '../text/source-text';
import type { Diagnostic, Range } from '../types';

export interface SuppressionRemoval {
  /** What goes: the directive or the rule id, as written. */
  text: string;
  edit: OffsetEdit;
}

export function suppressionRemoval(parsed: ParsedFile, d: Diagnostic): SuppressionRemoval | undefined {
  const data = d.data ?? {};
  const lines = lineIndexOf(parsed);
  const text = textOf(parsed.text);
  const span = (r: Range) => ({ start: lines.offsetAt(r.start), end: lines.offsetAt(r.end) });
  if (data.removes === 'rule') {
    const { start, end } = span(d.range);
    const after = /^\s*,\s*/.exec(text.slice(end, end + 64))?.[0];
    if (after !== undefined) return { text: text.slice(start, end), edit: { start, end: end + after.length, newText: '' } };
    const before = /,\s*$/.exec(text.slice(Math.max(0, start - 64), start))?.[0];
    if (before === undefined) return undefined;
    return { text: text.slice(start, end), edit: { start: start - before.length, end, newText: '' } };
  }
  if (data.removes !== 'comment' || typeof data.comment !== 'object' || data.comment === null) return undefined;
  const directive = span(data.comment as Range);
  const hash = text.lastIndexOf('#', directive.start);
  const lineStart = text.lastIndexOf('\n', hash) + 1;
  if (hash < lineStart) return undefined;
  const newline = text.indexOf('\n', directive.end);
  const lineEnd = newline < 0 ? text.length : newline;
  const contentEnd = text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd;
  const before = text.slice(lineStart, hash);
  const edit =
    before.trim() === ''
      ? { start: lineStart, end: newline < 0 ? lineEnd : newline + 1, newText: '' }
      : { start: lineStart + before.trimEnd().length, end: contentEnd, newText: '' };
  return { text: text.slice(directive.start, directive.end), edit };
}
