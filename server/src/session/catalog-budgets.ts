// The catalog budget in the editor (context/catalog-over-budget, the engine's
// rule in core/export/catalog-budget.ts): for each config with a `budget:`,
// the crossings of the catalog it governs (every ATDF file under its folder
// that it governs and does not ignore), worked out in the background: a
// publish asks for the crossings kept for its config (a map lookup) and, when
// they may be stale, schedules one recount after a pause. The recount reads the
// files one per turn (catalog-files.ts: open documents as they are now, the
// others from disk, stat-checked) and counts their tools in the tokenizer's
// worker; when the crossings change, the open documents are republished.
// Nothing runs without a config budget.
import { pathToUri } from './uri-paths';
import { Emitter } from 'vscode-languageserver';
import {
  fileKey,
  type AtdfEngine,
  type CatalogCrossing,
  type CatalogFileTokens,
  type ContextBudget,
  type Diagnostic,
  type ExportTarget,
  type FileReport,
  type Locale,
} from '../core/index';
import type { HostFiles } from '../host/host';
import { atdfFilesSorted, folderLabel, type CatalogFiles } from './catalog-files';
import type { TokenCounts } from './token-counts';

/** Quiet time after a change before the catalog is counted again (typing recounts once per pause). */
const RECOUNT_DELAY_MS = 300;

export interface CatalogBudgetsDeps {
  engine: AtdfEngine;
  files: HostFiles;
  catalog: CatalogFiles;
  tokens: TokenCounts;
  /** The folder of the config that governs a file (undefined: none), and whether it ignores the file. */
  governing: (uri: string) => { dir: string; ignored: boolean } | undefined;
  /** The workspace folders (messages name a catalog by its folder from them). */
  folders: () => readonly string[];
  log: (message: string) => void;
}

interface Catalog {
  budget: ContextBudget;
  target: ExportTarget;
  /** File key -> its crossings (absent: none). */
  crossings: Map<string, CatalogCrossing[]>;
  signature: string;
  timer?: ReturnType<typeof setTimeout>;
  running?: Promise<void>;
  again?: boolean;
}

export class CatalogBudgets {
  private readonly crossingsChanged = new Emitter<void>();
  /** Fired after the crossings of a catalog changed (the open documents' diagnostics are stale). */
  readonly onDidChangeCrossings = this.crossingsChanged.event;
  /** Config folder -> its catalog. */
  private readonly catalogs = new Map<string, Catalog>();
  /** Grows whenever crossings change (a key for the publish not to be skipped). */
  generation = 0;
  /** The reports a recount was scheduled for: republishing one (after a recount) schedules none. */
  private readonly scheduledFor = new WeakSet<FileReport>();
  /** Catalog folders whose files past MAX_CATALOG_FILES the log has mentioned. */
  private readonly toldOfMore = new Set<string>();

  constructor(private readonly deps: CatalogBudgetsDeps) {}

  /** context/catalog-over-budget of an open document, from the crossings last counted (a lookup: no count runs here). */
  diagnosticsFor(uri: string, report: FileReport, budget: ContextBudget, target: ExportTarget, locale: Locale): Diagnostic[] {
    const governing = this.deps.governing(uri);
    if (!governing) return [];
    const crossings = this.crossingsFor(uri, governing.dir, budget, target, report);
    if (crossings.length === 0) return [];
    const catalog = folderLabel(this.deps.folders(), governing.dir);
    return this.deps.engine.export.catalogBudget(report, crossings, {
      budget,
      target,
      tokenizer: this.deps.tokens.tokenizer,
      catalog,
      locale,
    });
  }

  /**
   * The crossings of the file's catalog that fall in it, as last counted;
   * schedules a recount for a new catalog or a new report (its text may
   * have changed what it costs).
   */
  private crossingsFor(uri: string, dir: string, budget: ContextBudget, target: ExportTarget, report: FileReport): CatalogCrossing[] {
    let catalog = this.catalogs.get(dir);
    if (!catalog || catalog.target !== target || JSON.stringify(catalog.budget) !== JSON.stringify(budget)) {
      catalog = { budget, target, crossings: new Map(), signature: '' };
      this.catalogs.set(dir, catalog);
      this.schedule(dir, catalog);
    } else if (!this.scheduledFor.has(report)) this.schedule(dir, catalog);
    this.scheduledFor.add(report);
    return catalog.crossings.get(fileKey(uri)) ?? [];
  }

  /** Files changed on disk (or configs): every catalog is counted again. */
  filesChanged(): void {
    for (const [dir, catalog] of this.catalogs) this.schedule(dir, catalog);
  }

  private schedule(dir: string, catalog: Catalog): void {
    clearTimeout(catalog.timer);
    catalog.timer = setTimeout(() => {
      catalog.timer = undefined;
      if (catalog.running) catalog.again = true;
      else catalog.running = this.recount(dir, catalog);
    }, RECOUNT_DELAY_MS);
    catalog.timer.unref?.();
  }

  private async recount(dir: string, catalog: Catalog): Promise<void> {
    try {
      do {
        catalog.again = false;
        const files = await this.countFiles(dir, catalog.target);
        if (this.catalogs.get(dir) !== catalog) return; // the config changed meanwhile
        const crossings = this.deps.engine.export.catalogCrossings(files, catalog.budget);
        const signature = JSON.stringify(crossings);
        if (signature !== catalog.signature) {
          catalog.signature = signature;
          catalog.crossings = new Map();
          for (const c of crossings) catalog.crossings.set(c.uri, [...(catalog.crossings.get(c.uri) ?? []), c]);
          this.generation++;
          this.crossingsChanged.fire();
        }
      } while (catalog.again);
    } catch (error) {
      this.deps.log(`ATDF server: the catalog budget of ${dir} was not counted: ${String(error)}`);
    } finally {
      catalog.running = undefined;
    }
  }

  /** The catalog's files (those the config governs and does not ignore) with their tools' counts; crossings name files by key. */
  private async countFiles(dir: string, target: ExportTarget): Promise<CatalogFileTokens[]> {
    const { files: paths, more } = await atdfFilesSorted(this.deps.files, dir);
    if (more > 0 && !this.toldOfMore.has(dir)) {
      this.toldOfMore.add(dir); // once per folder: a recount runs at every pause in typing
      this.deps.log(
        `ATDF server: the catalog budget of ${dir} counts its first ${paths.length} files in path order; ${more} more are not counted (atdf validate counts them all)`,
      );
    }
    const found: { uri: string; path: string; tools: { document: number; text: string }[] }[] = [];
    const inCatalog = paths.filter((path) => {
      const governing = this.deps.governing(pathToUri(path));
      return governing?.dir === dir && !governing.ignored;
    });
    for await (const entry of this.deps.catalog.tools(dir, inCatalog, target))
      found.push({ uri: fileKey(entry.uri), path: entry.rel, tools: entry.tools });
    const counts = await this.deps.tokens.countAll(found.flatMap((f) => f.tools.map((t) => t.text)));
    let at = 0;
    return found.map((f) => ({ uri: f.uri, path: f.path, tools: f.tools.map((t) => ({ document: t.document, tokens: counts[at++] })) }));
  }
}
