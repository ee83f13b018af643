// The keywords of JSON Schema, by draft and by vocabulary: which ones a schema
// of 2020-12 or draft-07 applies, which ones hold subschemas (and how), and
// which ones belong to another draft. Anything else is an unknown keyword
// (most often a typo such as `requird`), reported with a suggestion.

/** The two drafts the validator implements (older and newer ones map to the nearest). */
export type Draft = '2020-12' | 'draft-07';

/** The 2020-12 vocabularies (draft-07 has none: all its keywords are on). */
export type Vocabulary = 'core' | 'applicator' | 'unevaluated' | 'validation' | 'meta-data' | 'format' | 'content';

/**
 * How a keyword holds subschemas: one schema, a map of names to schemas, an
 * array of schemas, `items` (a schema, or an array of them in draft-07), or
 * `dependencies` (a map of names to a schema or to an array of names).
 */
export type SubschemaShape = 'schema' | 'map' | 'array' | 'items' | 'dependencies';

const V = (vocabulary: Vocabulary, keywords: string[]): [string, Vocabulary][] => keywords.map((k) => [k, vocabulary]);

/** Every 2020-12 keyword and its vocabulary. */
const KEYWORDS_2020 = new Map<string, Vocabulary>([
  ...V('core', ['$id', '$schema', '$ref', '$anchor', '$dynamicRef', '$dynamicAnchor', '$vocabulary', '$comment', '$defs']),
  ...V('applicator', [
    'prefixItems',
    'items',
    'contains',
    'additionalProperties',
    'properties',
    'patternProperties',
    'dependentSchemas',
    'propertyNames',
    'if',
    'then',
    'else',
    'allOf',
    'anyOf',
    'oneOf',
    'not',
  ]),
  ...V('unevaluated', ['unevaluatedItems', 'unevaluatedProperties']),
  ...V('validation', [
    'type',
    'const',
    'enum',
    'multipleOf',
    'maximum',
    'exclusiveMaximum',
    'minimum',
    'exclusiveMinimum',
    'maxLength',
    'minLength',
    'pattern',
    'maxItems',
    'minItems',
    'uniqueItems',
    'maxContains',
    'minContains',
    'maxProperties',
    'minProperties',
    'required',
    'dependentRequired',
  ]),
  ...V('meta-data', ['title', 'description', 'default', 'deprecated', 'readOnly', 'writeOnly', 'examples']),
  ...V('format', ['format']),
  ...V('content', ['contentEncoding', 'contentMediaType', 'contentSchema']),
  // The draft-07 forms 2020-12 replaced: still checked in a 2020-12 schema (real schemas mix them), with a hint.
  ...V('applicator', ['additionalItems', 'dependencies']),
  ...V('core', ['definitions']),
]);

/** The draft-07 forms that a 2020-12 schema may still use (checked, with a hint to the 2020-12 form). */
export const DRAFT_07_FORMS: ReadonlyMap<string, string> = new Map([
  ['additionalItems', 'items (after prefixItems)'],
  ['dependencies', 'dependentRequired / dependentSchemas'],
]);

/** Every draft-07 keyword. */
const KEYWORDS_07 = new Set([
  '$id',
  '$schema',
  '$ref',
  '$comment',
  'definitions',
  'title',
  'description',
  'default',
  'readOnly',
  'writeOnly',
  'examples',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'additionalItems',
  'items',
  'maxItems',
  'minItems',
  'uniqueItems',
  'contains',
  'maxProperties',
  'minProperties',
  'required',
  'additionalProperties',
  'properties',
  'patternProperties',
  'dependencies',
  'propertyNames',
  'const',
  'enum',
  'type',
  'format',
  'contentMediaType',
  'contentEncoding',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  // Not draft-07, but a container of definitions written by many draft-07 schemas: `#/$defs/x` works by pointer.
  '$defs',
]);

/** Keywords of 2019-09 that neither 2020-12 nor draft-07 has. */
const KEYWORDS_2019_ONLY = new Set(['$recursiveRef', '$recursiveAnchor']);

export const SUBSCHEMA_SHAPES: ReadonlyMap<string, SubschemaShape> = new Map<string, SubschemaShape>([
  ['properties', 'map'],
  ['patternProperties', 'map'],
  ['$defs', 'map'],
  ['definitions', 'map'],
  ['dependentSchemas', 'map'],
  ['additionalProperties', 'schema'],
  ['propertyNames', 'schema'],
  ['unevaluatedProperties', 'schema'],
  ['unevaluatedItems', 'schema'],
  ['additionalItems', 'schema'],
  ['contains', 'schema'],
  ['not', 'schema'],
  ['if', 'schema'],
  ['then', 'schema'],
  ['else', 'schema'],
  ['contentSchema', 'schema'],
  ['allOf', 'array'],
  ['anyOf', 'array'],
  ['oneOf', 'array'],
  ['prefixItems', 'array'],
  ['items', 'items'],
  ['dependencies', 'dependencies'],
]);

