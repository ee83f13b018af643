// The validator's messages in English. Type and keyword names stay in JSON
// Schema's own spelling.
import { preview } from './json';
import { list, mean, names, typeList, type Catalog } from './message-parts';

export const en: Catalog = {
  type: (a) => `expected ${typeList(a.expected)}, got ${a.got}`,
  required: (a) => `missing required property "${a.name}"`,
  additionalProperties: (a) =>
    a.names && a.names.length
      ? `property "${a.name}" is not allowed here (allowed: ${a.namesText ?? names(a.names)})`
      : `property "${a.name}" is not allowed here (no properties are declared)`,
  falseSchema: () => 'no value is allowed here (the schema is false)',
  enum: (a) => `expected one of ${a.expectedText ?? list(a.expected as unknown[])}, got ${preview(a.got)}`,
  enumEmpty: () => 'no value is allowed here (enum is empty)',
  const: (a) => `expected ${a.expectedText ?? preview(a.expected)}, got ${preview(a.got)}`,
  minLength: (a) => `expected at least ${a.limit} characters, got ${a.count}`,
  maxLength: (a) => `expected at most ${a.limit} characters, got ${a.count}`,
  pattern: (a) => `expected a string matching the pattern ${a.limit}, got ${preview(a.got)}`,
  minimum: (a) => `expected a number >= ${a.limit}, got ${a.got}`,
  maximum: (a) => `expected a number <= ${a.limit}, got ${a.got}`,
  exclusiveMinimum: (a) => `expected a number > ${a.limit}, got ${a.got}`,
  exclusiveMaximum: (a) => `expected a number < ${a.limit}, got ${a.got}`,
  multipleOf: (a) => `expected a multiple of ${a.limit}, got ${a.got}`,
  minItems: (a) => `expected at least ${a.limit} items, got ${a.count}`,
  maxItems: (a) => `expected at most ${a.limit} items, got ${a.count}`,
  uniqueItems: (a) => `item ${a.index} is equal to item ${a.other}; items must be unique`,
  minProperties: (a) => `expected at least ${a.limit} properties, got ${a.count}`,
  maxProperties: (a) => `expected at most ${a.limit} properties, got ${a.count}`,
  format: (a) => `expected format ${a.limit} (${a.detail}), got ${preview(a.got)}`,
  tooDeep: (a) => `nested deeper than ${a.limit} levels; not checked below this point`,
  refStepsExceeded: (a) =>
    `too costly to check: this value needs more than ${a.limit} $ref steps (references to unions of references?); not checked further`,
  manyValues: (a) => `${a.count} allowed values, e.g. ${a.expectedText}, …`,
  manyNames: (a) => `${a.count} names, e.g. ${a.namesText}, …`,
  unionNone: (a) => `matches none of the ${a.count} alternatives of ${a.keyword}: ${a.detail}`,
  unionClosest: (a) =>
    `matches none of the ${a.count} alternatives of ${a.keyword}; #${a.index} fits best (${a.suggestion}), its errors are reported; the others: ${a.detail}`,
  oneOfMany: (a) => `matches ${a.count} alternatives of oneOf (${a.namesText}); exactly one must match`,
  reasonDiscriminator: (a) => `"${a.name}" is ${a.expectedText}`,
  reasonType: (a) => `the only one for a ${a.got}`,
  reasonFewest: (a) => `fewest errors: ${a.count}`,
  moreErrors: (a) => `+${a.count} more`,
  moreAlternatives: (a) => `and ${a.count} more`,
  not: (a) => `expected a value that does not match ${a.expectedText}, got ${preview(a.got)}`,
  becauseThen: (a) => `because ${a.detail} (if/then)`,
  becauseElse: (a) => `because ${a.detail} (if/else)`,
  ifMatches: () => 'the value matches "if"',
  ifFails: () => 'the value does not match "if"',
  condIs: (a) => `"${a.name}" is ${a.expectedText}`,
  condIsNot: (a) => `"${a.name}" is not ${a.expectedText}`,
  condPresent: (a) => `"${a.name}" is present`,
  condAbsent: (a) => `"${a.name}" is absent`,
  dependentRequired: (a) => `missing property "${a.name}", required when "${a.detail}" is present`,
  becausePresent: (a) => `because "${a.name}" is present (dependentSchemas)`,
  propertyName: (a) => `property name "${a.name}": ${a.detail}`,
  containsMin: (a) => `expected at least ${a.limit} item${a.limit === 1 ? '' : 's'} matching "contains", got ${a.count}`,
  containsMax: (a) => `expected at most ${a.limit} item${a.limit === 1 ? '' : 's'} matching "contains", got ${a.count}`,
  itemNotAllowed: (a) => `item ${a.index} is not allowed here (${a.limit} item${a.limit === 1 ? ' is' : 's are'} declared)`,
  unevaluatedProperty: (a) => `property "${a.name}" is not allowed here (no subschema evaluates it; unevaluatedProperties)`,
  unevaluatedItem: (a) => `item ${a.index} is not allowed here (no subschema evaluates it; unevaluatedItems)`,
  unknownType: (a) =>
    `unknown type "${a.name}"${mean(a.suggestion, 'did you mean')} (types: null, boolean, object, array, number, string, integer)`,
  typeNotName: () => '"type" must be a type name or an array of type names',
  duplicateType: (a) => `type "${a.name}" is listed twice`,
  notSchema: (a) =>
    `a schema must be an object or a boolean, got ${a.got}${a.suggestion ? `; did you mean {type: "${a.suggestion}"}?` : ''}`,
  mustBeObjectOfSchemas: (a) => `"${a.keyword}" must be an object mapping names to schemas, got ${a.got}`,
  requiredNotArray: () => '"required" must be an array of property names (strings)',
  requiredDuplicate: (a) => `"${a.name}" is listed twice in "required"`,
  requiredUndeclared: (a) =>
    `"${a.name}" in "required" names no property of "properties"${mean(a.suggestion, 'did you mean')}${a.closed ? ' (additionalProperties is false: no value can have it)' : ''}`,
  enumNotArray: (a) => `"enum" must be an array of allowed values, got ${a.got}`,
  notNonNegativeInteger: (a) => `"${a.keyword}" must be a non-negative integer, got ${preview(a.got)}`,
  notNumber: (a) => `"${a.keyword}" must be a number, got ${preview(a.got)}`,
  notPositive: (a) => `"${a.keyword}" must be a number greater than 0, got ${preview(a.got)}`,
  exclusiveBoolean: (a) =>
    `"${a.keyword}" must be a number in JSON Schema 2020-12 (a boolean is the draft-04 form); use "${a.suggestion}" with "${a.keyword}": <limit>`,
  notBoolean: (a) => `"${a.keyword}" must be true or false, got ${preview(a.got)}`,
  notString: (a) => `"${a.keyword}" must be a string, got ${preview(a.got)}`,
  badRegex: (a) => `invalid regular expression (ECMA-262, u flag): ${a.detail}`,
  patternTooCostly: () => 'pattern too costly to check here (too large for the bounded regex engines); values are not checked against it',
  patternTooCostlyValue: (a) =>
    `pattern too costly to check here: matching this value against ${a.limit} needs more than the step budget (backtracking on backreferences or lookaround); the value is not checked against it`,
  unresolvedRef: (a) => `cannot resolve $ref "${a.name}": ${a.detail}`,
  refNotSchema: (a) => `$ref "${a.name}" points to ${a.got}, which is not a schema`,
  refCycle: (a) => `$ref "${a.name}" leads back to itself without consuming any input (${a.detail}); not checked`,
  unknownKeyword: (a) => `unknown keyword "${a.keyword}" (ignored)${mean(a.suggestion, 'did you mean')}`,
  mustBeArrayOfSchemas: (a) => `"${a.keyword}" must be a non-empty array of schemas, got ${a.got}`,
  notAnchor: (a) => `"${a.keyword}" must be a plain name (a letter or "_", then letters, digits, "-", "_" or "."), got ${preview(a.got)}`,
  unregisteredRef: (a) =>
    `$ref "${a.name}" points to ${a.detail}, which is not among the schemas given to this validator; nothing is ever fetched, so it is not checked`,
  otherDraft: (a) => `"${a.keyword}" is a ${a.detail} keyword; this schema is ${a.name}, where it has no effect`,
  draft07Form: (a) => `"${a.keyword}" is the draft-07 form: checked as such, but in 2020-12 write ${a.suggestion}`,
  itemsArray: () =>
    '"items" as an array is the draft-07 tuple form: checked as such, but in 2020-12 write "prefixItems" (and "items" for the rest)',
  additionalItemsIgnored: () => '"additionalItems" has no effect here: it applies only after an array "items"',
  ignoredBesideRef: (a) =>
    `"${a.keyword}" has no effect beside "$ref" in draft-07 (siblings of $ref are ignored); move it into an "allOf" with the $ref`,
  schemaMapped: (a) => `$schema names ${a.name}: checked with the ${a.detail} rules (the nearest draft this validator implements)`,
  schemaUnknown: (a) => `$schema "${a.name}" is neither an official nor a registered meta-schema; checked as ${a.detail}`,
  vocabularyUnknown: (a) =>
    `the meta-schema requires the vocabulary "${a.name}", which this validator does not know; its keywords are not checked`,
  schemaTooDeep: (a) => `schema nested deeper than ${a.limit} levels; not checked below this point`,
  schemaTooLarge: (a) => `schema has more than ${a.limit} subschemas (repeated YAML aliases?); the rest is not checked`,
};
