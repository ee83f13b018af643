// Every message of the validator, in English, Spanish and Portuguese. Messages
// say what was expected and what was found; type and keyword names stay in
// JSON Schema's own spelling in every language.
import type { Locale } from '../locale';
import { preview } from './json';

export type { Locale };

export interface MessageArgs {
  expected?: unknown;
  got?: unknown;
  limit?: number | string;
  count?: number;
  name?: string;
  names?: readonly string[];
  /** `names` joined with ", ", when the caller has it ready. */
  namesText?: string;
  /** The rendering of `expected` (a list for `enum`, a value for `const`), when the caller has it ready. */
  expectedText?: string;
  keyword?: string;
  suggestion?: string;
  detail?: string;
  index?: number;
  other?: number;
}

type Catalog = Record<MessageId, (a: MessageArgs) => string>;

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
  // schema issues
  | 'unknownType'
  | 'typeNotName'
  | 'duplicateType'
  | 'notSchema'
  | 'mustBeObjectOfSchemas'
  | 'requiredNotArray'
  | 'requiredDuplicate'
  | 'enumNotArray'
  | 'notNonNegativeInteger'
  | 'notNumber'
  | 'notPositive'
  | 'exclusiveBoolean'
  | 'notBoolean'
  | 'notString'
  | 'badRegex'
  | 'patternTooCostly'
  | 'patternTooCostlyValue'
  | 'unresolvedRef'
  | 'refNotSchema'
  | 'refCycle'
  | 'notChecked'
  | 'remoteRef'
  | 'anchorRef'
  | 'unknownKeyword'
  | 'itemsArray'
  | 'schemaTooDeep'
  | 'schemaTooLarge';

/** How `enum` values are listed in messages. */
export const list = (values: readonly unknown[] | undefined) => (values ?? []).map((v) => preview(v, 40)).join(', ');
const names = (values: readonly string[] | undefined) => (values ?? []).join(', ');
const typeList = (e: unknown) => (Array.isArray(e) ? e.join(' | ') : String(e));
const mean = (s: string | undefined, word: string) => (s ? `; ${word} "${s}"?` : '');

const en: Catalog = {
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
  unknownType: (a) =>
    `unknown type "${a.name}"${mean(a.suggestion, 'did you mean')} (types: null, boolean, object, array, number, string, integer)`,
  typeNotName: () => '"type" must be a type name or an array of type names',
  duplicateType: (a) => `type "${a.name}" is listed twice`,
  notSchema: (a) =>
    `a schema must be an object or a boolean, got ${a.got}${a.suggestion ? `; did you mean {type: "${a.suggestion}"}?` : ''}`,
  mustBeObjectOfSchemas: (a) => `"${a.keyword}" must be an object mapping names to schemas, got ${a.got}`,
  requiredNotArray: () => '"required" must be an array of property names (strings)',
  requiredDuplicate: (a) => `"${a.name}" is listed twice in "required"`,
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
  notChecked: (a) => `"${a.keyword}" is not checked by this validator (outside the supported subset of JSON Schema)`,
  remoteRef: (a) => `$ref "${a.name}" points outside this document; it is never fetched and not checked`,
  anchorRef: (a) => `$ref "${a.name}" uses an anchor, which is outside the supported subset; not checked`,
  unknownKeyword: (a) => `unknown keyword "${a.keyword}" (ignored)${mean(a.suggestion, 'did you mean')}`,
  itemsArray: () => '"items" as an array is the draft-07 tuple form; in 2020-12 use "prefixItems"; not checked',
  schemaTooDeep: (a) => `schema nested deeper than ${a.limit} levels; not checked below this point`,
  schemaTooLarge: (a) => `schema has more than ${a.limit} subschemas (repeated YAML aliases?); the rest is not checked`,
};

