// Spanish messages of text and parse problems (same keys as problems-en.ts).
import type { ProblemMessages } from './problems-en';

export const problemsEs: ProblemMessages = {
  'text.utf16': 'El archivo está codificado en UTF-16; los archivos ATDF deben ser UTF-8. Guárdelo como UTF-8 y vuelva a intentarlo.',
  'text.invalidUtf8':
    'UTF-8 no válido en el byte {byte}{more}. Los archivos ATDF deben ser texto UTF-8; ¿es un archivo binario? Vuelva a guardarlo como UTF-8.',
  'text.oneMorePlace': ' (y 1 lugar más)',
  'text.morePlaces': ' (y {count} lugares más)',
  'text.tooLarge':
    'Archivo demasiado grande para validarlo en vivo ({size} MB > límite {limit} MB); aumente atdf.validation.maxFileSize para validarlo.',
  'text.nul':
    'Este documento contiene un carácter NUL (U+0000) en {here}: ¿es un archivo binario? Los archivos ATDF son texto UTF-8; elimine el carácter.',
  'parse.yaml.tooLargeLive':
    'Este documento YAML ({size} caracteres) tiene lo que solo el lector general de YAML lee (anclas, etiquetas, claves duplicadas, escalares de varias líneas...), y ese lector lee más de {limit} caracteres demasiado despacio para comprobarlo mientras escribe: el documento no se valida aquí. Ejecute `atdf validate` sobre el archivo, o divida el documento.',
  'parse.depthLimit': 'Anidamiento de más de {limit} niveles: el documento no se valida. Aplane la estructura.',
  'parse.duplicateKey': 'Clave duplicada "{name}" (definida primero en la línea {relatedLine}). Conserve solo una.',
  'parse.json.expected': 'Error de sintaxis JSON: se esperaba {expected}, se encontró {found}.',
  'parse.json.comment': 'Error de sintaxis JSON: JSON no admite comentarios (se esperaba {expected}).',
  'parse.json.singleQuote': 'Error de sintaxis JSON: las cadenas JSON van entre comillas dobles (se esperaba {expected}).',
  'parse.json.unterminatedString': 'Error de sintaxis JSON: cadena sin cerrar (se esperaba un " de cierre).',
  'parse.json.unterminatedComment': 'Error de sintaxis JSON: un comentario no está cerrado (se esperaba */).',
  'parse.json.invalidEscape':
    'Error de sintaxis JSON: secuencia de escape no válida (se esperaba una de \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX).',
  'parse.json.endOfFile': 'el final del archivo',
  'parse.json.wantValue': 'un valor (objeto, array, cadena, número, true, false o null)',
  'parse.json.wantValueNotComma': 'un valor (JSON no admite una coma final)',
  'parse.json.wantMemberName': 'un nombre de miembro entre comillas dobles',
  'parse.json.wantMemberNameNotComma': 'un nombre de miembro (JSON no admite una coma final)',
  'parse.json.wantColon': '\':\' tras el nombre de miembro "{name}"',
  'parse.json.wantCommaOrBrace': "',' o '}' tras un miembro",
  'parse.json.wantCommaOrBracket': "',' o ']' tras un elemento del array",
  'parse.json.wantClosingQuote': 'un " de cierre (los caracteres de control deben escaparse dentro de las cadenas)',
  'parse.json.wantEnd': 'el final del archivo tras el valor JSON',
  'parse.json.numberRange': 'El número {number} es demasiado grande para representarlo; se lee como una cadena.',
  'parse.json.stack': 'Anidamiento demasiado profundo para leerlo: el documento no se valida. Aplane la estructura.',
  'parse.yaml.syntax': 'Error de sintaxis YAML: {detail}',
  'parse.yaml.nestedCompact':
    'Error de sintaxis YAML: un mapa no puede empezar en la misma línea que una clave (`a: b: c`). Ponga la clave interior en su propia línea, con más sangría, o entrecomille el valor si contiene ": ".',
  'parse.yaml.keyOnOneLine':
    'Error de sintaxis YAML: una clave debe caber en una línea. ¿Le falta a la línea anterior su valor o unas comillas de cierre, o tiene esta línea demasiada sangría?',
  'parse.yaml.keyWithoutValue':
    'Error de sintaxis YAML: esta clave no va seguida de ":". Añada ": valor", o sangre la línea bajo la clave a la que pertenece.',
  'parse.yaml.tabs': 'Error de sintaxis YAML: YAML no admite tabuladores como sangría; sangre con espacios.',
  'parse.yaml.itemColumn': 'Error de sintaxis YAML: todos los elementos de una lista ("- ...") deben empezar en la misma columna.',
  'parse.yaml.itemIndicator': 'Error de sintaxis YAML: esta línea continúa una lista pero no lleva "- " delante.',
  'parse.yaml.doubleQuote': 'Error de sintaxis YAML: una cadena entre comillas dobles no está cerrada: añada el " que falta.',
  'parse.yaml.singleQuote': "Error de sintaxis YAML: una cadena entre comillas simples no está cerrada: añada la ' que falta.",
  'parse.yaml.commentSpace':
    'Error de sintaxis YAML: ponga un espacio antes de "#" para empezar un comentario (o entrecomille el valor si "#" forma parte de él).',
  'parse.yaml.tooDeep': 'Error de sintaxis YAML: el documento está anidado a demasiada profundidad para leerlo.',
  'parse.yaml.stack':
    'Anidamiento demasiado profundo para leerlo: el lector de YAML se quedó sin pila antes del límite de {limit} niveles. El documento no se valida. Aplane la estructura.',
  'parse.yaml.unknownTag': 'La etiqueta {tag} no forma parte del esquema básico de YAML; se ignora y el valor se lee como datos simples.',
  'parse.yaml.nonFiniteNumber': '{source} no es un número finito (JSON no tiene infinito ni NaN); se lee como una cadena.',
  'parse.yaml.complexKey': 'Una colección usada como clave de un mapa se lee como su texto JSON; use una clave de texto simple.',
  'parse.yaml.aliasCount':
    'Demasiadas expansiones de alias (más de {limit}): parece una bomba de alias ("billion laughs"). El documento no se valida; expanda los alias a mano.',
  'parse.yaml.aliasNodes':
    'Los alias se expanden a más de {limit} nodos: parece una bomba de alias ("billion laughs"). El documento no se valida; expanda los alias a mano.',
  'parse.yaml.unknownAlias':
    'El alias *{name} no remite a ningún ancla &{name} definida antes de él. Defina primero el ancla, o corrija el nombre.',
  'parse.yaml.aliasCycle': 'El alias *{name} está dentro del nodo al que remite, lo que crea una estructura infinita. Quite el alias.',
  'parse.yaml.merge': 'Una clave de fusión "<<" debe ir seguida de un mapa, un alias de uno o una lista de ellos.',
  'parse.yaml.unreadable': 'No se pudo leer este documento YAML ({reason}). Revise su sintaxis cerca de esta línea.',
  'parse.yaml.version11':
    'Este documento declara %YAML 1.1 pero se lee como YAML 1.2, como todo archivo ATDF: yes/no/on/off son cadenas, no booleanos (escriba true/false), y 0777 es el número 777, no octal (escriba 0o777). Quite la directiva cuando los valores signifiquen lo que desea.',
};
