// English server messages. Every other language file must have the same keys
// (the type `Messages` is derived from this object, so a missing key is a
// compile error there).
import { contractEn } from './contract-en';
import { problemsEn } from './problems-en';

export const en = {
  ...problemsEn,
  ...contractEn,
  'dialect.tool': 'tool: form',
  'dialect.atdf-1': 'ATDF 1.x',
  'dialect.atdf-2': 'ATDF 2.x',
  'pointer.root': 'the document root',
  'pointer.at': 'at {pointer}',
  'diagnostic.tooLarge':
    'This file is {size} bytes, over atdf.validation.maxFileSize ({limit} bytes): too large to validate live. Run `atdf validate` on it, or raise the setting.',
  'diagnostic.validatorFailed':
    'The ATDF validator failed on this file ({error}). Other files are unaffected; please report this with the file.',
  'action.addMember': 'Add missing member "{name}"',
  'action.addAllMembers': 'Add all {count} missing members of {pointer}',
  'action.addInput': 'Add missing input "{name}" to this example',
  'action.replaceValue': 'Replace with {value}',
  'action.renameKey': 'Rename "{from}" to "{to}"',
  'action.setSchemaVersion': 'Set schema_version: "2.0.0"',
  'completion.key': 'ATDF key',
  'completion.exampleInput': 'input of this tool',
  'completion.value': 'allowed value',
  'completion.schemaKeyword': 'JSON Schema keyword',
  'completion.required': 'required',
  'hover.type': 'Type',
  'hover.required': 'required',
  'hover.optional': 'optional',
  'hover.allowed': 'Allowed values',
  'hover.declaredSchema': 'Declared schema of input "{name}"',
  'hover.declaredAt': 'declared at {pointer}',
  'symbol.inputs': 'inputs',
  'symbol.outputs': 'outputs',
  'symbol.success': 'success',
  'symbol.error': 'error',
  'symbol.failures': 'failure codes',
  'symbol.examples': 'examples',
  'symbol.example': 'example {n}',
  'symbol.unnamed': '(unnamed tool)',
  'log.featureFailed': 'ATDF server: {feature} failed for {uri}: {error}',
  'log.scanFailed': 'ATDF server: could not index {path}: {error}',
  'mcp.requestFailed': 'The ATDF language server failed on this request; the details are in the output "ATDF Language Server".',
};

export type Messages = { [K in keyof typeof en]: string };
export type MessageId = keyof typeof en;
