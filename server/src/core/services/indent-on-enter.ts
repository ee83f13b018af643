// On-type formatting after Enter: the indentation the new line should have,
// read from the lines above it (no parse: the text being typed rarely parses).
// YAML: one tabSize right of a key that opens a block (`inputs:`, `- goal:`,
// a block scalar header `|`), at the sibling keys' column after `key: value`
// (also inside a list item), the next item's dash after `- value`, and the
// previous line's indentation inside a block scalar's text. YAML always
// indents with spaces. JSON: one level right after `{` or `[`, one level left
// on a line that starts with `}` or `]`, else as the line above, with tabs when
// the editor says so.
import type { FormatOptions } from './formatting';
import type { Language } from '../types';

/** Replaces columns `[0, end)` of `line` (its leading whitespace) with `newText`. */
export interface IndentEdit {
  line: number;
  end: number;
  newText: string;
}

/** How far up a block scalar's header is looked for (a longer block keeps the previous line's indentation). */
const MAX_LOOKBACK = 2000;

/**
 * The edit that indents `line` (just made by Enter), or undefined when its
 * indentation is already right or there is nothing above it to go by.
 * `lineAt` gives a line's text without its line break (undefined past the end).
 */
export function indentOnEnter(
  lineAt: (line: number) => string | undefined,
  line: number,
  language: Language,
  options: FormatOptions,
): IndentEdit | undefined {
  const current = lineAt(line);
  if (current === undefined) return undefined;
  const tabSize = Math.min(Math.max(1, Math.floor(options.tabSize) || 2), 16);
  let above = line - 1;
  while (above >= 0 && (lineAt(above) ?? '').trim() === '') above--;
  if (above < 0) return undefined;
  const indent =
    language === 'yaml'
      ? ' '.repeat(yamlIndent(lineAt, above, tabSize))
      : jsonIndent(lineAt(above)!, current.trimStart(), tabSize, options.insertSpaces);
  const end = current.length - current.trimStart().length;
  return current.slice(0, end) === indent ? undefined : { line, end, newText: indent };
}

const leading = (text: string) => text.length - text.trimStart().length;

/** `key:` with no value (or only a comment), `- key:`, `key: |` / `>-`... : the value is a block on the next lines. */
const OPENS_BLOCK = /^(?:- +)*(?:[^\s#'"][^#]*?|"[^"]*"|'[^']*'):(?:\s+[|>][-+0-9]*)?\s*(?:#.*)?$/;
const BLOCK_SCALAR = /:\s+[|>][-+0-9]*\s*(?:#.*)?$|^-\s+[|>][-+0-9]*\s*(?:#.*)?$/;
/** A flow collection left open at the end of the line (`tags: [files,`). */
const OPEN_FLOW = /[[{]\s*(?:#.*)?$/;
const KEY_VALUE = /^(?:[^\s#'"-][^:#]*|"[^"]*"|'[^']*'):\s/;

function yamlIndent(lineAt: (line: number) => string | undefined, above: number, tabSize: number): number {
  const text = lineAt(above)!;
  const column = leading(text);
  const content = text.trimStart();
  const header = blockScalarAbove(lineAt, above);
  if (header !== undefined && header !== above) return column; // inside a block scalar's text: as the line above
  // After `- ` (possibly `- - `): the item's content column.
  const dashes = /^(?:-(?: +|$))+/.exec(content)?.[0] ?? '';
  const itemColumn = column + dashes.length;
  const rest = content.slice(dashes.length);
  if (dashes && rest === '') return itemColumn + (dashes.endsWith(' ') ? 0 : 1);
  if (OPENS_BLOCK.test(content) || BLOCK_SCALAR.test(content) || OPEN_FLOW.test(content)) return itemColumn + tabSize;
  if (dashes) return KEY_VALUE.test(rest) ? itemColumn : column; // a mapping item goes on; a scalar item: the next dash
  return column;
}

/**
 * The line of the block scalar header (`key: |`) whose text holds line `at` (or which is line `at`), if any: going
 * up, the first line less indented than all below it that is a header; a column-0 line that is not one ends the search.
 */
function blockScalarAbove(lineAt: (line: number) => string | undefined, at: number): number | undefined {
  let below = Infinity; // the smallest indentation from the candidate down to `at`
  for (let i = at; i >= 0 && at - i <= MAX_LOOKBACK; i--) {
    const text = lineAt(i)!;
    if (text.trim() === '' || text.trimStart().startsWith('#')) continue;
    const column = leading(text);
    if (column >= below) continue;
    if (BLOCK_SCALAR.test(text.trimStart())) return i;
    if (column === 0) return undefined;
    below = column;
  }
  return undefined;
}

function jsonIndent(above: string, current: string, tabSize: number, insertSpaces: boolean): string {
  const width = widthOf(above.slice(0, leading(above)), tabSize);
  const trimmed = above.trimEnd();
  const opens = trimmed.endsWith('{') || trimmed.endsWith('[');
  const closes = current.startsWith('}') || current.startsWith(']');
  const wanted = Math.max(0, width + (opens ? tabSize : 0) - (closes && !opens ? tabSize : 0));
  return insertSpaces ? ' '.repeat(wanted) : '\t'.repeat(Math.floor(wanted / tabSize)) + ' '.repeat(wanted % tabSize);
}

/** Columns of leading whitespace, a tab counting up to the next multiple of tabSize. */
function widthOf(whitespace: string, tabSize: number): number {
  let width = 0;
  for (const c of whitespace) width = c === '\t' ? width - (width % tabSize) + tabSize : width + 1;
  return width;
}
