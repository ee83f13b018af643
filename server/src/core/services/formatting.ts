// Document and range formatting. JSON is formatted as VS Code's JSON
// formatter does it (jsonc-parser's `format`, the library VS Code uses);
// YAML is re-indented only (yaml-reindent.ts), which keeps everything else as
// written. A document that does not parse is left alone: its value is not
// known, so no edit could be checked to keep it.
import { format } from 'jsonc-parser';
import type { OffsetEdit } from '../edit/text-edit';
import type { ParsedFile, Span } from '../parse/types';
import { textOf } from '../text/source-text';
import { reindentYaml } from './yaml-reindent';

export interface FormatOptions {
  /** Spaces per indentation level (YAML always indents with spaces: the YAML spec forbids tabs there). */
  tabSize: number;
  /** JSON only: false indents with tabs. */
  insertSpaces: boolean;
  /** JSON only: end the text with a line break. */
  insertFinalNewline?: boolean;
}

/** Edits that format the file (only the lines that start in `range`, when given). */
export function formatEdits(parsed: ParsedFile, options: FormatOptions, range?: Span): OffsetEdit[] {
  const tabSize = Math.min(Math.max(1, Math.floor(options.tabSize) || 2), 16);
  if (parsed.language === 'yaml') return reindentYaml(parsed, tabSize, range);
  const doc = parsed.documents[0];
  if (!doc || doc.unusable) return [];
  const text = textOf(parsed.text);
  const edits = format(text, range && { offset: range.start, length: range.end - range.start }, {
    tabSize,
    insertSpaces: options.insertSpaces,
    insertFinalNewline: options.insertFinalNewline ?? false,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
    keepLines: false,
  });
  return edits.map((e) => ({ start: e.offset, end: e.offset + e.length, newText: e.content }));
}
