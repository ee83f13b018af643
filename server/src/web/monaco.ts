// ATDF in a Monaco editor (dist/web/monaco.js, an ES module; docs/web.md,
// examples/monaco/): starts the web worker server (dist/web/server.js) and
// connects it to Monaco the way monaco-yaml does for yaml-language-server —
// the models that are ATDF files are sent to the server, its diagnostics
// become markers, and completion, hover and quick fixes are Monaco providers
// that ask it. A small JSON-RPC over the worker's postMessage, no client
// library, and no import of Monaco: the page passes its `monaco` in, so any
// recent Monaco works and this module stays a few KB.
//
//   import { startAtdf } from './dist/web/monaco.js';
//   const atdf = startAtdf(monaco, { serverUrl: '/dist/web/server.js' });
//   // models whose path ends in .atdf.yaml/.atdf.yml/.atdf.json, or whose language is `atdf`, are served
//   atdf.dispose();
import type { ReadResult } from '../protocol/web-files';
import { WEB_FILE_REQUESTS } from '../protocol/web-files';

// ---- The little of Monaco's API this module uses (structural types: no dependency on monaco-editor).
interface MRange {
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}
interface MPosition {
  lineNumber: number;
  column: number;
}
interface MUri {
  toString(): string;
  path: string;
}
interface MDisposable {
  dispose(): void;
}
interface MModel {
  uri: MUri;
  getValue(): string;
  getVersionId(): number;
  getLanguageId(): string;
  isDisposed(): boolean;
  getWordUntilPosition(position: MPosition): { startColumn: number; endColumn: number };
  onDidChangeContent(listener: (event: { changes: { range: MRange; text: string }[] }) => void): MDisposable;
}
interface MMarker extends MRange {
  severity: number;
  message: string;
  code?: string | { value: string; target: MUri };
  source?: string;
}
export interface MonacoApi {
  Uri: { parse(value: string): MUri };
  editor: {
    getModels(): MModel[];
    onDidCreateModel(listener: (model: MModel) => void): MDisposable;
    onWillDisposeModel(listener: (model: MModel) => void): MDisposable;
    setModelMarkers(model: MModel, owner: string, markers: MMarker[]): void;
  };
  languages: {
    getLanguages(): { id: string }[];
    register(language: { id: string; extensions?: string[]; aliases?: string[] }): void;
    registerCompletionItemProvider(language: string, provider: object): MDisposable;
    registerHoverProvider(language: string, provider: object): MDisposable;
    registerCodeActionProvider(language: string, provider: object): MDisposable;
    CompletionItemKind: Record<string, number>;
  };
  MarkerSeverity: { Error: number; Warning: number; Info: number; Hint: number };
}

export interface AtdfMonacoOptions {
  /** dist/web/server.js (resolved against the page). */
  serverUrl: string | URL;
  /** dist/web/tokenizer.js; default: beside the server. */
  tokenizerUrl?: string | URL;
  /** Which models are ATDF; default: a path ending in .atdf.yaml/.atdf.yml/.atdf.json, or the language `atdf`. */
  isAtdf?(model: MModel): boolean;
  /** The `atdf.*` settings (docs/lsp.md), e.g. `{ export: { targets: ['mcp', 'openai'] } }`. */
  settings?: Record<string, unknown>;
  /**
   * Reads another file the server asks for (an `.atdfrc.yaml`, a `$ref`'d file) as bytes; undefined: no such file.
   * Default: none (a page usually has no workspace).
   */
  readFile?(uri: string): Promise<Uint8Array | undefined>;
  /** The server's log lines; default: console.debug. */
  log?(message: string): void;
}

export interface AtdfMonaco extends MDisposable {
  /** Resolves when the server has answered `initialize`. */
  readonly ready: Promise<void>;
}

/** The languages whose models the providers are registered for (the model's own check decides). */
const LANGUAGES = ['atdf', 'yaml', 'json'];
const ATDF_PATH = /\.atdf\.(ya?ml|json)$/i;

