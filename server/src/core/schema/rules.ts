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
    summary: {
      en: 'A type name listed twice in "type".',
      es: 'Un nombre de tipo repetido en "type".',
      pt: 'Um nome de tipo repetido em "type".',
    },
  },
  {
    id: 'schema/duplicate-required',
    group: 'schema',
    defaultSeverity: 'warning',
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
    summary: {
      en: 'A keyword no JSON Schema draft defines (often a misspelling); it is ignored.',
      es: 'Una palabra clave que ningún borrador de JSON Schema define (a menudo una errata); se ignora.',
      pt: 'Uma palavra-chave que nenhum rascunho do JSON Schema define (muitas vezes um erro de digitação); é ignorada.',
    },
  },
  {
    id: 'schema/not-checked',
    group: 'schema',
    defaultSeverity: 'warning',
    summary: {
      en: 'A keyword or reference the validator does not check; values are not tested against it.',
      es: 'Una palabra clave o referencia que el validador no comprueba; los valores no se contrastan con ella.',
      pt: 'Uma palavra-chave ou referência que o validador não verifica; os valores não são testados contra ela.',
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
];
