// Where "ATDF: Import MCP Tool..." gets MCP tools from: a JSON file, the
// clipboard (or JSON text given as an argument), a stdio server of the
// workspace's .vscode/mcp.json, or a command line. Reading, listing and
// starting servers are the language server's (client/src/mcp-requests.ts);
// this file only gathers the inputs, asks for consent, shows progress, and
// reports.
import * as vscode from 'vscode';
import type { ListToolsResult, McpToolJson, SkippedToolJson, StdioServer } from '../../../server/src/protocol/mcp';
import type { McpRequests } from '../mcp-requests';
import type { ImportArgs } from './import-args';

export class ImportCancelled extends Error {}

export interface ToolSource {
  tools: McpToolJson[];
  /** With `skipInvalid`: the tools left out because they break the MCP rules. */
  skipped: SkippedToolJson[];
  /** Strings over the importer's bound that were cut and marked in `tools`, one line each. */
  cut: string[];
  /** Tools whose name breaks the MCP naming rule (imported as served), one line each with the rename to make. */
  names: string[];
  /** How the source is named in messages. */
  label: string;
}

/** A stdio server with its command line as the user is shown it. */
export type NamedServer = StdioServer & { commandLine: string };

/** Reads the tools of a file/clipboard/JSON source (the server reads and checks them). */
export async function readStaticSource(mcp: McpRequests, args: ImportArgs, skipInvalid: boolean): Promise<ToolSource> {
  if (args.source === 'file') return { ...(await mcp.listTools({ source: 'file', path: args.path!, skipInvalid })), label: args.path! };
  if (args.source === 'json')
    return { ...(await mcp.listTools({ source: 'text', text: args.text!, label: 'the given JSON', skipInvalid })), label: 'JSON' };
  const text = await vscode.env.clipboard.readText();
  return { ...(await mcp.listTools({ source: 'text', text, label: 'the clipboard', skipInvalid })), label: 'the clipboard' };
}

/** The stdio servers of every workspace folder's .vscode/mcp.json (the others are logged with the reason). */
export async function workspaceMcpServers(mcp: McpRequests, log?: vscode.LogOutputChannel): Promise<NamedServer[]> {
  const folders = (vscode.workspace.workspaceFolders ?? []).map((folder) => ({
    path: folder.uri.fsPath,
    configLabel: vscode.workspace.asRelativePath(vscode.Uri.joinPath(folder.uri, '.vscode', 'mcp.json')),
  }));
  if (folders.length === 0) return [];
  const found = await mcp.servers({ folders });
  for (const reason of found.skipped) log?.warn(reason);
  return found.servers;
}

/**
 * Has the language server start a server, list its tools and stop it. Only
 * in a trusted workspace; `confirm` decides whether the user must approve the
 * command line first (interactive use) or only sees it (arguments given by a
 * caller). Cancelling the progress stops the server.
 */
export async function listLiveServer(
  mcp: McpRequests,
  server: StdioServer,
  options: { confirm: boolean; timeoutMs: number; skipInvalid: boolean; log: vscode.LogOutputChannel },
): Promise<ToolSource> {
  if (!vscode.workspace.isTrusted) {
    throw new Error(
      vscode.l10n.t(
        'This workspace is not trusted, so ATDF does not start MCP servers in it. Trust the workspace (Workspaces: Manage Workspace Trust), or import from a JSON file instead.',
      ),
    );
  }
  const line = (await mcp.commandLine({ command: server.command, args: server.args, redact: server.redact })).commandLine;
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
      let listed: ListToolsResult;
      try {
        listed = await mcp.listTools({ source: 'server', server, timeoutMs: options.timeoutMs, skipInvalid: options.skipInvalid }, token);
      } catch (err) {
        if (token.isCancellationRequested) throw new ImportCancelled(); // the user stopped it: nothing to report
        throw err;
      }
      options.log.info(`${line}: ${listed.tools.length} tool(s)`);
      if (token.isCancellationRequested) throw new ImportCancelled();
      return { ...listed, label: server.name ?? line };
    },
  );
}
