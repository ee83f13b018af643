// Message catalog of the ATDF rules in English, Spanish and Portuguese.
// Every message names the pointer it is about ({at}), so that a message read
// on its own (in a CI log, by a model) says where to look.
import type { Locale } from '../locale';
import { fillTemplate } from '../messages/fill';

type Catalog = Record<string, string>;

const en: Catalog = {
  root: '(document root)',
  type: '{at}: expected {expected}, got {actual}',
  required: 'missing required member "{name}" in {parent}',
  'required.misspelled': ' (is "{name}" a misspelling of it?)',
  additionalProperties: '{at}: unknown key "{name}"{hint}',
  'additionalProperties.hint': '; did you mean "{suggestion}"?',
  'additionalProperties.allowed': '; allowed keys: {allowed}',
  enum: '{at}: {actual} is not one of the allowed values {allowed}',
  const: '{at}: expected {expected}, got {actual}',
  'minLength.empty': '{at}: must not be empty',
  minLength: '{at}: must have at least {limit} characters',
  generic: '{at}: {error}',
  'schema-issue': '{at}: {error}',
  'atdf/id-or-tool-id.none': 'missing "tool_id" in {parent}: a tool needs exactly one of "tool_id" or "id"',
  'atdf/id-or-tool-id.both': '{at}: give only one of "tool_id" or "id", not both',
  'atdf/needs-v2': '{at}: "{name}" belongs to ATDF 2.x but schema_version is {version}; set schema_version: "2.0.0"',
  'atdf/unknown-schema-version': '{at}: unknown schema_version {actual}; ATDF 1.x and 2.x are known (dialect guessed: {dialect})',
  'atdf/not-a-mapping': '{at}: an ATDF document must be a mapping (tool description), got {actual}',
  'atdf/empty-document': '{at}: empty document; an ATDF tool description is expected here',
  'atdf/duplicate-input': '{at}: input "{name}" is declared twice (first at {first})',
  'atdf/duplicate-failure-code': '{at}: failure code "{name}" is declared twice (first at {first})',
  'ardf/not-a-tool': '{at}: an ARDF "{type}" resource: checked against the ARDF schema only; ATDF tools are ARDF "tool" resources',
  'atdf/name-style': '{at}: tool name "{name}" should be lowercase snake_case segments joined by dots, e.g. "{suggestion}"',
  'atdf/unknown-input-type':
    '{at}: "{name}" is not a JSON Schema type name ({allowed}) nor several joined by "|" ("string | null"); example values of this input are not type-checked',
  'atdf/undeclared-input': '{at}: "{name}" is not a declared input of this tool (declared: {allowed})',
  'atdf/unknown-key': '{at}: unknown key "{name}"; did you mean "{suggestion}"?',
  'atdf/example-status': '{at}: status {actual} matches no output branch; allowed: {allowed}',
  'atdf/example-status-missing': '{at}: the example output has no "status"; allowed: {allowed}',
  'atdf/duplicate-tool':
    '{at}: tool "{name}" is also defined in {other}; a tool registry must not register the same tool twice, rename one of them',
  'atdf/duplicate-tool.same-file': 'document {index} of this file',
  'atdf/duplicate-tool.related': 'the other definition of "{name}"',
  'atdf/invalid-input.suffix': ' (invalid on purpose: invalid_input; atdf test sends it and expects {expected})',
  'atdf/invalid-input.an-error': 'an error',
  'atdf/invalid-input-marker.valid':
    '{at}: invalid_input is true, but the example input matches the input schema; break the input as the example intends, or remove invalid_input',
  'atdf/invalid-input-marker.no-failure':
    '{at}: an example with invalid_input: true must expect a failure: name a code of how_to_use.outputs.failure in expected_result (declared: {allowed})',
  'atdf/invalid-input-marker.not-error':
    '{at}: an example with invalid_input: true expects an error, but its output is not of the tool.output.error branch',
  'example.prefix': 'example: ',
  'related.declared': 'declared here',
  'related.first': 'first declared here',
  none: '(none)',
};

