// The ATDF language server. `node dist/server.js --stdio` (any LSP editor) or
// `--node-ipc` (the VS Code client); the transport is picked from argv by
// vscode-languageserver. Each LSP feature lives in its own file under
// features/, what the server keeps for the session (documents, settings,
// analyses, the workspace index) under session/, and every rule in the engine
// (core/index.ts); this file only wires them to the connection.
import {
  CodeActionKind,
  CodeLensRefreshRequest,
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
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createEngine, fileKey, type FileReport, type Locale } from './core/index';
import { codeActions, FIX_ALL_KIND } from './features/code-actions';
import { toolStyleActions, type ToolStyleDeps } from './features/tool-style-fix';
import { codeLenses } from './features/code-lens';
import { contextPreview } from './features/context-preview';
import { folderPreview } from './features/context-folder-preview';
import { completion } from './features/completion';
import { DiagnosticsService } from './features/diagnostics';
import { hover } from './features/hover';
import { inlayHints } from './features/inlay-hints';
import { definition } from './features/definition';
import { documentHighlights } from './features/document-highlight';
import { documentLinks } from './features/document-links';
import { foldingRanges } from './features/folding';
import { formatting } from './features/formatting';
import { onTypeFormatting } from './features/on-type-formatting';
import { listExamples, runExamples } from './features/contract-tests';
import { exportDocument } from './features/mcp-export';
import { commandLine, convertTools, listTools, mcpServers } from './features/mcp-import';
import { references } from './features/references';
import { prepareRename, rename } from './features/rename';
import { selectionRanges } from './features/selection';
import { documentSymbols } from './features/symbols';
import { exitUnlessServing } from './lsp/command-line';
import { FrameFilter } from './lsp/framing';
import { workspaceSymbols } from './features/workspace-symbols';
import { t, toLocale } from './l10n';
import {
  MCP_REQUESTS,
  type CommandLineParams,
  type ConvertParams,
  type ExportParams,
  type Failure,
  type ListToolsParams,
  type ServersParams,
} from './protocol/mcp';
import { CONTEXT_REQUESTS, type FolderPreviewParams, type PreviewParams } from './protocol/context';
import { CONTRACT_REQUESTS, type ExamplesParams, type RunParams } from './protocol/contract';
import { AnalysisStore, DEFAULT_STEP_BYTES, type Analysis } from './session/analysis';
import { CatalogBudgets } from './session/catalog-budgets';
import { CatalogFiles, folderLabel } from './session/catalog-files';
import { CrossFileNavigation, type CrossFileDeps } from './session/cross-file';
import { renameFiles } from './session/rename-sources';
import { describeError, makeGuards } from './session/guard';
import { LiveDocument } from './session/live-document';
import { servedLanguage } from './session/served-documents';
import { ProjectConfig } from './session/project-config';
import { DEFAULT_SETTINGS, SettingsStore } from './session/settings';
import { TokenCounts } from './session/token-counts';
import { WorkspaceFolders } from './session/workspace-folders';
import { WorkspaceIndex } from './session/workspace-index';
import { VERSION } from './version';

exitUnlessServing(process.argv.slice(2), VERSION); // --version, --help, or no transport: answered, never a stack trace
// Over stdio the connection reads only well-framed messages: a broken frame is skipped, said on stderr, and the
// messages after it are answered (lsp/framing.ts). Over --node-ipc Node frames the messages itself.
const connection = process.argv.includes('--stdio')
  ? createConnection(
      ProposedFeatures.all,
      process.stdin.pipe(new FrameFilter((problem) => process.stderr.write(`${t(locale, 'log.framing', { problem })}\n`))),
      process.stdout,
    )
  : createConnection(ProposedFeatures.all);
// Documents are kept in pieces with their line index updated per edit (see live-document.ts).
const documents = new TextDocuments<LiveDocument>({ create: LiveDocument.create, update: LiveDocument.update });

let locale: Locale = 'en';
const folders = new WorkspaceFolders();
let settings: SettingsStore = new SettingsStore(connection, false, undefined);
let canRegisterConfiguration = false;
let canRegisterWatchers = false;
let hasWorkspaceFolders = false;
let canRefreshCodeLenses = false;
/** The most folding ranges the client wants (`foldingRange.rangeLimit`). */
let foldingRangeLimit: number | undefined;

