// A real LSP client for tests: spawns `node dist/server.js --stdio`, speaks
// JSON-RPC over the child's stdio with vscode-jsonrpc, answers the server's
// own requests (workspace/configuration, client/registerCapability), and
// records every publishDiagnostics so tests can wait for a given version.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { pathToFileURL } from 'node:url';
import {
  createMessageConnection,
  IPCMessageReader,
  IPCMessageWriter,
  StreamMessageReader,
  StreamMessageWriter,
  type MessageConnection,
} from 'vscode-jsonrpc/node';
import type {
  CodeAction,
  CompletionItem,
  CompletionList,
  Diagnostic,
  DocumentSymbol,
  Hover,
  InitializeResult,
  Position,
  PublishDiagnosticsParams,
  Range,
  TextDocumentContentChangeEvent,
  TextEdit,
} from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { isOlderThanSources } from '../build-freshness';
import { processCpuMs } from '../cpu-time';

const ROOT = join(__dirname, '..', '..');

/** Our server always sends plain-string messages (LSP 3.18 also allows markup). */
export type PublishedDiagnostic = Diagnostic & { message: string };
export type Published = Omit<PublishDiagnosticsParams, 'diagnostics'> & { diagnostics: PublishedDiagnostic[] };
export const SERVER_JS = join(ROOT, 'dist', 'server.js');

export interface StartOptions {
  /** `initialize` params `locale` (VS Code sends its display language). */
  locale?: string;
  /** Workspace folder paths. */
  workspaceFolders?: string[];
  /** What the client answers to workspace/configuration for section `atdf`. */
  settings?: Record<string, unknown>;
  /** Sent as `initialize` params `initializationOptions`. */
  initializationOptions?: Record<string, unknown>;
  /** `stdio` (default, any LSP editor) or `ipc` (`--node-ipc`, how the VS Code client starts it). */
  transport?: 'stdio' | 'ipc';
  /** Run this executable with `--stdio` instead of `node dist/server.js` (an installed `atdf-language-server`). */
  command?: string;
}

interface Waiter {
  uri: string;
  predicate: (p: Published) => boolean;
  resolve: (p: Published) => void;
}

export class LspClient {
  readonly published = new Map<string, Published[]>();
  readonly logs: string[] = [];
  readonly registrations: string[] = [];
  settings: Record<string, unknown>;
  /** Texts of the open documents as the client sees them. */
  private readonly texts = new Map<string, TextDocument>();
  private waiters: Waiter[] = [];
  private exited = false;
  readonly stderr: string[] = [];

