// The requests the VS Code client sends this server for "ATDF: Import MCP
// Tool..." and "ATDF: Copy as MCP Tool JSON": the server reads, lists (it
// starts MCP servers) and converts; the client keeps the UI (pickers,
// progress, workspace trust, confirming the command line, the file writes).
// Names and plain types only, no imports: the client bundles this file and
// nothing else of the server.
//
// Every result is either what was asked for or `{ error }`: one message, for
// the user, naming the source and what to do (never a stack trace).

export const MCP_REQUESTS = {
  /** ServersParams -> ServersResult | Failure */
  servers: 'atdf/mcp/servers',
  /** CommandLineParams -> CommandLineResult | Failure */
  commandLine: 'atdf/mcp/commandLine',
  /** ListToolsParams -> ListToolsResult | Failure (cancellable: the MCP server is stopped) */
  listTools: 'atdf/mcp/listTools',
  /** ConvertParams -> ConvertResult | Failure */
  convert: 'atdf/mcp/convert',
  /** ExportParams -> ExportResult | Failure */
  export: 'atdf/mcp/export',
} as const;

export interface Failure {
  error: string;
}

export type ImportDialect = 'enhanced' | 'tool';

/** An MCP tool as tools/list gives it (already checked by the server); what the pickers show, passed back to `convert`. */
export interface McpToolJson {
  name: string;
  title?: string;
  description?: string;
  [member: string]: unknown;
}

/** A stdio MCP server to start: from a .vscode/mcp.json (with its name) or a command line. */
export interface StdioServer {
  name?: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  /** Values from `${env:...}` and what to show instead, wherever the command line is shown (passed back as given). */
  redact?: { value: string; as: string }[];
}

export interface ServersParams {
  /** The workspace folders whose `.vscode/mcp.json` is read: the folder's path, and how messages name its mcp.json. */
  folders: { path: string; configLabel: string }[];
}

export interface ServersResult {
  /** The stdio servers, each with its command line as shown to the user. */
  servers: (StdioServer & { commandLine: string })[];
  /** One line per server that cannot be started (not stdio, unresolved variables...). */
  skipped: string[];
}

/** A command line to split (`line`, typed by the user) or argv to show (`command` + `args`). */
export type CommandLineParams = { line: string } | { command: string; args: string[]; redact?: StdioServer['redact'] };

export interface CommandLineResult {
  command: string;
  args: string[];
  /** argv as shown to the user (quoted where needed). */
  commandLine: string;
}

export type ListToolsParams = (
  | { source: 'file'; path: string }
  /** JSON text (the clipboard, or given as an argument); `label` names it in messages. */
  | { source: 'text'; text: string; label: string }
  /** Starts the server (the client has checked workspace trust and, when interactive, the user's consent). */
  | { source: 'server'; server: StdioServer; timeoutMs: number }
) & {
  /** Leave out the tools that break the MCP rules (listed in `skipped`); without it one such tool is the answer's error. */
  skipInvalid?: boolean;
};

/** A tool left out, with its problems (one line each, naming the source and the tool). */
export interface SkippedToolJson {
  toolName: string;
  problems: string[];
}

export interface ListToolsResult {
  /** In the server's order. */
  tools: McpToolJson[];
  /** With `skipInvalid`: the tools left out. */
  skipped: SkippedToolJson[];
  /** One line per string over the importer's bound that was cut (and marked) in `tools`, naming the source, tool and string. */
  cut: string[];
  /** One line per tool whose name breaks the MCP naming rule (a SHOULD): imported as served, with the rename to make. */
  names: string[];
}

export interface ConvertParams {
  /** In the server's order: the order file lists them so. */
  tools: McpToolJson[];
  dialect: ImportDialect;
  /** How the source is named in messages. */
  source: string;
  /** Convert the other tools when some cannot be (listed in `skipped`); without it one such tool is the answer's error. */
  skipInvalid?: boolean;
}

export interface ConvertResult {
  /** One ATDF file per tool converted (bare, safe file names); every one validates without errors. */
  files: { fileName: string; text: string }[];
  /** The file written beside them (mcp-tool-order.json): the converted tools' names in order, which `atdf export-mcp` follows. */
  toolOrder: { fileName: string; text: string };
  /** With `skipInvalid`: the tools that could not be converted. */
  skipped: SkippedToolJson[];
}

export interface ExportParams {
  text: string;
  language: 'yaml' | 'json';
  /** How the document is named in messages. */
  name: string;
}

export interface ExportResult {
  /** `{"tools": [...]}`, indented. */
  json: string;
  count: number;
}