const es: Catalog = {
  root: '(raíz del documento)',
  type: '{at}: se esperaba {expected}, se encontró {actual}',
  required: 'falta el miembro obligatorio "{name}" en {parent}',
  'required.misspelled': ' (¿"{name}" es una errata?)',
  additionalProperties: '{at}: clave desconocida "{name}"{hint}',
  'additionalProperties.hint': '; ¿quería decir "{suggestion}"?',
  'additionalProperties.allowed': '; claves permitidas: {allowed}',
  enum: '{at}: {actual} no es uno de los valores permitidos {allowed}',
  const: '{at}: se esperaba {expected}, se encontró {actual}',
  'minLength.empty': '{at}: no puede estar vacío',
  minLength: '{at}: debe tener al menos {limit} caracteres',
  generic: '{at}: {error}',
  'schema-issue': '{at}: {error}',
  'atdf/id-or-tool-id.none': 'falta "tool_id" en {parent}: una herramienta necesita exactamente uno de "tool_id" o "id"',
  'atdf/id-or-tool-id.both': '{at}: indique solo uno de "tool_id" o "id", no ambos',
  'atdf/needs-v2': '{at}: "{name}" pertenece a ATDF 2.x pero schema_version es {version}; ponga schema_version: "2.0.0"',
  'atdf/unknown-schema-version': '{at}: schema_version {actual} desconocido; se conocen ATDF 1.x y 2.x (dialecto supuesto: {dialect})',
  'atdf/not-a-mapping': '{at}: un documento ATDF debe ser un mapa (descripción de herramienta), se encontró {actual}',
  'atdf/empty-document': '{at}: documento vacío; aquí se espera una descripción de herramienta ATDF',
  'atdf/duplicate-input': '{at}: la entrada "{name}" está declarada dos veces (primero en {first})',
  'atdf/duplicate-failure-code': '{at}: el código de fallo "{name}" está declarado dos veces (primero en {first})',
  'ardf/not-a-tool':
    '{at}: un recurso ARDF "{type}": se comprueba solo contra el esquema ARDF; las herramientas ATDF son recursos ARDF "tool"',
  'atdf/name-style': '{at}: el nombre "{name}" debería ser segmentos snake_case en minúsculas unidos por puntos, p. ej. "{suggestion}"',
  'atdf/unknown-input-type':
    '{at}: "{name}" no es un nombre de tipo de JSON Schema ({allowed}) ni varios unidos por "|" ("string | null"); los valores de ejemplo de esta entrada no se comprueban',
  'atdf/undeclared-input': '{at}: "{name}" no es una entrada declarada de esta herramienta (declaradas: {allowed})',
  'atdf/unknown-key': '{at}: clave desconocida "{name}"; ¿quería decir "{suggestion}"?',
  'atdf/example-status': '{at}: el status {actual} no corresponde a ninguna rama de salida; permitidos: {allowed}',
  'atdf/example-status-missing': '{at}: la salida del ejemplo no tiene "status"; permitidos: {allowed}',
  'atdf/duplicate-tool':
    '{at}: la herramienta "{name}" también está definida en {other}; un registro de herramientas no debe registrar la misma herramienta dos veces, cambie el nombre de una de ellas',
  'atdf/duplicate-tool.same-file': 'el documento {index} de este archivo',
  'atdf/duplicate-tool.related': 'la otra definición de "{name}"',
  'atdf/invalid-input.suffix': ' (inválido a propósito: invalid_input; atdf test lo envía y espera {expected})',
  'atdf/invalid-input.an-error': 'un error',
  'atdf/invalid-input-marker.valid':
    '{at}: invalid_input es true, pero la entrada del ejemplo se ajusta al esquema de entrada; rompa la entrada como el ejemplo pretende, o quite invalid_input',
  'atdf/invalid-input-marker.no-failure':
    '{at}: un ejemplo con invalid_input: true debe esperar un fallo: nombre un código de how_to_use.outputs.failure en expected_result (declarados: {allowed})',
  'atdf/invalid-input-marker.not-error':
    '{at}: un ejemplo con invalid_input: true espera un error, pero su output no es de la rama tool.output.error',
  'example.prefix': 'ejemplo: ',
  'related.declared': 'declarado aquí',
  'related.first': 'primera declaración',
  none: '(ninguna)',
};

