// Live diagnostics. A change schedules its document for the next event-loop
// turn (no debounce); a queue drains one document per turn, always validating
// the *latest* text, so a newer change simply wins over a stale one. The
// connection hands over one client message per turn, so before validating,
// the drain lets a burst of changes still arriving in (see `settle`). A
// version is known by its document object, not its number: a client that
// sends a number twice still gets its newest text validated. Each
// publish hands the file's analysis to the engine's pipeline (a
// DiagnosticsSession: workspace rules, budgets, the file's `.atdfrc`, its
// `# atdf-disable...` comments, the problem cap) and sends what it gives,
// converted to LSP; the code actions read the same result (`finalOf`).
import { Emitter, type Connection, type Diagnostic as LspDiagnostic, type TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import {
  fileKey,
  type AtdfEngine,
  type DiagnosticsSession,
  type FileConfig,
  type FileDiagnostics,
  type Locale,
  type Workspace,
  t,
} from '../core/index';
import { toLspDiagnostic } from '../lsp/convert';
import { LINT_STEP_DOCUMENTS, type Analysis } from '../session/analysis';
import type { DocumentAnalyses } from '../session/document-analyses';
import { servedLanguage } from '../session/served-documents';
import type { SettingsStore } from '../session/settings';
import type { CatalogBudgets } from '../session/catalog-budgets';
import type { TokenCounts } from '../session/token-counts';

/** The longest a validation waits for a burst of changes to end (a client streaming changes without pause still gets diagnostics). */
const SETTLE_MS = 50;

export interface DiagnosticsDeps {
  engine: AtdfEngine;
  connection: Connection;
  documents: TextDocuments<TextDocument>;
  /** The documents' analyses (validated here in steps; requests read them there too). */
  analyses: DocumentAnalyses;
  settings: SettingsStore;
  /** The engine's workspace rules, fed with every open document's report here (and the files on disk by WorkspaceIndex). */
  workspace: Workspace;
  locale: () => Locale;
  /** How another file is named in messages (workspace-relative path). */
  labelOf: (uri: string) => string;
  /** What the document's `.atdfrc` says (rules, ignored). */
  config: (uri: string) => FileConfig;
  /** The tokenizer, for the configs' `budget:` (context/over-budget); loaded only when a config sets one. */
  tokens: TokenCounts;
  /** The configs' `budget:` over their whole catalogs (context/catalog-over-budget), counted in the background. */
  catalogBudgets?: Pick<CatalogBudgets, 'diagnosticsFor' | 'generation'>;
  log: (message: string) => void;
}

export class DiagnosticsService {
  private readonly queue = new Set<string>();
  private draining = false;
  /** The engine's pipeline, kept for the session: the same result object while a file's diagnostics do not change. */
  private readonly session: DiagnosticsSession;
  /** The LSP diagnostics of each result. */
  private readonly converted = new WeakMap<FileDiagnostics, LspDiagnostic[]>();
  /** Version and result last sent per document, so a republish that changes nothing is skipped. */
  private readonly published = new Map<string, { doc: TextDocument; result: FileDiagnostics }>();
  /** Tools' texts the budget rule estimated for want of a count (see `finalOf`). */
  private readonly uncounted = new Set<string>();
  /** Changes scheduled so far (see `settle`). */
  private scheduled = 0;

  private readonly didPublish = new Emitter<string>();
  /** Fired with the document's URI after each publish (the server publishes the configs' own problems then). */
  readonly onDidPublish = this.didPublish.event;

  constructor(private readonly deps: DiagnosticsDeps) {
    const tokens = deps.tokens;
    const uncounted = this.uncounted;
    const catalogBudgets = deps.catalogBudgets;
    this.session = deps.engine.diagnosticsSession({
      workspace: deps.workspace,
      // Counts come from the tokenizer's worker thread (never blocking a keystroke): a tool whose text has no count
      // yet is estimated at a token per 4 characters for this publish, and counted (see `finalOf`).
      tokens: {
        countTokens: (text) => tokens.known(text) ?? (uncounted.add(text), Math.ceil(text.length / 4)),
        get tokenizer() {
          return tokens.tokenizer;
        },
      },
      // context/catalog-over-budget as last counted over the catalog in the background.
      catalog:
        catalogBudgets && ((file, locale) => catalogBudgets.diagnosticsFor(file.uri, file.report!, file.budget, file.target, locale)),
    });
  }

  schedule(uri: string): void {
    // Re-adding moves nothing: a document keeps its place and is validated at its latest version.
    this.scheduled++;
    this.queue.add(uri);
    if (!this.draining) {
      this.draining = true;
      setImmediate(() => void this.drain());
    }
  }

  scheduleAll(): void {
    for (const doc of this.deps.documents.all()) this.schedule(doc.uri);
  }

  closed(uri: string): void {
    this.queue.delete(uri);
    this.published.delete(uri);
    this.session.forget(uri);
    void this.deps.connection.sendDiagnostics({ uri, diagnostics: [] });
  }

  /** Re-sends a document's diagnostics (its registry duplicates may have changed) without validating again. */
  republish(uri: string): void {
    const analysis = this.deps.analyses.last(uri);
    const doc = this.deps.documents.get(uri);
    if (!analysis || !doc || analysis.doc !== doc) return;
    this.publish(analysis, true);
  }

  republishAll(): void {
    for (const doc of this.deps.documents.all()) this.republish(doc.uri);
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.size > 0) {
        await this.settle();
        const uri = this.queue.values().next().value as string;
        this.queue.delete(uri);
        try {
          await this.validate(uri);
        } catch (error) {
          this.deps.log(t(this.deps.locale(), 'log.featureFailed', { feature: 'diagnostics', uri, error: String(error) }));
        }
        // Let newer changes and requests in before the next document.
        if (this.queue.size > 0) await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.draining = false;
    }
  }

  /**
   * Waits for an event-loop turn in which no change arrived (at most
   * SETTLE_MS): the connection hands over one message per turn, so a burst of
   * 1,000 changes is validated once, at its newest version, not 1,000 times.
   * Typing costs one turn (microseconds).
   */
  private async settle(): Promise<void> {
    const until = Date.now() + SETTLE_MS;
    for (let seen = -1; seen !== this.scheduled && Date.now() < until;) {
      seen = this.scheduled;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async validate(uri: string): Promise<void> {
    const doc = this.deps.documents.get(uri);
    // Not ATDF (an open .atdfrc among them: its own problems are the config's to publish).
    if (!doc || servedLanguage(doc) === undefined) return;
    const version = doc.version;
    const settings = await this.deps.settings.get(uri);
    if (this.deps.documents.get(uri) !== doc) return; // a newer change is queued
    if (!settings.validationEnable || this.deps.config(uri).ignored) {
      // Not validated: nothing to show, and no tool of it counts for the workspace rules.
      this.published.delete(uri);
      this.session.forget(uri);
      const affected = this.deps.workspace.remove(uri);
      void this.deps.connection.sendDiagnostics({ uri, version, diagnostics: [] });
      for (const key of affected) this.republishOpen(key);
      return;
    }
    const current = () => this.deps.documents.get(uri) === doc;
    const first = await this.deps.analyses.inSteps(doc, settings, current);
    if (!first) return; // overtaken by a newer change, which is queued
    if (!current()) return;
    this.publishAnalysis(first);
    // A big fresh stream was published without its lint (analysis.ts): linted now in steps, yielding in between, and
    // published again whole. A newer change stops this; its validation keeps the documents still pending and goes on.
    let analysis: Analysis = first;
    while (analysis.report && this.deps.engine.pendingLint(analysis.report) > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      if (!current()) return;
      const next = this.deps.analyses.finishLint(doc, settings, LINT_STEP_DOCUMENTS);
      if (!next) return;
      analysis = next;
    }
    if (analysis !== first) this.publishAnalysis(analysis);
  }

  /** Publishes a document's analysis after giving its report to the workspace rules, and the other open files they affect. */
  private publishAnalysis(analysis: Analysis): void {
    const uri = analysis.uri;
    // (A file too large to validate, or one the validator failed on, defines no tool.)
    const affected = analysis.report
      ? this.deps.workspace.setReport(uri, this.deps.labelOf(uri), analysis.report)
      : this.deps.workspace.remove(uri);
    this.publish(analysis);
    for (const key of affected) {
      const other = this.deps.workspace.uriOf(key);
      if (other && fileKey(other) !== fileKey(uri)) this.republishOpen(key);
    }
  }

  /** Republishes the open document whose file key is `key`, if any. */
  private republishOpen(key: string): void {
    for (const doc of this.deps.documents.all()) if (fileKey(doc.uri) === key) this.republish(doc.uri);
  }

  private publish(analysis: Analysis, onlyIfChanged = false): void {
    if (!analysis.settings.validationEnable) return;
    if (this.deps.config(analysis.uri).ignored) return;
    const result = this.finalOf(analysis);
    const last = this.published.get(analysis.uri);
    if (onlyIfChanged && last && last.doc === analysis.doc && last.result === result) return;
    this.published.set(analysis.uri, { doc: analysis.doc, result });
    void this.deps.connection.sendDiagnostics({ uri: analysis.uri, version: analysis.version, diagnostics: this.lspOf(result) });
    this.didPublish.fire(analysis.uri);
  }

  /**
   * The document's final diagnostics from the engine's pipeline (the same object while they do not change): what is
   * published, and what its code actions are about. A budget's tools that had no token count yet are counted now,
   * and the documents republished when the counts arrive (TokenCounts caches them per text).
   */
  finalOf(analysis: Analysis): FileDiagnostics {
    const result = this.session.diagnose({
      uri: analysis.uri,
      report: analysis.report,
      tooLarge: analysis.tooLarge,
      failure: analysis.failure,
      rules: this.deps.config(analysis.uri).rules,
      targets: analysis.targets,
      maxProblems: analysis.settings.maxProblems,
      locale: this.deps.locale(),
    });
    if (this.uncounted.size > 0) {
      const missing = [...this.uncounted];
      this.uncounted.clear();
      this.deps.tokens.countAll(missing).then(
        () => this.republishAll(),
        () => undefined, // logged by TokenCounts; the estimates stand
      );
    }
    return result;
  }

  /** A result as LSP diagnostics: the ones shown, then the one saying how many more there are (converted once per result). */
  private lspOf(result: FileDiagnostics): LspDiagnostic[] {
    const known = this.converted.get(result);
    if (known) return known;
    const locale = this.deps.locale();
    const diagnostics = result.shown.map((d) => toLspDiagnostic(d, result.uri, locale));
    if (result.tooMany) diagnostics.push(toLspDiagnostic(result.tooMany, result.uri, locale));
    this.converted.set(result, diagnostics);
    return diagnostics;
  }
}
