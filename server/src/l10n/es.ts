// Spanish server messages (same keys as en.ts).
import type { Messages } from './en';
import { contractEs } from './contract-es';
import { problemsEs } from './problems-es';

export const es: Messages = {
  ...problemsEs,
  ...contractEs,
  'dialect.tool': 'forma tool:',
  'dialect.atdf-1': 'ATDF 1.x',
  'dialect.atdf-2': 'ATDF 2.x',
  'pointer.root': 'la raíz del documento',
  'pointer.at': 'en {pointer}',
  'diagnostic.tooLarge':
    'Este archivo tiene {size} bytes, más que atdf.validation.maxFileSize ({limit} bytes): demasiado grande para validarlo en vivo. Ejecute `atdf validate` sobre él, o aumente el ajuste.',
  'diagnostic.validatorFailed':
    'El validador ATDF falló con este archivo ({error}). Los demás archivos no se ven afectados; por favor, informe del fallo con el archivo.',
  'action.addMember': 'Añadir el miembro que falta "{name}"',
  'action.addAllMembers': 'Añadir los {count} miembros que faltan en {pointer}',
  'action.addInput': 'Añadir la entrada que falta "{name}" a este ejemplo',
  'action.replaceValue': 'Reemplazar por {value}',
  'action.renameKey': 'Renombrar "{from}" a "{to}"',
  'action.setSchemaVersion': 'Establecer schema_version: "2.0.0"',
  'completion.key': 'clave ATDF',
  'completion.exampleInput': 'entrada de esta herramienta',
  'completion.value': 'valor permitido',
  'completion.schemaKeyword': 'palabra clave de JSON Schema',
  'completion.required': 'obligatorio',
  'hover.type': 'Tipo',
  'hover.required': 'obligatorio',
  'hover.optional': 'opcional',
  'hover.allowed': 'Valores permitidos',
  'hover.declaredSchema': 'Esquema declarado de la entrada "{name}"',
  'hover.declaredAt': 'declarado en {pointer}',
  'symbol.inputs': 'entradas',
  'symbol.outputs': 'salidas',
  'symbol.success': 'éxito',
  'symbol.error': 'error',
  'symbol.failures': 'códigos de fallo',
  'symbol.examples': 'ejemplos',
  'symbol.example': 'ejemplo {n}',
  'symbol.unnamed': '(herramienta sin nombre)',
  'log.featureFailed': 'Servidor ATDF: {feature} falló para {uri}: {error}',
  'log.scanFailed': 'Servidor ATDF: no se pudo indexar {path}: {error}',
  'mcp.requestFailed': 'El servidor de lenguaje ATDF falló con esta solicitud; los detalles están en la salida "ATDF Language Server".',
};