  private constructor(
    readonly child: ChildProcess,
    readonly connection: MessageConnection,
    settings: Record<string, unknown> | undefined,
  ) {
    this.settings = settings ?? {};
    child.on('exit', () => (this.exited = true));
    child.stderr?.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString()));
  }

  static async start(options: StartOptions = {}): Promise<{ client: LspClient; initializeResult: InitializeResult }> {
    if (options.command === undefined) assertBuilt();
    const nodeArgs = (process.env.ATDF_LSP_NODE_ARGS ?? '').split(' ').filter(Boolean);
    let child: ChildProcess;
    let connection: MessageConnection;
    if (options.transport === 'ipc') {
      child = fork(SERVER_JS, ['--node-ipc'], { execArgv: nodeArgs, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
      connection = createMessageConnection(new IPCMessageReader(child), new IPCMessageWriter(child));
    } else {
      const spawned =
        options.command === undefined
          ? spawn(process.execPath, [...nodeArgs, SERVER_JS, '--stdio'], { stdio: 'pipe' })
          : spawn(options.command, ['--stdio'], { stdio: 'pipe' });
      child = spawned;
      connection = createMessageConnection(new StreamMessageReader(spawned.stdout), new StreamMessageWriter(spawned.stdin));
    }
    const client = new LspClient(child, connection, options.settings);
    connection.onNotification('textDocument/publishDiagnostics', (p: Published) => client.onPublish(p));
    connection.onNotification('window/logMessage', (p: { message: string }) => {
      client.logs.push(p.message);
    });
    connection.onRequest('workspace/configuration', (p: { items: { section?: string }[] }) =>
      p.items.map((item) => (item.section === 'atdf' ? client.settings : null)),
    );
    connection.onRequest('client/registerCapability', (p: { registrations: { method: string }[] }) => {
      for (const r of p.registrations) client.registrations.push(r.method);
      return null;
    });
    connection.onRequest('window/workDoneProgress/create', () => null);
    connection.listen();
    const folders = (options.workspaceFolders ?? []).map((f, i) => ({ uri: pathToFileURL(f).href, name: `folder${i}` }));
    const initializeResult = (await connection.sendRequest('initialize', {
      processId: process.pid,
      locale: options.locale,
      initializationOptions: options.initializationOptions,
      rootUri: folders[0]?.uri ?? null,
      workspaceFolders: folders.length > 0 ? folders : null,
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
    })) as InitializeResult;
    await connection.sendNotification('initialized', {});
    return { client, initializeResult };
  }

  // --- documents -----------------------------------------------------------

  async open(uri: string, text: string, languageId = 'atdf', version = 1): Promise<void> {
    this.texts.set(uri, TextDocument.create(uri, languageId, version, text));
    await this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version, text } });
  }

  /** Replaces the whole text (a full-document change). */
  async replace(uri: string, version: number, text: string): Promise<void> {
    await this.change(uri, version, [{ text }]);
  }

  async change(uri: string, version: number, changes: TextDocumentContentChangeEvent[]): Promise<void> {
    const doc = this.texts.get(uri);
    if (!doc) throw new Error(`${uri} is not open`);
    this.texts.set(uri, TextDocument.update(doc, changes, version));
    await this.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: changes });
  }

  /**
   * Sends many changes in ONE write to the server's stdin, so they arrive together whatever the load of this
   * machine (one `change` per await lets a loaded machine trickle them in one by one). Stdio transport only.
   */
  async changeBurst(uri: string, edits: { version: number; changes: TextDocumentContentChangeEvent[] }[]): Promise<void> {
    let doc = this.texts.get(uri);
    if (!doc) throw new Error(`${uri} is not open`);
    const stdin = this.child.stdin;
    if (!stdin) throw new Error('changeBurst needs the stdio transport');
    const frames: Buffer[] = [];
    for (const { version, changes } of edits) {
      doc = TextDocument.update(doc, changes, version);
      const body = Buffer.from(
        JSON.stringify({
          jsonrpc: '2.0',
          method: 'textDocument/didChange',
          params: { textDocument: { uri, version }, contentChanges: changes },
        }),
      );
      frames.push(Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body);
    }
    this.texts.set(uri, doc);
    await new Promise<void>((resolve, reject) => stdin.write(Buffer.concat(frames), (err) => (err ? reject(err) : resolve())));
  }

  async close(uri: string): Promise<void> {
    this.texts.delete(uri);
    await this.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }

  text(uri: string): string {
    const doc = this.texts.get(uri);
    if (!doc) throw new Error(`${uri} is not open`);
    return doc.getText();
  }

  version(uri: string): number {
    return this.texts.get(uri)?.version ?? 0;
  }

  /** Applies LSP text edits to the open document and sends the result as the next version. */
  async applyEdits(uri: string, edits: TextEdit[]): Promise<number> {
    const doc = this.texts.get(uri);
    if (!doc) throw new Error(`${uri} is not open`);
    const text = TextDocument.applyEdits(doc, edits);
    const version = doc.version + 1;
    await this.replace(uri, version, text);
    return version;
  }

  // --- diagnostics ---------------------------------------------------------

  private onPublish(p: Published): void {
    let list = this.published.get(p.uri);
    if (!list) this.published.set(p.uri, (list = []));
    list.push(p);
    const ready = this.waiters.filter((w) => w.uri === p.uri && w.predicate(p));
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.resolve(p);
  }

  /** The first publish for `uri` (already received or coming) that satisfies `predicate`. */
  waitFor(uri: string, predicate: (p: Published) => boolean, timeoutMs = 10_000, fromIndex = 0): Promise<Published> {
    const seen = (this.published.get(uri) ?? []).slice(fromIndex).find(predicate);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        const last = this.published.get(uri)?.at(-1);
        reject(
          new Error(
            `no matching diagnostics for ${uri} within ${timeoutMs} ms; last: ${JSON.stringify(last)?.slice(0, 800)}\nstderr: ${this.stderr.join('').slice(0, 2000)}`,
          ),
        );
      }, timeoutMs);
      const waiter: Waiter = {
        uri,
        predicate,
        resolve: (p) => {
          clearTimeout(timer);
          resolve(p);
        },
      };
      this.waiters.push(waiter);
    });
  }

  /** Diagnostics published for exactly this version of the document. */
  async diagnosticsFor(uri: string, version = this.version(uri), timeoutMs = 10_000): Promise<PublishedDiagnostic[]> {
    return (await this.waitFor(uri, (p) => p.version === version, timeoutMs)).diagnostics;
  }

  publishCount(uri: string): number {
    return this.published.get(uri)?.length ?? 0;
  }

  // --- requests ------------------------------------------------------------

  /** `only`: the kinds asked for (e.g. `source.fixAll`), as an editor's "fix all on save" asks. */
  codeActions(uri: string, range: Range, diagnostics: Diagnostic[] = [], only?: string[]): Promise<CodeAction[]> {
    return this.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range,
      context: { diagnostics, only },
    }) as Promise<CodeAction[]>;
  }

  async completion(uri: string, position: Position): Promise<CompletionItem[]> {
    const result = (await this.connection.sendRequest('textDocument/completion', { textDocument: { uri }, position })) as
      CompletionList | CompletionItem[] | null;
    if (result === null) return [];
    return Array.isArray(result) ? result : result.items;
  }

  hover(uri: string, position: Position): Promise<Hover | null> {
    return this.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position }) as Promise<Hover | null>;
  }

  symbols(uri: string): Promise<DocumentSymbol[]> {
    return this.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri } }) as Promise<DocumentSymbol[]>;
  }

  /** Changes what workspace/configuration answers and tells the server (the pull model). */
  async updateSettings(settings: Record<string, unknown>): Promise<void> {
    this.settings = settings;
    await this.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
  }

  async watchedFilesChanged(changes: { uri: string; type: 1 | 2 | 3 }[]): Promise<void> {
    await this.connection.sendNotification('workspace/didChangeWatchedFiles', { changes });
  }

  // --- lifecycle -----------------------------------------------------------

  get alive(): boolean {
    return !this.exited;
  }

  /** CPU time the server process has used so far (Linux: /proc), for limits on its work that hold under load. */
  cpuMs(): number {
    try {
      this.lastCpuMs = processCpuMs(this.child.pid!);
    } catch {
      // the process has ended (and been reaped): its last reading stands
    }
    return this.lastCpuMs;
  }
  private lastCpuMs = 0;

  /** shutdown + exit; the child is killed if it has not exited after 2 s. */
  async stop(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    try {
      await Promise.race([this.connection.sendRequest('shutdown'), delay(2000, true)]);
      await this.connection.sendNotification('exit');
    } catch {
      // the connection may already be gone; the kill below ends the child
    }
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(timer);
    this.connection.dispose();
  }
}

