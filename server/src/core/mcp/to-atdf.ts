// One MCP tool -> one ATDF document (as plain data plus the comments the YAML
// should carry), in ATDF 2.x or the `tool:` form. Nothing of the tool is lost:
// what the dialect has no field for goes under `x-mcp` (EXTENSION_KEY), which
// from-atdf.ts reads back.
//
// `x-mcp` holds, in the tool's own member order:
//   - every member other than name/description/inputSchema (and outputSchema in
//     the `tool:` form): title, outputSchema, annotations, icons, execution,
//     _meta, and any member MCP may add later;
//   - `description`: null when the tool had none, or its value when it was "" (ATDF
//     then carries a generated description that the export drops);
//   - ATDF 2.x only: `inputSchema`, the input schema without what
//     `how_to_use.inputs` says (see inputs-from-schema.ts).
import {
  COMMENTS,
  derivedSuccess,
  derivedWhenToUse,
  failuresOf,
  generatedDescription,
  hasUsableDescription,
  type DerivedFailure,
} from './generated-text';
import { inputsFromSchema } from './inputs-from-schema';
import { hasOwn, setOwn } from '../json-value';
import { EXTENSION_KEY, type ImportDialect, type JsonObject, type McpTool } from './types';

export interface AtdfComment {
  /** Path of the node the comment goes above (keys and indexes from the root). */
  path: (string | number)[];
  text: string;
}

export interface AtdfDraft {
  value: JsonObject;
  /** Comment at the top of the document. */
  header: string;
  comments: AtdfComment[];
}

/** Where the tool came from, for the file's header: the MCP importer's unless a platform importer says otherwise. */
export interface ImportOrigin {
  /** e.g. `the MCP tool`, `the OpenAI tool`. */
  what: string;
  /** The command that wrote the file. */
  by: string;
}

const MCP_ORIGIN: ImportOrigin = { what: 'the MCP tool', by: 'atdf import-mcp' };

/** What the importer adds beside the tool: its origin and example arguments (e.g. Anthropic's `input_examples`). */
export interface DraftExtras {
  origin?: ImportOrigin;
  examples?: readonly JsonObject[];
  /** The failures the source declares (an OpenAPI operation's error responses), instead of those read from the description. */
  failures?: readonly DerivedFailure[];
  /** The success sentence the source gives (an OpenAPI operation's 2xx response). */
  success?: string;
}

const HEADER = (tool: McpTool, dialect: ImportDialect, origin: ImportOrigin = MCP_ORIGIN) =>
  ` Imported from ${origin.what} "${tool.name.replace(/[\r\n]/g, ' ')}" by ${origin.by} (${dialect === 'tool' ? 'tool: form' : 'ATDF 2.x'}).\n` +
  ` ${EXTENSION_KEY} keeps what ATDF has no field for; atdf export-mcp gives the MCP tool back from this file.`;

/** Comment above imported examples: their expected results are not known, only the arguments. */
const EXAMPLES_COMMENT = (origin: ImportOrigin) =>
  ` example arguments from ${origin.what}, taken by ${origin.by}: say what each call returns`;
/** Comment above failures the source declared: the codes are real, the descriptions as terse as the source's. */
const DECLARED_FAILURES_COMMENT = (origin: ImportOrigin) =>
  ` the error responses of ${origin.what}, taken by ${origin.by}: review what each means for the caller`;
const EXPECTED_PLACEHOLDER = 'TODO: describe what this call returns.';

/**
 * A generated text's comment naming the importer that wrote it: the shared texts of generated-text.ts say
 * "atdf import-mcp" and "the MCP description", which a file made by `atdf import-openapi` must not claim.
 */
function fromOrigin(comment: string, origin: ImportOrigin | undefined): string {
  if (origin === undefined) return comment;
  return comment.replace('by atdf import-mcp', `by ${origin.by}`).replace(/the MCP description/g, `the description of ${origin.what}`);
}

