// Which declared failure (ATDF `how_to_use.outputs.failure`: a code and a
// description) fits a problem of a call's arguments, so that a model reads
// the tool's own vocabulary (`invalid_range`, `not_a_number`) beside the
// pointer. A failure fits when its code or description names the argument
// concerned (the pointer's first member, e.g. "start_date" or "start date";
// not a name under 3 characters: "a" or "to" are words, as in `not_a_number`),
// or uses a word of the kind of problem ("missing" for `required`, "number"
// for an expected number, "range" for a bound...). The one naming the argument
// wins; then the one with more such words; then the one declared first. None
// fits: no code (a guess the file does not support would mislead the model).
import type { ToolFailure } from '../export/tool-model';
import { splitPointer } from '../pointer';

const MISSING = ['missing', 'required', 'absent', 'empty', 'omitted', 'falta', 'faltante', 'obligatorio', 'ausente'];
const INVALID = ['invalid', 'malformed', 'wrong', 'bad', 'inválido', 'invalido', 'inválida', 'invalida'];
const RANGE = ['range', 'limit', 'exceeds', 'too', 'large', 'small', 'long', 'short', 'minimum', 'maximum', 'bounds', 'rango'];

/** Words of the kind of problem a keyword reports (besides the expected type names, added for `type`). */
const KEYWORD_WORDS: Record<string, readonly string[]> = {
  required: MISSING,
  dependentRequired: MISSING,
  dependencies: MISSING,
  type: [...INVALID, 'type'],
  enum: [...INVALID, 'unknown', 'unsupported', 'allowed'],
  const: [...INVALID, 'unknown', 'unsupported', 'allowed'],
  pattern: [...INVALID, 'format', 'pattern'],
  format: [...INVALID, 'format'],
  minimum: RANGE,
  maximum: RANGE,
  exclusiveMinimum: RANGE,
  exclusiveMaximum: RANGE,
  minLength: RANGE,
  maxLength: RANGE,
  minItems: RANGE,
  maxItems: RANGE,
  minProperties: RANGE,
  maxProperties: RANGE,
  multipleOf: [...INVALID, 'multiple'],
  additionalProperties: ['unknown', 'unexpected', 'extra', 'unsupported'],
  unevaluatedProperties: ['unknown', 'unexpected', 'extra', 'unsupported'],
  uniqueItems: ['duplicate', 'duplicated', 'unique', 'repeated'],
};

/** The lower-case words of a text: split at anything but letters and digits, and at camelCase humps. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

interface IndexedFailure {
  code: string;
  words: ReadonlySet<string>;
  /** The code's words and the description's, lower case, each joined by single spaces (to find a multi-word argument name). */
  codePhrase: string;
  descriptionPhrase: string;
}

const phraseOf = (words: readonly string[]) => ` ${words.join(' ')} `;

/** Argument names this short are never taken as named: they are words too ("a", "to", "id"...). */
const SHORT_NAME = 3;

/** Finds the fitting failure code of (keyword, argument) pairs; answers are kept, since a model repeats its mistakes. */
export class FailureCodes {
  private readonly failures: IndexedFailure[];
  private readonly fits = new Map<string, string | null>();

  constructor(failures: readonly ToolFailure[]) {
    this.failures = failures
      .filter((f) => f.code !== '')
      .map((f) => {
        const codeWords = wordsOf(f.code);
        const descriptionWords = wordsOf(f.description ?? '');
        return {
          code: f.code,
          words: new Set([...codeWords, ...descriptionWords]),
          codePhrase: phraseOf(codeWords),
          descriptionPhrase: phraseOf(descriptionWords),
        };
      });
  }

  get empty(): boolean {
    return this.failures.length === 0;
  }

  /** The code fitting a problem `keyword` at `pointer` (expected types for `type`), or undefined. */
  fit(pointer: string, keyword: string, expected?: unknown): string | undefined {
    if (this.failures.length === 0) return undefined;
    const argument = pointer === '' ? '' : (splitPointer(pointer)[0] ?? '');
    const typeWords = keyword === 'type' && Array.isArray(expected) ? expected.filter((t) => typeof t === 'string').join(',') : '';
    const key = `${keyword}\u0000${argument}\u0000${typeWords}`;
    const known = this.fits.get(key);
    if (known !== undefined) return known ?? undefined;
    const found = this.choose(argument, keyword, typeWords);
    if (this.fits.size < 1000) this.fits.set(key, found ?? null);
    return found;
  }

  private choose(argument: string, keyword: string, typeWords: string): string | undefined {
    const kindWords = [...(KEYWORD_WORDS[keyword] ?? INVALID), ...wordsOf(typeWords)];
    const argumentWords = wordsOf(argument);
    const argumentPhrase = argumentWords.length === 0 ? '' : phraseOf(argumentWords);
    const named = argument.length >= SHORT_NAME;
    let best: string | undefined;
    let bestScore = 0;
    for (const failure of this.failures) {
      const namesArgument =
        named &&
        argumentPhrase !== '' &&
        (failure.codePhrase.includes(argumentPhrase) || failure.descriptionPhrase.includes(argumentPhrase));
      let matched = 0;
      for (const word of kindWords) if (failure.words.has(word)) matched++;
      const score = (namesArgument ? 100 : 0) + matched;
      if (score > bestScore) {
        best = failure.code;
        bestScore = score;
      }
    }
    return best;
  }
}