const log = (message: string) => connection.console.error(message);
const guard = makeGuards(connection, () => locale);
let stepBytes = DEFAULT_STEP_BYTES;
const engine = createEngine();
const store = new AnalysisStore(
  engine,
  () => locale,
  () => stepBytes,
  (uri) => projectConfig.forUri(uri).rules.targets,
);
const workspace = engine.createWorkspace();
const tokens = new TokenCounts(log);
const projectConfig = new ProjectConfig({ engine, connection, folders: () => folders.all, locale: () => locale });
const workspaceIndex = new WorkspaceIndex({
  workspace,
  documents,
  folders: () => folders.all,
  changed: (keys) => {
    for (const doc of documents.all()) if (keys.size > 0) diagnostics.republish(doc.uri);
  },
  maxFileSize: () => DEFAULT_SETTINGS.maxFileSize,
  ignored: (uri) => projectConfig.forUri(uri).ignored,
  log,
  locale: () => locale,
});
const catalogFiles = new CatalogFiles({
  engine,
  openReport: async (uri): Promise<FileReport | undefined> => {
    const doc = documents.all().find((d) => fileKey(d.uri) === fileKey(uri));
    return doc && (await diagnostics.current(doc))?.report;
  },
  maxFileSize: () => DEFAULT_SETTINGS.maxFileSize,
});
const catalogBudgets = new CatalogBudgets({
  engine,
  catalog: catalogFiles,
  tokens,
  governing: (uri) => projectConfig.governing(uri),
  folders: () => folders.all,
  changed: () => diagnostics.republishAll(),
  log,
});
const diagnostics = new DiagnosticsService({
  engine,
  connection,
  documents,
  store,
  get settings() {
    return settings;
  },
  workspace,
  locale: () => locale,
  labelOf: (uri) => workspaceIndex.labelOf(uri),
  config: (uri) => projectConfig.forUri(uri),
  published: () => {
    projectConfig.publishDiagnostics();
    // The scan of the files on disk (for the duplicate-tool rule) starts once the first diagnostics are out: it runs
    // on this thread, and the files it reads would otherwise be validated between the steps of the first open.
    void workspaceIndex.ensureStarted();
  },
  tokens,
  catalogBudgets,
  log,
});

/** A config changed (on disk, or open in the editor): every document again under the configs as they are now. */
function configChanged(): void {
  projectConfig.changed();
  catalogBudgets.filesChanged();
  diagnostics.scheduleAll();
  void workspaceIndex.reindex();
  projectConfig.publishDiagnostics();
}

// A bug must never end the process the editor depends on.
process.on('uncaughtException', (error) => log(`ATDF server: unexpected error: ${describeError(error)}`));
process.on('unhandledRejection', (error) => log(`ATDF server: unexpected rejection: ${describeError(error)}`));

connection.onInitialize((params: InitializeParams): InitializeResult => {
  const options = (params.initializationOptions ?? {}) as Record<string, unknown>;
  locale = toLocale(options.locale ?? params.locale);
  folders.initialize(params);
  // Size of the steps in which a big fresh stream is validated (tests use a huge value to compare with one pass).
  if (options.stepBytes !== undefined) {
    if (Number.isSafeInteger(options.stepBytes) && (options.stepBytes as number) >= 1) stepBytes = options.stepBytes as number;
    else
      log(
        t(locale, 'log.badOption', {
          name: 'stepBytes',
          value: JSON.stringify(options.stepBytes) ?? String(options.stepBytes),
          expected: 'a whole number ≥ 1',
        }),
      );
  }
  const caps = params.capabilities;
  canRegisterConfiguration = caps.workspace?.didChangeConfiguration?.dynamicRegistration === true;
  canRegisterWatchers = caps.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
  hasWorkspaceFolders = caps.workspace?.workspaceFolders === true;
  foldingRangeLimit = caps.textDocument?.foldingRange?.rangeLimit;
  canRefreshCodeLenses = caps.workspace?.codeLens?.refreshSupport === true;
  settings = new SettingsStore(connection, caps.workspace?.configuration === true, options.settings);
  return {
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND] },
      completionProvider: { triggerCharacters: ['"', ':'], resolveProvider: false },
      hoverProvider: true,
      documentSymbolProvider: true,
      foldingRangeProvider: true,
      selectionRangeProvider: true,
      documentFormattingProvider: true,
      documentRangeFormattingProvider: true,
      documentOnTypeFormattingProvider: { firstTriggerCharacter: '\n' },
      inlayHintProvider: { resolveProvider: false },
      definitionProvider: true,
      referencesProvider: true,
      documentHighlightProvider: true,
      renameProvider: { prepareProvider: true },
      documentLinkProvider: { resolveProvider: false },
      codeLensProvider: { resolveProvider: false },
      workspaceSymbolProvider: true,
      workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
    },
    serverInfo: { name: 'atdf-language-server', version: VERSION },
  };
});

