// The whole-file pipeline: text -> parsed documents -> per-document dialect and
// ATDF rules -> diagnostics with exact ranges, sorted. With `previous`, the
// documents of a YAML stream whose text did not change keep their results
// (shifted to their new lines) instead of being validated again.
import { checkDocument } from './atdf/check-document';
import type { Finding, SchemaCompiler } from './atdf/finding';
import { msg, showPointer } from './atdf/messages';
import { isObject } from './atdf/pointer';
import { locateFinding } from './atdf/locate-finding';
import { parseFile } from './parse/index';
import type { ParsedDocument, ParseProblem } from './parse/types';
import type { DocumentReport, FileReport, ValidateFileOptions } from './report';
import { createCompiler } from './atdf/compiler';
import { LineIndex } from './text/line-index';
import type { Diagnostic } from './types';

export interface EngineValidateOptions extends ValidateFileOptions {
  /** Compiles (and caches) schemas; pass one long-lived compiler to reuse compiled schemas across calls. */
  compiler?: SchemaCompiler;
}

export function validateFile(text: string, options: EngineValidateOptions): FileReport {
  const compiler = options.compiler ?? createCompiler();
  const optionsKey = `${options.locale ?? 'en'}|${options.formatWarnings !== false}`;
  const sameOptions = options.previous?.parsed.language === options.language && options.previous?.optionsKey === optionsKey;
  const previous = sameOptions ? options.previous : undefined;
  // The parse itself does not depend on the options: it can be reused across them.
  const parsed = parseFile(text, options.language, undefined, options.previous?.parsed.language === options.language ? options.previous.parsed : undefined);
  // Line indexes scan the whole text: built only when a position is needed.
  const lines = lazy(() => new LineIndex(text));
  const reuse = previous ? reusableDocuments(previous) : undefined;

  const documents: DocumentReport[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const doc of parsed.documents) {
    const old = reuse?.take(doc, text);
    if (old !== undefined && previous && reuse) {
      const shifted = shiftDocument(previous, reuse, old, doc, lines);
      if (shifted) {
        documents.push({ ...previous.documents[old], index: doc.index });
        diagnostics.push(...shifted);
        continue;
      }
    }
    const { report, diagnostics: found } = validateDocument(doc, lines, compiler, options);
    documents.push(report);
    diagnostics.push(...found);
  }
  if (parsed.documents.length === 0) diagnostics.push(emptyFile(options));
  diagnostics.sort(compareDiagnostics);
  return { parsed, documents, diagnostics, optionsKey };
}

function validateDocument(
  doc: ParsedDocument,
  lines: () => LineIndex,
  compiler: SchemaCompiler,
  options: EngineValidateOptions,
): { report: DocumentReport; diagnostics: Diagnostic[] } {
  const diagnostics = doc.problems.map((p) => fromParseProblem(p, doc.index, lines()));
  if (doc.unusable) return { report: { index: doc.index, dialect: null }, diagnostics };
  const check = checkDocument(doc.value, compiler, { locale: options.locale, formatWarnings: options.formatWarnings });
  for (const finding of check.findings) diagnostics.push(toDiagnostic(finding, doc, lines()));
  return { report: { index: doc.index, dialect: check.dialect, ...toolName(doc.value) }, diagnostics };
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

function fromParseProblem(problem: ParseProblem, index: number, lines: LineIndex): Diagnostic {
  return {
    severity: problem.severity,
    document: index,
    pointer: problem.pointer,
    code: problem.code,
    message: problem.message,
    range: lines.range(problem.span),
    data: { pointer: problem.pointer, keyword: problem.code },
  };
}

function toolName(value: unknown): Pick<DocumentReport, 'toolName' | 'toolNamePointer'> {
  if (!isObject(value)) return {};
  if (isObject(value.tool) && typeof value.tool.name === 'string') {
    return { toolName: value.tool.name, toolNamePointer: '/tool/name' };
  }
  if (typeof value.tool_id === 'string') return { toolName: value.tool_id, toolNamePointer: '/tool_id' };
  if (typeof value.id === 'string') return { toolName: value.id, toolNamePointer: '/id' };
  return {};
}

/** The text a document was parsed from (its extent includes the comments above it). */
function extentText(text: string, doc: ParsedDocument): string {
  const extent = doc.extent ?? doc.span;
  return text.slice(extent.start, extent.end);
}

interface Reusable {
  /** The index of the previous document `doc` is a copy of (same object, or same text), each used once. */
  take(doc: ParsedDocument, text: string): number | undefined;
  /** Previous diagnostics by document index. */
  diagnosticsOf(index: number): Diagnostic[];
  previousLines(): LineIndex;
}

function reusableDocuments(previous: FileReport): Reusable {
  const used = new Set<number>();
  const byObject = new Map<ParsedDocument, number>();
  let byText: Map<string, number[]> | undefined;
  previous.parsed.documents.forEach((doc, i) => byObject.set(doc, i));
  const grouped = new Map<number, Diagnostic[]>();
  for (const d of previous.diagnostics) {
    const list = grouped.get(d.document);
    if (list) list.push(d);
    else grouped.set(d.document, [d]);
  }
  return {
    take(doc, text) {
      const same = byObject.get(doc);
      if (same !== undefined && !used.has(same)) {
        used.add(same);
        return same;
      }
      if (!byText) {
        byText = new Map();
        for (const [old, i] of byObject) {
          const key = extentText(previous.parsed.text, old);
          const list = byText.get(key);
          if (list) list.push(i);
          else byText.set(key, [i]);
        }
      }
      const list = byText.get(extentText(text, doc));
      while (list && list.length > 0) {
        const i = list.shift() as number;
        if (!used.has(i)) {
          used.add(i);
          return i;
        }
      }
      return undefined;
    },
    diagnosticsOf: (index) => grouped.get(index) ?? [],
    previousLines: lazy(() => new LineIndex(previous.parsed.text)),
  };
}

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * The previous diagnostics of an unchanged document, moved to where the
 * document now starts. Same text and same start column means every position
 * inside moves by the same number of lines. Undefined when that does not hold.
 */
function shiftDocument(
  previous: FileReport,
  reuse: Reusable,
  oldIndex: number,
  doc: ParsedDocument,
  lines: () => LineIndex,
): Diagnostic[] | undefined {
  const oldDoc = previous.parsed.documents[oldIndex];
  if (!oldDoc || previous.documents[oldIndex] === undefined) return undefined;
  const old = reuse.diagnosticsOf(oldIndex);
  if (old.length === 0) return [];
  const before = reuse.previousLines().positionAt((oldDoc.extent ?? oldDoc.span).start);
  const after = lines().positionAt((doc.extent ?? doc.span).start);
  if (before.character !== after.character) return undefined;
  const delta = after.line - before.line;
  if (delta === 0 && oldIndex === doc.index) return old;
  const move = (r: Diagnostic['range']) => ({
    start: { line: r.start.line + delta, character: r.start.character },
    end: { line: r.end.line + delta, character: r.end.character },
  });
  return old.map((d) => ({
    ...d,
    document: doc.index,
    // A duplicate-key message names the line of the first definition (same document): it moves too.
    message: delta === 0 ? d.message : d.message.replace(/first defined on line (\d+)/, (_, line: string) => `first defined on line ${Number(line) + delta}`),
    range: move(d.range),
    ...(d.related ? { related: d.related.map((r) => ({ ...r, document: doc.index, range: move(r.range) })) } : {}),
  }));
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