interface LspRange {
  start: { line: number; character: number };
  end: { line: number; character: number };
}
interface LspDiagnostic {
  range: LspRange;
  severity?: number;
  message: string;
  code?: string | number;
  source?: string;
  codeDescription?: { href: string };
}
interface LspTextEdit {
  range: LspRange;
  newText: string;
}

const toRange = (r: LspRange): MRange => ({
  startLineNumber: r.start.line + 1,
  startColumn: r.start.character + 1,
  endLineNumber: r.end.line + 1,
  endColumn: r.end.character + 1,
});
const toLspPosition = (p: MPosition) => ({ line: p.lineNumber - 1, character: p.column - 1 });
const toLspRange = (r: MRange): LspRange => ({
  start: { line: r.startLineNumber - 1, character: r.startColumn - 1 },
  end: { line: r.endLineNumber - 1, character: r.endColumn - 1 },
});

/** The browser's Worker, as far as this module uses it (the project's TypeScript has no DOM lib). */
interface PageWorker {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}
declare const Worker: new (url: string, options?: { name?: string }) => PageWorker;
declare const location: { href: string };

/** JSON-RPC 2.0 over a worker's postMessage: requests both ways, notifications both ways. */
class Rpc {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly requestHandlers = new Map<string, (params: never) => unknown>();
  private readonly notificationHandlers = new Map<string, (params: never) => void>();

  constructor(private readonly worker: PageWorker) {
    worker.onmessage = (event) => void this.receive(event.data as Record<string, unknown>);
  }

