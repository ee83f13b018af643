// A NUL character (U+0000) is valid in neither YAML nor ATDF text, yet the
// yaml package reads it silently as part of a scalar. The CLI sees bytes, the
// language server sees the editor's text: reporting it here, per document,
// gives both the same message, and it follows its document through
// incremental reuse like any other parse problem.
import type { ParseProblem } from './types';

export const NUL_CODE = 'text/nul';

/** `line` and `column` are 0-based; the message shows them 1-based, as editors do. */
export function nulMessage(line: number, column: number): string {
  return `This document contains a NUL character (U+0000) at ${line + 1}:${column + 1}: is this a binary file? ATDF files are UTF-8 text; remove the character.`;
}

/** The same message for a document that moved (reuse.ts): the column is unchanged, the line is new. */
export function movedNulMessage(message: string, line: number): string {
  return message.replace(/at \d+:(\d+):/, (_, column: string) => `at ${line + 1}:${column}:`);
}

/**
 * An error at the first NUL of `slice` (which starts at offset `base` of the
 * file), or undefined. Only the first: a binary file would otherwise flood the
 * editor with one error per NUL.
 */
export function nulProblem(slice: string, base: number, lineOf: (offset: number) => number): ParseProblem | undefined {
  const at = slice.indexOf('\u0000');
  if (at < 0) return undefined;
  let lineStart = at;
  while (lineStart > 0 && slice.charCodeAt(lineStart - 1) !== 10 && slice.charCodeAt(lineStart - 1) !== 13) lineStart--;
  // Slices start at a line start, so the column within the slice is the column in the file.
  const offset = base + at;
  return {
    severity: 'error',
    code: NUL_CODE,
    pointer: '',
    span: { start: offset, end: offset + 1 },
    message: nulMessage(lineOf(offset), at - lineStart),
  };
}
