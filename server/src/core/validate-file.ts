// The whole-file pipeline: text -> parsed documents -> per-document dialect and
// ATDF rules -> diagnostics with exact ranges, sorted. With `previous`, the
// documents of a YAML stream whose text did not change keep their results
// (shifted to their new lines) instead of being validated again; the parse
// says which previous document each one is a copy of, so an edit costs
// O(changed documents) plus a pass over the document list.
import { checkDocument } from './atdf/check-document';
import { compatibilityFindings, hasCompatibilityRules } from './export/compatibility';
import type { Finding, SchemaCompiler } from './atdf/finding';
import { msg, showPointer } from './atdf/messages';
import { toolNameOf } from './atdf/tool-name';
import { locateFinding } from './atdf/locate-finding';
import { lineIndexOf, parseFile, type EditHint } from './parse/index';
import type { SourceText } from './text/source-text';
import type { ParsedDocument, ParsedFile, ParseProblem } from './parse/types';
import { isParseProblemCode } from './parse/types';
import type { Locale } from './locale';
import type { DocumentReport, FileReport, ValidateFileOptions } from './report';
import { createCompiler } from './atdf/compiler';
import { lintDocument } from './lint/index';
import { toLintDiagnostic } from './lint/diagnostics';
import { scanSuppressions } from './config/suppress';
import type { LineIndex } from './text/line-index';
import { problemText } from './text/problem-text';
import type { Diagnostic } from './types';
import { boundDiagnostic } from './bound-diagnostic';

export interface EngineValidateOptions extends ValidateFileOptions {
  /** Compiles (and caches) schemas; pass one long-lived compiler to reuse compiled schemas across calls. */
  compiler?: SchemaCompiler;
  /** What the editor knows of the text: where it differs from `previous`'s, and its line index (see EditHint). */
  hint?: EditHint;
}

export function validateFile(text: SourceText, options: EngineValidateOptions): FileReport {
  const compiler = options.compiler ?? createCompiler();
  const targets = hasCompatibilityRules(options.targets) ? [...new Set(options.targets)].sort().join(',') : '';
  const optionsKey = `${options.locale ?? 'en'}|${options.formatWarnings !== false}|${targets}`;
  const sameLanguage = options.previous?.parsed.language === options.language;
  const previous = sameLanguage && options.previous?.optionsKey === optionsKey ? options.previous : undefined;
  // The parse itself does not depend on the options: it can be reused across them.
  const parsed = parseFile(
    text,
    options.language,
    options.maxGeneralYaml === undefined ? undefined : { maxGeneralYaml: options.maxGeneralYaml },
    sameLanguage ? options.previous!.parsed : undefined,
    sameLanguage ? options.hint : undefined,
  );
  if (previous && parsed === previous.parsed) return previous; // same text, same options: same report
  // Line indexes scan the whole text: used only when a position is needed
  // (and then carried from one parse to the next, see parse/line-cache.ts).
  const lines = lazy(() => lineIndexOf(parsed));
  // Which previous document each document is an unchanged copy of (from the parse).
  const reusedFrom = previous ? parsed.reusedFrom : undefined;

  // Documents wholly before the change: their reports and diagnostics, as they were (in order already), copied
  // whole; the other previous documents' diagnostics by document. A file validated in steps (session/analysis.ts)
  // comes here once per step with every earlier step's diagnostics: one copy each, no sort of them again.
  const head = previous && reusedFrom ? (parsed.unchangedHead ?? 0) : 0;
  const documents: DocumentReport[] = head > 0 ? previous!.documents.slice(0, head) : [];
  const { kept: diagnostics, others: previousDiagnostics } = previous && reusedFrom ? splitAt(previous.diagnostics, head) : NOTHING_KEPT();
  const sorted = diagnostics.length;
  for (let i = head; i < parsed.documents.length; i++) {
    const doc = parsed.documents[i];
    const old = reusedFrom?.[doc.index] ?? -1;
    if (old >= 0 && previous) {
      const shifted = shiftDocument(previous, old, previousDiagnostics.get(old) ?? [], doc, lines, options.locale ?? 'en');
      if (shifted) {
        const report = previous.documents[old];
        documents.push(report.index === doc.index ? report : { ...report, index: doc.index });
        for (const d of shifted) diagnostics.push(d);
        continue;
      }
    }
    const { report, diagnostics: found } = validateDocument(doc, parsed, lines, compiler, options);
    documents.push(report);
    // Cut to a bounded size once, when made (reused ones were cut then): docs/hostile-input.md#output-bounds.
    for (const d of found) diagnostics.push(boundDiagnostic(d));
  }
  if (parsed.documents.length === 0) {
    diagnostics.push(emptyFile(options));
    for (const p of parsed.problems ?? []) diagnostics.push(fromParseProblem(p, 0, lines(), options.locale ?? 'en'));
  }
  // Pending lint comes from `lintLater` or from documents of a previous report that had some: counted only then.
  let lintPending = 0;
  if (options.lintLater || previous?.lintPending) for (const d of documents) if (d.lintPending) lintPending++;
  return { parsed, documents, diagnostics: sortAfter(diagnostics, sorted), optionsKey, ...(lintPending > 0 ? { lintPending } : {}) };
}

