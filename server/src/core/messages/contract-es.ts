// Spanish messages of `atdf test` (same keys as contract-en.ts).
import type { ContractMessages } from './contract-en';

export const contractEs: ContractMessages = {
  'contract.failureDiffers': 'La llamada fue rechazada con el fallo {actual}; el ejemplo espera {expected}.',
  'contract.inputValid':
    'El ejemplo está marcado invalid_input, pero su entrada se ajusta al esquema de entrada de la herramienta: no mostraría una llamada rechazada (no se llamó a la herramienta); rompa la entrada como se pretende, o quite invalid_input.',
  'contract.inputInvalid':
    'La entrada del ejemplo no cumple el esquema de entrada de la herramienta en {at}: {detail} (no se llamó a la herramienta).',
  'contract.toolMissing': 'El servidor no tiene ninguna herramienta llamada "{name}" (tiene: {names}).',
  'contract.expectedSuccess': 'Se esperaba éxito, pero la herramienta devolvió un error: {text}',
  'contract.expectedError': 'Se esperaba un error{code}, pero la herramienta tuvo éxito: {text}',
  'contract.badResult': 'El servidor respondió a tools/call con algo que no es un resultado de herramienta ({detail}).',
  'contract.structuredMissing': 'La herramienta declara un esquema de salida, pero su resultado no tiene structuredContent.',
  'contract.structuredInvalid': 'structuredContent no cumple el esquema de salida en {at}: {detail}',
  'contract.outputMissing': 'Se esperaba {expected} en {at}; el resultado no tiene ese miembro.',
  'contract.outputExtra': 'El resultado tiene {actual} en {at}, que el ejemplo no incluye.',
  'contract.outputDiffers': 'Se esperaba {expected} en {at}, el resultado tiene {actual}.',
  'contract.textMissing': 'El texto del resultado no contiene "{fragment}", que expected_result cita; el texto era {actual}.',
  'contract.textDiffers': 'Se esperaba el texto {expected} (expected_result), el texto fue {actual}.',
  'contract.valueMissing': 'El texto del resultado no contiene {fragment}, que expected_result dice; el texto era {actual}.',
  'contract.notCompared':
    'No comparado: expected_result es prosa sin nada que comparar (ni respuesta literal, ni fragmento entre comillas, ni número o nombre que no dé la entrada); cite lo que el resultado debe contener, p. ej. "...". El resultado fue {actual}.',
  'contract.rpcError': 'tools/call falló con el error JSON-RPC {code}: {detail}',
  'contract.timeout': 'Sin respuesta en {ms} ms; se detuvo el servidor.',
  'contract.serverGone': 'El servidor terminó durante esta llamada{hint}.',
  'contract.notRun': 'No ejecutado: {reason}',
  'contract.reasonTimeout': 'se detuvo el servidor después de que el ejemplo {example} no obtuviera respuesta.',
  'contract.reasonGone': 'el servidor terminó durante el ejemplo {example}.',
  'contract.resultRoot': 'el resultado entero',
  'contract.noText': '(sin texto)',
  'contract.generatedRpcError':
    'Una entrada válida recibió el error JSON-RPC {code} ({detail}); una entrada que el esquema acepta debe recibir un resultado de herramienta.',
  'contract.generatedWrongError':
    'Una entrada inválida recibió el error JSON-RPC {code} ({detail}), ni un resultado de error (isError) ni parámetros inválidos (-32602).',
  'contract.generatedAccepted':
    'Se aceptó una entrada que incumple {keyword} en {at}: la herramienta tuvo éxito ({text}); debería devolver un resultado de error (isError) o parámetros inválidos (-32602).',
};