connection.onInitialized(() => {
  if (canRegisterConfiguration) {
    void connection.client.register(DidChangeConfigurationNotification.type, { section: 'atdf' });
  }
  if (canRegisterWatchers) {
    void connection.client.register(DidChangeWatchedFilesNotification.type, {
      watchers: [{ globPattern: '**/*.atdf.{yaml,yml,json}' }, { globPattern: '**/.atdfrc.{yaml,yml,json}' }],
    });
  }
  if (hasWorkspaceFolders) {
    connection.workspace.onDidChangeWorkspaceFolders((event) => {
      folders.changed(event);
      configChanged(); // the folders are where config lookups stop
    });
  }
});

connection.onDidChangeConfiguration(
  guard.notification('configuration', (params) => {
    settings.changed(params.settings);
    diagnostics.scheduleAll();
    // atdf.context.codeLens may have changed: the client asks for lenses again.
    if (canRefreshCodeLenses) void connection.sendRequest(CodeLensRefreshRequest.type);
  }),
);

connection.onDidChangeWatchedFiles(
  guard.notification('watched files', (params) => {
    const configs = params.changes.filter((c) => projectConfig.isConfigUri(c.uri));
    if (configs.length > 0) configChanged();
    void workspaceIndex.watched(params.changes.filter((c) => !configs.includes(c)));
    catalogBudgets.filesChanged();
  }),
);

documents.onDidChangeContent(
  guard.notification('diagnostics', (event) => {
    if (projectConfig.isConfigUri(event.document.uri)) {
      projectConfig.edited(event.document.uri, event.document.getText());
      configChanged();
      return;
    }
    if (servedLanguage(event.document) === undefined) return;
    diagnostics.schedule(event.document.uri);
  }),
);

documents.onDidClose(
  guard.notification('close', (event) => {
    const uri = event.document.uri;
    if (projectConfig.isConfigUri(uri)) {
      projectConfig.edited(uri, undefined); // the file on disk is the config again
      configChanged();
      return;
    }
    diagnostics.closed(uri);
    store.forget(uri);
    settings.forget(uri);
    void workspaceIndex.closed(uri);
  }),
);

/** A document's final diagnostics (the engine's pipeline, as published), for its code actions. */
const finalDiagnostics = (analysis: Analysis) => diagnostics.finalOf(analysis).diagnostics;

connection.onCodeAction(
  guard.request(
    'code actions',
    async (params, token) => {
      const doc = documents.get(params.textDocument.uri);
      const analysis = doc && (await diagnostics.current(doc));
      if (!analysis) return [];
      const all = finalDiagnostics(analysis);
      const renames = await toolStyleActions(toolStyleDeps, analysis, params, all, locale, () => token.isCancellationRequested);
      return [...codeActions(engine, analysis, params, locale, all), ...renames];
    },
    () => [],
    (params) => params.textDocument.uri,
  ),
);

connection.onCompletion(
  guard.request(
    'completion',
    async (params) => {
      const doc = documents.get(params.textDocument.uri);
      const analysis = doc && (await diagnostics.current(doc));
      return analysis ? completion(engine, analysis, params.position, diagnostics.lastUsableReport(doc.uri), locale) : null;
    },
    () => null,
    (params) => params.textDocument.uri,
  ),
);

connection.onHover(
  guard.request(
    'hover',
    async (params) => {
      const doc = documents.get(params.textDocument.uri);
      const analysis = doc && (await diagnostics.current(doc));
      return analysis ? hover(engine, analysis, params.position, locale) : null;
    },
    () => null,
    (params) => params.textDocument.uri,
  ),
);

connection.onDocumentSymbol(
  guard.request(
    'document symbols',
    async (params) => {
      const doc = documents.get(params.textDocument.uri);
      const analysis = doc && (await diagnostics.current(doc));
      return analysis ? documentSymbols(engine, analysis, locale) : [];
    },
    () => [],
    (params) => params.textDocument.uri,
  ),
);