export type KeywordStatus =
  /** Applied (in 2020-12: when its vocabulary is on). */
  | { kind: 'known'; vocabulary: Vocabulary }
  /** A keyword of the other draft (or of 2019-09): no effect in this one. */
  | { kind: 'other-draft'; draft: string }
  | { kind: 'unknown' };

const UNKNOWN: KeywordStatus = { kind: 'unknown' };

/** Every keyword's status per draft, made once (compiling asks it for every keyword of every schema). */
function statuses(draft: Draft): Map<string, KeywordStatus> {
  const out = new Map<string, KeywordStatus>();
  for (const k of KEYWORDS_2019_ONLY) out.set(k, { kind: 'other-draft', draft: '2019-09' });
  if (draft === 'draft-07') {
    const known: KeywordStatus = { kind: 'known', vocabulary: 'applicator' };
    const other: KeywordStatus = { kind: 'other-draft', draft: '2020-12' };
    for (const k of KEYWORDS_2020.keys()) out.set(k, other);
    for (const k of KEYWORDS_07) out.set(k, known);
  } else {
    const byVocabulary = new Map<Vocabulary, KeywordStatus>();
    for (const [k, vocabulary] of KEYWORDS_2020) {
      if (!byVocabulary.has(vocabulary)) byVocabulary.set(vocabulary, { kind: 'known', vocabulary });
      out.set(k, byVocabulary.get(vocabulary)!);
    }
  }
  return out;
}

const STATUS: Record<Draft, Map<string, KeywordStatus>> = { '2020-12': statuses('2020-12'), 'draft-07': statuses('draft-07') };

export function keywordStatus(draft: Draft, keyword: string): KeywordStatus {
  return STATUS[draft].get(keyword) ?? UNKNOWN;
}

/** Where a keyword's value holds subschemas in `draft` (undefined: it holds data, or is not a keyword there). */
export function subschemaShape(draft: Draft, keyword: string): SubschemaShape | undefined {
  if (draft === 'draft-07' && !KEYWORDS_07.has(keyword)) return undefined;
  return SUBSCHEMA_SHAPES.get(keyword);
}

/** Accepted and never applied: they never change validity (for completion and the not-checked rules). */
export const ANNOTATION_KEYWORDS: ReadonlySet<string> = new Set([
  ...[...KEYWORDS_2020].filter(([, v]) => v === 'meta-data' || v === 'content').map(([k]) => k),
  '$schema',
  '$id',
  '$comment',
  '$vocabulary',
]);

/** The keywords that check something (for completion): every 2020-12 keyword that is not an annotation. */
export const CHECKED_KEYWORDS: ReadonlySet<string> = new Set([...KEYWORDS_2020.keys()].filter((k) => !ANNOTATION_KEYWORDS.has(k)));

const ALL_KEYWORDS = [...KEYWORDS_2020.keys(), ...KEYWORDS_2019_ONLY];

export const TYPE_NAMES = ['null', 'boolean', 'object', 'array', 'number', 'string', 'integer'] as const;
export type TypeName = (typeof TYPE_NAMES)[number];

/** Levenshtein distance, capped: returns max+1 as soon as it is certain to exceed `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(b.length + 1);
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (cur[j] < rowMin) rowMin = cur[j];
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}

/** The closest candidate within `max` edits (case differences count as one), or undefined. */
export function closest(word: string, candidates: Iterable<string>, max = 2): string | undefined {
  let best: string | undefined;
  let bestDistance = max + 1;
  const lower = word.toLowerCase();
  for (const c of candidates) {
    const d = c.toLowerCase() === lower ? 0.5 : editDistance(lower, c.toLowerCase(), max);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

export function suggestKeyword(word: string): string | undefined {
  return closest(word, ALL_KEYWORDS, 2);
}

/** Common spellings of type names from other languages (`str`, `int`, `bool`...). */
const TYPE_ALIASES = new Map<string, TypeName>([
  ['str', 'string'],
  ['text', 'string'],
  ['int', 'integer'],
  ['long', 'integer'],
  ['float', 'number'],
  ['double', 'number'],
  ['bool', 'boolean'],
  ['dict', 'object'],
  ['map', 'object'],
  ['list', 'array'],
  ['none', 'null'],
]);

export function suggestType(word: string): TypeName | undefined {
  const alias = TYPE_ALIASES.get(word.toLowerCase());
  if (alias) return alias;
  return closest(word, TYPE_NAMES, 2) as TypeName | undefined;
}
