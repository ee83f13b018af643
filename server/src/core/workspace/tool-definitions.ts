// The tool names a file defines, for the workspace rules. Read from a report
// (a validated file, e.g. an open document) or from a bare parse (a file on
// disk that nobody validates), so indexing a folder never needs a validation.
import { detectDialect } from '../atdf/dialect';
import { toolNameOf } from '../atdf/tool-name';
import { lineIndexOf } from '../parse/line-cache';
import type { ParsedFile } from '../parse/types';
import type { FileReport } from '../report';
import type { Dialect, Range } from '../types';

export interface ToolDefinition {
  name: string;
  /** Index of the document in its YAML stream. */
  document: number;
  /** Pointer of the name (`/tool/name`, `/tool_id`, `/id`). */
  pointer: string;
  /** The document's dialect (workspace symbols show it). */
  dialect?: Dialect;
  /** Range of the name's value; when absent, the file's locator finds it (only duplicates ever need it). */
  range?: Range;
}

/** Finds a definition's range on demand. */
export type Locate = (def: ToolDefinition) => Range;

/**
 * One entry per document with a tool name, without its range (see
 * `locateIn`): only duplicated names are ever shown, and locating every name
 * of a 5,000-tool catalog on each keystroke would cost more than validating
 * it. When nothing changed since `previous` (same names, documents and
 * pointers: the usual keystroke) `previous` itself is returned, so the
 * registry recognises it without comparing.
 */
export function definitionsFromReport(report: FileReport, previous?: readonly ToolDefinition[]): readonly ToolDefinition[] {
  let out: ToolDefinition[] | undefined; // made at the first difference
  let n = 0;
  for (const doc of report.documents) {
    if (doc.toolName === undefined || doc.toolNamePointer === undefined) continue;
    const p = previous?.[n];
    const dialect = doc.dialect ?? undefined;
    if (!out && p && p.name === doc.toolName && p.document === doc.index && p.pointer === doc.toolNamePointer && p.dialect === dialect) {
      n++;
      continue;
    }
    out ??= previous ? previous.slice(0, n) : [];
    out.push({ name: doc.toolName, document: doc.index, pointer: doc.toolNamePointer, dialect });
    n++;
  }
  if (out) return out;
  if (!previous) return [];
  return previous.length === n ? previous : previous.slice(0, n);
}

/**
 * Where a definition of this file is, from the parse's own text and line
 * index (right for that version even if the live document has moved on).
 */
export function locateIn(parsed: ParsedFile): Locate {
  return (def) => {
    const doc = parsed.documents[def.document];
    const span = doc?.locations.get(def.pointer)?.value ?? { start: doc?.span.start ?? 0, end: doc?.span.start ?? 0 };
    return lineIndexOf(parsed).range(span);
  };
}

/** The definitions of a parsed (not validated) file, each with its range. */
export function definitionsFromParse(parsed: ParsedFile): ToolDefinition[] {
  const out: ToolDefinition[] = [];
  for (const doc of parsed.documents) {
    if (doc.unusable) continue;
    const found = toolNameOf(doc.value);
    const span = found && doc.locations.get(found.pointer)?.value;
    if (!found || !span) continue;
    const dialect = detectDialect(doc.value)?.dialect;
    out.push({ ...found, document: doc.index, range: lineIndexOf(parsed).range(span), ...(dialect ? { dialect } : {}) });
  }
  return out;
}
