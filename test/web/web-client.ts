// An LSP client for the web worker server (dist/web/server.js) in a real
// Chromium page: the page starts the worker with `new Worker(url)` and relays
// its postMessage traffic to this process, where a vscode-jsonrpc connection
// speaks LSP with it. The worker's file requests (protocol/web-files.ts) are
// answered from the real disk here, as VS Code answers them from workspace.fs,
// so the worker sees what the Node server sees.
import type { Page } from 'playwright-core';
import {
  AbstractMessageReader,
  AbstractMessageWriter,
  createMessageConnection,
  type DataCallback,
  type Disposable,
  type Message,
  type MessageConnection,
} from 'vscode-jsonrpc/node';
import type { PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { nodeFiles } from '../../server/src/host/node-host';
import { WEB_FILE_REQUESTS, type ReadParams, type ReadResult, type UriParams } from '../../server/src/protocol/web-files';
import { fileURLToPath } from 'node:url';
import type { TestBrowser } from './browser';

/** The page's Worker, as far as this file uses it (the project's TypeScript has no DOM lib). */
interface PageWorker {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: { message: string }) => void) | null;
}
type PageScope = { atdfWorker: PageWorker; atdfToNode(message: unknown): void; Worker: new (url: string) => PageWorker };

class PageReader extends AbstractMessageReader {
  private callback: DataCallback | undefined;
  listen(callback: DataCallback): Disposable {
    this.callback = callback;
    return { dispose: () => (this.callback = undefined) };
  }
  receive(message: Message): void {
    this.callback?.(message);
  }
  fail(error: Error): void {
    this.fireError(error);
  }
}

class PageWriter extends AbstractMessageWriter {
  constructor(private readonly page: Page) {
    super();
  }
  async write(message: Message): Promise<void> {
    await this.page.evaluate((m) => (globalThis as unknown as PageScope).atdfWorker.postMessage(m), message);
  }
  end(): void {}
}

export interface WebServer {
  page: Page;
  connection: MessageConnection;
  /** Errors the worker raised (its `error` event) and what it logged. */
  errors: string[];
  logs: string[];
  published: PublishDiagnosticsParams[];
  close(): Promise<void>;
}

/**
 * Starts dist/web/server.js in a new page of `browser` and connects to it (not initialized yet). The worker's file
 * requests are answered from the disk: `toPath` says where a URI's file is (a `file:` URI's own path by default;
 * a test of vscode.dev's `vscode-vfs:` URIs maps them into a scratch folder).
 */
export async function startWebServer(browser: TestBrowser, toPath: (uri: string) => string = fileURLToPath): Promise<WebServer> {
  const page = await browser.browser.newPage();
  await page.goto(browser.base);
  const reader = new PageReader();
  const errors: string[] = [];
  await page.exposeFunction('atdfToNode', (message: Message | { workerError: string }) => {
    if ('workerError' in message) errors.push(message.workerError);
    else reader.receive(message);
  });
  await page.evaluate((url) => {
    const scope = globalThis as unknown as PageScope;
    scope.atdfWorker = new scope.Worker(url);
    scope.atdfWorker.onmessage = (event) => scope.atdfToNode(event.data);
    scope.atdfWorker.onerror = (event) => scope.atdfToNode({ workerError: event.message });
  }, `${browser.base}dist/web/server.js`);
  const connection = createMessageConnection(reader, new PageWriter(page));
  const logs: string[] = [];
  const published: PublishDiagnosticsParams[] = [];
  connection.onNotification('window/logMessage', (p: { message: string }) => {
    logs.push(p.message);
  });
  connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    published.push(p);
  });
  connection.onRequest(WEB_FILE_REQUESTS.read, (p: ReadParams) => readFile(p, toPath));
  connection.onRequest(WEB_FILE_REQUESTS.stat, (p: UriParams) => nodeFiles.stat(toPath(p.uri)).then((s) => s ?? null));
  connection.onRequest(WEB_FILE_REQUESTS.readDirectory, (p: UriParams) =>
    nodeFiles.readDirectory(toPath(p.uri)).then(
      (entries) => ({ entries }),
      (error: Error) => ({ error: error.message }),
    ),
  );
  connection.listen();
  return {
    page,
    connection,
    errors,
    logs,
    published,
    async close() {
      connection.dispose();
      await page.close();
    },
  };
}

async function readFile({ uri, limit }: ReadParams, toPath: (uri: string) => string): Promise<ReadResult> {
  try {
    const read = await nodeFiles.read(toPath(uri), limit);
    if (read.kind === 'ok') return { kind: 'ok', base64: Buffer.from(read.bytes).toString('base64') };
    if (read.kind === 'not-a-file') return { kind: 'not-a-file', what: 'folder' };
    return read;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'error', message: (error as Error).message };
  }
}

/** `initialize` as test/lsp/harness.ts sends it to the Node server, so that both answer the same client. */
export async function initialize(server: WebServer, settings: Record<string, unknown> = {}): Promise<unknown> {
  const { connection } = server;
  connection.onRequest('workspace/configuration', (p: { items: { section?: string }[] }) =>
    p.items.map((item) => (item.section === 'atdf' ? settings : null)),
  );
  connection.onRequest('client/registerCapability', () => null);
  connection.onRequest('window/workDoneProgress/create', () => null);
  const result = await connection.sendRequest('initialize', {
    processId: null,
    rootUri: null,
    workspaceFolders: null,
    capabilities: {
      workspace: {
        configuration: true,
        workspaceFolders: true,
        didChangeConfiguration: { dynamicRegistration: true },
        didChangeWatchedFiles: { dynamicRegistration: true },
      },
      textDocument: {
        synchronization: { dynamicRegistration: false },
        publishDiagnostics: { relatedInformation: true, versionSupport: true, codeDescriptionSupport: true, dataSupport: true },
        codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix'] } }, dataSupport: true },
        completion: { completionItem: { snippetSupport: false, documentationFormat: ['markdown', 'plaintext'] } },
        hover: { contentFormat: ['markdown', 'plaintext'] },
        documentSymbol: { hierarchicalDocumentSymbolSupport: true },
      },
    },
  });
  await connection.sendNotification('initialized', {});
  return result;
}

/** The diagnostics the worker publishes for exactly this version of a document. */
export async function webDiagnosticsFor(
  server: WebServer,
  uri: string,
  version: number,
  timeoutMs = 20_000,
): Promise<PublishDiagnosticsParams> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = server.published.find((p) => p.uri === uri && p.version === version);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `the web worker published no diagnostics for ${uri} v${version} in ${timeoutMs} ms; errors: ${server.errors.join('; ')}; log: ${server.logs.join('\n')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
