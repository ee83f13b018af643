// The rules of the parse layer: every code a ParseProblem can carry.
import type { RuleMeta } from '../rules/types';

export const PARSE_RULES: readonly RuleMeta[] = [
  {
    id: 'yaml/syntax',
    group: 'syntax',
    defaultSeverity: 'error',
    fixable: true,
    summary: {
      en: 'The text is not valid YAML; the document is not validated until it reads.',
      es: 'El texto no es YAML válido; el documento no se valida hasta que se pueda leer.',
      pt: 'O texto não é YAML válido; o documento não é validado até poder ser lido.',
    },
  },
  {
    id: 'yaml/warning',
    group: 'syntax',
    defaultSeverity: 'warning',
    summary: {
      en: 'The YAML reader accepts the text but warns about it (e.g. an unknown directive).',
      es: 'El lector de YAML acepta el texto pero avisa (p. ej. una directiva desconocida).',
      pt: 'O leitor de YAML aceita o texto mas avisa (p. ex. uma diretiva desconhecida).',
    },
  },
  {
    id: 'yaml/version-directive',
    group: 'syntax',
    defaultSeverity: 'hint',
    summary: {
      en: 'A `%YAML 1.1` directive: the document is read as YAML 1.2 all the same (yes/no/on/off are strings, no 0777 octal).',
      es: 'Una directiva `%YAML 1.1`: el documento se lee igualmente como YAML 1.2 (yes/no/on/off son cadenas, sin octal 0777).',
      pt: 'Uma diretiva `%YAML 1.1`: o documento é lido mesmo assim como YAML 1.2 (yes/no/on/off são strings, sem octal 0777).',
    },
  },
  {
    id: 'yaml/unreadable',
    group: 'syntax',
    defaultSeverity: 'error',
    summary: {
      en: 'The YAML reader failed on this document; check its syntax.',
      es: 'El lector de YAML falló en este documento; revise su sintaxis.',
      pt: 'O leitor de YAML falhou neste documento; verifique a sintaxe.',
    },
  },
  {
    id: 'yaml/duplicate-key',
    group: 'syntax',
    defaultSeverity: 'error',
    summary: {
      en: 'A mapping has the same key twice; only one value can be meant.',
      es: 'Un mapa tiene la misma clave dos veces; solo uno de los valores puede ser el buscado.',
      pt: 'Um mapa tem a mesma chave duas vezes; só um dos valores pode ser o pretendido.',
    },
  },
  {
    id: 'yaml/unknown-tag',
    group: 'syntax',
    defaultSeverity: 'warning',
    summary: {
      en: "A tag outside YAML's core schema; it is ignored and the value read as plain data.",
      es: 'Una etiqueta fuera del esquema básico de YAML; se ignora y el valor se lee como dato simple.',
      pt: 'Uma tag fora do esquema básico do YAML; é ignorada e o valor lido como dado simples.',
    },
  },
  {
    id: 'yaml/non-finite-number',
    group: 'syntax',
    defaultSeverity: 'warning',
    fixable: true,
    summary: {
      en: 'An infinity or NaN, which JSON cannot hold; it is read as a string.',
      es: 'Un infinito o NaN, que JSON no puede representar; se lee como cadena.',
      pt: 'Um infinito ou NaN, que o JSON não representa; é lido como string.',
    },
  },
  {
    id: 'yaml/complex-key',
    group: 'syntax',
    defaultSeverity: 'warning',
    summary: {
      en: 'A collection used as a mapping key; it is read as its JSON text.',
      es: 'Una colección usada como clave de un mapa; se lee como su texto JSON.',
      pt: 'Uma coleção usada como chave de um mapa; é lida como seu texto JSON.',
    },
  },
  {
    id: 'yaml/merge',
    group: 'syntax',
    defaultSeverity: 'error',
    summary: {
      en: 'A merge key "<<" not followed by a mapping, an alias of one, or a list of them.',
      es: 'Una clave de fusión "<<" que no va seguida de un mapa, un alias de uno o una lista de ellos.',
      pt: 'Uma chave de mesclagem "<<" sem um mapa, um alias de um ou uma lista deles.',
    },
  },
  {
    id: 'yaml/unknown-alias',
    group: 'syntax',
    defaultSeverity: 'error',
    summary: {
      en: 'An alias (*name) with no anchor (&name) before it.',
      es: 'Un alias (*nombre) sin un ancla (&nombre) antes.',
      pt: 'Um alias (*nome) sem uma âncora (&nome) antes.',
    },
  },
  {
    id: 'yaml/alias-cycle',
    group: 'syntax',
    defaultSeverity: 'error',
    summary: {
      en: 'An alias that refers to the node that contains it.',
      es: 'Un alias que se refiere al nodo que lo contiene.',
      pt: 'Um alias que se refere ao nó que o contém.',
    },
  },
  {
    id: 'yaml/alias-limit',
    group: 'syntax',
    defaultSeverity: 'error',
    summary: {
      en: 'Aliases expand past the limit (a "billion laughs" guard); the document is not validated.',
      es: 'Los alias se expanden más allá del límite (protección "billion laughs"); el documento no se valida.',
      pt: 'Os aliases se expandem além do limite (proteção "billion laughs"); o documento não é validado.',
    },
  },
  {
    id: 'yaml/depth-limit',
    group: 'syntax',
    defaultSeverity: 'error',
    summary: {
      en: 'Collections nested deeper than the limit; the document is not validated.',
      es: 'Colecciones anidadas más allá del límite; el documento no se valida.',
      pt: 'Coleções aninhadas além do limite; o documento não é validado.',
    },
  },
  {
    id: 'json/syntax',
    group: 'syntax',
    defaultSeverity: 'error',
    fixable: true,
    summary: {
      en: 'The text is not valid JSON; the file is not validated until it reads.',
      es: 'El texto no es JSON válido; el archivo no se valida hasta que se pueda leer.',
      pt: 'O texto não é JSON válido; o arquivo não é validado até poder ser lido.',
    },
  },
  {
    id: 'json/duplicate-key',
    group: 'syntax',
    defaultSeverity: 'error',
    summary: {
      en: 'An object has the same member name twice; only one value can be meant.',
      es: 'Un objeto tiene el mismo nombre de miembro dos veces; solo uno de los valores puede ser el buscado.',
      pt: 'Um objeto tem o mesmo nome de membro duas vezes; só um dos valores pode ser o pretendido.',
    },
  },
  {
    id: 'json/number-range',
    group: 'syntax',
    defaultSeverity: 'warning',
    fixable: true,
    summary: {
      en: 'A number too large to represent; it is read as a string.',
      es: 'Un número demasiado grande para representarlo; se lee como cadena.',
      pt: 'Um número grande demais para ser representado; é lido como string.',
    },
  },
  {
    id: 'json/depth-limit',
    group: 'syntax',
    defaultSeverity: 'error',
    summary: {
      en: 'Arrays or objects nested deeper than the limit; the file is not validated.',
      es: 'Arrays u objetos anidados más allá del límite; el archivo no se valida.',
      pt: 'Arrays ou objetos aninhados além do limite; o arquivo não é validado.',
    },
  },
  {
    id: 'text/nul',
    group: 'encoding',
    defaultSeverity: 'error',
    fixable: true,
    summary: {
      en: 'A NUL character in the text: a binary file, or a copy-paste accident.',
      es: 'Un carácter NUL en el texto: un archivo binario o un accidente al copiar y pegar.',
      pt: 'Um caractere NUL no texto: um arquivo binário ou um acidente de copiar e colar.',
    },
  },
];
