// The contract of the whole-file pipeline (implemented in validate-file.ts):
// text in, located diagnostics out. The server, the CLI and the MCP importer
// all go through it.
import type { ToolMention } from './lint/rules/tool-mentions';
import type { ParsedFile } from './parse/types';
import type { DocumentSuppression } from './config/types';
import type { Locale } from './locale';
import type { ExportTarget } from './export/types';
import type { Diagnostic, Dialect, Language } from './types';

export interface DocumentReport {
  index: number;
  /** null when the document could not be read as a mapping (syntax error, empty, scalar root...). */
  dialect: Dialect | null;
  /** The tool's name (`tool.name`, `tool_id` or `id`), when present and a string. */
  toolName?: string;
  /** Pointer of that name inside its document (`/tool/name`, `/tool_id`, `/id`). */
  toolNamePointer?: string;
  /** Other tools its descriptions give orders about, if any (for the workspace rule security/tool-shadowing). */
  toolMentions?: ToolMention[];
  /** Its `# atdf-disable...` comments (YAML), found when the document is validated and kept while it is reused. */
  suppressions?: readonly DocumentSuppression[];
  /**
   * Set while the document's lint has not run (it was validated with `lintLater`): its diagnostics lack the lint's
   * findings and the per-target checks that follow them, and its `toolMentions` are not known; `finishLint` runs
   * them. `targetChecks`: whether the per-target checks apply (a dialect, targets with rules, no ATDF error).
   */
  lintPending?: { targetChecks: boolean };
}

export interface FileReport {
  parsed: ParsedFile;
  documents: DocumentReport[];
  /** All problems of the file, sorted by position. */
  diagnostics: Diagnostic[];
  /** The options the report was made with (locale, format warnings): `previous` is reused only under the same. */
  optionsKey?: string;
  /** How many of its documents wait for their lint (`lintPending`; absent when none): counted once, not per step. */
  lintPending?: number;
}

export interface ValidateFileOptions {
  language: Language;
  /** Report JSON Schema `format` mismatches as warnings (default true). */
  formatWarnings?: boolean;
  /** Language of messages (default 'en'). */
  locale?: Locale;
  /**
   * The report of the previous version of the same file: documents of a YAML
   * stream whose text did not change are not parsed or validated again.
   */
  previous?: FileReport;
  /**
   * The platforms the tools are exported for: each document is also checked
   * for what they refuse or ignore (docs/export.md). Default ['mcp'], which
   * has no rules of its own: no check, no cost.
   */
  targets?: readonly ExportTarget[];
  /**
   * Largest YAML document the yaml package reads (the fast readers take the rest at any size); a larger one gets
   * `file/too-large` and is not validated. Default unbounded; the language server passes LIVE_MAX_GENERAL_YAML.
   */
  maxGeneralYaml?: number;
  /**
   * Leave the lint of the documents validated now for later (`finishLint`): a big file's first diagnostics are
   * published without waiting for its most costly rules (docs/benchmarks.md). Reused documents keep their state.
   */
  lintLater?: boolean;
}