const NOTHING_KEPT = () => ({ kept: [] as Diagnostic[], others: new Map<number, Diagnostic[]>() });

/**
 * The diagnostics (sorted) of documents before `head`, in order, and the others by document. Documents follow each
 * other in the text, so the first are a leading run: copied as one slice when they are.
 */
function splitAt(diagnostics: readonly Diagnostic[], head: number): { kept: Diagnostic[]; others: Map<number, Diagnostic[]> } {
  let run = 0;
  while (run < diagnostics.length && diagnostics[run].document < head) run++;
  let leading = true;
  for (let i = run; i < diagnostics.length && leading; i++) leading = diagnostics[i].document >= head;
  const kept = leading ? diagnostics.slice(0, run) : diagnostics.filter((d) => d.document < head);
  const others = new Map<number, Diagnostic[]>();
  for (let i = leading ? run : 0; i < diagnostics.length; i++) {
    const d = diagnostics[i];
    if (d.document < head) continue;
    const list = others.get(d.document);
    if (list) list.push(d);
    else others.set(d.document, [d]);
  }
  return { kept, others };
}

/**
 * `diagnostics` sorted, when its first `sorted` are in order already (the unchanged head's): only the rest is
 * sorted, and when all of it comes after the head (documents follow each other in the text, so it does), the
 * two are joined as they are; else the whole is sorted. The same order as one stable sort of the whole.
 */
function sortAfter(diagnostics: Diagnostic[], sorted: number): Diagnostic[] {
  if (sorted === 0 || sorted === diagnostics.length) return sorted === 0 ? diagnostics.sort(compareDiagnostics) : diagnostics;
  const rest = diagnostics.slice(sorted).sort(compareDiagnostics);
  if (compareDiagnostics(diagnostics[sorted - 1], rest[0]) > 0) return diagnostics.sort(compareDiagnostics);
  for (let i = 0; i < rest.length; i++) diagnostics[sorted + i] = rest[i];
  return diagnostics;
}

function validateDocument(
  doc: ParsedDocument,
  file: ParsedFile,
  lines: () => LineIndex,
  compiler: SchemaCompiler,
  options: EngineValidateOptions,
): { report: DocumentReport; diagnostics: Diagnostic[] } {
  const diagnostics = doc.problems.map((p, i) => fromParseProblem(p, doc.index, lines(), options.locale ?? 'en', i));
  // JSON has no comments; a YAML document's `# atdf-disable...` comments are applied later, with the config.
  const found = file.language === 'yaml' ? scanSuppressions(file.text, doc) : [];
  const suppressions = found.length > 0 ? { suppressions: found } : {};
  if (doc.unusable) return { report: { index: doc.index, dialect: null, ...suppressions }, diagnostics };
  const check = checkDocument(doc.value, compiler, { locale: options.locale, formatWarnings: options.formatWarnings });
  for (const finding of check.findings) diagnostics.push(toDiagnostic(finding, doc, lines()));
  const report: DocumentReport = { index: doc.index, dialect: check.dialect, ...toolName(doc.value), ...suppressions };
  // Per-target compatibility only when a target has rules, and of a document the engine accepts.
  const targetChecks =
    check.dialect !== null && hasCompatibilityRules(options.targets) && !check.findings.some((f) => f.severity === 'error');
  if (options.lintLater && check.dialect) report.lintPending = { targetChecks };
  else for (const d of lintAndTargetChecks(doc, file, report, targetChecks, lines, options)) diagnostics.push(d);
  return { report, diagnostics };
}

/**
 * The last rules of a document, in this order: the lint (its tool mentions noted on `report`), then the per-target
 * checks. Run by `validateDocument`, or later by `finishLint` for a document validated with `lintLater`.
 */
export function lintAndTargetChecks(
  doc: ParsedDocument,
  file: ParsedFile,
  report: DocumentReport,
  targetChecks: boolean,
  lines: () => LineIndex,
  options: Pick<EngineValidateOptions, 'locale' | 'targets'>,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  if (report.dialect) {
    const lint = lintDocument(doc, file.text, file.language, report.dialect);
    for (const finding of lint.findings) diagnostics.push(toLintDiagnostic(finding, doc.index, lines(), options.locale ?? 'en'));
    if (lint.mentions.length > 0) report.toolMentions = lint.mentions;
  }
  if (targetChecks && report.dialect) {
    for (const finding of compatibilityFindings(doc.value, report.dialect, options.targets!, options.locale ?? 'en'))
      diagnostics.push(toDiagnostic(finding, doc, lines()));
  }
  return diagnostics;
}

