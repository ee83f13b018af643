// What one LSP session of the server holds, built once per connection by
// createServer: the engine, the open documents, the client's capabilities and
// locale, and the session's services (analyses, the diagnostics publisher,
// configs, the workspace index, catalogs, tokens). The services do not call
// each other back through hidden callbacks: each fires a named event, and the
// one place where they meet is `wire()` below. `forDocument` is "the document
// and its analysis" that every request about one document starts from.
import { TextDocuments, type CancellationToken, type Connection } from 'vscode-languageserver';
import { createEngine, fileKey, type FileReport, type Locale } from '../core/index';
import { DiagnosticsService } from '../features/diagnostics';
import type { ServerHost } from '../host/host';
import { AnalysisStore, DEFAULT_LINT_LATER_BYTES, DEFAULT_STEP_BYTES, type Analysis } from '../session/analysis';
import { CatalogBudgets } from '../session/catalog-budgets';
import { CatalogFiles } from '../session/catalog-files';
import { CrossFileNavigation, type CrossFileDeps } from '../session/cross-file';
import { DocumentAnalyses } from '../session/document-analyses';
import { makeGuards } from '../session/guard';
import { LiveDocument } from '../session/live-document';
import { ProjectConfig } from '../session/project-config';
import { DEFAULT_SETTINGS, SettingsStore } from '../session/settings';
import { TokenCounts } from '../session/token-counts';
import { WorkspaceFolders } from '../session/workspace-folders';
import { WorkspaceIndex } from '../session/workspace-index';

/** What `initialize` told about the client (initialize.ts sets it). */
export interface ClientCapabilities {
  canRegisterConfiguration: boolean;
  canRegisterWatchers: boolean;
  hasWorkspaceFolders: boolean;
  canRefreshCodeLenses: boolean;
  /** The most folding ranges the client wants (`foldingRange.rangeLimit`). */
  foldingRangeLimit?: number;
}

export class ServerSession {
  readonly engine = createEngine();
  // Documents are kept in pieces with their line index updated per edit (see live-document.ts).
  readonly documents = new TextDocuments<LiveDocument>({ create: LiveDocument.create, update: LiveDocument.update });
  readonly folders = new WorkspaceFolders();
  readonly workspace = this.engine.createWorkspace();
  locale: Locale = 'en';
  readonly settings: SettingsStore;
  stepBytes = DEFAULT_STEP_BYTES;
  lintLaterBytes = DEFAULT_LINT_LATER_BYTES;
  client: ClientCapabilities = {
    canRegisterConfiguration: false,
    canRegisterWatchers: false,
    hasWorkspaceFolders: false,
    canRefreshCodeLenses: false,
  };
  readonly log = (message: string) => this.connection.console.error(message);
  readonly guard: ReturnType<typeof makeGuards>;
  readonly tokens: TokenCounts;
  readonly projectConfig: ProjectConfig;
  readonly store: AnalysisStore;
  readonly analyses: DocumentAnalyses;
  readonly workspaceIndex: WorkspaceIndex;
  readonly catalogFiles: CatalogFiles;
  readonly catalogBudgets: CatalogBudgets;
  readonly diagnostics: DiagnosticsService;
  readonly crossFileDeps: CrossFileDeps;
  readonly crossFile: CrossFileNavigation;

  constructor(
    readonly connection: Connection,
    readonly host: ServerHost,
  ) {
    const { engine, documents, workspace, folders } = this;
    const locale = () => this.locale;
    const files = host.files;
    const maxFileSize = () => DEFAULT_SETTINGS.maxFileSize;
    this.guard = makeGuards(connection, locale);
    this.settings = new SettingsStore(connection, false, undefined);
    this.tokens = new TokenCounts(this.log, () => host.startTokenizer());
    this.projectConfig = new ProjectConfig({ engine, connection, files, folders: () => folders.all, locale });
    const config = this.projectConfig;
    this.store = new AnalysisStore(
      engine,
      locale,
      () => this.stepBytes,
      (uri) => config.forUri(uri).rules.targets,
      () => this.lintLaterBytes,
    );
    this.analyses = new DocumentAnalyses({ documents, store: this.store, settings: () => this.settings });
    const ignored = (uri: string) => config.forUri(uri).ignored;
    this.workspaceIndex = new WorkspaceIndex({
      workspace,
      documents,
      files,
      folders: () => folders.all,
      maxFileSize,
      ignored,
      log: this.log,
      locale,
    });
    const openReport = async (uri: string): Promise<FileReport | undefined> => {
      const doc = documents.all().find((d) => fileKey(d.uri) === fileKey(uri));
      return doc && (await this.analyses.current(doc))?.report;
    };
    this.catalogFiles = new CatalogFiles({ engine, files, openReport, maxFileSize });
    const governing = (uri: string) => config.governing(uri);
    this.catalogBudgets = new CatalogBudgets({
      engine,
      files,
      catalog: this.catalogFiles,
      tokens: this.tokens,
      governing,
      folders: () => folders.all,
      log: this.log,
    });
    this.diagnostics = new DiagnosticsService({
      engine,
      connection,
      documents,
      analyses: this.analyses,
      settings: this.settings,
      workspace,
      locale,
      labelOf: (uri) => this.workspaceIndex.labelOf(uri),
      config: (uri) => config.forUri(uri),
      tokens: this.tokens,
      catalogBudgets: this.catalogBudgets,
      log: this.log,
    });
    const indexed = () => this.workspaceIndex.ensureStarted();
    this.crossFileDeps = { engine, documents, workspace, files, analysisOf: (uri) => this.analyses.of(uri), indexed, maxFileSize };
    this.crossFile = new CrossFileNavigation(this.crossFileDeps);
    this.wire();
  }

  /** Where the services' events meet: every "X changed, so Y" of the session is here. */
  private wire(): void {
    // Files on disk changed what the workspace rules say (duplicates): the open documents are published again.
    this.workspaceIndex.onDidChangeFiles((keys) => {
      if (keys.size > 0) this.diagnostics.republishAll();
    });
    // A catalog's budget crossings changed: so did its open documents' context/catalog-over-budget.
    this.catalogBudgets.onDidChangeCrossings(() => this.diagnostics.republishAll());
    this.diagnostics.onDidPublish(() => {
      this.projectConfig.publishDiagnostics();
      // The scan of the files on disk (for the duplicate-tool rule) starts once the first diagnostics are out: it runs
      // on this thread, and the files it reads would otherwise be validated between the steps of the first open.
      void this.workspaceIndex.ensureStarted();
    });
  }

  /**
   * A request about one open document: `handler` gets its current analysis, and the request answers `fallback()`
   * when the document is not open (or not ATDF) or the handler throws (logged; see session/guard.ts).
   */
  forDocument<P extends { textDocument: { uri: string } }, R>(
    feature: string,
    fallback: () => Awaited<NoInfer<R>> | null,
    handler: (analysis: Analysis, params: P, token: CancellationToken) => R,
  ) {
    return this.guard.request(
      feature,
      async (params: P, token: CancellationToken) => {
        const analysis = await this.analyses.of(params.textDocument.uri);
        return analysis ? await handler(analysis, params, token) : fallback();
      },
      fallback,
      (params) => params.textDocument.uri,
    );
  }

  /** A config changed (on disk, or open in the editor): every document again under the configs as they are now. */
  configChanged(): void {
    this.projectConfig.changed();
    this.catalogBudgets.filesChanged();
    this.diagnostics.scheduleAll();
    void this.workspaceIndex.reindex();
    this.projectConfig.publishDiagnostics();
  }
}
