// The exporters' notes and problems as sentences, in English, Spanish and
// Portuguese. {at} is a pointer into the input schema ('' = the schema itself).
import { fillTemplate } from '../messages/fill';
import type { Locale } from '../locale';
import type { RevisionNote, RevisionNoteCode } from './mcp-revision';
import type { ExportNote, ExportNoteCode } from './notes';
import type { ExportProblem, ExportTarget } from './types';

type Code = ExportNoteCode | ExportProblem['code'] | RevisionNoteCode;
type Catalog = Record<Code, string>;

const en: Catalog = {
  'export/renamed': '{target}: tool names must match ^[a-zA-Z0-9_-]{1,64}$; "{name}" is exported as "{exported}"',
  'export/description-missing': '{target}: the tool has no description; the model chooses tools by it',
  'export/description-too-long': '{target}: the description has {length} characters; the limit is {limit}',
  'export/root-not-object': '{target}: the input schema must be an object schema (type: object); it has {type}',
  'export/strict-dropped': '{target}: strict mode refuses "{keyword}" at {at}; it is left out',
  'export/strict-closed': '{target}: strict mode needs additionalProperties: false at {at}; it is set so',
  'export/strict-any': '{target}: strict mode needs a type at {at} (a schema that accepts anything is refused)',
  'export/gemini-dropped': '{target}: Gemini does not support "{keyword}" at {at}; it is left out',
  'export/gemini-json-schema':
    '{target}: "{keyword}" at {at} is outside the OpenAPI subset of Gemini\'s parameters; the schema is sent as parametersJsonSchema',
  'export/cannot-export': 'cannot export: {reason}',
  'export/duplicate-name': 'the tool is exported as "{name}", like "{firstName}" in {first}; names must be unique',
  'export/output-schema-revision':
    'MCP {revision}: an outputSchema\'s root must be type "object" (any JSON Schema only from 2026-07-28); it has type {type}',
  'mcp-revision/left-out': 'MCP {revision}: "{key}" is left out (a tool has it from {since})',
  'mcp-revision/task-support':
    'MCP {revision}: execution.taskSupport ("{taskSupport}") is left out: tasks are the io.modelcontextprotocol/tasks extension, declared in the server\'s capabilities, not per tool',
  'mcp-revision/name': 'MCP {revision}: tool names SHOULD be 1-128 characters of A-Z a-z 0-9 _ - .; "{name}" is not',
};

const es: Catalog = {
  'export/renamed': '{target}: los nombres de herramienta deben cumplir ^[a-zA-Z0-9_-]{1,64}$; "{name}" se exporta como "{exported}"',
  'export/description-missing': '{target}: la herramienta no tiene descripción; el modelo elige las herramientas por ella',
  'export/description-too-long': '{target}: la descripción tiene {length} caracteres; el límite es {limit}',
  'export/root-not-object': '{target}: el esquema de entrada debe ser de objeto (type: object); tiene {type}',
  'export/strict-dropped': '{target}: el modo estricto rechaza "{keyword}" en {at}; se omite',
  'export/strict-closed': '{target}: el modo estricto exige additionalProperties: false en {at}; se pone así',
  'export/strict-any': '{target}: el modo estricto exige un tipo en {at} (un esquema que acepta cualquier cosa se rechaza)',
  'export/gemini-dropped': '{target}: Gemini no admite "{keyword}" en {at}; se omite',
  'export/gemini-json-schema':
    '{target}: "{keyword}" en {at} está fuera del subconjunto OpenAPI de los parámetros de Gemini; el esquema se envía como parametersJsonSchema',
  'export/cannot-export': 'no se puede exportar: {reason}',
  'export/duplicate-name': 'la herramienta se exporta como "{name}", igual que "{firstName}" en {first}; los nombres deben ser únicos',
  'export/output-schema-revision':
    'MCP {revision}: la raíz de un outputSchema debe ser type "object" (cualquier JSON Schema solo desde 2026-07-28); tiene type {type}',
  'mcp-revision/left-out': 'MCP {revision}: "{key}" se omite (una herramienta lo tiene desde {since})',
  'mcp-revision/task-support':
    'MCP {revision}: execution.taskSupport ("{taskSupport}") se omite: las tareas son la extensión io.modelcontextprotocol/tasks, declarada en las capacidades del servidor, no por herramienta',
  'mcp-revision/name':
    'MCP {revision}: los nombres de herramienta DEBERÍAN tener de 1 a 128 caracteres de A-Z a-z 0-9 _ - .; "{name}" no los tiene',
};

const pt: Catalog = {
  'export/renamed': '{target}: os nomes de ferramenta devem casar com ^[a-zA-Z0-9_-]{1,64}$; "{name}" é exportado como "{exported}"',
  'export/description-missing': '{target}: a ferramenta não tem descrição; o modelo escolhe as ferramentas por ela',
  'export/description-too-long': '{target}: a descrição tem {length} caracteres; o limite é {limit}',
  'export/root-not-object': '{target}: o esquema de entrada deve ser de objeto (type: object); ele tem {type}',
  'export/strict-dropped': '{target}: o modo estrito recusa "{keyword}" em {at}; é omitido',
  'export/strict-closed': '{target}: o modo estrito exige additionalProperties: false em {at}; é definido assim',
  'export/strict-any': '{target}: o modo estrito exige um tipo em {at} (um esquema que aceita qualquer coisa é recusado)',
  'export/gemini-dropped': '{target}: o Gemini não suporta "{keyword}" em {at}; é omitido',
  'export/gemini-json-schema':
    '{target}: "{keyword}" em {at} está fora do subconjunto OpenAPI dos parâmetros do Gemini; o esquema é enviado como parametersJsonSchema',
  'export/cannot-export': 'não é possível exportar: {reason}',
  'export/duplicate-name': 'a ferramenta é exportada como "{name}", como "{firstName}" em {first}; os nomes devem ser únicos',
  'export/output-schema-revision':
    'MCP {revision}: a raiz de um outputSchema deve ser type "object" (qualquer JSON Schema só a partir de 2026-07-28); tem type {type}',
  'mcp-revision/left-out': 'MCP {revision}: "{key}" é omitido (uma ferramenta o tem desde {since})',
  'mcp-revision/task-support':
    'MCP {revision}: execution.taskSupport ("{taskSupport}") é omitido: as tarefas são a extensão io.modelcontextprotocol/tasks, declarada nas capacidades do servidor, não por ferramenta',
  'mcp-revision/name': 'MCP {revision}: os nomes de ferramenta DEVERIAM ter de 1 a 128 caracteres de A-Z a-z 0-9 _ - .; "{name}" não tem',
};

const CATALOGS: Record<Locale, Catalog> = { en, es, pt };
const ROOT: Record<Locale, string> = { en: '(schema root)', es: '(raíz del esquema)', pt: '(raiz do esquema)' };

/** A note (about a target, or several joined by commas) or a problem as one sentence. */
export function exportMessage(
  target: ExportTarget | string,
  message: ExportNote | ExportProblem | RevisionNote,
  locale: Locale = 'en',
): string {
  const args: Record<string, string | number> = { target, ...message.args };
  if ('at' in message) args.at = message.at === '' ? ROOT[locale] : message.at;
  return fillTemplate(CATALOGS[locale][message.code], args);
}