connection.onFoldingRanges(
  guard.request(
    'folding ranges',
    async (params) => {
      const doc = documents.get(params.textDocument.uri);
      const analysis = doc && (await diagnostics.current(doc));
      return analysis ? foldingRanges(engine, analysis, foldingRangeLimit) : [];
    },
    () => [],
    (params) => params.textDocument.uri,
  ),
);

connection.onSelectionRanges(
  guard.request(
    'selection ranges',
    async (params) => {
      const doc = documents.get(params.textDocument.uri);
      const analysis = doc && (await diagnostics.current(doc));
      return analysis ? selectionRanges(engine, analysis, params.positions) : [];
    },
    () => [],
    (params) => params.textDocument.uri,
  ),
);

/** The current analysis of an open document, for a request about it. */
async function analysisOf(uri: string) {
  const doc = documents.get(uri);
  return doc && diagnostics.current(doc);
}

const crossFileDeps: CrossFileDeps = {
  engine,
  documents,
  workspace,
  analysisOf,
  indexed: () => workspaceIndex.ensureStarted(),
  maxFileSize: () => DEFAULT_SETTINGS.maxFileSize,
};
const crossFile = new CrossFileNavigation(crossFileDeps);
const toolStyleDeps: ToolStyleDeps = {
  engine,
  workspace,
  indexed: () => workspaceIndex.ensureStarted(),
  current: finalDiagnostics,
  read: (name, cancelled) => renameFiles(crossFileDeps, name, cancelled),
};

connection.onDefinition(
  guard.request(
    'definition',
    async (params) => {
      const analysis = await analysisOf(params.textDocument.uri);
      return analysis ? definition(engine, analysis, params.position, crossFile) : [];
    },
    () => [],
    (params) => params.textDocument.uri,
  ),
);

connection.onReferences(
  guard.request(
    'references',
    async (params) => {
      const analysis = await analysisOf(params.textDocument.uri);
      return analysis ? references(engine, analysis, params.position, params.context.includeDeclaration, crossFile) : [];
    },
    () => [],
    (params) => params.textDocument.uri,
  ),
);

connection.onDocumentHighlight(
  guard.request(
    'document highlights',
    async (params) => {
      const analysis = await analysisOf(params.textDocument.uri);
      return analysis ? documentHighlights(engine, analysis, params.position) : [];
    },
    () => [],
    (params) => params.textDocument.uri,
  ),
);

connection.onPrepareRename(
  guard.request(
    'prepare rename',
    async (params) => {
      const analysis = await analysisOf(params.textDocument.uri);
      return analysis ? prepareRename(engine, analysis, params.position) : null;
    },
    () => null,
    (params) => params.textDocument.uri,
  ),
);

connection.onRenameRequest(
  guard.request(
    'rename',
    async (params) => {
      const analysis = await analysisOf(params.textDocument.uri);
      return analysis ? rename(engine, analysis, params.position, params.newName, locale) : null;
    },
    () => null,
    (params) => params.textDocument.uri,
  ),
);

connection.onDocumentLinks(
  guard.request(
    'document links',
    async (params) => {
      const analysis = await analysisOf(params.textDocument.uri);
      return analysis ? documentLinks(engine, analysis) : [];
    },
    () => [],
    (params) => params.textDocument.uri,
  ),
);

connection.onWorkspaceSymbol(
  guard.request(
    'workspace symbols',
    async (params) => {
      await workspaceIndex.ensureStarted();
      return workspaceSymbols(workspace, params.query, locale);
    },
    () => [],
  ),
);

connection.onCodeLens(
  guard.request(
    'code lenses',
    async (params) => {
      const analysis = await analysisOf(params.textDocument.uri);
      return analysis ? codeLenses(engine, analysis, tokens, locale) : [];
    },
    () => [],
    (params) => params.textDocument.uri,
  ),
);

// "ATDF: Preview as Model Context" (protocol/context.ts).
connection.onRequest(
  CONTEXT_REQUESTS.preview,
  guard.request(
    'context preview',
    async (params: PreviewParams) => {
      const analysis = await analysisOf(params.uri);
      if (!analysis) return { error: t(locale, 'context.notOpen', { uri: params.uri }) };
      return contextPreview(engine, analysis, params, tokens, locale, workspaceIndex.labelOf(params.uri));
    },
    () => ({ error: t(locale, 'mcp.requestFailed') }),
  ),
);

