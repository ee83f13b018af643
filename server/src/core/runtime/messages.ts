// The registry's own sentences (the validator's messages come from the schema
// layer), in English, Spanish and Portuguese, with the same {placeholders}.
import { fillTemplate } from '../messages/fill';
import type { Locale } from '../locale';

export type RuntimeMessage =
  | 'unknown-tool'
  | 'unknown-tool-suggestion'
  | 'handler-threw'
  | 'handler-timeout'
  | 'invalid-atdf'
  | 'no-tool'
  | 'several-tools'
  | 'duplicate-tool'
  | 'bad-handler'
  | 'bad-value';

type Catalog = Record<RuntimeMessage, string>;

const en: Catalog = {
  'unknown-tool': 'no tool named "{name}" is registered',
  'unknown-tool-suggestion': 'no tool named "{name}" is registered; did you mean "{suggestion}"?',
  'handler-threw': 'the tool failed: {reason}',
  'handler-timeout': 'the tool did not answer within {ms} ms',
  'invalid-atdf': '{source}: the ATDF description has {count} error(s), so its tool is not registered: {problems}',
  'no-tool': '{source}: no tool is described there (an ATDF document: tool:, 1.x or 2.x)',
  'several-tools': '{source}: {count} tools are described there ({names}); register one tool per call',
  'duplicate-tool':
    'tool "{name}" is already registered from {first}; registering it again from {second} needs {override} (nothing is replaced silently)',
  'bad-handler': '{source}: the handler of "{name}" is not a function',
  'bad-value': '{source}: the ATDF value cannot be read as JSON ({reason})',
};

const es: Catalog = {
  'unknown-tool': 'no hay ninguna herramienta registrada con el nombre "{name}"',
  'unknown-tool-suggestion': 'no hay ninguna herramienta registrada con el nombre "{name}"; ¿quiso decir "{suggestion}"?',
  'handler-threw': 'la herramienta falló: {reason}',
  'handler-timeout': 'la herramienta no respondió en {ms} ms',
  'invalid-atdf': '{source}: la descripción ATDF tiene {count} error(es), así que su herramienta no se registra: {problems}',
  'no-tool': '{source}: no describe ninguna herramienta (un documento ATDF: tool:, 1.x o 2.x)',
  'several-tools': '{source}: describe {count} herramientas ({names}); registre una herramienta por llamada',
  'duplicate-tool':
    'la herramienta "{name}" ya está registrada desde {first}; registrarla de nuevo desde {second} requiere {override} (nada se reemplaza en silencio)',
  'bad-handler': '{source}: el manejador de "{name}" no es una función',
  'bad-value': '{source}: el valor ATDF no se puede leer como JSON ({reason})',
};

const pt: Catalog = {
  'unknown-tool': 'nenhuma ferramenta chamada "{name}" está registrada',
  'unknown-tool-suggestion': 'nenhuma ferramenta chamada "{name}" está registrada; você quis dizer "{suggestion}"?',
  'handler-threw': 'a ferramenta falhou: {reason}',
  'handler-timeout': 'a ferramenta não respondeu em {ms} ms',
  'invalid-atdf': '{source}: a descrição ATDF tem {count} erro(s), então sua ferramenta não é registrada: {problems}',
  'no-tool': '{source}: nenhuma ferramenta é descrita ali (um documento ATDF: tool:, 1.x ou 2.x)',
  'several-tools': '{source}: {count} ferramentas são descritas ali ({names}); registre uma ferramenta por chamada',
  'duplicate-tool':
    'a ferramenta "{name}" já está registrada a partir de {first}; registrá-la de novo a partir de {second} exige {override} (nada é substituído em silêncio)',
  'bad-handler': '{source}: o manipulador de "{name}" não é uma função',
  'bad-value': '{source}: o valor ATDF não pode ser lido como JSON ({reason})',
};

const CATALOGS: Record<Locale, Catalog> = { en, es, pt };

export function runtimeMessage(locale: Locale, key: RuntimeMessage, params: Record<string, unknown> = {}): string {
  return fillTemplate(CATALOGS[locale][key], params);
}

/** The catalogs, for the test that every language has every message with the same placeholders. */
export const RUNTIME_CATALOGS: Readonly<Record<Locale, Readonly<Catalog>>> = CATALOGS;