/** `x-mcp`: the tool's members that `handled` does not cover, in the tool's order. */
function extensionMembers(tool: McpTool, handled: readonly string[], inputSchemaRest?: JsonObject): JsonObject {
  const extension: JsonObject = {};
  if (!hasOwn(tool, 'description')) setOwn(extension, 'description', null);
  for (const key of Object.keys(tool)) {
    if (key === 'description') {
      if (!hasUsableDescription(tool)) setOwn(extension, key, tool.description);
    } else if (key === 'inputSchema') {
      if (inputSchemaRest !== undefined) setOwn(extension, key, inputSchemaRest);
    } else if (!handled.includes(key)) {
      setOwn(extension, key, tool[key]);
    }
  }
  return extension;
}

function descriptionOf(tool: McpTool): string {
  return hasUsableDescription(tool) ? (tool.description as string) : generatedDescription(tool);
}

/** MCP tool -> ATDF 2.x. */
export function toEnhanced(tool: McpTool, extras: DraftExtras = {}): AtdfDraft {
  const { inputs, definitions, rest } = inputsFromSchema(tool.inputSchema);
  const whenToUse = derivedWhenToUse(tool);
  const success = extras.success !== undefined ? { text: extras.success } : derivedSuccess(tool);
  const failures = extras.failures !== undefined ? extras.failures.map((f) => ({ ...f })) : failuresOf(tool);
  const value: JsonObject = {
    schema_version: '2.0.0',
    tool_id: tool.name,
    description: descriptionOf(tool),
    when_to_use: whenToUse.text,
    how_to_use: {
      inputs,
      outputs: { success: success.text, failure: failures },
    },
  };
  const examples = extras.examples ?? [];
  if (examples.length > 0)
    value.examples = examples.map((input, i) => ({ goal: `Example ${i + 1}`, input_values: input, expected_result: EXPECTED_PLACEHOLDER }));
  for (const key of Object.keys(definitions)) setOwn(value, key, definitions[key]);
  setOwn(value, EXTENSION_KEY, extensionMembers(tool, ['name'], rest));
  const comments: AtdfComment[] = [];
  if (examples.length > 0) comments.push({ path: ['examples'], text: EXAMPLES_COMMENT(extras.origin ?? MCP_ORIGIN) });
  if (!hasUsableDescription(tool)) comments.push({ path: ['description'], text: COMMENTS.missingDescription });
  if (whenToUse.comment) comments.push({ path: ['when_to_use'], text: fromOrigin(whenToUse.comment, extras.origin) });
  if (success.comment) comments.push({ path: ['how_to_use', 'outputs', 'success'], text: fromOrigin(success.comment, extras.origin) });
  if (failures.length > 0)
    comments.push({
      path: ['how_to_use', 'outputs', 'failure'],
      text: extras.failures !== undefined ? DECLARED_FAILURES_COMMENT(extras.origin ?? MCP_ORIGIN) : COMMENTS.failures,
    });
  return { value, header: HEADER(tool, 'enhanced', extras.origin), comments };
}

/** MCP tool -> the `tool:` form: `input` is inputSchema verbatim, `output.success` is outputSchema. */
export function toToolForm(tool: McpTool, extras: DraftExtras = {}): AtdfDraft {
  const body: JsonObject = {
    name: tool.name,
    description: descriptionOf(tool),
    input: tool.inputSchema,
  };
  if (hasOwn(tool, 'outputSchema')) body.output = { success: tool.outputSchema };
  const examples = extras.examples ?? [];
  if (examples.length > 0) body.examples = examples.map((input, i) => ({ description: `Example ${i + 1}`, input }));
  // Always written, even empty: it marks the tool as an MCP server's (its name is kept as is, see rules/name-style.ts).
  setOwn(body, EXTENSION_KEY, extensionMembers(tool, ['name', 'outputSchema']));
  const comments: AtdfComment[] = [];
  if (!hasUsableDescription(tool)) comments.push({ path: ['tool', 'description'], text: COMMENTS.missingDescription });
  if (examples.length > 0) comments.push({ path: ['tool', 'examples'], text: EXAMPLES_COMMENT(extras.origin ?? MCP_ORIGIN) });
  return { value: { tool: body }, header: HEADER(tool, 'tool', extras.origin), comments };
}

export function toAtdf(tool: McpTool, dialect: ImportDialect, extras?: DraftExtras): AtdfDraft {
  return dialect === 'tool' ? toToolForm(tool, extras) : toEnhanced(tool, extras);
}
