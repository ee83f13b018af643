// The second half of a file validated with `lintLater` (validate-file.ts): the lint and the per-target checks of
// the documents whose lint is pending, merged into the report so that it equals the report of one pass. The
// language server publishes a big file's first diagnostics without them and this, in steps, soon after.
import { boundDiagnostic } from './bound-diagnostic';
import type { Locale } from './locale';
import { lineIndexOf } from './parse/index';
import type { DocumentReport, FileReport } from './report';
import type { ExportTarget } from './export/types';
import type { LineIndex } from './text/line-index';
import type { Diagnostic } from './types';
import { compareDiagnostics, lintAndTargetChecks } from './validate-file';

export interface FinishLintOptions {
  /** The same as the report was made with (they are in its options key). */
  locale?: Locale;
  targets?: readonly ExportTarget[];
  /** At most this many pending documents are finished (default all): the caller yields between such steps. */
  most?: number;
}

/** How many of the report's documents still wait for their lint. */
export function pendingLint(report: FileReport): number {
  return report.lintPending ?? 0;
}

/**
 * The report with (up to `most` of) its pending documents linted; the same report when none is pending. Its
 * diagnostics are in the order of one pass: each document's own, then what its lint adds, stably sorted by
 * position (one pass pushes them in that order and sorts the same way).
 */
export function finishLint(report: FileReport, options: FinishLintOptions = {}): FileReport {
  if (!report.lintPending) return report;
  const most = options.most ?? Infinity;
  let linted = 0;
  let lines: LineIndex | undefined;
  const lineIndex = () => (lines ??= lineIndexOf(report.parsed));
  let documents: DocumentReport[] | undefined;
  const added = new Map<number, Diagnostic[]>();
  for (let i = 0; i < report.documents.length && linted < most; i++) {
    const pending = report.documents[i];
    if (!pending.lintPending) continue;
    linted++;
    const { lintPending, ...rest } = pending;
    const done: DocumentReport = rest;
    const found = lintAndTargetChecks(report.parsed.documents[i], report.parsed, done, lintPending.targetChecks, lineIndex, options);
    if (found.length > 0) added.set(pending.index, found.map(boundDiagnostic));
    (documents ??= report.documents.slice())[i] = done;
  }
  if (!documents) return report;
  const { lintPending, ...rest } = report;
  const left = (lintPending ?? 0) - linted;
  return {
    ...rest,
    documents,
    diagnostics: added.size > 0 ? merged(report.diagnostics, added) : report.diagnostics,
    ...(left > 0 ? { lintPending: left } : {}),
  };
}

/** Each document's diagnostics as they are, then its added ones, documents in order; stably sorted. */
function merged(diagnostics: readonly Diagnostic[], added: Map<number, Diagnostic[]>): Diagnostic[] {
  const byDocument = new Map<number, Diagnostic[]>();
  for (const d of diagnostics) {
    const list = byDocument.get(d.document);
    if (list) list.push(d);
    else byDocument.set(d.document, [d]);
  }
  for (const [document, found] of added) {
    const list = byDocument.get(document);
    if (list) for (const d of found) list.push(d);
    else byDocument.set(document, found);
  }
  const all: Diagnostic[] = [];
  for (const document of [...byDocument.keys()].sort((a, b) => a - b)) for (const d of byDocument.get(document)!) all.push(d);
  return all.sort(compareDiagnostics);
}
