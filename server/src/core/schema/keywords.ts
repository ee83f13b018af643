// Every keyword the compiler applies, and the module that compiles it.
import type { KeywordHandler } from './schema-build';
import { VALUE_KEYWORDS } from './keywords-value';
import { OBJECT_KEYWORDS } from './keywords-object';
import { ARRAY_KEYWORDS } from './keywords-array';
import { APPLICATOR_KEYWORDS } from './keywords-applicator';
import { CORE_KEYWORDS } from './keywords-core';

/** Keyword -> handler, one lookup per keyword of every schema compiled. */
export const KEYWORD_HANDLERS: ReadonlyMap<string, KeywordHandler> = new Map([
  ...VALUE_KEYWORDS,
  ...OBJECT_KEYWORDS,
  ...ARRAY_KEYWORDS,
  ...APPLICATOR_KEYWORDS,
  ...CORE_KEYWORDS,
]);