const es: Catalog = {
  type: (a) => `se esperaba ${typeList(a.expected)}, se obtuvo ${a.got}`,
  required: (a) => `falta la propiedad obligatoria "${a.name}"`,
  additionalProperties: (a) =>
    a.names && a.names.length
      ? `la propiedad "${a.name}" no está permitida aquí (permitidas: ${a.namesText ?? names(a.names)})`
      : `la propiedad "${a.name}" no está permitida aquí (no hay propiedades declaradas)`,
  falseSchema: () => 'aquí no se permite ningún valor (el esquema es false)',
  enum: (a) => `se esperaba uno de ${a.expectedText ?? list(a.expected as unknown[])}, se obtuvo ${preview(a.got)}`,
  enumEmpty: () => 'aquí no se permite ningún valor (enum está vacío)',
  const: (a) => `se esperaba ${a.expectedText ?? preview(a.expected)}, se obtuvo ${preview(a.got)}`,
  minLength: (a) => `se esperaban al menos ${a.limit} caracteres, se obtuvieron ${a.count}`,
  maxLength: (a) => `se esperaban como máximo ${a.limit} caracteres, se obtuvieron ${a.count}`,
  pattern: (a) => `se esperaba un texto que cumpla el patrón ${a.limit}, se obtuvo ${preview(a.got)}`,
  minimum: (a) => `se esperaba un número >= ${a.limit}, se obtuvo ${a.got}`,
  maximum: (a) => `se esperaba un número <= ${a.limit}, se obtuvo ${a.got}`,
  exclusiveMinimum: (a) => `se esperaba un número > ${a.limit}, se obtuvo ${a.got}`,
  exclusiveMaximum: (a) => `se esperaba un número < ${a.limit}, se obtuvo ${a.got}`,
  multipleOf: (a) => `se esperaba un múltiplo de ${a.limit}, se obtuvo ${a.got}`,
  minItems: (a) => `se esperaban al menos ${a.limit} elementos, se obtuvieron ${a.count}`,
  maxItems: (a) => `se esperaban como máximo ${a.limit} elementos, se obtuvieron ${a.count}`,
  uniqueItems: (a) => `el elemento ${a.index} es igual al elemento ${a.other}; los elementos deben ser únicos`,
  minProperties: (a) => `se esperaban al menos ${a.limit} propiedades, se obtuvieron ${a.count}`,
  maxProperties: (a) => `se esperaban como máximo ${a.limit} propiedades, se obtuvieron ${a.count}`,
  format: (a) => `se esperaba el formato ${a.limit} (${a.detail}), se obtuvo ${preview(a.got)}`,
  tooDeep: (a) => `anidado a más de ${a.limit} niveles; no se comprueba más abajo`,
  unknownType: (a) =>
    `tipo desconocido "${a.name}"${mean(a.suggestion, '¿quiso decir')} (tipos: null, boolean, object, array, number, string, integer)`,
  typeNotName: () => '"type" debe ser un nombre de tipo o un array de nombres de tipo',
  duplicateType: (a) => `el tipo "${a.name}" aparece dos veces`,
  notSchema: (a) =>
    `un esquema debe ser un objeto o un booleano, se obtuvo ${a.got}${a.suggestion ? `; ¿quiso decir {type: "${a.suggestion}"}?` : ''}`,
  mustBeObjectOfSchemas: (a) => `"${a.keyword}" debe ser un objeto que asocie nombres a esquemas, se obtuvo ${a.got}`,
  requiredNotArray: () => '"required" debe ser un array de nombres de propiedades (textos)',
  requiredDuplicate: (a) => `"${a.name}" aparece dos veces en "required"`,
  enumNotArray: (a) => `"enum" debe ser un array de valores permitidos, se obtuvo ${a.got}`,
  notNonNegativeInteger: (a) => `"${a.keyword}" debe ser un entero no negativo, se obtuvo ${preview(a.got)}`,
  notNumber: (a) => `"${a.keyword}" debe ser un número, se obtuvo ${preview(a.got)}`,
  notPositive: (a) => `"${a.keyword}" debe ser un número mayor que 0, se obtuvo ${preview(a.got)}`,
  exclusiveBoolean: (a) =>
    `"${a.keyword}" debe ser un número en JSON Schema 2020-12 (un booleano es la forma draft-04); use "${a.suggestion}" con "${a.keyword}": <límite>`,
  notBoolean: (a) => `"${a.keyword}" debe ser true o false, se obtuvo ${preview(a.got)}`,
  notString: (a) => `"${a.keyword}" debe ser un texto, se obtuvo ${preview(a.got)}`,
  badRegex: (a) => `expresión regular no válida (ECMA-262, flag u): ${a.detail}`,
  patternTooCostly: () =>
    'patrón demasiado costoso para comprobarlo aquí (demasiado grande para los motores de expresiones regulares acotados); los valores no se comprueban con él',
  patternTooCostlyValue: (a) =>
    `patrón demasiado costoso para comprobarlo aquí: comparar este valor con ${a.limit} necesita más pasos de los permitidos (retroceso en referencias inversas o lookaround); el valor no se comprueba con él`,
  unresolvedRef: (a) => `no se puede resolver $ref "${a.name}": ${a.detail}`,
  refNotSchema: (a) => `$ref "${a.name}" apunta a ${a.got}, que no es un esquema`,
  refCycle: (a) => `$ref "${a.name}" vuelve a sí mismo sin consumir entrada (${a.detail}); no se comprueba`,
  notChecked: (a) => `"${a.keyword}" no se comprueba con este validador (fuera del subconjunto admitido de JSON Schema)`,
  remoteRef: (a) => `$ref "${a.name}" apunta fuera de este documento; nunca se descarga y no se comprueba`,
  anchorRef: (a) => `$ref "${a.name}" usa un ancla, que está fuera del subconjunto admitido; no se comprueba`,
  unknownKeyword: (a) => `palabra clave desconocida "${a.keyword}" (se ignora)${mean(a.suggestion, '¿quiso decir')}`,
  itemsArray: () => '"items" como array es la forma de tupla de draft-07; en 2020-12 use "prefixItems"; no se comprueba',
  schemaTooDeep: (a) => `esquema anidado a más de ${a.limit} niveles; no se comprueba más abajo`,
  schemaTooLarge: (a) => `el esquema tiene más de ${a.limit} subesquemas (¿alias YAML repetidos?); el resto no se comprueba`,
};

