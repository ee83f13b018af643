// What a description says about its tool:
//   quality/short-description          fewer than 3 words: too short to say what the tool does
//   quality/description-repeats-name   only the words of the name ("get_weather": "Gets the weather.")
//   quality/long-description           more than LONG_DESCRIPTION_TOKENS tokens, paid on every request
// The model picks a tool from its description; these say too little, or cost too much.
import type { LintContext } from '../context';
import { approximateTokens, type TokenCounter } from '../tokens';
import { firstWords, nameWords, sameWord } from '../words';

export const SHORT_DESCRIPTION = 'quality/short-description';
export const DESCRIPTION_REPEATS_NAME = 'quality/description-repeats-name';
export const LONG_DESCRIPTION = 'quality/long-description';

/** Fewer words than this say too little. */
export const MIN_DESCRIPTION_WORDS = 3;
/** More tokens than this (about 2,000 characters with the approximate counter) is a very long description. */
export const LONG_DESCRIPTION_TOKENS = 500;

/** Words that add nothing to a name ("the", "tool", "this"...). */
const FILLER = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'tool',
  'function',
  'of',
  'for',
  'to',
  'and',
  'or',
  'it',
  'its',
  'with',
  'from',
  'in',
  'on',
  'by',
  'is',
  'will',
  'given',
  'specified',
  'mcp',
]);

export function checkDescription(ctx: LintContext, countTokens: TokenCounter = approximateTokens): void {
  const { description, name } = ctx.view;
  // A missing or empty description is already an error of the schema.
  if (!description || description.value === '') return;
  const span = () => ctx.valueSpan(description.pointer);
  // Enough words to tell a short description and a name repeated in at most 6 words, not all of a long text.
  const words = firstWords(description.value, 20);
  const nameOnly = name ? nameWords(name.value) : [];
  const content = words.filter((w) => !FILLER.has(w));
  if (nameOnly.length > 0 && content.length > 0 && content.length <= 6 && content.every((w) => nameOnly.some((n) => sameWord(w, n)))) {
    ctx.report(DESCRIPTION_REPEATS_NAME, description.pointer, span(), { name: name!.value });
  } else if (words.length < MIN_DESCRIPTION_WORDS) {
    ctx.report(SHORT_DESCRIPTION, description.pointer, span(), { words: words.length, min: MIN_DESCRIPTION_WORDS });
  }
  const tokens = countTokens(description.value);
  if (tokens > LONG_DESCRIPTION_TOKENS) ctx.report(LONG_DESCRIPTION, description.pointer, span(), { tokens, max: LONG_DESCRIPTION_TOKENS });
}
