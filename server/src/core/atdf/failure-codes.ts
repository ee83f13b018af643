// ATDF 2.x failure codes: the `code`s of `how_to_use.outputs.failure`, and
// whether a text names one. An example expects a failure when its
// `expected_result` names a declared code as a whole word; validate (an
// example marked invalid_input must) and `atdf test` (what it expects) read
// it the same way from here.
import { isObject } from '../json-value';

export function failureCodes(doc: Record<string, unknown>): string[] {
  const howToUse = isObject(doc.how_to_use) ? doc.how_to_use : {};
  const outputs = isObject(howToUse.outputs) ? howToUse.outputs : {};
  const failure = Array.isArray(outputs.failure) ? outputs.failure : [];
  return failure.flatMap((f) => (isObject(f) && typeof f.code === 'string' && f.code !== '' ? [f.code] : []));
}

/** Whether `text` holds `word` not glued to other word characters (`invalid_range`, not `invalid_range_2`). */
export function namesWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = at === 0 ? '' : text[at - 1];
    const after = text[at + word.length] ?? '';
    if (!/[\w-]/.test(before) && !/[\w-]/.test(after)) return true;
  }
  return false;
}

/** The first declared failure code that `text` names, if any. */
export function namedFailureCode(text: unknown, codes: string[]): string | undefined {
  return typeof text === 'string' ? codes.find((code) => namesWord(text, code)) : undefined;
}