/**
 * One server shared by the tests of a file: started before the first test,
 * stopped after the last. `use` receives the started client; a file keeps it in
 * its own variable (`startServerForFile((started) => (client = started))`).
 */
export function startServerForFile(use: (client: LspClient) => void, options: StartOptions = {}): void {
  let client: LspClient | undefined;
  before(async () => {
    ({ client } = await LspClient.start(options));
    use(client);
  });
  after(async () => {
    await client?.stop();
  });
}

/** `unref`: the timer does not keep the test process alive on its own. */
export function delay(ms: number, unref = false): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    if (unref) timer.unref();
  });
}

/** `file://` URI of a (possibly non-existent) path, as a client would send it. */
export function fileUri(path: string): string {
  return pathToFileURL(path).href;
}

/** Zero-based position of the first occurrence of `needle` (plus `delta` characters) in `text`. */
export function positionOf(text: string, needle: string, delta = 0, occurrence = 0): Position {
  let index = -1;
  for (let i = 0; i <= occurrence; i++) {
    index = text.indexOf(needle, index + 1);
    if (index === -1) throw new Error(`"${needle}" not found (occurrence ${occurrence})`);
  }
  const doc = TextDocument.create('x:', 'x', 0, text);
  return doc.positionAt(index + delta);
}

/**
 * dist/server.js must exist (`npm test` builds it first). When it is older
 * than the sources a warning says so once: while several people edit the same
 * checkout that is expected, but results then describe the last build.
 */
let warnedStale = false;
function assertBuilt(): void {
  if (!existsSync(SERVER_JS)) throw new Error(`${SERVER_JS} is missing: run \`node scripts/build.mjs\` first`);
  if (warnedStale) return;
  if (isOlderThanSources(SERVER_JS)) {
    warnedStale = true;
    process.stderr.write(`warning: ${SERVER_JS} is older than server/src; run \`node scripts/build.mjs\` to test the current sources\n`);
  }
}
