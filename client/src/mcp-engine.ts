// The one place where the client reaches into the engine for MCP work
// (server/src/core/mcp: reading, converting, exporting; server/src/mcp-live:
// listing a live stdio server). The commands call these functions and never
// convert or validate anything themselves.
import * as os from 'node:os';
import { exportTool } from '../../server/src/core/mcp/from-atdf';
import { importToolsChecked } from '../../server/src/core/mcp/import-tools';
import { readMcpConfig } from '../../server/src/core/mcp/mcp-config';
import { readToolsBytes, readToolsText } from '../../server/src/core/mcp/read-tools';
import { McpInputError, type ImportDialect, type ImportedFile, type McpTool } from '../../server/src/core/mcp/types';
import { validateFile } from '../../server/src/core/validate-file';
import { listToolsFromCommand } from '../../server/src/mcp-live/list-tools';

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

/** The servers of one .vscode/mcp.json text that can be started (stdio), and why the others cannot. */
export function mcpServersOf(jsonText: string, file: string, workspaceFolder: string): { usable: StdioServer[]; skipped: string[] } {
  const servers = readMcpConfig(jsonText, { workspaceFolder, userHome: os.homedir(), env: process.env, source: file });
  const usable: StdioServer[] = [];
  const skipped: string[] = [];
  for (const s of servers) {
    if (s.skipped) skipped.push(`${file}: server "${s.name}" is skipped: ${s.skipped}`);
    else usable.push({ name: s.name, command: s.command, args: s.args, env: s.env, cwd: s.cwd ?? workspaceFolder });
  }
  return { usable, skipped };
}

/** Starts the server, lists all its tools (following nextCursor), stops it (always). */
export function listServerTools(server: StdioServer, timeoutMs: number, signal: AbortSignal): Promise<McpTool[]> {
  return listToolsFromCommand({ command: server.command, args: server.args, env: server.env, cwd: server.cwd, timeoutMs, signal });
}

/** One ATDF file per tool; refuses (with one line per problem) tools whose output would not validate. */
export function importToolsAsAtdf(tools: McpTool[], dialect: ImportDialect, source: string): ImportedFile[] {
  return importToolsChecked(tools, { dialect, source });
}

/**
 * The MCP tools of an ATDF document (every document of a YAML stream) as a
 * tools/list result. A document with errors is refused, as `atdf export-mcp` does.
 */
export function exportDocumentAsMcpJson(text: string, language: 'yaml' | 'json', name: string): { text: string; count: number } {
  const report = validateFile(text, { language });
  const errors = report.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    const first = errors[0];
    throw new McpInputError(
      `${name} has ${errors.length} error(s) (first, line ${first.range.start.line + 1}: ${first.message}); fix them before copying it as MCP JSON`,
    );
  }
  const tools: McpTool[] = [];
  for (const doc of report.documents) {
    const parsed = report.parsed.documents.find((d) => d.index === doc.index);
    if (doc.dialect === null || !parsed) continue;
    tools.push(exportTool(parsed.value, doc.dialect));
  }
  if (tools.length === 0) throw new McpInputError(`${name} describes no tool`);
  return { text: JSON.stringify({ tools }, null, 2), count: tools.length };
}
