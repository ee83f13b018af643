// What every message catalog of the validator is made of: the message ids,
// their arguments, and the small renderings they share (value lists, type
// lists, "did you mean"). Catalogs (messages-en/es/pt.ts) only phrase.
import { preview } from './json';

export interface MessageArgs {
  expected?: unknown;
  got?: unknown;
  limit?: number | string;
  count?: number | string;
  name?: string;
  names?: readonly string[];
  /** `names` rendered, when the caller has it ready (bounded: see messages.ts). */
  namesText?: string;
  /** The rendering of `expected` (a list for `enum`, a value for `const`), when the caller has it ready. */
  expectedText?: string;
  keyword?: string;
  suggestion?: string;
  /** requiredUndeclared: additionalProperties is false beside it. */
  closed?: string;
  detail?: string;
  index?: number | string;
  other?: number;
}

export type MessageId =
  | 'type'
  | 'required'
  | 'additionalProperties'
  | 'falseSchema'
  | 'enum'
  | 'enumEmpty'
  | 'const'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'multipleOf'
  | 'minItems'
  | 'maxItems'
  | 'uniqueItems'
  | 'minProperties'
  | 'maxProperties'
  | 'format'
  | 'tooDeep'
  | 'refStepsExceeded'
  | 'manyValues'
  | 'manyNames'
  // unions and the other applicators
  | 'unionNone'
  | 'unionClosest'
  | 'oneOfMany'
  | 'reasonDiscriminator'
  | 'reasonType'
  | 'reasonFewest'
  | 'moreErrors'
  | 'moreAlternatives'
  | 'not'
  | 'becauseThen'
  | 'becauseElse'
  | 'ifMatches'
  | 'ifFails'
  | 'condIs'
  | 'condIsNot'
  | 'condPresent'
  | 'condAbsent'
  | 'dependentRequired'
  | 'becausePresent'
  | 'propertyName'
  | 'containsMin'
  | 'containsMax'
  | 'itemNotAllowed'
  | 'unevaluatedProperty'
  | 'unevaluatedItem'
  // schema issues
  | 'unknownType'
  | 'typeNotName'
  | 'duplicateType'
  | 'notSchema'
  | 'mustBeObjectOfSchemas'
  | 'mustBeArrayOfSchemas'
  | 'requiredNotArray'
  | 'requiredDuplicate'
  | 'requiredUndeclared'
  | 'enumNotArray'
  | 'notNonNegativeInteger'
  | 'notNumber'
  | 'notPositive'
  | 'exclusiveBoolean'
  | 'notBoolean'
  | 'notString'
  | 'notAnchor'
  | 'badRegex'
  | 'patternTooCostly'
  | 'patternTooCostlyValue'
  | 'unresolvedRef'
  | 'refNotSchema'
  | 'refCycle'
  | 'unregisteredRef'
  | 'unknownKeyword'
  | 'otherDraft'
  | 'draft07Form'
  | 'itemsArray'
  | 'additionalItemsIgnored'
  | 'ignoredBesideRef'
  | 'schemaMapped'
  | 'schemaUnknown'
  | 'vocabularyUnknown'
  | 'schemaTooDeep'
  | 'schemaTooLarge';

export type Catalog = Record<MessageId, (a: MessageArgs) => string>;

/** Values as listed in messages (each one short). */
export const list = (values: readonly unknown[] | undefined) => (values ?? []).map((v) => preview(v, 40)).join(', ');
export const names = (values: readonly string[] | undefined) => (values ?? []).join(', ');
export const typeList = (e: unknown) => (Array.isArray(e) ? e.join(' | ') : String(e));
export const mean = (s: string | undefined, word: string) => (s ? `; ${word} "${s}"?` : '');
