// The validator's messages in Portuguese. Type and keyword names stay in JSON
// Schema's own spelling.
import { preview } from './json';
import { list, mean, names, typeList, type Catalog } from './message-parts';

export const pt: Catalog = {
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
  refStepsExceeded: (a) =>
    `custoso demais para verificar: este valor precisa de mais de ${a.limit} passos de $ref (referências a uniões de referências?); não verificado além daqui`,
  manyValues: (a) => `${a.count} valores permitidos, p. ex. ${a.expectedText}, …`,
  manyNames: (a) => `${a.count} nomes, p. ex. ${a.namesText}, …`,
  unionNone: (a) => `não atende a nenhuma das ${a.count} alternativas de ${a.keyword}: ${a.detail}`,
  unionClosest: (a) =>
    `não atende a nenhuma das ${a.count} alternativas de ${a.keyword}; a #${a.index} é a mais próxima (${a.suggestion}) e seus erros são informados; as outras: ${a.detail}`,
  oneOfMany: (a) => `atende a ${a.count} alternativas de oneOf (${a.namesText}); deve atender a exatamente uma`,
  reasonDiscriminator: (a) => `"${a.name}" é ${a.expectedText}`,
  reasonType: (a) => `a única para um ${a.got}`,
  reasonFewest: (a) => `menos erros: ${a.count}`,
  moreErrors: (a) => `mais ${a.count}`,
  moreAlternatives: (a) => `e mais ${a.count}`,
  not: (a) => `esperado um valor que não atenda a ${a.expectedText}, obtido ${preview(a.got)}`,
  becauseThen: (a) => `porque ${a.detail} (if/then)`,
  becauseElse: (a) => `porque ${a.detail} (if/else)`,
  ifMatches: () => 'o valor atende a "if"',
  ifFails: () => 'o valor não atende a "if"',
  condIs: (a) => `"${a.name}" é ${a.expectedText}`,
  condIsNot: (a) => `"${a.name}" não é ${a.expectedText}`,
  condPresent: (a) => `"${a.name}" está presente`,
  condAbsent: (a) => `"${a.name}" está ausente`,
  dependentRequired: (a) => `falta a propriedade "${a.name}", obrigatória quando "${a.detail}" está presente`,
  becausePresent: (a) => `porque "${a.name}" está presente (dependentSchemas)`,
  propertyName: (a) => `nome de propriedade "${a.name}": ${a.detail}`,
  containsMin: (a) => `esperados pelo menos ${a.limit} item(ns) que atendam a "contains", obtidos ${a.count}`,
  containsMax: (a) => `esperados no máximo ${a.limit} item(ns) que atendam a "contains", obtidos ${a.count}`,
  itemNotAllowed: (a) => `o item ${a.index} não é permitido aqui (${a.limit} item(ns) declarado(s))`,
  unevaluatedProperty: (a) => `a propriedade "${a.name}" não é permitida aqui (nenhum subesquema a avalia; unevaluatedProperties)`,
  unevaluatedItem: (a) => `o item ${a.index} não é permitido aqui (nenhum subesquema o avalia; unevaluatedItems)`,
  unknownType: (a) =>
    `tipo desconhecido "${a.name}"${mean(a.suggestion, 'você quis dizer')} (tipos: null, boolean, object, array, number, string, integer)`,
  typeNotName: () => '"type" deve ser um nome de tipo ou um array de nomes de tipo',
  duplicateType: (a) => `o tipo "${a.name}" aparece duas vezes`,
  notSchema: (a) =>
    `um esquema deve ser um objeto ou um booleano, obtido ${a.got}${a.suggestion ? `; você quis dizer {type: "${a.suggestion}"}?` : ''}`,
  mustBeObjectOfSchemas: (a) => `"${a.keyword}" deve ser um objeto que associe nomes a esquemas, obtido ${a.got}`,
  requiredNotArray: () => '"required" deve ser um array de nomes de propriedades (textos)',
  requiredDuplicate: (a) => `"${a.name}" aparece duas vezes em "required"`,
  requiredUndeclared: (a) =>
    `"${a.name}" em "required" não nomeia nenhuma propriedade de "properties"${mean(a.suggestion, 'quis dizer')}${a.closed ? ' (additionalProperties é false: nenhum valor pode tê-la)' : ''}`,
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
  unknownKeyword: (a) => `palavra-chave desconhecida "${a.keyword}" (ignorada)${mean(a.suggestion, 'você quis dizer')}`,
  mustBeArrayOfSchemas: (a) => `"${a.keyword}" deve ser um array não vazio de esquemas, obtido ${a.got}`,
  notAnchor: (a) =>
    `"${a.keyword}" deve ser um nome simples (uma letra ou "_", depois letras, dígitos, "-", "_" ou "."), obtido ${preview(a.got)}`,
  unregisteredRef: (a) =>
    `$ref "${a.name}" aponta para ${a.detail}, que não está entre os esquemas dados a este validador; nada é baixado, então não é verificado`,
  otherDraft: (a) => `"${a.keyword}" é uma palavra-chave de ${a.detail}; este esquema é ${a.name}, onde ela não tem efeito`,
  draft07Form: (a) => `"${a.keyword}" é a forma do draft-07: verificado como tal, mas no 2020-12 escreva ${a.suggestion}`,
  itemsArray: () =>
    '"items" como array é a forma de tupla do draft-07: verificado como tal, mas no 2020-12 escreva "prefixItems" (e "items" para o resto)',
  additionalItemsIgnored: () => '"additionalItems" não tem efeito aqui: só se aplica depois de um "items" em forma de array',
  ignoredBesideRef: (a) =>
    `"${a.keyword}" não tem efeito ao lado de "$ref" no draft-07 (os irmãos de $ref são ignorados); mova-o para um "allOf" com o $ref`,
  schemaMapped: (a) =>
    `$schema indica ${a.name}: verificado com as regras de ${a.detail} (o draft mais próximo que este validador implementa)`,
  schemaUnknown: (a) => `$schema "${a.name}" não é um metaesquema oficial nem registrado; verificado como ${a.detail}`,
  vocabularyUnknown: (a) =>
    `o metaesquema exige o vocabulário "${a.name}", que este validador não conhece; suas palavras-chave não são verificadas`,
  schemaTooDeep: (a) => `esquema aninhado a mais de ${a.limit} níveis; não verificado abaixo deste ponto`,
  schemaTooLarge: (a) => `o esquema tem mais de ${a.limit} subesquemas (aliases YAML repetidos?); o resto não é verificado`,
};
