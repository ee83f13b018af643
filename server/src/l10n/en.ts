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
  'inlay.checkedAgainst': 'Checked against the schema declared at {pointer}',
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
  'snippet.tool-2': 'A new tool in ATDF 2.x (tool_id, when_to_use, inputs with schemas, outputs, one example).',
  'snippet.tool-1': 'A new tool in ATDF 1.x (tool_id, description, when_to_use, how_to_use).',
  'snippet.tool-form': 'A new tool in the `tool:` form (JSON Schemas for input and outputs, checked examples).',
  'snippet.input': 'One input of how_to_use.inputs (ATDF 1.x/2.x).',
  'snippet.failure': 'One failure of how_to_use.outputs.failure (ATDF 1.x/2.x).',
  'snippet.example-2': 'One example of an ATDF 2.x tool; input_values are checked against the declared inputs.',
  'snippet.example-tool':
    'One example of a `tool:` form tool; input is checked against tool.input, output against the matching output branch.',
  'completion.snippet': 'snippet',
  'action.convertValue': 'Convert to {type} {value}',
  'action.removeKey': 'Remove "{name}"',
  'action.removeEmptyDocument': 'Remove the empty document',
  'action.removeSuppression': 'Remove the unused suppression "{text}"',
  'action.removeItem': 'Remove the repeated {value}',
  'action.renameDuplicate': 'Rename "{from}" to "{to}"',
  'action.insertText': 'Insert {text}',
  'action.removeText': 'Remove {text}',
  'action.fixAllOfCode': 'Fix all {count} "{code}" problems in this file',
  'action.fixAll': 'Fix all {count} problems with an obvious fix (ATDF)',
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
  'hover.checkedAgainst': 'Checked against this schema',
  'hover.refTarget': 'Points to {pointer}:',
  'hover.refUnresolved': 'This reference points to nothing in its schema.',
  'hover.typeName.string': '`string`: text.',
  'hover.typeName.number': '`number`: any number (integer or decimal).',
  'hover.typeName.integer': '`integer`: a whole number.',
  'hover.typeName.boolean': '`boolean`: true or false.',
  'hover.typeName.object': '`object`: a mapping of names to values.',
  'hover.typeName.array': '`array`: a list of values.',
  'hover.typeName.null': '`null`: no value.',
  'symbol.inputs': 'inputs',
  'symbol.outputs': 'outputs',
  'symbol.success': 'success',
  'symbol.error': 'error',
  'symbol.failures': 'failure codes',
  'symbol.examples': 'examples',
  'symbol.example': 'example {n}',
  'symbol.unnamed': '(unnamed tool)',
  'context.codeLens': '{name} · examples: {examples} · {tokens} tokens ({tokenizer}, {target})',
  'context.header': '{file} as {target} receives it: {tokens} tokens in all ({tokenizer}; other vendors: an estimate), {count} tools',
  'context.hasErrors': 'The file has errors: atdf export would refuse it until they are fixed.',
  'context.notOpen': '{uri} is not open in the editor; open it to preview it.',
  'context.noTokenizer':
    'The tokenizer (dist/tokenizer.js beside the server) could not be loaded: {error}. Reinstall the extension or the atdf-language-server package.',
  'context.problems': 'Not exported (fix these first):',
  'context.none': 'No tool to export (a file with errors, or no ATDF document).',
  'cli.moreProblems':
    '{count} more problems not shown (--max-problems {limit}); fix the ones above, or raise --max-problems to see them all.',
  'mcp.stringCut':
    '{source}: tool "{tool}": the string at "{pointer}" is {length} characters long; only its first {limit} are kept, ended by the marker "[… cut by the ATDF importer …]"; check the server, or shorten it in the file',
  'diagnostic.moreProblems':
    '{count} more problems not shown (atdf.validation.maxProblems is {limit}); fix the ones above, or run `atdf validate` for all.',
  'rename.not-renamable': 'Only an input name or a YAML anchor can be renamed here.',
  'rename.invalid-name':
    '"{name}" cannot be used: a name of letters, digits, "_", "." or "-" (an input name starts with a letter or "_") reads the same in YAML and JSON.',
  'rename.name-taken': 'The tool already has an input named "{name}".',
  'log.featureFailed': 'ATDF server: {feature} failed for {uri}: {error}',
  'log.framing': 'ATDF server: the client broke the message framing ({problem}); exiting so that it can restart the server.',
  'log.badOption': 'ATDF server: initializationOptions.{name} is {value}, not {expected}; using the default.',
  'log.scanFailed': 'ATDF server: could not index {path}: {error}',
  'log.notIndexedOutside': 'ATDF server: not indexing {path}: it leads out of the workspace folders (a link?)',
  'log.notIndexedLarge':
    'ATDF server: not indexing {path}: a YAML file over {limit} bytes that is not open is not parsed in the background (a big flow-style document can take seconds); open it to have it checked',
  'log.notIndexedSpecial': 'ATDF server: not indexing {path}: it is not a regular file ({what})',
  'mcp.requestFailed': 'The ATDF language server failed on this request; the details are in the output "ATDF Language Server".',
};

export type Messages = { [K in keyof typeof en]: string };
export type MessageId = keyof typeof en;
