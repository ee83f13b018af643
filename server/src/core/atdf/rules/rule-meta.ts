// The rules of the ATDF layer, as data (see core/rules/types.ts). JSON Schema
// keyword errors are not one rule per keyword: a rule is a decision an author
// makes ("examples must match their schema"), the keyword (`required`,
// `type`, ...) is how the validator found it, and stays in `data.keyword`.
import type { RuleMeta } from '../../rules/types';

/** The document against its dialect's meta-schema (structure.ts, localization.ts). */
export const STRUCTURE_RULE = 'atdf/structure';
/** An example's value against the tool's own schema (example-finding.ts). */
export const EXAMPLE_SCHEMA_RULE = 'atdf/example-schema';
/** A `format` mismatch in an example (format is an annotation in JSON Schema: a warning). */
export const EXAMPLE_FORMAT_RULE = 'atdf/example-format';
/** Where an example marked `invalid_input: true` breaks the input schema, on purpose (invalid-input.ts). */
export const INVALID_INPUT_RULE = 'atdf/invalid-input';
/** The `invalid_input` marker misused: the input is valid, or the example expects no failure (invalid-input.ts). */
export const INVALID_INPUT_MARKER_RULE = 'atdf/invalid-input-marker';

export const ATDF_RULES: readonly RuleMeta[] = [
  {
    id: STRUCTURE_RULE,
    group: 'structure',
    defaultSeverity: 'error',
    fixable: true,
    summary: {
      en: 'The document does not match its dialect: a missing member, a wrong type, an unknown key or a value not allowed.',
      es: 'El documento no se ajusta a su dialecto: falta un miembro, un tipo es incorrecto, una clave es desconocida o un valor no está permitido.',
      pt: 'O documento não corresponde ao seu dialeto: falta um membro, um tipo está errado, uma chave é desconhecida ou um valor não é permitido.',
    },
  },
  {
    id: 'atdf/not-a-mapping',
    group: 'structure',
    defaultSeverity: 'error',
    summary: {
      en: 'A document that is not a mapping (a tool description is one).',
      es: 'Un documento que no es un mapa (una descripción de herramienta lo es).',
      pt: 'Um documento que não é um mapa (uma descrição de ferramenta é).',
    },
  },
  {
    id: 'atdf/empty-document',
    group: 'structure',
    defaultSeverity: 'warning',
    fixable: true,
    summary: {
      en: 'An empty document where a tool description is expected.',
      es: 'Un documento vacío donde se espera una descripción de herramienta.',
      pt: 'Um documento vazio onde se espera uma descrição de ferramenta.',
    },
  },
  {
    id: 'atdf/id-or-tool-id',
    group: 'structure',
    defaultSeverity: 'error',
    fixable: true,
    summary: {
      en: 'An ATDF 1.x/2.x tool needs exactly one of "tool_id" or "id".',
      es: 'Una herramienta ATDF 1.x/2.x necesita exactamente uno de "tool_id" o "id".',
      pt: 'Uma ferramenta ATDF 1.x/2.x precisa de exatamente um de "tool_id" ou "id".',
    },
  },
  {
    id: 'atdf/needs-v2',
    group: 'structure',
    defaultSeverity: 'error',
    fixable: true,
    summary: {
      en: 'A key of ATDF 2.x in a document that declares schema_version 1.x.',
      es: 'Una clave de ATDF 2.x en un documento que declara schema_version 1.x.',
      pt: 'Uma chave do ATDF 2.x em um documento que declara schema_version 1.x.',
    },
  },
  {
    id: 'atdf/unknown-schema-version',
    group: 'structure',
    defaultSeverity: 'warning',
    fixable: true,
    summary: {
      en: 'A schema_version that is neither 1.x nor 2.x; the dialect is guessed from the keys.',
      es: 'Un schema_version que no es ni 1.x ni 2.x; el dialecto se deduce de las claves.',
      pt: 'Um schema_version que não é 1.x nem 2.x; o dialeto é deduzido das chaves.',
    },
  },
  {
    id: 'atdf/unknown-key',
    group: 'structure',
    defaultSeverity: 'warning',
    fixable: true,
    summary: {
      en: 'An extra key one or two edits away from a known one: almost always a typo.',
      es: 'Una clave extra a una o dos ediciones de una conocida: casi siempre una errata.',
      pt: 'Uma chave extra a uma ou duas edições de uma conhecida: quase sempre um erro de digitação.',
    },
  },
  {
    id: 'atdf/duplicate-input',
    group: 'structure',
    defaultSeverity: 'error',
    fixable: true,
    summary: {
      en: 'Two inputs of one tool with the same name.',
      es: 'Dos entradas de una herramienta con el mismo nombre.',
      pt: 'Duas entradas de uma ferramenta com o mesmo nome.',
    },
  },
  {
    id: 'atdf/duplicate-failure-code',
    group: 'structure',
    defaultSeverity: 'error',
    fixable: true,
    summary: {
      en: 'Two failures of one tool with the same code.',
      es: 'Dos fallos de una herramienta con el mismo código.',
      pt: 'Duas falhas de uma ferramenta com o mesmo código.',
    },
  },
  {
    id: 'ardf/not-a-tool',
    group: 'structure',
    defaultSeverity: 'information',
    summary: {
      en: 'An ARDF resource that is not a tool (a prompt, policy, workflow...): checked against the ARDF schema only.',
      es: 'Un recurso ARDF que no es una herramienta (prompt, política, flujo...): se comprueba solo contra el esquema ARDF.',
      pt: 'Um recurso ARDF que não é uma ferramenta (prompt, política, fluxo...): verificado apenas contra o esquema ARDF.',
    },
  },
  {
    id: 'atdf/unknown-input-type',
    group: 'schema',
    defaultSeverity: 'warning',
    fixable: true,
    summary: {
      en: 'An input "type" that is not a JSON Schema type name; its example values are not type-checked.',
      es: 'Un "type" de entrada que no es un nombre de tipo de JSON Schema; sus valores de ejemplo no se comprueban.',
      pt: 'Um "type" de entrada que não é um nome de tipo do JSON Schema; seus valores de exemplo não são verificados.',
    },
  },
  {
    id: EXAMPLE_SCHEMA_RULE,
    group: 'examples',
    defaultSeverity: 'error',
    fixable: true,
    summary: {
      en: "An example's value does not match the tool's own schema (input, or the output branch it claims).",
      es: 'El valor de un ejemplo no se ajusta al esquema de la propia herramienta (entrada, o la rama de salida que dice seguir).',
      pt: 'O valor de um exemplo não corresponde ao esquema da própria ferramenta (entrada, ou o ramo de saída que declara).',
    },
  },
  {
    id: EXAMPLE_FORMAT_RULE,
    group: 'examples',
    defaultSeverity: 'warning',
    summary: {
      en: 'An example string that does not match its declared "format" (email, date-time, uri...).',
      es: 'Una cadena de ejemplo que no cumple su "format" declarado (email, date-time, uri...).',
      pt: 'Uma string de exemplo que não segue seu "format" declarado (email, date-time, uri...).',
    },
  },
  {
    id: INVALID_INPUT_RULE,
    group: 'examples',
    defaultSeverity: 'information',
    summary: {
      en: 'Where the input of an example marked invalid_input breaks the input schema, as intended (atdf test sends it and expects the failure).',
      es: 'Dónde la entrada de un ejemplo marcado invalid_input rompe el esquema de entrada, a propósito (atdf test la envía y espera el fallo).',
      pt: 'Onde a entrada de um exemplo marcado invalid_input quebra o esquema de entrada, de propósito (atdf test a envia e espera a falha).',
    },
  },
  {
    id: INVALID_INPUT_MARKER_RULE,
    group: 'examples',
    defaultSeverity: 'error',
    summary: {
      en: 'An example marked invalid_input whose input is valid after all, or that expects no failure (2.x: names no declared failure code).',
      es: 'Un ejemplo marcado invalid_input cuya entrada es válida, o que no espera un fallo (2.x: no nombra un código de fallo declarado).',
      pt: 'Um exemplo marcado invalid_input cuja entrada é válida, ou que não espera uma falha (2.x: não nomeia um código de falha declarado).',
    },
  },
  {
    id: 'atdf/example-status',
    group: 'examples',
    defaultSeverity: 'error',
    fixable: true,
    summary: {
      en: 'A tool: form example output whose "status" matches no output branch (or is missing).',
      es: 'Una salida de ejemplo de la forma tool: cuyo "status" no corresponde a ninguna rama de salida (o falta).',
      pt: 'Uma saída de exemplo da forma tool: cujo "status" não corresponde a nenhum ramo de saída (ou falta).',
    },
  },
  {
    id: 'atdf/undeclared-input',
    group: 'examples',
    defaultSeverity: 'error',
    fixable: true,
    summary: {
      en: 'An ATDF 2.x example gives a value for an input the tool does not declare.',
      es: 'Un ejemplo ATDF 2.x da un valor para una entrada que la herramienta no declara.',
      pt: 'Um exemplo ATDF 2.x dá um valor para uma entrada que a ferramenta não declara.',
    },
  },
  {
    id: 'atdf/name-style',
    group: 'style',
    defaultSeverity: 'warning',
    fixable: true,
    summary: {
      en: 'A tool: form name that is not lowercase snake_case segments joined by dots.',
      es: 'Un nombre de la forma tool: que no son segmentos snake_case en minúsculas unidos por puntos.',
      pt: 'Um nome da forma tool: que não são segmentos snake_case minúsculos unidos por pontos.',
    },
  },
  {
    id: 'atdf/duplicate-tool',
    group: 'workspace',
    defaultSeverity: 'error',
    fixable: true,
    docs: 'configuration.md#translated-copies-of-a-tool',
    settings: {
      type: 'object',
      additionalProperties: false,
      properties: {
        translations: {
          type: 'boolean',
          description:
            'Translated copies of a tool (hole_maker_en.json, hole_maker_es.json, or tools/<language>/...) are not duplicates (default true).',
        },
      },
    },
    summary: {
      en: 'Two tool descriptions with the same name in the workspace (or in one stream): a registry would register it twice.',
      es: 'Dos descripciones de herramienta con el mismo nombre en el espacio de trabajo (o en un flujo): un registro la registraría dos veces.',
      pt: 'Duas descrições de ferramenta com o mesmo nome no workspace (ou em um fluxo): um registro a registraria duas vezes.',
    },
  },
  {
    id: 'atdf/internal-error',
    group: 'internal',
    defaultSeverity: 'error',
    summary: {
      en: 'The validator failed on this file: a bug; other files are unaffected. Please report it with the file.',
      es: 'El validador falló en este archivo: un error del programa; los demás archivos no se ven afectados. Repórtelo con el archivo.',
      pt: 'O validador falhou neste arquivo: um bug; os outros arquivos não são afetados. Reporte-o com o arquivo.',
    },
  },
];
