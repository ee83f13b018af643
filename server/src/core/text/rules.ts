// The rules of reading a file's bytes (decode.ts): encoding and size; and the
// editor's limit on how many problems of a file it shows (features/diagnostics.ts).
import type { RuleMeta } from '../rules/types';

/**
 * Problems shown per file (the editor's atdf.validation.maxProblems, `atdf validate --max-problems`) before
 * atdf/too-many-problems: enough to fix a file by; past it a publish (100,000 empty documents: 33 MB) costs more than it tells.
 */
export const DEFAULT_MAX_PROBLEMS = 1000;

export const TEXT_RULES: readonly RuleMeta[] = [
  {
    id: 'encoding/utf16',
    group: 'encoding',
    defaultSeverity: 'error',
    summary: {
      en: 'The file is UTF-16; ATDF files must be UTF-8.',
      es: 'El archivo está en UTF-16; los archivos ATDF deben ser UTF-8.',
      pt: 'O arquivo está em UTF-16; arquivos ATDF devem ser UTF-8.',
    },
  },
  {
    id: 'encoding/invalid-utf8',
    group: 'encoding',
    defaultSeverity: 'error',
    summary: {
      en: 'Bytes that are not UTF-8 (a binary file, or another encoding).',
      es: 'Bytes que no son UTF-8 (un archivo binario u otra codificación).',
      pt: 'Bytes que não são UTF-8 (um arquivo binário ou outra codificação).',
    },
  },
  {
    id: 'file/too-large',
    group: 'encoding',
    defaultSeverity: 'information',
    summary: {
      en: 'The file is over atdf.validation.maxFileSize and is not validated live.',
      es: 'El archivo supera atdf.validation.maxFileSize y no se valida en vivo.',
      pt: 'O arquivo excede atdf.validation.maxFileSize e não é validado ao vivo.',
    },
  },
  {
    id: 'atdf/too-many-problems',
    group: 'encoding',
    defaultSeverity: 'information',
    summary: {
      en: 'The file has more problems than atdf.validation.maxProblems; the editor shows that many and says how many more there are.',
      es: 'El archivo tiene más problemas que atdf.validation.maxProblems; el editor muestra esa cantidad e indica cuántos más hay.',
      pt: 'O arquivo tem mais problemas que atdf.validation.maxProblems; o editor mostra essa quantidade e diz quantos mais existem.',
    },
  },
];
