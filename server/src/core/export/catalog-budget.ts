// The context budget of `.atdfrc` (`budget: {tokens, tools}`) over the whole
// catalog the config governs: every ATDF file under the config's folder that
// it governs and does not ignore. The rule, the same in the CLI and the
// editor: the files in path order (relative to the config's folder, compared
// folder by folder: the order of a sorted walk), the tools of each in
// document order, each tool's tokens those of its part of the export for the
// first target (as the per-file rule counts them, budget.ts); the tool at
// which the running total first goes over the token budget, and the tool
// that is one past the tool budget, get `context/catalog-over-budget` on its
// name. A crossing in the catalog's first file with tools is the per-file
// rule's own (the totals are the same): it is left to that rule. Pure: the
// caller counts the tokens (the editor in a worker, asynchronously).
import { fillTemplate } from '../messages/fill';
import type { ContextBudget } from '../config/types';
import type { Locale } from '../locale';
import type { FileReport } from '../report';
import type { Diagnostic } from '../types';
import { CATALOG_OVER_BUDGET_RULE } from './budget-rules';
import { budgetFinding, budgetLocation, fileTools, type BudgetKeyword, type BudgetLocation } from './budget';
import type { ExportTarget } from './types';

/** One file of a catalog: its tools' token counts, in document order. */
export interface CatalogFileTokens {
  /** How the caller names the file; crossings name it the same way. */
  uri: string;
  /** Its path from the config's folder, `/`-separated: the catalog's order. */
  path: string;
  tools: readonly { document: number; tokens: number }[];
}

/** Where the catalog goes over its budget. */
export interface CatalogCrossing {
  uri: string;
  document: number;
  keyword: BudgetKeyword;
  /** The running total at this tool: tokens (keyword `tokens`) or tools. */
  total: number;
  /** How many files of the catalog the total spans (this one included). */
  files: number;
}

/** Path order, folder by folder: `a/z` before `a.b` (as a sorted walk visits them), then by code unit. */
export function comparePaths(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return x.length - y.length;
}

/** The crossings of a catalog (at most one per keyword). */
export function catalogCrossings(files: readonly CatalogFileTokens[], budget: ContextBudget): CatalogCrossing[] {
  const crossings: CatalogCrossing[] = [];
  let tokens = 0;
  let count = 0;
  let spanned = 0;
  /** Whether a file before this one had tools (otherwise a crossing is the per-file rule's). */
  let before = false;
  let tokensOpen = budget.tokens !== undefined;
  let toolsOpen = budget.tools !== undefined;
  for (const file of [...files].sort((a, b) => comparePaths(a.path, b.path))) {
    if (!tokensOpen && !toolsOpen) break;
    if (file.tools.length === 0) continue;
    spanned++;
    for (const tool of file.tools) {
      tokens += tool.tokens;
      count++;
      if (tokensOpen && tokens > budget.tokens!) {
        tokensOpen = false;
        if (before) crossings.push({ uri: file.uri, document: tool.document, keyword: 'tokens', total: tokens, files: spanned });
      }
      if (toolsOpen && count > budget.tools!) {
        toolsOpen = false;
        if (before) crossings.push({ uri: file.uri, document: tool.document, keyword: 'tools', total: count, files: spanned });
      }
    }
    before = true;
  }
  return crossings;
}

const MESSAGES: Record<Locale, Record<BudgetKeyword, string>> = {
  en: {
    tokens:
      'this tool brings the catalog of {catalog} ({files} files) to {total} tokens ({target}, {tokenizer}), over the budget of {budget}',
    tools: 'this is tool {total} of the catalog of {catalog} ({files} files), over the budget of {budget} tools',
  },
  es: {
    tokens:
      'esta herramienta lleva el catálogo de {catalog} ({files} archivos) a {total} tokens ({target}, {tokenizer}), por encima del presupuesto de {budget}',
    tools:
      'esta es la herramienta {total} del catálogo de {catalog} ({files} archivos), por encima del presupuesto de {budget} herramientas',
  },
  pt: {
    tokens:
      'esta ferramenta leva o catálogo de {catalog} ({files} arquivos) a {total} tokens ({target}, {tokenizer}), acima do orçamento de {budget}',
    tools: 'esta é a ferramenta {total} do catálogo de {catalog} ({files} arquivos), acima do orçamento de {budget} ferramentas',
  },
};

