// What the pipeline "file(s) -> final diagnostics" takes and gives (diagnose-file.ts).
import type { FileRules } from '../config/file-rules';
import type { ContextBudget } from '../config/types';
import type { ExportTarget } from '../export/types';
import type { Lockfile } from '../lint/pin';
import type { Locale } from '../locale';
import type { FileReport } from '../report';
import type { SourceText } from '../text/source-text';
import type { Diagnostic, Language } from '../types';
import type { Workspace } from '../workspace/workspace';

/** One file of a set diagnosed at once (`diagnose`). */
export interface WorkspaceFile {
  /** How the caller names the file (a path, a URI): results and related locations use it. */
  uri: string;
  /** How messages about other files name this one (e.g. a path relative to the workspace); default `uri`. */
  label?: string;
  language: Language;
  /** The file's text, or its bytes as read from disk (decoding problems are then diagnostics too). */
  content: SourceText | Uint8Array;
  /** What the config says for this file (`configForFile`); default: every rule at its default severity. */
  rules?: FileRules;
  /**
   * The catalog the file's config governs, for its `budget:` over all its files
   * (context/catalog-over-budget): the config's folder as messages name it, and
   * the file's `/`-separated path from that folder.
   */
  catalog?: { name: string; path: string };
}

/** The tokenizer for the configs' `budget:` (context/over-budget); without it budgets are not checked. */
export interface TokenCounter {
  countTokens: (text: string) => number;
  /** Its name, for the messages (`o200k_base`). */
  readonly tokenizer: string;
}

/** A file whose config sets a budget, as the catalog rule is asked about it. */
export interface BudgetedFile {
  uri: string;
  /** Absent in a batch, where the catalog kept what it needs of each file when it was added. */
  report?: FileReport;
  budget: ContextBudget;
  target: ExportTarget;
}

/** Where context/catalog-over-budget comes from: the files of the catalog, counted by whoever holds them. */
export type CatalogRule = (file: BudgetedFile, locale: Locale) => Diagnostic[];

/** What the rules over more than one file read, for a diagnostics session (the same for all its files). */
export interface SessionOptions {
  /** The workspace rules (duplicate tools, tool shadowing, name styles), fed file by file by the caller. */
  workspace?: Pick<Workspace, 'diagnosticsFor'>;
  /** A lockfile of `atdf pin`: every tool that changed since, or that it never pinned, is reported (security/tool-changed). */
  lock?: Lockfile;
  tokens?: TokenCounter;
  catalog?: CatalogRule;
}

/** One file as the editor has it now: its report, or why it has none. */
export interface DiagnoseFileInput {
  uri: string;
  report?: FileReport;
  /** Over the size limit: not validated (file/too-large). */
  tooLarge?: { size: number; limit: number };
  /** The validator threw on it (a bug): the error (atdf/internal-error). */
  failure?: string;
  /** What the file's config says (`configForFile`); the same rules the report was validated under. */
  rules?: FileRules;
  /** The export targets the report was validated for (its config's, else the caller's); a budget counts the first. */
  targets?: readonly ExportTarget[];
  /** The problems shown (`shown`) before atdf/too-many-problems; default DEFAULT_MAX_PROBLEMS. */
  maxProblems?: number;
  locale?: Locale;
}

/** A file's final diagnostics. */
export interface FileDiagnostics {
  uri: string;
  /** The documents of the file (dialect, tool name); [] when it was not validated. */
  documents: FileReport['documents'];
  /** Every diagnostic of the file under its config (the workspace rules' included), sorted by position. */
  diagnostics: Diagnostic[];
  /** The first `maxProblems` of them: what a front end shows. */
  shown: Diagnostic[];
  /** How many are past the cap (0: none). */
  notShown: number;
  /** The cap they were shown under. */
  limit: number;
  /** atdf/too-many-problems at the first one not shown, at its configured severity (none when off or not cut). */
  tooMany?: Diagnostic;
}

export interface DiagnoseOptions {
  formatWarnings?: boolean;
  locale?: Locale;
  /** The targets of a file whose config names none; default ['mcp']. */
  targets?: readonly ExportTarget[];
  lock?: Lockfile;
  tokens?: TokenCounter;
  /** Problems shown per file (`shown`); default DEFAULT_MAX_PROBLEMS. */
  maxProblems?: number;
}
