// The one place where the client reaches into the engine for MCP work
// (server/src/core/mcp: reading, converting, exporting; server/src/mcp-live:
// listing a live stdio server). The commands call these functions and never
// convert anything themselves.
import { readToolsBytes, readToolsText } from '../../server/src/core/mcp/read-tools';
import type { ImportDialect, ImportedFile, McpTool } from '../../server/src/core/mcp/types';

/** A stdio MCP server: from .vscode/mcp.json (with its name) or a command line. */
export interface StdioServer {
  name?: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
}

export function readToolsFromBytes(bytes: Uint8Array, source: string): McpTool[] {
  return readToolsBytes(bytes, source).tools;
}

export function readToolsFromText(text: string, source: string): McpTool[] {
  return readToolsText(text, source).tools;
}

const PENDING = 'is not available in this build yet (the MCP engine is being written)';

/** The stdio servers of one .vscode/mcp.json text. */
export function mcpServersOf(_jsonText: string, file: string, _workspaceFolder: string): StdioServer[] {
  throw new Error(`${file}: reading .vscode/mcp.json ${PENDING}`);
}

/** Starts the server, lists all its tools (following nextCursor), stops it. */
export async function listServerTools(_server: StdioServer, _timeoutMs: number, _signal: AbortSignal): Promise<McpTool[]> {
  throw new Error(`listing a live MCP server ${PENDING}`);
}

export function importToolsAsAtdf(_tools: McpTool[], _dialect: ImportDialect): ImportedFile[] {
  throw new Error(`converting MCP tools to ATDF ${PENDING}`);
}

export function exportDocumentAsMcpJson(_text: string, _language: 'yaml' | 'json', name: string): { text: string; count: number } {
  throw new Error(`${name}: exporting ATDF as MCP ${PENDING}`);
}
