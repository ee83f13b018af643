// The extension in VS Code for the Web (vscode.dev, github.dev, Codespaces in
// the browser): package.json `browser`, dist/extension-web.js. The same
// language server runs in a web worker (dist/web/server.js, docs/web.md) and
// answers everything that needs no process: diagnostics, quick fixes,
// completion, hover, outline, formatting, navigation, the context previews and
// token counts, "Copy as MCP Tool JSON". What starts processes is not offered
// here: "Import MCP Tool" says why (and is hidden from the palette by
// `!isWeb`), and the Test Explorer's example runs are not registered.
import * as vscode from 'vscode';
import { BrowserMessageReader, BrowserMessageWriter, LanguageClient, type LanguageClientOptions } from 'vscode-languageclient/browser';
import { CLIENT_ID, CLIENT_NAME, DOCUMENT_SELECTOR } from '../client-ids';
import { ContextPreviewProvider } from '../commands/preview-context';
import { registerCommands } from '../commands/register-commands';
import { ContextStatus } from '../context-status';
import { McpRequests } from '../mcp-requests';
import { Notices } from '../notices';
import { answerFileRequests } from './files';
import { workerScriptUrl } from './worker-script';

/** The browser's Worker (the project's TypeScript has no DOM lib). */
type BrowserWorker = ConstructorParameters<typeof BrowserMessageReader>[0] & { terminate(): void };
declare const Worker: new (url: string, options?: { name?: string }) => BrowserWorker;

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const log = vscode.window.createOutputChannel(CLIENT_NAME, { log: true });
  const notices = new Notices();
  // A new worker at each start (a restart gets a fresh server; the old one is ended). Its name tells it where its
  // tokenizer is (server/src/web/web-host.ts): VS Code may start it from a blob, whose location says nothing.
  // The client gets the worker's message transports, not the worker: VS Code's web extension host replaces
  // `Worker` with a class whose constructor returns the browser's own worker, so the client's
  // `result instanceof Worker` was false and it took the worker for transports ("reading 'onClose'"; seen in
  // code-server's web worker extension host, test/e2e/lib/web-pass.mjs).
  let worker: BrowserWorker | undefined;
  const startWorker = async () => {
    worker?.terminate();
    worker = new Worker(await workerScriptUrl(context.extensionUri, 'dist/web/server.js'), {
      name: await workerScriptUrl(context.extensionUri, 'dist/web/tokenizer.js'),
    });
    return { reader: new BrowserMessageReader(worker), writer: new BrowserMessageWriter(worker) };
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    synchronize: { configurationSection: 'atdf' },
    outputChannel: log,
  };
  client = new LanguageClient(CLIENT_ID, CLIENT_NAME, startWorker, clientOptions);
  const running = client;
  const mcp = new McpRequests(running);
  const previews = new ContextPreviewProvider(running);
  const status = new ContextStatus(running);
  context.subscriptions.push(
    log,
    ...answerFileRequests(running),
    ...registerCommands({
      notices,
      mcp,
      previews,
      importMcpTool: () =>
        notices.info(
          vscode.l10n.t(
            'Importing an MCP tool starts the MCP server as a process, which VS Code in the browser cannot do. Use VS Code on the desktop to import; everything else of ATDF works here.',
          ),
        ),
      restartServer: () => restart(running, notices),
    }),
    status,
  );
  try {
    await running.start();
  } catch (err) {
    void notices.error(
      vscode.l10n.t('The ATDF language server could not be started: {0}', err instanceof Error ? err.message : String(err)),
    );
  }
  status.schedule(0);
}

export async function deactivate(): Promise<void> {
  if (client?.isRunning()) await client.stop();
}

/** "ATDF: Restart Language Server" (the browser's client has no restart() of its own): a new worker. */
async function restart(running: LanguageClient, notices: Notices): Promise<void> {
  try {
    if (running.isRunning()) await running.stop();
    await running.start();
  } catch (err) {
    void notices.error(
      vscode.l10n.t('The ATDF language server could not be started: {0}', err instanceof Error ? err.message : String(err)),
    );
  }
}
