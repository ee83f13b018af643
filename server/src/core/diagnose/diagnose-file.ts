// The one pipeline from a file to its final diagnostics, for every front end:
// the CLI and a library user (`diagnose`, a set of files at once), the
// editor's publish and its code actions (a `DiagnosticsSession` it keeps).
// In order: the file's report (parse, structure, examples, lint, export
// compatibility: validateFile), the lockfile, the config's budget, the
// workspace rules, the catalog budget, then the config (severities, `off`,
// overrides, suppression comments and the unused ones) and the problem cap.
// Two stages, because a batch keeps no report while it reads the other files
// (its memory stays bounded): `ownFindings` needs the report, `finish` needs
// the workspace once every file is in. The editor runs both in a row.
import { applyConfig } from '../config/apply';
import { DEFAULT_FILE_RULES, type FileRules } from '../config/file-rules';
import { findSuppressions, type SuppressionComment } from '../config/suppress';
import type { ContextBudget } from '../config/types';
import { budgetDiagnostics } from '../export/budget';
import type { ExportTarget } from '../export/types';
import { checkAgainstLock } from '../lint/lock-check';
import type { Locale } from '../locale';
import type { FileReport } from '../report';
import { DEFAULT_MAX_PROBLEMS } from '../text/rules';
import type { Diagnostic } from '../types';
import { compareDiagnostics } from '../validate-file';
import { tooLargeDiagnostic, tooManyDiagnostic, validatorFailedDiagnostic } from './file-notices';
import type { DiagnoseFileInput, FileDiagnostics, SessionOptions } from './types';

/** What a file contributes before the rules over several files run (all that a batch keeps of it). */
export interface OwnFindings {
  uri: string;
  documents: FileReport['documents'];
  /** The report's diagnostics, the lockfile's and the file's own budget's, sorted. */
  diagnostics: Diagnostic[];
  suppressions: SuppressionComment[];
  rules: FileRules;
  /** The budget the file's config sets, and the target it counts (the first). */
  budget?: { budget: ContextBudget; target: ExportTarget };
  /** The report, when the caller keeps it (the editor: the catalog rule reads it). */
  report?: FileReport;
}

/** Stage 1: the report's diagnostics and those of the rules that read only this file's report. */
export function ownFindings(
  uri: string,
  report: FileReport,
  rules: FileRules,
  targets: readonly ExportTarget[] | undefined,
  locale: Locale,
  options: Pick<SessionOptions, 'lock' | 'tokens'>,
): OwnFindings {
  const extra = options.lock ? checkAgainstLock(report, options.lock, locale) : [];
  const budget = rules.budget && options.tokens ? { budget: rules.budget, target: targets?.[0] ?? 'mcp' } : undefined;
  if (budget) extra.push(...budgetDiagnostics(report, { ...budget, ...options.tokens!, locale }));
  const diagnostics = extra.length > 0 ? [...report.diagnostics, ...extra].sort(compareDiagnostics) : report.diagnostics;
  return { uri, documents: report.documents, diagnostics, suppressions: findSuppressions(report), rules, budget, report };
}

/** Stage 2: the rules over several files (workspace, catalog budget), then the config and the cap. */
export function finish(own: OwnFindings, locale: Locale, maxProblems: number, options: SessionOptions): FileDiagnostics {
  return capped(own, configured(own, acrossFiles(own, locale, options), locale), maxProblems, locale);
}

/** The findings of the rules over several files, for one file (usually none). */
function acrossFiles(own: OwnFindings, locale: Locale, options: SessionOptions): Diagnostic[] {
  const found = options.workspace ? options.workspace.diagnosticsFor(own.uri, locale, own.rules) : [];
  if (own.budget && options.catalog) found.push(...options.catalog({ uri: own.uri, report: own.report, ...own.budget }, locale));
  return found;
}

function configured(own: OwnFindings, across: readonly Diagnostic[], locale: Locale): Diagnostic[] {
  const all = across.length > 0 ? [...own.diagnostics, ...across].sort(compareDiagnostics) : own.diagnostics;
  return applyConfig(all, own.rules, own.suppressions, locale);
}

function capped(own: Pick<OwnFindings, 'uri' | 'documents' | 'rules'>, diagnostics: Diagnostic[], max: number, locale: Locale) {
  const result: FileDiagnostics = { uri: own.uri, documents: own.documents, diagnostics, shown: diagnostics, notShown: 0, limit: max };
  if (diagnostics.length <= max) return result;
  const tooMany = tooManyDiagnostic(diagnostics, max, own.rules, locale);
  return { ...result, shown: diagnostics.slice(0, max), notShown: diagnostics.length - max, ...(tooMany ? { tooMany } : {}) };
}

/**
 * A file the editor holds, diagnosed whole: both stages, or the one notice of
 * a file that has no report (too large, or the validator threw).
 */
export function diagnoseFile(file: DiagnoseFileInput, options: SessionOptions): FileDiagnostics {
  const locale = file.locale ?? 'en';
  const rules = file.rules ?? DEFAULT_FILE_RULES;
  const max = file.maxProblems ?? DEFAULT_MAX_PROBLEMS;
  if (!file.report) {
    const notice = file.tooLarge
      ? tooLargeDiagnostic(file.tooLarge, rules, locale)
      : validatorFailedDiagnostic(file.failure ?? '', rules, locale);
    return capped({ uri: file.uri, documents: [], rules }, notice ? [notice] : [], max, locale);
  }
  return finish(ownFindings(file.uri, file.report, rules, file.targets, locale, options), locale, max, options);
}
