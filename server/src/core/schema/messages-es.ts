// The validator's messages in Spanish. Type and keyword names stay in JSON
// Schema's own spelling.
import { preview } from './json';
import { list, mean, names, typeList, type Catalog } from './message-parts';

export const es: Catalog = {
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
  refStepsExceeded: (a) =>
    `demasiado costoso de comprobar: este valor necesita más de ${a.limit} pasos de $ref (¿referencias a uniones de referencias?); no se comprueba más`,
  manyValues: (a) => `${a.count} valores permitidos, p. ej. ${a.expectedText}, …`,
  manyNames: (a) => `${a.count} nombres, p. ej. ${a.namesText}, …`,
  unionNone: (a) => `no cumple ninguna de las ${a.count} alternativas de ${a.keyword}: ${a.detail}`,
  unionClosest: (a) =>
    `no cumple ninguna de las ${a.count} alternativas de ${a.keyword}; la #${a.index} es la más cercana (${a.suggestion}) y se informan sus errores; las demás: ${a.detail}`,
  oneOfMany: (a) => `cumple ${a.count} alternativas de oneOf (${a.namesText}); debe cumplir exactamente una`,
  reasonDiscriminator: (a) => `"${a.name}" es ${a.expectedText}`,
  reasonType: (a) => `la única para un ${a.got}`,
  reasonFewest: (a) => `menos errores: ${a.count}`,
  moreErrors: (a) => `${a.count} más`,
  moreAlternatives: (a) => `y ${a.count} más`,
  not: (a) => `se esperaba un valor que no cumpla ${a.expectedText}, se obtuvo ${preview(a.got)}`,
  becauseThen: (a) => `porque ${a.detail} (if/then)`,
  becauseElse: (a) => `porque ${a.detail} (if/else)`,
  ifMatches: () => 'el valor cumple "if"',
  ifFails: () => 'el valor no cumple "if"',
  condIs: (a) => `"${a.name}" es ${a.expectedText}`,
  condIsNot: (a) => `"${a.name}" no es ${a.expectedText}`,
  condPresent: (a) => `"${a.name}" está presente`,
  condAbsent: (a) => `"${a.name}" no está`,
  dependentRequired: (a) => `falta la propiedad "${a.name}", obligatoria cuando "${a.detail}" está presente`,
  becausePresent: (a) => `porque "${a.name}" está presente (dependentSchemas)`,
  propertyName: (a) => `nombre de propiedad "${a.name}": ${a.detail}`,
  containsMin: (a) => `se esperaban al menos ${a.limit} elemento(s) que cumplan "contains", se obtuvieron ${a.count}`,
  containsMax: (a) => `se esperaban como máximo ${a.limit} elemento(s) que cumplan "contains", se obtuvieron ${a.count}`,
  itemNotAllowed: (a) => `el elemento ${a.index} no está permitido aquí (hay ${a.limit} elemento(s) declarado(s))`,
  unevaluatedProperty: (a) => `la propiedad "${a.name}" no está permitida aquí (ningún subesquema la evalúa; unevaluatedProperties)`,
  unevaluatedItem: (a) => `el elemento ${a.index} no está permitido aquí (ningún subesquema lo evalúa; unevaluatedItems)`,
  unknownType: (a) =>
    `tipo desconocido "${a.name}"${mean(a.suggestion, '¿quiso decir')} (tipos: null, boolean, object, array, number, string, integer)`,
  typeNotName: () => '"type" debe ser un nombre de tipo o un array de nombres de tipo',
  duplicateType: (a) => `el tipo "${a.name}" aparece dos veces`,
  notSchema: (a) =>
    `un esquema debe ser un objeto o un booleano, se obtuvo ${a.got}${a.suggestion ? `; ¿quiso decir {type: "${a.suggestion}"}?` : ''}`,
  mustBeObjectOfSchemas: (a) => `"${a.keyword}" debe ser un objeto que asocie nombres a esquemas, se obtuvo ${a.got}`,
  requiredNotArray: () => '"required" debe ser un array de nombres de propiedades (textos)',
  requiredDuplicate: (a) => `"${a.name}" aparece dos veces en "required"`,
  requiredUndeclared: (a) =>
    `"${a.name}" en "required" no nombra ninguna propiedad de "properties"${mean(a.suggestion, '¿quiso decir')}${a.closed ? ' (additionalProperties es false: ningún valor puede tenerla)' : ''}`,
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
  unknownKeyword: (a) => `palabra clave desconocida "${a.keyword}" (se ignora)${mean(a.suggestion, '¿quiso decir')}`,
  mustBeArrayOfSchemas: (a) => `"${a.keyword}" debe ser un array no vacío de esquemas, se obtuvo ${a.got}`,
  notAnchor: (a) =>
    `"${a.keyword}" debe ser un nombre simple (una letra o "_", luego letras, dígitos, "-", "_" o "."), se obtuvo ${preview(a.got)}`,
  unregisteredRef: (a) =>
    `$ref "${a.name}" apunta a ${a.detail}, que no está entre los esquemas dados a este validador; nunca se descarga nada, así que no se comprueba`,
  otherDraft: (a) => `"${a.keyword}" es una palabra clave de ${a.detail}; este esquema es ${a.name}, donde no tiene efecto`,
  draft07Form: (a) => `"${a.keyword}" es la forma de draft-07: se comprueba como tal, pero en 2020-12 escriba ${a.suggestion}`,
  itemsArray: () =>
    '"items" como array es la forma de tupla de draft-07: se comprueba como tal, pero en 2020-12 escriba "prefixItems" (y "items" para el resto)',
  additionalItemsIgnored: () => '"additionalItems" no tiene efecto aquí: solo se aplica después de un "items" en forma de array',
  ignoredBesideRef: (a) =>
    `"${a.keyword}" no tiene efecto junto a "$ref" en draft-07 (se ignoran los hermanos de $ref); muévalo a un "allOf" con el $ref`,
  schemaMapped: (a) =>
    `$schema indica ${a.name}: se comprueba con las reglas de ${a.detail} (el draft más cercano que implementa este validador)`,
  schemaUnknown: (a) => `$schema "${a.name}" no es un metaesquema oficial ni registrado; se comprueba como ${a.detail}`,
  vocabularyUnknown: (a) =>
    `el metaesquema exige el vocabulario "${a.name}", que este validador no conoce; sus palabras clave no se comprueban`,
  schemaTooDeep: (a) => `esquema anidado a más de ${a.limit} niveles; no se comprueba más abajo`,
  schemaTooLarge: (a) => `el esquema tiene más de ${a.limit} subesquemas (¿alias YAML repetidos?); el resto no se comprueba`,
};
