// Which keywords the subset checks, which it knows but ignores (annotations),
// and which belong to JSON Schema but are outside the subset ("not checked").
// Anything else is an unknown keyword (most often a typo such as `requird`).

export const CHECKED_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'enum',
  'const',
  'minLength',
  'maxLength',
  'pattern',
  'items',
  'additionalProperties',
  '$ref',
  '$defs',
  'definitions',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'format',
]);

/** Accepted and ignored: they never change validity. */
export const ANNOTATION_KEYWORDS = new Set([
  'title',
  'description',
  'default',
  'examples',
  '$schema',
  '$id',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$vocabulary',
  'contentEncoding',
  'contentMediaType',
]);

/** Part of JSON Schema (2020-12 or an older draft) but not checked by this validator. */
export const NOT_CHECKED_KEYWORDS = new Set([
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'patternProperties',
  'prefixItems',
  'contains',
  'minContains',
  'maxContains',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'unevaluatedItems',
  'unevaluatedProperties',
  'propertyNames',
  'additionalItems',
  '$dynamicRef',
  '$dynamicAnchor',
  '$anchor',
  '$recursiveRef',
  '$recursiveAnchor',
  'contentSchema',
]);

export const TYPE_NAMES = ['null', 'boolean', 'object', 'array', 'number', 'string', 'integer'] as const;
export type TypeName = (typeof TYPE_NAMES)[number];

const ALL_KEYWORDS = [...CHECKED_KEYWORDS, ...ANNOTATION_KEYWORDS, ...NOT_CHECKED_KEYWORDS];

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