const pt: Catalog = {
  type: (a) => `esperado ${typeList(a.expected)}, obtido ${a.got}`,
  required: (a) => `falta a propriedade obrigatória "${a.name}"`,
  additionalProperties: (a) =>
    a.names && a.names.length
      ? `a propriedade "${a.name}" não é permitida aqui (permitidas: ${a.namesText ?? names(a.names)})`
      : `a propriedade "${a.name}" não é permitida aqui (nenhuma propriedade declarada)`,
  falseSchema: () => 'nenhum valor é permitido aqui (o esquema é false)',
  enum: (a) => `esperado um de ${a.expectedText ?? list(a.expected as unknown[])}, obtido ${preview(a.got)}`,
  enumEmpty: () => 'nenhum valor é permitido aqui (enum está vazio)',
  const: (a) => `esperado ${a.expectedText ?? preview(a.expected)}, obtido ${preview(a.got)}`,
  minLength: (a) => `esperados pelo menos ${a.limit} caracteres, obtidos ${a.count}`,
  maxLength: (a) => `esperados no máximo ${a.limit} caracteres, obtidos ${a.count}`,
  pattern: (a) => `esperado um texto que siga o padrão ${a.limit}, obtido ${preview(a.got)}`,
  minimum: (a) => `esperado um número >= ${a.limit}, obtido ${a.got}`,
  maximum: (a) => `esperado um número <= ${a.limit}, obtido ${a.got}`,
  exclusiveMinimum: (a) => `esperado um número > ${a.limit}, obtido ${a.got}`,
  exclusiveMaximum: (a) => `esperado um número < ${a.limit}, obtido ${a.got}`,
  multipleOf: (a) => `esperado um múltiplo de ${a.limit}, obtido ${a.got}`,
  minItems: (a) => `esperados pelo menos ${a.limit} itens, obtidos ${a.count}`,
  maxItems: (a) => `esperados no máximo ${a.limit} itens, obtidos ${a.count}`,
  uniqueItems: (a) => `o item ${a.index} é igual ao item ${a.other}; os itens devem ser únicos`,
  minProperties: (a) => `esperadas pelo menos ${a.limit} propriedades, obtidas ${a.count}`,
  maxProperties: (a) => `esperadas no máximo ${a.limit} propriedades, obtidas ${a.count}`,
  format: (a) => `esperado o formato ${a.limit} (${a.detail}), obtido ${preview(a.got)}`,
  tooDeep: (a) => `aninhado a mais de ${a.limit} níveis; não verificado abaixo deste ponto`,
  unknownType: (a) =>
    `tipo desconhecido "${a.name}"${mean(a.suggestion, 'você quis dizer')} (tipos: null, boolean, object, array, number, string, integer)`,
  typeNotName: () => '"type" deve ser um nome de tipo ou um array de nomes de tipo',
  duplicateType: (a) => `o tipo "${a.name}" aparece duas vezes`,
  notSchema: (a) =>
    `um esquema deve ser um objeto ou um booleano, obtido ${a.got}${a.suggestion ? `; você quis dizer {type: "${a.suggestion}"}?` : ''}`,
  mustBeObjectOfSchemas: (a) => `"${a.keyword}" deve ser um objeto que associe nomes a esquemas, obtido ${a.got}`,
  requiredNotArray: () => '"required" deve ser um array de nomes de propriedades (textos)',
  requiredDuplicate: (a) => `"${a.name}" aparece duas vezes em "required"`,
  enumNotArray: (a) => `"enum" deve ser um array de valores permitidos, obtido ${a.got}`,
  notNonNegativeInteger: (a) => `"${a.keyword}" deve ser um inteiro não negativo, obtido ${preview(a.got)}`,
  notNumber: (a) => `"${a.keyword}" deve ser um número, obtido ${preview(a.got)}`,
  notPositive: (a) => `"${a.keyword}" deve ser um número maior que 0, obtido ${preview(a.got)}`,
  exclusiveBoolean: (a) =>
    `"${a.keyword}" deve ser um número no JSON Schema 2020-12 (um booleano é a forma draft-04); use "${a.suggestion}" com "${a.keyword}": <limite>`,
  notBoolean: (a) => `"${a.keyword}" deve ser true ou false, obtido ${preview(a.got)}`,
  notString: (a) => `"${a.keyword}" deve ser um texto, obtido ${preview(a.got)}`,
  badRegex: (a) => `expressão regular inválida (ECMA-262, flag u): ${a.detail}`,
  patternTooCostly: () =>
    'padrão custoso demais para verificar aqui (grande demais para os motores de expressões regulares limitados); os valores não são verificados com ele',
  patternTooCostlyValue: (a) =>
    `padrão custoso demais para verificar aqui: comparar este valor com ${a.limit} precisa de mais passos do que o permitido (retrocesso em referências inversas ou lookaround); o valor não é verificado com ele`,
  unresolvedRef: (a) => `não é possível resolver $ref "${a.name}": ${a.detail}`,
  refNotSchema: (a) => `$ref "${a.name}" aponta para ${a.got}, que não é um esquema`,
  refCycle: (a) => `$ref "${a.name}" volta a si mesmo sem consumir entrada (${a.detail}); não verificado`,
  notChecked: (a) => `"${a.keyword}" não é verificado por este validador (fora do subconjunto suportado de JSON Schema)`,
  remoteRef: (a) => `$ref "${a.name}" aponta para fora deste documento; nunca é baixado e não é verificado`,
  anchorRef: (a) => `$ref "${a.name}" usa uma âncora, que está fora do subconjunto suportado; não verificado`,
  unknownKeyword: (a) => `palavra-chave desconhecida "${a.keyword}" (ignorada)${mean(a.suggestion, 'você quis dizer')}`,
  itemsArray: () => '"items" como array é a forma de tupla do draft-07; no 2020-12 use "prefixItems"; não verificado',
  schemaTooDeep: (a) => `esquema aninhado a mais de ${a.limit} níveis; não verificado abaixo deste ponto`,
  schemaTooLarge: (a) => `o esquema tem mais de ${a.limit} subesquemas (aliases YAML repetidos?); o resto não é verificado`,
};

