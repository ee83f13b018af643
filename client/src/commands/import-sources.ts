// Where "ATDF: Import MCP Tool..." gets MCP tools from: a JSON file, the
// clipboard (or JSON text given as an argument), a stdio server of the
// workspace's .vscode/mcp.json, or a command line. Reading and listing are
// the engine's (server/src/core/mcp, server/src/mcp-live); this file only
// finds the inputs, asks for consent, and reports.
import * as vscode from 'vscode';
import type { McpTool } from '../../../server/src/core/mcp/types';
import { listServerTools, mcpServersOf, readToolsFromBytes, readToolsFromText, type StdioServer } from '../mcp-engine';
import type { ImportArgs } from './import-args';
import { displayCommand } from '../../../server/src/mcp-live/list-tools';

export class ImportCancelled extends Error {}

export interface ToolSource {
  tools: McpTool[];
  /** How the source is named in messages. */
  label: string;
}

/** Reads the tools of a file/clipboard/JSON source. Throws McpInputError with a one-line message. */
export async function readStaticSource(args: ImportArgs): Promise<ToolSource> {
  if (args.source === 'file') {
    const uri = vscode.Uri.file(args.path!);
    const bytes = await vscode.workspace.fs.readFile(uri);
    return { tools: readToolsFromBytes(bytes, args.path!), label: args.path! };
  }
  if (args.source === 'json') return { tools: readToolsFromText(args.text!, 'the given JSON'), label: 'JSON' };
  const text = await vscode.env.clipboard.readText();
  return { tools: readToolsFromText(text, 'the clipboard'), label: 'the clipboard' };
}

/** The stdio servers of every workspace folder's .vscode/mcp.json (the others are logged with the reason). */
export async function workspaceMcpServers(log?: vscode.LogOutputChannel): Promise<StdioServer[]> {
  const servers: StdioServer[] = [];
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const uri = vscode.Uri.joinPath(folder.uri, '.vscode', 'mcp.json');
    let text: string;
    try {
      text = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
    } catch {
      continue; // No mcp.json in this folder.
    }
    const found = mcpServersOf(text, vscode.workspace.asRelativePath(uri), folder.uri.fsPath);
    servers.push(...found.usable);
    for (const reason of found.skipped) log?.warn(reason);
  }
  return servers;
}

/**
 * Starts a server, lists its tools and stops it. Only in a trusted workspace;
 * `confirm` decides whether the user must approve the command line first
 * (interactive use) or only sees it (arguments given by a caller).
 */
export async function listLiveServer(
  server: StdioServer,
  options: { confirm: boolean; timeoutMs: number; log: vscode.LogOutputChannel },
): Promise<ToolSource> {
  if (!vscode.workspace.isTrusted) {
    throw new Error(
      vscode.l10n.t(
        'This workspace is not trusted, so ATDF does not start MCP servers in it. Trust the workspace (Workspaces: Manage Workspace Trust), or import from a JSON file instead.',
      ),
    );
  }
  const line = displayCommand(server.command, server.args);
  if (options.confirm) {
    const run = vscode.l10n.t('Start server');
    const answer = await vscode.window.showWarningMessage(
      vscode.l10n.t('Start this MCP server to list its tools?'),
      { modal: true, detail: line },
      run,
    );
    if (answer !== run) throw new ImportCancelled();
  }
  options.log.info(`Starting MCP server to list its tools: ${line}`);
  return vscode.window.withProgress(
    {
      location: vscode.ProgressLocation.Notification,
      title: vscode.l10n.t('Listing the tools of {0}', line),
      cancellable: true,
    },
    async (_progress, token) => {
      const abort = new AbortController();
      token.onCancellationRequested(() => abort.abort());
      const tools = await listServerTools(server, options.timeoutMs, abort.signal);
      options.log.info(`${line}: ${tools.length} tool(s)`);
      if (token.isCancellationRequested) throw new ImportCancelled();
      return { tools, label: server.name ?? line };
    },
  );
}
