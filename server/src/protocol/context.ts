// The request the VS Code client sends for "ATDF: Preview as Model Context":
// the server renders the file for a target and counts its tokens; the client
// shows the text in a virtual document. Names and plain types only (the client
// bundles this file and nothing else of the server).
export const CONTEXT_REQUESTS = {
  /** PreviewParams -> PreviewResult | Failure */
  preview: 'atdf/context/preview',
  /** FolderPreviewParams -> FolderPreviewResult | Failure */
  previewFolder: 'atdf/context/previewFolder',
} as const;

/** The export targets, as the quick pick offers them (the engine's EXPORT_TARGETS). */
export const PREVIEW_TARGETS = ['mcp', 'openai', 'openai-strict', 'anthropic', 'gemini', 'prompt'] as const;

export interface PreviewParams {
  /** An open document. */
  uri: string;
  /** One of PREVIEW_TARGETS; absent: the first configured target (the `.atdfrc`'s, else atdf.export.targets). */
  target?: string;
  /** Counts only (the status bar): `tokens` is the sum of the tools' parts (each cached), `text` is ''. */
  summary?: boolean;
}

export interface PreviewResult {
  target: string;
  tokenizer: string;
  /** Tokens of the whole export of the file (with `summary`: the sum of the tools'). */
  tokens: number;
  tools: { name: string; tokens: number }[];
  /** What the preview shows: a header with the counts, then exactly the export. */
  text: string;
}

/** One message for the user, naming what to do (as the MCP requests' failures). */
export interface Failure {
  error: string;
}

/** "ATDF: Preview Folder as Model Context": the catalog of the ATDF files under a folder. */
export interface FolderPreviewParams {
  /** A folder (file: URI). */
  folder: string;
  /** As PreviewParams.target. */
  target?: string;
}

export interface FolderPreviewResult extends PreviewResult {
  /** The files exported, in order (as `atdf export FOLDER` reads them), each with its tools' tokens. */
  files: { file: string; tokens: number; tools: { name: string; tokens: number }[] }[];
  /** ATDF files past the preview's cap: neither shown nor counted. */
  notShown: number;
}