const pt: Catalog = {
  root: '(raiz do documento)',
  type: '{at}: esperado {expected}, encontrado {actual}',
  required: 'falta o membro obrigatório "{name}" em {parent}',
  'required.misspelled': ' ("{name}" é um erro de digitação?)',
  additionalProperties: '{at}: chave desconhecida "{name}"{hint}',
  'additionalProperties.hint': '; você quis dizer "{suggestion}"?',
  'additionalProperties.allowed': '; chaves permitidas: {allowed}',
  enum: '{at}: {actual} não é um dos valores permitidos {allowed}',
  const: '{at}: esperado {expected}, encontrado {actual}',
  'minLength.empty': '{at}: não pode estar vazio',
  minLength: '{at}: deve ter pelo menos {limit} caracteres',
  generic: '{at}: {error}',
  'schema-issue': '{at}: {error}',
  'atdf/id-or-tool-id.none': 'falta "tool_id" em {parent}: uma ferramenta precisa de exatamente um de "tool_id" ou "id"',
  'atdf/id-or-tool-id.both': '{at}: informe apenas um de "tool_id" ou "id", não ambos',
  'atdf/needs-v2': '{at}: "{name}" pertence ao ATDF 2.x mas schema_version é {version}; defina schema_version: "2.0.0"',
  'atdf/unknown-schema-version': '{at}: schema_version {actual} desconhecido; ATDF 1.x e 2.x são conhecidos (dialeto suposto: {dialect})',
  'atdf/not-a-mapping': '{at}: um documento ATDF deve ser um mapa (descrição de ferramenta), encontrado {actual}',
  'atdf/empty-document': '{at}: documento vazio; aqui se espera uma descrição de ferramenta ATDF',
  'atdf/duplicate-input': '{at}: a entrada "{name}" está declarada duas vezes (primeiro em {first})',
  'atdf/duplicate-failure-code': '{at}: o código de falha "{name}" está declarado duas vezes (primeiro em {first})',
  'ardf/not-a-tool':
    '{at}: um recurso ARDF "{type}": verificado apenas contra o esquema ARDF; as ferramentas ATDF são recursos ARDF "tool"',
  'atdf/name-style': '{at}: o nome "{name}" deveria ser segmentos snake_case minúsculos unidos por pontos, p. ex. "{suggestion}"',
  'atdf/unknown-input-type':
    '{at}: "{name}" não é um nome de tipo do JSON Schema ({allowed}) nem vários unidos por "|" ("string | null"); os valores de exemplo desta entrada não são verificados',
  'atdf/undeclared-input': '{at}: "{name}" não é uma entrada declarada desta ferramenta (declaradas: {allowed})',
  'atdf/unknown-key': '{at}: chave desconhecida "{name}"; você quis dizer "{suggestion}"?',
  'atdf/example-status': '{at}: o status {actual} não corresponde a nenhum ramo de saída; permitidos: {allowed}',
  'atdf/example-status-missing': '{at}: a saída do exemplo não tem "status"; permitidos: {allowed}',
  'atdf/duplicate-tool':
    '{at}: a ferramenta "{name}" também está definida em {other}; um registro de ferramentas não deve registrar a mesma ferramenta duas vezes, renomeie uma delas',
  'atdf/duplicate-tool.same-file': 'o documento {index} deste arquivo',
  'atdf/duplicate-tool.related': 'a outra definição de "{name}"',
  'atdf/invalid-input.suffix': ' (inválido de propósito: invalid_input; atdf test o envia e espera {expected})',
  'atdf/invalid-input.an-error': 'um erro',
  'atdf/invalid-input-marker.valid':
    '{at}: invalid_input é true, mas a entrada do exemplo corresponde ao esquema de entrada; quebre a entrada como o exemplo pretende, ou remova invalid_input',
  'atdf/invalid-input-marker.no-failure':
    '{at}: um exemplo com invalid_input: true deve esperar uma falha: nomeie um código de how_to_use.outputs.failure em expected_result (declarados: {allowed})',
  'atdf/invalid-input-marker.not-error':
    '{at}: um exemplo com invalid_input: true espera um erro, mas o seu output não é do ramo tool.output.error',
  'example.prefix': 'exemplo: ',
  'related.declared': 'declarado aqui',
  'related.first': 'primeira declaração',
  none: '(nenhuma)',
};

const CATALOGS: Record<Locale, Catalog> = { en, es, pt };

export type MessageId = keyof typeof en;

/** A message of the catalog in `locale` (English when missing), with `{param}`s filled in. */
export function msg(locale: Locale, id: MessageId, params: Record<string, unknown> = {}): string {
  return fillTemplate(CATALOGS[locale]?.[id] ?? en[id] ?? id, params);
}

/** How a pointer is shown inside a message: the pointer itself, or "(document root)". */
export function showPointer(locale: Locale, pointer: string): string {
  return pointer === '' ? msg(locale, 'root') : pointer;
}

/** A JSON value shown in a message (short, JSON syntax). */
export function showValue(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? text.slice(0, 57) + '...' : text;
}

/** The JSON type name of a value, as messages say it ("integer" for whole numbers is not used: "number"). */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
}

/** Catalog entries missing in es/pt (`locale:id`), for the tests. */
export function missingCatalogEntries(): string[] {
  const missing: string[] = [];
  for (const [locale, catalog] of Object.entries(CATALOGS)) {
    for (const id of Object.keys(en)) if (!(id in catalog)) missing.push(`${locale}:${id}`);
  }
  return missing;
}
