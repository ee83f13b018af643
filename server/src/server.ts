// The ATDF language server. `node dist/server.js --stdio` (any LSP editor) or
// `--node-ipc` (the VS Code client); the transport is picked from argv by
// vscode-languageserver. Each LSP feature lives in its own file under
// features/, what the server keeps for the session (documents, settings,
// analyses, the workspace index) under session/, and every rule in the engine
// (core/index.ts); this file only wires them to the connection.
import { fileURLToPath } from 'node:url';
import {
  CodeActionKind,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  ProposedFeatures,
  TextDocumentSyncKind,
  TextDocuments,
  createConnection,
  type CancellationToken,
  type InitializeParams,
  type InitializeResult,
} from 'vscode-languageserver/node';
import { createEngine, type Locale } from './core/index';
import { t, toLocale } from './l10n';
import { codeActions } from './features/code-actions';
import { completion } from './features/completion';
import { DiagnosticsService } from './features/diagnostics';
import { hover } from './features/hover';
import { exportDocument } from './features/mcp-export';
import { commandLine, convertTools, listTools, mcpServers } from './features/mcp-import';
import { documentSymbols } from './features/symbols';
import { AnalysisStore, DEFAULT_STEP_BYTES } from './session/analysis';
import { describeError, makeGuard } from './session/guard';
import { LiveDocument } from './session/live-document';
import { servedLanguage } from './session/served-documents';
import { DEFAULT_SETTINGS, SettingsStore } from './session/settings';
import { WorkspaceIndex } from './session/workspace-index';
import {
  MCP_REQUESTS,
  type CommandLineParams,
  type ConvertParams,
  type ExportParams,
  type Failure,
  type ListToolsParams,
  type ServersParams,
} from './protocol/mcp';

const connection = createConnection(ProposedFeatures.all);
// Documents are kept in pieces with their line index updated per edit (see live-document.ts).
const documents = new TextDocuments<LiveDocument>({ create: LiveDocument.create, update: LiveDocument.update });

let locale: Locale = 'en';
let folders: string[] = [];
let settings: SettingsStore = new SettingsStore(connection, false, undefined);
let canRegisterConfiguration = false;
let canRegisterWatchers = false;
let hasWorkspaceFolders = false;

const log = (message: string) => connection.console.error(message);
const guard = makeGuard(connection, () => locale);
let stepBytes = DEFAULT_STEP_BYTES;
const engine = createEngine();
const store = new AnalysisStore(
  engine,
  () => locale,
  () => stepBytes,
);
const workspace = engine.createWorkspace();
const workspaceIndex = new WorkspaceIndex({
  workspace,
  documents,
  folders: () => folders,
  changed: (keys) => {
    for (const doc of documents.all()) if (keys.size > 0) diagnostics.republish(doc.uri);
  },
  maxFileSize: () => DEFAULT_SETTINGS.maxFileSize,
  log,
  locale: () => locale,
});
const diagnostics = new DiagnosticsService({
  connection,
  documents,
  store,
  get settings() {
    return settings;
  },
  workspace,
  locale: () => locale,
  labelOf: (uri) => workspaceIndex.labelOf(uri),
  log,
});

// A bug must never end the process the editor depends on.
process.on('uncaughtException', (error) => log(`ATDF server: unexpected error: ${describeError(error)}`));
process.on('unhandledRejection', (error) => log(`ATDF server: unexpected rejection: ${describeError(error)}`));

connection.onInitialize((params: InitializeParams): InitializeResult => {
  const options = (params.initializationOptions ?? {}) as Record<string, unknown>;
  locale = toLocale(options.locale ?? params.locale);
  folders = workspaceFolders(params);
  // Size of the steps in which a big fresh stream is validated (tests use a huge value to compare with one pass).
  if (typeof options.stepBytes === 'number' && options.stepBytes > 0) stepBytes = options.stepBytes;
  const caps = params.capabilities;
  canRegisterConfiguration = caps.workspace?.didChangeConfiguration?.dynamicRegistration === true;
  canRegisterWatchers = caps.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
  hasWorkspaceFolders = caps.workspace?.workspaceFolders === true;
  settings = new SettingsStore(connection, caps.workspace?.configuration === true, options.settings);
  return {
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
      completionProvider: { triggerCharacters: ['"', ':'], resolveProvider: false },
      hoverProvider: true,
      documentSymbolProvider: true,
      workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
    },
    serverInfo: { name: 'atdf-language-server', version: '0.1.0' },
  };
});