export interface CatalogBudgetWords {
  budget: ContextBudget;
  target: ExportTarget;
  tokenizer: string;
  /** How messages name the catalog: the config's folder. */
  catalog: string;
  locale?: Locale;
}

/** A file's crossings as diagnostics on its tools' names (`locate`: a document's tool name, from its report or kept from it). */
export function catalogBudgetDiagnostics(
  locate: (document: number) => BudgetLocation | undefined,
  crossings: readonly CatalogCrossing[],
  words: CatalogBudgetWords,
): Diagnostic[] {
  const messages = MESSAGES[words.locale ?? 'en'];
  const out: Diagnostic[] = [];
  for (const c of crossings) {
    const at = locate(c.document);
    if (!at) continue;
    const args = { total: c.total, files: c.files, catalog: words.catalog, target: words.target, tokenizer: words.tokenizer };
    const message = fillTemplate(messages[c.keyword], { ...args, budget: words.budget[c.keyword]! });
    out.push(budgetFinding(at, CATALOG_OVER_BUDGET_RULE, c.document, c.keyword, message));
  }
  return out;
}

/** The same from a report (the editor's open documents). */
export function reportCatalogBudget(report: FileReport, crossings: readonly CatalogCrossing[], words: CatalogBudgetWords): Diagnostic[] {
  return catalogBudgetDiagnostics((d) => (report.documents[d] ? budgetLocation(report, d) : undefined), crossings, words);
}

/** A catalog as `diagnose` (a batch) sees it: what the files' config says, and what each file keeps (counts, where its tools are). */
interface BatchCatalog {
  budget: ContextBudget;
  target: ExportTarget;
  files: CatalogFileTokens[];
  locations: Map<string, Map<number, BudgetLocation>>;
  crossings?: Map<string, CatalogCrossing[]>;
}

/**
 * The catalog budgets of a batch of files read one at a time (the CLI): each
 * file leaves its tools' counts and name locations, not its report; the
 * crossings are known once every file is in.
 */
export class CatalogBudgets {
  private readonly catalogs = new Map<string, BatchCatalog>();
  private readonly catalogOf = new Map<string, string>();

  /** A file of the catalog `catalog` (the config's folder, as messages name it), at `path` in it; `countTokens` of a tool's text. */
  add(
    uri: string,
    catalog: { name: string; path: string },
    report: FileReport,
    budget: ContextBudget,
    target: ExportTarget,
    countTokens: (text: string) => number,
  ): void {
    let entry = this.catalogs.get(catalog.name);
    if (!entry) this.catalogs.set(catalog.name, (entry = { budget, target, files: [], locations: new Map() }));
    const tools = [...fileTools(report, entry.target)];
    entry.files.push({ uri, path: catalog.path, tools: tools.map((t) => ({ document: t.document, tokens: countTokens(t.text) })) });
    entry.locations.set(uri, new Map(tools.map((t) => [t.document, budgetLocation(report, t.document)])));
    this.catalogOf.set(uri, catalog.name);
  }

  diagnosticsFor(uri: string, tokenizer: string, locale?: Locale): Diagnostic[] {
    const name = this.catalogOf.get(uri);
    const entry = name === undefined ? undefined : this.catalogs.get(name);
    if (!entry) return [];
    if (!entry.crossings) {
      entry.crossings = new Map();
      for (const c of catalogCrossings(entry.files, entry.budget)) entry.crossings.set(c.uri, [...(entry.crossings.get(c.uri) ?? []), c]);
    }
    const crossings = entry.crossings.get(uri);
    if (!crossings) return [];
    const locations = entry.locations.get(uri)!;
    return catalogBudgetDiagnostics((d) => locations.get(d), crossings, {
      budget: entry.budget,
      target: entry.target,
      tokenizer,
      catalog: name!,
      locale,
    });
  }
}
