// The rules of the schema compiler: problems of a JSON Schema written inside
// an ATDF document (reported at their pointer in the document).
import type { RuleMeta } from '../rules/types';

export const SCHEMA_RULES: readonly RuleMeta[] = [
  {
    id: 'schema/not-a-schema',
    group: 'schema',
    defaultSeverity: 'error',
    summary: {
      en: 'A value where a JSON Schema (an object or a boolean) is expected.',
      es: 'Un valor donde se espera un JSON Schema (un objeto o un booleano).',
      pt: 'Um valor onde se espera um JSON Schema (um objeto ou um booleano).',
    },
  },
  {
    id: 'schema/bad-value',
    group: 'schema',
    defaultSeverity: 'error',
    summary: {
      en: 'A schema keyword with a value of the wrong kind (e.g. "required" that is not a list of names).',
      es: 'Una palabra clave de esquema con un valor del tipo equivocado (p. ej. "required" que no es una lista de nombres).',
      pt: 'Uma palavra-chave de esquema com um valor do tipo errado (p. ex. "required" que não é uma lista de nomes).',
    },
  },
  {
    id: 'schema/unknown-type',
    group: 'schema',
    defaultSeverity: 'error',
    fixable: true,
    summary: {
      en: 'A "type" that is not a JSON Schema type name.',
      es: 'Un "type" que no es un nombre de tipo de JSON Schema.',
      pt: 'Um "type" que não é um nome de tipo do JSON Schema.',
    },
  },
  {
    id: 'schema/duplicate-type',
    group: 'schema',
    defaultSeverity: 'warning',
    fixable: true,
    summary: {
      en: 'A type name listed twice in "type".',
      es: 'Un nombre de tipo repetido en "type".',
      pt: 'Um nome de tipo repetido em "type".',
    },
  },
  {
    id: 'schema/required-undeclared',
    group: 'schema',
    defaultSeverity: 'warning',
    fixable: true,
    summary: {
      en: 'A "required" entry that names no property of "properties" (a typo of one, or one no value can have).',
      es: 'Una entrada de "required" que no nombra ninguna propiedad de "properties" (una errata, o una que ningún valor puede tener).',
      pt: 'Uma entrada de "required" que não nomeia nenhuma propriedade de "properties" (um erro de digitação, ou uma que nenhum valor pode ter).',
    },
  },
  {
    id: 'schema/duplicate-required',
    group: 'schema',
    defaultSeverity: 'warning',
    fixable: true,
    summary: {
      en: 'A property name listed twice in "required".',
      es: 'Un nombre de propiedad repetido en "required".',
      pt: 'Um nome de propriedade repetido em "required".',
    },
  },
  {
    id: 'schema/unknown-keyword',
    group: 'schema',
    defaultSeverity: 'warning',
    fixable: true,
    summary: {
      en: 'A keyword no JSON Schema draft defines (often a misspelling); it is ignored.',
      es: 'Una palabra clave que ningún borrador de JSON Schema define (a menudo una errata); se ignora.',
      pt: 'Uma palavra-chave que nenhum rascunho do JSON Schema define (muitas vezes um erro de digitação); é ignorada.',
    },
  },
  {
    id: 'schema/other-draft',
    group: 'schema',
    defaultSeverity: 'warning',
    summary: {
      en: "A keyword of another JSON Schema draft than the schema's own; it has no effect there.",
      es: 'Una palabra clave de otro borrador de JSON Schema que el del esquema; ahí no tiene efecto.',
      pt: 'Uma palavra-chave de outro rascunho do JSON Schema que o do esquema; ali não tem efeito.',
    },
  },
  {
    id: 'schema/draft-07-form',
    group: 'schema',
    defaultSeverity: 'warning',
    fixable: true,
    summary: {
      en: 'A draft-07 form in a 2020-12 schema ("items" as an array, "dependencies"); it is checked as such, but has a 2020-12 spelling.',
      es: 'Una forma de draft-07 en un esquema 2020-12 ("items" como lista, "dependencies"); se comprueba así, pero tiene su forma en 2020-12.',
      pt: 'Uma forma do draft-07 num esquema 2020-12 ("items" como lista, "dependencies"); é verificada assim, mas tem sua forma em 2020-12.',
    },
  },
  {
    id: 'schema/ignored',
    group: 'schema',
    defaultSeverity: 'warning',
    summary: {
      en: 'A keyword that has no effect where it is (beside "$ref" in draft-07, "additionalItems" without an array "items").',
      es: 'Una palabra clave que no tiene efecto donde está (junto a "$ref" en draft-07, "additionalItems" sin un "items" de lista).',
      pt: 'Uma palavra-chave que não tem efeito onde está (junto a "$ref" no draft-07, "additionalItems" sem um "items" de lista).',
    },
  },
  {
    id: 'schema/draft-mapped',
    group: 'schema',
    defaultSeverity: 'warning',
    summary: {
      en: 'A "$schema" of a draft this validator does not implement; the schema is checked with the nearest one it does.',
      es: 'Un "$schema" de un borrador que este validador no implementa; el esquema se comprueba con el más cercano que sí.',
      pt: 'Um "$schema" de um rascunho que este validador não implementa; o esquema é verificado com o mais próximo que implementa.',
    },
  },
  {
    id: 'schema/unknown-dialect',
    group: 'schema',
    defaultSeverity: 'warning',
    summary: {
      en: 'A "$schema" that is neither an official nor a registered meta-schema; the schema is checked as the default draft.',
      es: 'Un "$schema" que no es un metaesquema oficial ni registrado; el esquema se comprueba con el borrador por defecto.',
      pt: 'Um "$schema" que não é um metaesquema oficial nem registrado; o esquema é verificado com o rascunho padrão.',
    },
  },
  {
    id: 'schema/unknown-vocabulary',
    group: 'schema',
    defaultSeverity: 'error',
    summary: {
      en: 'The meta-schema requires a vocabulary this validator does not know; its keywords are not checked.',
      es: 'El metaesquema exige un vocabulario que este validador no conoce; sus palabras clave no se comprueban.',
      pt: 'O metaesquema exige um vocabulário que este validador não conhece; suas palavras-chave não são verificadas.',
    },
  },
  {
    id: 'schema/bad-regex',
    group: 'schema',
    defaultSeverity: 'error',
    summary: {
      en: 'A "pattern" that is not a valid regular expression.',
      es: 'Un "pattern" que no es una expresión regular válida.',
      pt: 'Um "pattern" que não é uma expressão regular válida.',
    },
  },
  {
    id: 'schema/pattern-too-costly',
    group: 'schema',
    defaultSeverity: 'warning',
    summary: {
      en: 'A "pattern" too costly to run safely on every keystroke; values are not tested against it.',
      es: 'Un "pattern" demasiado costoso para ejecutarlo con seguridad en cada pulsación; los valores no se contrastan con él.',
      pt: 'Um "pattern" caro demais para rodar com segurança a cada tecla; os valores não são testados contra ele.',
    },
  },
  {
    id: 'schema/unresolved-ref',
    group: 'schema',
    defaultSeverity: 'error',
    summary: {
      en: 'A "$ref" that points nowhere (or to something that is not a schema).',
      es: 'Un "$ref" que no apunta a nada (o a algo que no es un esquema).',
      pt: 'Um "$ref" que não aponta para nada (ou para algo que não é um esquema).',
    },
  },
  {
    id: 'schema/unregistered-ref',
    group: 'schema',
    defaultSeverity: 'warning',
    summary: {
      en: 'A "$ref" to a schema that was not given to the validator (nothing is ever fetched); values are not checked against it.',
      es: 'Un "$ref" a un esquema que no se dio al validador (nunca se descarga nada); los valores no se contrastan con él.',
      pt: 'Um "$ref" para um esquema que não foi dado ao validador (nada é baixado); os valores não são testados contra ele.',
    },
  },
  {
    id: 'schema/ref-cycle',
    group: 'schema',
    defaultSeverity: 'error',
    summary: {
      en: 'References that lead back to themselves without consuming any data.',
      es: 'Referencias que vuelven a sí mismas sin consumir ningún dato.',
      pt: 'Referências que voltam a si mesmas sem consumir nenhum dado.',
    },
  },
  {
    id: 'schema/too-deep',
    group: 'schema',
    defaultSeverity: 'error',
    summary: {
      en: 'A schema nested deeper than the limit; it is not compiled.',
      es: 'Un esquema anidado más allá del límite; no se compila.',
      pt: 'Um esquema aninhado além do limite; não é compilado.',
    },
  },
  {
    id: 'schema/too-large',
    group: 'schema',
    defaultSeverity: 'error',
    summary: {
      en: 'A schema with more nodes than the limit; it is not compiled.',
      es: 'Un esquema con más nodos que el límite; no se compila.',
      pt: 'Um esquema com mais nós que o limite; não é compilado.',
    },
  },
  {
    id: 'schema/too-costly',
    group: 'schema',
    defaultSeverity: 'error',
    summary: {
      en: 'Checking a value needs more "$ref" steps than the limit (references to unions of references); it is not checked further.',
      es: 'Comprobar un valor requiere más pasos de "$ref" que el límite (referencias a uniones de referencias); no se comprueba más.',
      pt: 'Verificar um valor exige mais passos de "$ref" que o limite (referências a uniões de referências); não é verificado além disso.',
    },
  },
];
