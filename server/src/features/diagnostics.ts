// Live diagnostics. A change schedules its document for the next event-loop
// turn (no debounce); a queue drains one document per turn, always validating
// the *latest* text, so a newer change simply wins over a stale one. The
// connection hands over one client message per turn, so before validating,
// the drain lets a burst of changes still arriving in (see `settle`). A
// version is known by its document object, not its number: a client that
// sends a number twice still gets its newest text validated. Each
// publish merges the engine's diagnostics of the file with the workspace rules'
// (duplicate tools), both from the engine, under the file's `.atdfrc`
// (severities, ignored files) and its `# atdf-disable...` comments.
import { type Connection, type Diagnostic as LspDiagnostic, type TextDocuments } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import {
  fileKey,
  type AtdfEngine,
  type ContextBudget,
  type Diagnostic,
  type FileConfig,
  type FileReport,
  type Locale,
  type Workspace,
} from '../core/index';
import { t } from '../l10n';
import { LSP_SEVERITY, SOURCE, toLspDiagnostic } from '../lsp/convert';
import type { Analysis, AnalysisStore } from '../session/analysis';
import { servedLanguage } from '../session/served-documents';
import type { SettingsStore } from '../session/settings';
import type { CatalogBudgets } from '../session/catalog-budgets';
import type { TokenCounts } from '../session/token-counts';

/** The diagnostic that stands for those past `atdf.validation.maxProblems`. */
const TOO_MANY_PROBLEMS = 'atdf/too-many-problems';

/** The longest a validation waits for a burst of changes to end (a client streaming changes without pause still gets diagnostics). */
const SETTLE_MS = 50;

export interface DiagnosticsDeps {
  engine: AtdfEngine;
  connection: Connection;
  documents: TextDocuments<TextDocument>;
  store: AnalysisStore;
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
  /** After each publish (the server publishes the configs' own problems then, when they changed). */
  published?: () => void;
  log: (message: string) => void;
}

export class DiagnosticsService {
  private readonly queue = new Set<string>();
  private draining = false;
  /** The LSP diagnostics of an analysis, with the key (config, workspace rules) they were made under. */
  private readonly converted = new WeakMap<Analysis, { key: string; diagnostics: LspDiagnostic[] }>();
  /** The last report of each document in which every YAML document parsed (completion falls back to it). */
  private readonly lastUsable = new Map<string, FileReport>();
  /** Version and duplicate-tool errors last sent per document, so a republish that changes nothing is skipped. */
  private readonly published = new Map<string, { doc: TextDocument; duplicates: string }>();
  /** Changes scheduled so far (see `settle`). */
  private scheduled = 0;

  constructor(private readonly deps: DiagnosticsDeps) {}

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

  /** The analysis of the document's current version (validating now if the queue has not got to it). */
  async current(doc: TextDocument): Promise<Analysis | undefined> {
    const settings = await this.deps.settings.get(doc.uri);
    const latest = this.deps.documents.get(doc.uri) ?? doc;
    const analysis = this.deps.store.analyze(latest, settings);
    if (analysis?.report) this.noteUsable(latest.uri, analysis.report);
    return analysis;
  }

  lastUsableReport(uri: string): FileReport | undefined {
    return this.lastUsable.get(uri);
  }

  closed(uri: string): void {
    this.queue.delete(uri);
    this.lastUsable.delete(uri);
    this.published.delete(uri);
    void this.deps.connection.sendDiagnostics({ uri, diagnostics: [] });
  }

