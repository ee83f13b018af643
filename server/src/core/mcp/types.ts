// Vocabulary of the MCP <-> ATDF conversion. Plain data only: the CLI, the
// language server and the VS Code client pass these around.

/** A JSON object as it came out of JSON.parse (own enumerable keys only). */
export type JsonObject = Record<string, unknown>;

/**
 * One MCP tool as listed by `tools/list`. Only `name` and `inputSchema` are
 * required; any other member (known or not) is kept as is.
 */
export interface McpTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema: JsonObject;
  outputSchema?: JsonObject;
  annotations?: JsonObject;
  icons?: unknown;
  execution?: unknown;
  _meta?: unknown;
  [member: string]: unknown;
}

/** The ATDF dialect the importer writes: ATDF 2.x (`enhanced`, default) or the `tool:` form. */
export type ImportDialect = 'enhanced' | 'tool';

export const IMPORT_DIALECTS: readonly ImportDialect[] = ['enhanced', 'tool'];

/**
 * The one extension key that holds what an ATDF dialect has no field for, so
 * that `export(import(tool))` gives the MCP tool back exactly.
 */
export const EXTENSION_KEY = 'x-mcp';

/** A bad MCP input: `message` is one line naming the source (and tool) and the problem. */
export class McpInputError extends Error {
  override name = 'McpInputError';
}

/** One generated ATDF file. */
export interface ImportedFile {
  /** Safe file name (`<name>.atdf.yaml`), unique within one import. */
  fileName: string;
  /** The tool's MCP name. */
  toolName: string;
  /** The YAML text. */
  text: string;
}

/** A tool an import left out (`--skip-invalid`): its name (or its place in the list) and why, one line each naming the source. */
export interface SkippedTool {
  toolName: string;
  problems: string[];
}
