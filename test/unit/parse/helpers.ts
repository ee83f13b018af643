// Test helpers: read a span back as the text it covers.
import type { ParsedDocument, ParsedFile, Span } from '../../../server/src/core/parse/types';
import type { Locale } from '../../../server/src/core/locale';
import { LineIndex } from '../../../server/src/core/text/line-index';
import type { TextProblem } from '../../../server/src/core/text/problem';
import { problemText } from '../../../server/src/core/text/problem-text';
import { textOf, type SourceText } from '../../../server/src/core/text/source-text';

export const at = (text: string, span: Span | undefined): string | undefined => (span ? text.slice(span.start, span.end) : undefined);

/** pointer -> [key text, value text] for every location of a document. */
export function spansAsText(file: ParsedFile, doc: ParsedDocument): Record<string, [string | undefined, string]> {
  const out: Record<string, [string | undefined, string]> = {};
  for (const [p, l] of doc.locations) out[p] = [at(textOf(file.text), l.key), at(textOf(file.text), l.value)!];
  return out;
}

/** A problem's message as a user reads it (in English unless told), with the lines of `text`. */
export function messageOf(problem: TextProblem, text: SourceText, locale: Locale = 'en'): string {
  return problemText(problem, locale, new LineIndex(text));
}
