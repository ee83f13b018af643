// A NUL character (U+0000) is valid in neither YAML nor ATDF text, yet the
// yaml package reads it silently as part of a scalar. The CLI sees bytes, the
// language server sees the editor's text: reporting it here, per document,
// gives both the same message, and it follows its document through
// incremental reuse like any other parse problem (the message names the
// NUL's line:column, read from its span when the message is made).
import type { ParseProblem } from './types';

export const NUL_CODE = 'text/nul';

/**
 * An error at the first NUL of `slice` (which starts at offset `base` of the
 * file), or undefined. Only the first: a binary file would otherwise flood the
 * editor with one error per NUL.
 */
export function nulProblem(slice: string, base: number): ParseProblem | undefined {
  const at = slice.indexOf('\u0000');
  if (at < 0) return undefined;
  const offset = base + at;
  // The repair removes this one: the next one, if any, is reported after it.
  const repair = { offset: 0, length: 1, insert: '' };
  return { severity: 'error', code: NUL_CODE, pointer: '', span: { start: offset, end: offset + 1 }, message: { id: 'text.nul' }, repair };
}