function emptyFile(options: EngineValidateOptions): Diagnostic {
  const zero = { line: 0, character: 0 };
  return {
    severity: 'warning',
    document: 0,
    pointer: '',
    code: 'atdf/empty-document',
    message: msg(options.locale ?? 'en', 'atdf/empty-document', { at: showPointer(options.locale ?? 'en', '') }),
    range: { start: zero, end: zero },
    data: { pointer: '', keyword: 'type', expected: ['object'] },
  };
}

function toDiagnostic(finding: Finding, doc: ParsedDocument, lines: LineIndex): Diagnostic {
  const diagnostic: Diagnostic = {
    severity: finding.severity,
    document: doc.index,
    pointer: finding.pointer,
    code: finding.code,
    message: finding.message,
    range: locateFinding(doc, lines, finding.pointer, finding.anchor),
    data: finding.data,
  };
  if (finding.related && finding.related.length > 0) {
    diagnostic.related = finding.related.map((r) => ({
      document: doc.index,
      pointer: r.pointer,
      range: locateFinding(doc, lines, r.pointer, r.anchor),
      message: r.message,
    }));
  }
  return diagnostic;
}

/**
 * A parse problem as a diagnostic: its message is made here, in the user's
 * language, with the lines of the text as it is now. `index`: its place in
 * its document's problems, named in `data.repairOf` when it has a repair (the
 * quick fix reads the repair there, where it moves with its document; an
 * offset in the diagnostic would go stale when the diagnostic is reused).
 */
export function fromParseProblem(problem: ParseProblem, document: number, lines: LineIndex, locale: Locale, index?: number): Diagnostic {
  return boundDiagnostic({
    severity: problem.severity,
    document,
    pointer: problem.pointer,
    code: problem.code,
    message: problemText(problem, locale, lines),
    range: lines.range(problem.span),
    data: { pointer: problem.pointer, keyword: problem.code, ...(problem.repair && index !== undefined ? { repairOf: index } : {}) },
  });
}

function toolName(value: unknown): Pick<DocumentReport, 'toolName' | 'toolNamePointer'> {
  const found = toolNameOf(value);
  return found ? { toolName: found.name, toolNamePointer: found.pointer } : {};
}

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * The previous diagnostics of an unchanged document, moved to where the
 * document now starts. Same text and same start column means every position
 * inside moves by the same number of lines. Undefined when that does not hold.
 * The parse problems are taken from the moved document itself (the parse has
 * already moved them) and their messages made again, so that those that name
 * a line name the new one; the ATDF findings, whose messages name no line,
 * are moved here.
 */
function shiftDocument(
  previous: FileReport,
  oldIndex: number,
  old: Diagnostic[],
  doc: ParsedDocument,
  lines: () => LineIndex,
  locale: Locale,
): Diagnostic[] | undefined {
  const oldDoc = previous.parsed.documents[oldIndex];
  if (!oldDoc || previous.documents[oldIndex] === undefined) return undefined;
  if (old.length === 0) return old;
  const oldStart = (oldDoc.extent ?? oldDoc.span).start;
  const newStart = (doc.extent ?? doc.span).start;
  // (Same offset is not enough: "--" -> "\r\n" above it keeps offsets and adds a line.)
  const before = lineIndexOf(previous.parsed).positionAt(oldStart);
  const after = lines().positionAt(newStart);
  if (before.character !== after.character) return undefined;
  const delta = after.line - before.line;
  if (delta === 0 && oldIndex === doc.index) return old;
  const move = (r: Diagnostic['range']) => ({
    start: { line: r.start.line + delta, character: r.start.character },
    end: { line: r.end.line + delta, character: r.end.character },
  });
  const moved = doc.problems.map((p, i) => fromParseProblem(p, doc.index, lines(), locale, i));
  for (const d of old) {
    if (isParseProblemCode(d.code)) continue;
    moved.push({
      ...d,
      document: doc.index,
      range: move(d.range),
      ...(d.related ? { related: d.related.map((r) => ({ ...r, document: doc.index, range: move(r.range) })) } : {}),
    });
  }
  return moved;
}

const SEVERITY_ORDER = { error: 0, warning: 1, information: 2, hint: 3 } as const;

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    a.range.start.line - b.range.start.line ||
    a.range.start.character - b.range.start.character ||
    SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
    (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0)
  );
}
