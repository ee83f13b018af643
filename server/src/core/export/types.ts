// The vocabulary of the exporters: the targets, their options and results.
import type { McpRevision, RevisionNote } from './mcp-revision';
import type { ExportNote } from './notes';

/** The platforms a catalog is exported for (`atdf export --target`). */
export type ExportTarget = 'mcp' | 'openai' | 'openai-strict' | 'anthropic' | 'gemini' | 'prompt';

export const EXPORT_TARGETS: readonly ExportTarget[] = ['mcp', 'openai', 'openai-strict', 'anthropic', 'gemini', 'prompt'];

/** Which OpenAI request the function tools are for: Chat Completions (nested `function`) or the Responses API (flat). */
export type OpenAiApi = 'chat' | 'responses';

export interface ExportOptions {
  target: ExportTarget;
  /** OpenAI targets only; default 'chat'. */
  openaiApi?: OpenAiApi;
  /** Indent the JSON by two spaces (the token counts are of the text as produced, so they follow this too). */
  pretty?: boolean;
  /** The mcp target only: shape each tool for this MCP revision (mcp-revision.ts); absent, tools are as exported. */
  protocol?: McpRevision;
}

/** One tool as a target receives it. */
export interface ExportedTool {
  /** The tool's ATDF name. */
  name: string;
  /** The name the target gets (differs from `name` where the target refuses it: see names.ts). */
  exportedName: string;
  file: string;
  /** Index of the document in its file's stream. */
  document: number;
  /** The tool's part of the export, exactly: its JSON entry, or its section of the prompt. */
  text: string;
  /** What the target made the exporter change or leave out. */
  notes: ExportNote[];
  /** With `protocol`: what shaping the tool for that MCP revision left out or warns of. */
  revisionNotes?: RevisionNote[];
}

/** A document that could not be exported, or a name clash; nothing should be sent then. */
export interface ExportProblem {
  file: string;
  document: number;
  code: 'export/cannot-export' | 'export/duplicate-name' | 'export/output-schema-revision';
  args: Record<string, string | number>;
}

export interface ExportResult {
  target: ExportTarget;
  /** The whole export as a file holds it (ending in a newline): the JSON the platform's request takes, or the TOOLS prompt section. */
  text: string;
  tools: ExportedTool[];
  problems: ExportProblem[];
}