  request<R>(method: string, params: unknown): Promise<R> {
    const id = this.nextId++;
    this.worker.postMessage({ jsonrpc: '2.0', id, method, params });
    return new Promise<R>((resolve, reject) => this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject }));
  }

  notify(method: string, params: unknown): void {
    this.worker.postMessage({ jsonrpc: '2.0', method, params });
  }

  onRequest<P>(method: string, handler: (params: P) => unknown): void {
    this.requestHandlers.set(method, handler as (params: never) => unknown);
  }

  onNotification<P>(method: string, handler: (params: P) => void): void {
    this.notificationHandlers.set(method, handler as (params: never) => void);
  }

  private async receive(message: Record<string, unknown>): Promise<void> {
    const { id, method, params } = message as { id?: number; method?: string; params: never };
    if (method === undefined && id !== undefined) {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      const error = message.error as { message: string } | undefined;
      if (error) waiting?.reject(new Error(error.message));
      else waiting?.resolve(message.result);
      return;
    }
    if (method === undefined) return;
    if (id === undefined) {
      this.notificationHandlers.get(method)?.(params);
      return;
    }
    const handler = this.requestHandlers.get(method);
    if (!handler) {
      this.worker.postMessage({ jsonrpc: '2.0', id, error: { code: -32601, message: `unhandled method ${method}` } });
      return;
    }
    try {
      this.worker.postMessage({ jsonrpc: '2.0', id, result: (await handler(params)) ?? null });
    } catch (error) {
      this.worker.postMessage({ jsonrpc: '2.0', id, error: { code: -32603, message: (error as Error).message } });
    }
  }
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function startAtdf(monaco: MonacoApi, options: AtdfMonacoOptions): AtdfMonaco {
  const serverUrl = new URL(options.serverUrl, location.href);
  const tokenizerUrl = new URL(options.tokenizerUrl ?? 'tokenizer.js', serverUrl).href;
  const worker = new Worker(serverUrl.href, { name: tokenizerUrl });
  const rpc = new Rpc(worker);
  const isAtdf = options.isAtdf ?? ((model: MModel) => model.getLanguageId() === 'atdf' || ATDF_PATH.test(model.uri.path));
  const log = options.log ?? ((message: string) => console.debug(`[atdf] ${message}`));
  const disposables: MDisposable[] = [];
  const open = new Map<string, MModel>();

  if (!monaco.languages.getLanguages().some((l) => l.id === 'atdf'))
    monaco.languages.register({ id: 'atdf', extensions: ['.atdf.yaml', '.atdf.yml'], aliases: ['ATDF'] });

  rpc.onRequest('workspace/configuration', (params: { items: { section?: string }[] }) =>
    params.items.map((item) => (item.section === 'atdf' ? (options.settings ?? {}) : null)),
  );
  rpc.onRequest('client/registerCapability', () => null);
  rpc.onRequest('window/workDoneProgress/create', () => null);
  rpc.onRequest(WEB_FILE_REQUESTS.read, async (params: { uri: string; limit: number }): Promise<ReadResult> => {
    const bytes = await options.readFile?.(params.uri);
    if (!bytes) return { kind: 'missing' };
    return bytes.length > params.limit ? { kind: 'too-large', limit: params.limit } : { kind: 'ok', base64: base64(bytes) };
  });
  rpc.onRequest(WEB_FILE_REQUESTS.stat, () => null);
  rpc.onRequest(WEB_FILE_REQUESTS.readDirectory, () => ({ error: 'this page has no folders' }));
  rpc.onNotification('window/logMessage', (params: { message: string }) => log(params.message));
  rpc.onNotification('textDocument/publishDiagnostics', (params: { uri: string; diagnostics: LspDiagnostic[] }) => {
    const model = open.get(params.uri);
    if (!model || model.isDisposed()) return;
    const severities = [monaco.MarkerSeverity.Error, monaco.MarkerSeverity.Warning, monaco.MarkerSeverity.Info, monaco.MarkerSeverity.Hint];
    const markers = params.diagnostics.map((d) => ({
      ...toRange(d.range),
      severity: severities[(d.severity ?? 1) - 1] ?? monaco.MarkerSeverity.Error,
      message: d.message,
      source: d.source,
      code:
        d.code === undefined
          ? undefined
          : d.codeDescription
            ? { value: String(d.code), target: monaco.Uri.parse(d.codeDescription.href) }
            : String(d.code),
    }));
    monaco.editor.setModelMarkers(model, 'atdf', markers);
  });

  const ready = rpc
    .request('initialize', {
      processId: null,
      rootUri: null,
      workspaceFolders: null,
      capabilities: {
        workspace: { configuration: true },
        textDocument: {
          synchronization: { dynamicRegistration: false },
          publishDiagnostics: { relatedInformation: false, versionSupport: true, codeDescriptionSupport: true },
          completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix'] } } },
        },
      },
    })
    .then(() => rpc.notify('initialized', {}));

  const attach = (model: MModel) => {
    if (!isAtdf(model)) return;
    const uri = model.uri.toString();
    open.set(uri, model);
    void ready.then(() => {
      if (model.isDisposed()) return;
      const text = model.getValue();
      rpc.notify('textDocument/didOpen', {
        textDocument: { uri, languageId: uri.endsWith('.json') ? 'json' : 'atdf', version: model.getVersionId(), text },
      });
      disposables.push(
        model.onDidChangeContent((event) =>
          rpc.notify('textDocument/didChange', {
            textDocument: { uri, version: model.getVersionId() },
            contentChanges: event.changes.map((change) => ({ range: toLspRange(change.range), text: change.text })),
          }),
        ),
      );
    });
  };
  monaco.editor.getModels().forEach(attach);
  disposables.push(
    monaco.editor.onDidCreateModel(attach),
    monaco.editor.onWillDisposeModel((model) => {
      const uri = model.uri.toString();
      if (open.delete(uri)) void ready.then(() => rpc.notify('textDocument/didClose', { textDocument: { uri } }));
    }),
  );

  const served = (model: MModel) => open.get(model.uri.toString()) === model;
  const kinds = monaco.languages.CompletionItemKind;
  // LSP CompletionItemKind (1-based) -> Monaco's, for the kinds our server sends.
  const kindOf = (kind?: number) =>
    ({
      5: kinds.Field,
      6: kinds.Variable,
      10: kinds.Property,
      12: kinds.Value,
      14: kinds.Keyword,
      15: kinds.Snippet,
      20: kinds.EnumMember,
    })[kind ?? 0] ?? kinds.Text;
  const markdown = (value: unknown) =>
    typeof value === 'string'
      ? { value }
      : value && typeof value === 'object' && 'value' in value
        ? { value: String((value as { value: unknown }).value) }
        : undefined;

  for (const language of LANGUAGES) {
    disposables.push(
      monaco.languages.registerCompletionItemProvider(language, {
        triggerCharacters: [':', ' ', '-'],
        async provideCompletionItems(model: MModel, position: MPosition) {
          if (!served(model)) return { suggestions: [] };
          const answer = await rpc.request<{ items: Record<string, unknown>[] } | Record<string, unknown>[] | null>(
            'textDocument/completion',
            {
              textDocument: { uri: model.uri.toString() },
              position: toLspPosition(position),
            },
          );
          const items = Array.isArray(answer) ? answer : (answer?.items ?? []);
          const word = model.getWordUntilPosition(position);
          const wordRange = {
            startLineNumber: position.lineNumber,
            endLineNumber: position.lineNumber,
            startColumn: word.startColumn,
            endColumn: word.endColumn,
          };
          return {
            suggestions: items.map((item) => {
              const edit = item.textEdit as LspTextEdit | undefined;
              return {
                label: item.label,
                kind: kindOf(item.kind as number | undefined),
                detail: item.detail,
                documentation: markdown(item.documentation),
                insertText: edit?.newText ?? (item.insertText as string | undefined) ?? item.label,
                insertTextRules: item.insertTextFormat === 2 ? 4 : 0, // 4: InsertAsSnippet
                range: edit ? toRange(edit.range) : wordRange,
                sortText: item.sortText,
                filterText: item.filterText,
              };
            }),
          };
        },
      }),
      monaco.languages.registerHoverProvider(language, {
        async provideHover(model: MModel, position: MPosition) {
          if (!served(model)) return null;
          const hover = await rpc.request<{ contents: unknown; range?: LspRange } | null>('textDocument/hover', {
            textDocument: { uri: model.uri.toString() },
            position: toLspPosition(position),
          });
          if (!hover) return null;
          const contents = (Array.isArray(hover.contents) ? hover.contents : [hover.contents]).map(markdown).filter(Boolean);
          return { contents, range: hover.range && toRange(hover.range) };
        },
      }),
      monaco.languages.registerCodeActionProvider(language, {
        async provideCodeActions(model: MModel, range: MRange, context: { markers: MMarker[] }) {
          if (!served(model)) return { actions: [], dispose() {} };
          const uri = model.uri.toString();
          const diagnostics = context.markers.map((m) => ({
            range: toLspRange(m),
            message: m.message,
            severity: m.severity === monaco.MarkerSeverity.Error ? 1 : m.severity === monaco.MarkerSeverity.Warning ? 2 : 3,
            code: typeof m.code === 'object' ? m.code.value : m.code,
            source: m.source,
          }));
          const actions = await rpc.request<
            { title: string; kind?: string; isPreferred?: boolean; edit?: { changes?: Record<string, LspTextEdit[]> } }[] | null
          >('textDocument/codeAction', { textDocument: { uri }, range: toLspRange(range), context: { diagnostics, only: ['quickfix'] } });
          return {
            actions: (actions ?? [])
              .filter((a) => a.edit?.changes?.[uri])
              .map((a) => ({
                title: a.title,
                kind: a.kind,
                isPreferred: a.isPreferred,
                edit: {
                  edits: a.edit!.changes![uri].map((e) => ({
                    resource: model.uri,
                    textEdit: { range: toRange(e.range), text: e.newText },
                    versionId: model.getVersionId(),
                  })),
                },
              })),
            dispose() {},
          };
        },
      }),
    );
  }

  return {
    ready,
    dispose() {
      for (const d of disposables.splice(0)) d.dispose();
      worker.terminate();
    },
  };
}