  /** Re-sends a document's diagnostics (its registry duplicates may have changed) without validating again. */
  republish(uri: string): void {
    const analysis = this.deps.store.last(uri);
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
      const affected = this.deps.workspace.remove(uri);
      void this.deps.connection.sendDiagnostics({ uri, version, diagnostics: [] });
      for (const key of affected) this.republishOpen(key);
      return;
    }
    const analysis = await this.deps.store.analyzeInSteps(doc, settings, () => this.deps.documents.get(uri) === doc);
    if (!analysis) return; // overtaken by a newer change, which is queued
    if (this.deps.documents.get(uri) !== doc) return;
    if (analysis.report) this.noteUsable(uri, analysis.report);
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
    const locale = this.deps.locale();
    const { rules, ignored } = this.deps.config(analysis.uri);
    if (ignored) return;
    const duplicates = this.deps.workspace.diagnosticsFor(analysis.uri, locale, rules);
    // Budget diagnostics change when counts arrive from the tokenizer: a key of their own, so that publish is not skipped.
    const tokens = rules.budget ? `|${this.deps.tokens.generation}|${this.deps.catalogBudgets?.generation ?? 0}` : '';
    const signature = `${rules.key}|${JSON.stringify(duplicates)}${tokens}`;
    const last = this.published.get(analysis.uri);
    if (onlyIfChanged && last && last.doc === analysis.doc && last.duplicates === signature) return;
    this.published.set(analysis.uri, { doc: analysis.doc, duplicates: signature });
    const diagnostics = this.diagnosticsOf(analysis, duplicates, rules, signature);
    void this.deps.connection.sendDiagnostics({ uri: analysis.uri, version: analysis.version, diagnostics });
    this.deps.published?.();
  }

  /** The document's diagnostics and its workspace rules' under its config, as LSP diagnostics (kept per analysis and key). */
  private diagnosticsOf(analysis: Analysis, duplicates: Diagnostic[], rules: FileConfig['rules'], key: string): LspDiagnostic[] {
    const locale = this.deps.locale();
    const known = this.converted.get(analysis);
    if (known?.key === key) return known.diagnostics;
    const start = { line: 0, character: 0 };
    let diagnostics: LspDiagnostic[];
    if (analysis.tooLarge || analysis.failure !== undefined) {
      const [code, fallback] = analysis.tooLarge
        ? (['file/too-large', 'information'] as const)
        : (['atdf/internal-error', 'error'] as const);
      const severity = rules.severityOf(code, fallback);
      const message = analysis.tooLarge
        ? t(locale, 'diagnostic.tooLarge', { size: analysis.tooLarge.size, limit: analysis.tooLarge.limit })
        : t(locale, 'diagnostic.validatorFailed', { error: analysis.failure ?? '' });
      diagnostics =
        severity === 'off'
          ? []
          : [
              {
                range: { start, end: start },
                severity: LSP_SEVERITY[severity],
                source: SOURCE,
                code,
                message,
                data: { pointer: '', document: 0 },
              },
            ];
    } else {
      const report = analysis.report!;
      const extra = rules.budget ? [...duplicates, ...this.overBudget(report, analysis, rules.budget)] : duplicates;
      const all = extra.length > 0 ? [...report.diagnostics, ...extra] : report.diagnostics;
      const configured = this.deps.engine.applyConfig(report, all, rules, locale);
      diagnostics = capped(configured, analysis.settings.maxProblems, rules, analysis.uri, locale);
    }
    this.converted.set(analysis, { key, diagnostics });
    return diagnostics;
  }

  /**
   * context/over-budget for the file under its config's budget, for the first
   * target. Counts come from the tokenizer's worker thread (never blocking a
   * keystroke): a tool whose text has no count yet is estimated at a token per
   * 4 characters for this publish, its count asked for, and the documents
   * republished when the counts arrive (TokenCounts caches them per text).
   * With them, context/catalog-over-budget as last counted over the catalog.
   */
  private overBudget(report: FileReport, analysis: Analysis, budget: ContextBudget): Diagnostic[] {
    const tokens = this.deps.tokens;
    const target = analysis.targets[0] ?? 'mcp';
    const catalog = this.deps.catalogBudgets?.diagnosticsFor(analysis.uri, report, budget, target, this.deps.locale()) ?? [];
    const missing = this.deps.engine.export
      .fileTools(report, target)
      .map((tool) => tool.text)
      .filter((text) => tokens.known(text) === undefined);
    if (missing.length > 0) {
      tokens.countAll(missing).then(
        () => this.republishAll(),
        () => undefined, // logged by TokenCounts; the estimates stand
      );
    }
    const countTokens = (text: string) => tokens.known(text) ?? Math.ceil(text.length / 4);
    const own = this.deps.engine.export.budget(report, {
      budget,
      target,
      countTokens,
      tokenizer: tokens.tokenizer,
      locale: this.deps.locale(),
    });
    return catalog.length > 0 ? [...own, ...catalog] : own;
  }

  private noteUsable(uri: string, report: FileReport): void {
    if (report.parsed.documents.every((d) => !d.unusable)) this.lastUsable.set(uri, report);
  }
}

/**
 * The first `max` diagnostics as LSP diagnostics (they come sorted by
 * position, the workspace rules' after; only those are converted), then one
 * diagnostic saying how many more there are, at the first one not shown, at
 * the severity the config gives atdf/too-many-problems (off: none).
 */
function capped(diagnostics: readonly Diagnostic[], max: number, rules: FileConfig['rules'], uri: string, locale: Locale): LspDiagnostic[] {
  const shown = diagnostics.slice(0, max).map((d) => toLspDiagnostic(d, uri, locale));
  if (diagnostics.length <= max) return shown;
  const severity = rules.severityOf(TOO_MANY_PROBLEMS, 'information');
  if (severity === 'off') return shown;
  shown.push({
    range: diagnostics[max].range,
    severity: LSP_SEVERITY[severity],
    source: SOURCE,
    code: TOO_MANY_PROBLEMS,
    message: t(locale, 'diagnostic.moreProblems', { count: diagnostics.length - max, limit: max }),
    data: { pointer: '', document: 0 },
  });
  return shown;
}