connection.onInitialized(() => {
  if (canRegisterConfiguration) {
    void connection.client.register(DidChangeConfigurationNotification.type, { section: 'atdf' });
  }
  if (canRegisterWatchers) {
    void connection.client.register(DidChangeWatchedFilesNotification.type, {
      watchers: [{ globPattern: '**/*.atdf.{yaml,yml,json}' }],
    });
  }
  if (hasWorkspaceFolders) {
    connection.workspace.onDidChangeWorkspaceFolders((event) => {
      const removed = new Set(event.removed.map((f) => uriToPath(f.uri)));
      folders = [...folders.filter((f) => !removed.has(f)), ...event.added.map((f) => uriToPath(f.uri)).filter(isString)];
    });
  }
});

connection.onDidChangeConfiguration(
  guardNotification('configuration', (params) => {
    settings.changed(params.settings);
    diagnostics.scheduleAll();
  }),
);

connection.onDidChangeWatchedFiles(guardNotification('watched files', (params) => void workspaceIndex.watched(params.changes)));

documents.onDidChangeContent(
  guardNotification('diagnostics', (event) => {
    if (servedLanguage(event.document) === undefined) return;
    void workspaceIndex.ensureStarted();
    diagnostics.schedule(event.document.uri);
  }),
);

documents.onDidClose(
  guardNotification('close', (event) => {
    const uri = event.document.uri;
    diagnostics.closed(uri);
    store.forget(uri);
    settings.forget(uri);
    void workspaceIndex.closed(uri);
  }),
);

connection.onCodeAction(
  guard(
    'code actions',
    async (params) => {
      const doc = documents.get(params.textDocument.uri);
      const analysis = doc && (await diagnostics.current(doc));
      return analysis ? codeActions(engine, analysis, params, locale) : [];
    },
    [],
    (params) => params.textDocument.uri,
  ),
);

connection.onCompletion(
  guard(
    'completion',
    async (params) => {
      const doc = documents.get(params.textDocument.uri);
      const analysis = doc && (await diagnostics.current(doc));
      return analysis ? completion(engine, analysis, params.position, diagnostics.lastUsableReport(doc.uri), locale) : null;
    },
    null,
    (params) => params.textDocument.uri,
  ),
);

connection.onHover(
  guard(
    'hover',
    async (params) => {
      const doc = documents.get(params.textDocument.uri);
      const analysis = doc && (await diagnostics.current(doc));
      return analysis ? hover(engine, analysis, params.position, locale) : null;
    },
    null,
    (params) => params.textDocument.uri,
  ),
);

connection.onDocumentSymbol(
  guard(
    'document symbols',
    async (params) => {
      const doc = documents.get(params.textDocument.uri);
      const analysis = doc && (await diagnostics.current(doc));
      return analysis ? documentSymbols(engine, analysis, locale) : [];
    },
    [],
    (params) => params.textDocument.uri,
  ),
);

// MCP import and export for the VS Code client (protocol/mcp.ts).
mcpRequest(MCP_REQUESTS.servers, 'MCP servers', (params: ServersParams) => mcpServers(engine, params));
mcpRequest(MCP_REQUESTS.commandLine, 'MCP command line', (params: CommandLineParams) => commandLine(engine, params));
mcpRequest(MCP_REQUESTS.listTools, 'MCP tools', (params: ListToolsParams, token: CancellationToken) => listTools(engine, params, token));
mcpRequest(MCP_REQUESTS.convert, 'MCP import', (params: ConvertParams) => convertTools(engine, params));
mcpRequest(MCP_REQUESTS.export, 'MCP export', (params: ExportParams) => exportDocument(engine, params));

documents.listen(connection);
connection.listen();

/** An MCP request: a bug is logged and answered with one message (in the user's language), never with silence. */
function mcpRequest<P, R>(method: string, feature: string, handler: (params: P, token: CancellationToken) => R | Promise<R>): void {
  connection.onRequest(method, async (params: P, token: CancellationToken): Promise<R | Failure> => {
    try {
      return await handler(params, token);
    } catch (error) {
      log(t(locale, 'log.featureFailed', { feature, uri: '', error: describeError(error) }));
      return { error: t(locale, 'mcp.requestFailed') };
    }
  });
}

/** Wraps a notification handler: an exception is logged, never thrown into the connection. */
function guardNotification<P>(feature: string, handler: (params: P) => void): (params: P) => void {
  return (params) => {
    try {
      handler(params);
    } catch (error) {
      log(`ATDF server: ${feature} failed: ${describeError(error)}`);
    }
  };
}

function workspaceFolders(params: InitializeParams): string[] {
  const uris = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
  return uris.map(uriToPath).filter(isString);
}

function uriToPath(uri: string): string | undefined {
  try {
    return uri.startsWith('file:') ? fileURLToPath(uri) : undefined;
  } catch {
    return undefined;
  }
}

function isString(x: string | undefined): x is string {
  return typeof x === 'string';
}
