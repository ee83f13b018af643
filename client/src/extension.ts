// The VS Code side of ATDF: registers the commands and starts the language
// server. Everything that validates, reads or converts lives in the engine
// (server/src/core), behind the language server: diagnostics and the editor
// features over LSP, MCP import and export over the requests of
// mcp-requests.ts. This side keeps the UI only.
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { ContextPreviewProvider } from './commands/preview-context';
import { importMcpTool } from './commands/import-mcp-tool';
import { registerCommands } from './commands/register-commands';
import { restartServer } from './commands/restart-server';
import { ContextStatus } from './context-status';
import { CrashPolicy } from './crash-policy';
import { CLIENT_NAME, createLanguageClient } from './language-client';
import { McpRequests } from './mcp-requests';
import { Notices, type Notice } from './notices';
import { ExampleTests } from './testing/example-tests';

/** What the extension exports (used by the extension-host tests; stable enough for other extensions). */
export interface AtdfExtensionApi {
  /** The running language client (a new one is never created; restarts reuse it). */
  readonly client: LanguageClient;
  /** Every notification shown so far, in order. */
  readonly notices: readonly Notice[];
  /** The status-bar item with the current file's tokens (its text, and whether it is shown). */
  readonly contextStatus: { readonly text: string; readonly visible: boolean };
}

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<AtdfExtensionApi> {
  const log = vscode.window.createOutputChannel(CLIENT_NAME, { log: true });
  const notices = new Notices();
  const policy = new CrashPolicy();
  client = createLanguageClient(context, log, notices, policy);
  const running = client;
  const mcp = new McpRequests(running);
  const previews = new ContextPreviewProvider(running);
  const status = new ContextStatus(running);
  const tests = new ExampleTests(mcp, log);

  context.subscriptions.push(
    log,
    ...registerCommands({
      notices,
      mcp,
      previews,
      importMcpTool: (args?: unknown) => importMcpTool(mcp, notices, log, args),
      restartServer: () => restartServer(running, policy, notices),
    }),
    status,
    tests,
  );

  try {
    await running.start();
    tests.refreshOpenDocuments();
  } catch (err) {
    // The commands stay usable; the user can retry with "ATDF: Restart Language Server".
    void notices.error(
      vscode.l10n.t('The ATDF language server could not be started: {0}', err instanceof Error ? err.message : String(err)),
    );
  }
  status.schedule(0); // the server is up: the active editor's count
  return {
    client: running,
    get notices() {
      return notices.all;
    },
    get contextStatus() {
      return { text: status.item.text, visible: status.visible };
    },
  };
}

export async function deactivate(): Promise<void> {
  if (client?.isRunning()) await client.stop();
}
