// The per-target compatibility rules (compatibility.ts, on with the
// atdf.export.targets setting) as registry entries: group `target`, the
// default severities of compatibility.ts, documented in docs/export.md.
import type { RuleMeta } from '../rules/types';
import { COMPATIBILITY_SEVERITY } from './compatibility';
import type { ExportNoteCode } from './notes';

const SUMMARIES: Record<ExportNoteCode, RuleMeta['summary']> = {
  'export/renamed': {
    en: 'A tool name a target refuses; the export maps it to another name.',
    es: 'Un nombre de herramienta que un destino rechaza; la exportación lo cambia por otro nombre.',
    pt: 'Um nome de ferramenta que um destino recusa; a exportação o troca por outro nome.',
  },
  'export/description-missing': {
    en: 'A tool without a description, by which the model chooses tools.',
    es: 'Una herramienta sin descripción, con la que el modelo elige las herramientas.',
    pt: 'Uma ferramenta sem descrição, pela qual o modelo escolhe as ferramentas.',
  },
  'export/description-too-long': {
    en: "A description over a target's length limit (OpenAI: 1,024 characters).",
    es: 'Una descripción que supera el límite de longitud de un destino (OpenAI: 1.024 caracteres).',
    pt: 'Uma descrição acima do limite de tamanho de um destino (OpenAI: 1.024 caracteres).',
  },
  'export/root-not-object': {
    en: 'An input schema that is not of type object, which function-calling targets require.',
    es: 'Un esquema de entrada que no es de tipo object, como exigen los destinos de llamada a funciones.',
    pt: 'Um esquema de entrada que não é do tipo object, como exigem os destinos de chamada de funções.',
  },
  'export/strict-dropped': {
    en: 'A schema keyword OpenAI strict mode refuses; the export leaves it out.',
    es: 'Una palabra clave de esquema que el modo estricto de OpenAI rechaza; la exportación la omite.',
    pt: 'Uma palavra-chave de esquema que o modo estrito da OpenAI recusa; a exportação a omite.',
  },
  'export/strict-closed': {
    en: 'An open object that OpenAI strict mode closes (no other properties).',
    es: 'Un objeto abierto que el modo estricto de OpenAI cierra (sin otras propiedades).',
    pt: 'Um objeto aberto que o modo estrito da OpenAI fecha (sem outras propriedades).',
  },
  'export/strict-any': {
    en: 'A schema without a type, which OpenAI strict mode refuses.',
    es: 'Un esquema sin tipo, que el modo estricto de OpenAI rechaza.',
    pt: 'Um esquema sem tipo, que o modo estrito da OpenAI recusa.',
  },
  'export/gemini-dropped': {
    en: 'A schema keyword Gemini does not support; the export leaves it out.',
    es: 'Una palabra clave de esquema que Gemini no admite; la exportación la omite.',
    pt: 'Uma palavra-chave de esquema que o Gemini não aceita; a exportação a omite.',
  },
  'export/gemini-json-schema': {
    en: "A keyword outside Gemini's schema subset: the schema is sent as parametersJsonSchema.",
    es: 'Una palabra clave fuera del subconjunto de esquemas de Gemini: el esquema se envía como parametersJsonSchema.',
    pt: 'Uma palavra-chave fora do subconjunto de esquemas do Gemini: o esquema é enviado como parametersJsonSchema.',
  },
};

export const EXPORT_RULES: readonly RuleMeta[] = (Object.keys(SUMMARIES) as ExportNoteCode[]).map((id) => ({
  id,
  group: 'target',
  defaultSeverity: COMPATIBILITY_SEVERITY[id],
  summary: SUMMARIES[id],
  ...(id === 'export/renamed' ? { fixable: true } : {}),
  docs: 'export.md#in-the-editor-per-target-compatibility',
}));