const catalogs: Record<Locale, Catalog> = { en, es, pt };

export function message(locale: Locale, id: MessageId, args: MessageArgs = {}): string {
  return (catalogs[locale] ?? en)[id](args);
}

/** Short descriptions of the formats we warn about, per locale. */
export const FORMAT_HINTS: Record<Locale, Record<string, string>> = {
  en: {
    'date-time': 'RFC 3339 date-time, e.g. 2025-07-12T10:00:00Z',
    date: 'RFC 3339 full-date, e.g. 2025-07-12',
    time: 'RFC 3339 time with offset, e.g. 10:00:00Z',
    email: 'an e-mail address, e.g. name@example.com',
    uri: 'an absolute URI with a scheme, e.g. https://example.com/x',
    uuid: 'a UUID, e.g. 123e4567-e89b-12d3-a456-426614174000',
  },
  es: {
    'date-time': 'fecha y hora RFC 3339, p. ej. 2025-07-12T10:00:00Z',
    date: 'fecha RFC 3339, p. ej. 2025-07-12',
    time: 'hora RFC 3339 con zona, p. ej. 10:00:00Z',
    email: 'una dirección de correo, p. ej. nombre@example.com',
    uri: 'una URI absoluta con esquema, p. ej. https://example.com/x',
    uuid: 'un UUID, p. ej. 123e4567-e89b-12d3-a456-426614174000',
  },
  pt: {
    'date-time': 'data e hora RFC 3339, p. ex. 2025-07-12T10:00:00Z',
    date: 'data RFC 3339, p. ex. 2025-07-12',
    time: 'hora RFC 3339 com fuso, p. ex. 10:00:00Z',
    email: 'um endereço de e-mail, p. ex. nome@example.com',
    uri: 'uma URI absoluta com esquema, p. ex. https://example.com/x',
    uuid: 'um UUID, p. ex. 123e4567-e89b-12d3-a456-426614174000',
  },
};
