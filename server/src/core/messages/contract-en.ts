// English messages of `atdf test` (core/contract and the CLI's report).
// contract-es.ts and contract-pt.ts must have the same keys (their type says so).
export const contractEn = {
  'contract.failureDiffers': 'The call was refused with failure {actual}; the example expects {expected}.',
  'contract.inputValid':
    "The example is marked invalid_input, but its input matches the tool's input schema: it would not show a refused call (the tool was not called); break the input as intended, or remove invalid_input.",
  'contract.inputInvalid': "The example's input does not match the tool's input schema at {at}: {detail} (the tool was not called).",
  'contract.toolMissing': 'The server has no tool named "{name}" (it has: {names}).',
  'contract.expectedSuccess': 'Expected success, but the tool returned an error: {text}',
  'contract.expectedError': 'Expected an error{code}, but the tool succeeded: {text}',
  'contract.badResult': 'The server answered tools/call with something that is not a tool result ({detail}).',
  'contract.structuredMissing': 'The tool declares an output schema but its result has no structuredContent.',
  'contract.structuredInvalid': 'structuredContent does not match the output schema at {at}: {detail}',
  'contract.outputMissing': 'Expected {expected} at {at}; the result has no such member.',
  'contract.outputExtra': 'The result has {actual} at {at}, which the example does not list.',
  'contract.outputDiffers': 'Expected {expected} at {at}, the result has {actual}.',
  'contract.textMissing': 'The result text does not contain "{fragment}", which expected_result quotes; the text was {actual}.',
  'contract.textDiffers': 'Expected the result text {expected} (expected_result), the text was {actual}.',
  'contract.valueMissing': 'The result text does not contain {fragment}, which expected_result says; the text was {actual}.',
  'contract.notCompared':
    'Not compared: expected_result is prose with nothing to compare (no literal answer, no quoted fragment, no number or name the input does not give); quote what the result must contain, e.g. "...". The result was {actual}.',
  'contract.rpcError': 'tools/call failed with JSON-RPC error {code}: {detail}',
  'contract.timeout': 'No answer within {ms} ms; the server was stopped.',
  'contract.serverGone': 'The server exited during this call{hint}.',
  'contract.notRun': 'Not run: {reason}',
  'contract.reasonTimeout': 'the server was stopped after example {example} got no answer.',
  'contract.reasonGone': 'the server exited during example {example}.',
  'contract.resultRoot': 'the whole result',
  'contract.noText': '(no text)',
  'contract.generatedRpcError': 'A valid input got JSON-RPC error {code} ({detail}); an input the schema accepts must get a tool result.',
  'contract.generatedWrongError':
    'An invalid input got JSON-RPC error {code} ({detail}), neither an error result (isError) nor invalid params (-32602).',
  'contract.generatedAccepted':
    'An input breaking {keyword} at {at} was accepted: the tool succeeded ({text}); it should return an error result (isError) or invalid params (-32602).',
};

export type ContractMessages = { [K in keyof typeof contractEn]: string };
export type ContractMessageId = keyof typeof contractEn;