// "ATDF: Preview Folder as Model Context" (protocol/context.ts).
connection.onRequest(
  CONTEXT_REQUESTS.previewFolder,
  guard.request(
    'folder context preview',
    (params: FolderPreviewParams) =>
      folderPreview(
        {
          engine,
          catalog: catalogFiles,
          tokens,
          locale,
          labelOf: (uri) => workspaceIndex.labelOf(uri),
          folderLabel: (dir) => folderLabel(folders.all, dir),
          defaultTarget: (dir) => projectConfig.forUri(pathToFileURL(join(dir, 'folder.atdf.yaml')).href).rules.targets?.[0] ?? 'mcp',
        },
        params,
      ),
    () => ({ error: t(locale, 'mcp.requestFailed') }),
  ),
);

/** The analysis a formatting request works on, when formatting is on for the document. */
async function formattable(uri: string) {
  const doc = documents.get(uri);
  if (!doc || !(await settings.get(uri)).formattingEnable) return undefined;
  return diagnostics.current(doc);
}

connection.onDocumentFormatting(
  guard.request(
    'formatting',
    async (params) => {
      const analysis = await formattable(params.textDocument.uri);
      return analysis ? formatting(engine, analysis, params.options) : [];
    },
    () => [],
    (params) => params.textDocument.uri,
  ),
);

connection.onDocumentRangeFormatting(
  guard.request(
    'range formatting',
    async (params) => {
      const analysis = await formattable(params.textDocument.uri);
      return analysis ? formatting(engine, analysis, params.options, params.range) : [];
    },
    () => [],
    (params) => params.textDocument.uri,
  ),
);

connection.onDocumentOnTypeFormatting(
  guard.request(
    'on-type formatting',
    async (params) => {
      const doc = documents.get(params.textDocument.uri);
      const language = doc && servedLanguage(doc);
      if (!doc || !language || !(await settings.get(doc.uri)).formattingEnable) return [];
      return onTypeFormatting(engine, doc, language, params);
    },
    () => [],
    (params) => params.textDocument.uri,
  ),
);

connection.languages.inlayHint.on(
  guard.request(
    'inlay hints',
    async (params) => {
      const doc = documents.get(params.textDocument.uri);
      if (!doc || !(await settings.get(doc.uri)).inlayHintsEnable) return [];
      const analysis = await diagnostics.current(doc);
      return analysis ? inlayHints(engine, analysis, params.range, locale) : [];
    },
    () => [],
    (params) => params.textDocument.uri,
  ),
);

// MCP import and export for the VS Code client (protocol/mcp.ts). A bug is answered with one message, never silence.
const mcpFailure = (): Failure => ({ error: t(locale, 'mcp.requestFailed') });
connection.onRequest(
  MCP_REQUESTS.servers,
  guard.request('MCP servers', (params: ServersParams) => mcpServers(engine, params), mcpFailure),
);
connection.onRequest(
  MCP_REQUESTS.commandLine,
  guard.request('MCP command line', (params: CommandLineParams) => commandLine(engine, params), mcpFailure),
);
connection.onRequest(
  MCP_REQUESTS.listTools,
  guard.request('MCP tools', (params: ListToolsParams, token: CancellationToken) => listTools(engine, params, token), mcpFailure),
);
connection.onRequest(
  MCP_REQUESTS.convert,
  guard.request('MCP import', (params: ConvertParams) => convertTools(engine, params), mcpFailure),
);
connection.onRequest(
  MCP_REQUESTS.export,
  guard.request('MCP export', (params: ExportParams) => exportDocument(engine, params), mcpFailure),
);

// The Test Explorer (protocol/contract.ts): a document's examples, and a run of them against a live MCP server.
connection.onRequest(
  CONTRACT_REQUESTS.examples,
  guard.request(
    'examples',
    (params: ExamplesParams) => listExamples(engine, params),
    () => ({ examples: [] }),
  ),
);
connection.onRequest(
  CONTRACT_REQUESTS.run,
  guard.request('example run', (params: RunParams, token: CancellationToken) => runExamples(engine, params, token), mcpFailure),
);

documents.listen(connection);
connection.listen();
