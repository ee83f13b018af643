// The tool names a file defines, with the range of each name, for the
// workspace registry. Read from a report (open documents) or from a bare parse
// (files on disk), so the index never needs a full validation.
import type { FileReport } from '../core/report';
import type { ParsedFile } from '../core/parse/types';
import { lineIndexOf } from '../core/parse/index';
import type { Range } from '../core/types';
import { isObject } from '../core/json-value';
import type { ToolDefinition } from './workspace-registry';

type PositionAt = (offset: number) => { line: number; character: number };

/**
 * One entry per document with a tool name, without its range (see
 * `locateIn`): only duplicated names are ever shown, and locating every name
 * of a 5,000-tool catalog on each keystroke would cost more than validating
 * it. When nothing changed since `previous` (same names, documents and
 * pointers: the usual keystroke) `previous` itself is returned, so the
 * registry recognises it without comparing.
 */
export function definitionsFromReport(report: FileReport, previous?: ToolDefinition[]): ToolDefinition[] {
  let out: ToolDefinition[] | undefined; // made at the first difference
  let n = 0;
  for (const doc of report.documents) {
    if (doc.toolName === undefined || doc.toolNamePointer === undefined) continue;
    const p = previous?.[n];
    if (!out && p && p.name === doc.toolName && p.document === doc.index && p.pointer === doc.toolNamePointer) {
      n++;
      continue;
    }
    out ??= previous ? previous.slice(0, n) : [];
    out.push({ name: doc.toolName, document: doc.index, pointer: doc.toolNamePointer });
    n++;
  }
  if (out) return out;
  if (!previous) return [];
  return previous.length === n ? previous : previous.slice(0, n);
}

/**
 * Where a definition of this report's file is, from the parse's own text and
 * line index (right for that version even if the live document has moved on).
 */
export function locateIn(report: FileReport): (def: ToolDefinition) => Range {
  const parsed = report.parsed;
  return (def) => {
    const doc = parsed.documents[def.document];
    const span = doc?.locations.get(def.pointer)?.value ?? { start: doc?.span.start ?? 0, end: doc?.span.start ?? 0 };
    return lineIndexOf(parsed).range(span);
  };
}

export function definitionsFromParse(parsed: ParsedFile, positionAt: PositionAt): ToolDefinition[] {
  const out: ToolDefinition[] = [];
  for (const doc of parsed.documents) {
    if (doc.unusable) continue;
    const found = nameOf(doc.value);
    if (!found) continue;
    const span = doc.locations.get(found.pointer)?.value;
    if (!span) continue;
    out.push({ ...found, document: doc.index, range: { start: positionAt(span.start), end: positionAt(span.end) } });
  }
  return out;
}

/** Same precedence as the engine's DocumentReport.toolName: `tool.name`, then `tool_id`, then `id`. */
function nameOf(value: unknown): { name: string; pointer: string } | undefined {
  if (!isObject(value)) return undefined;
  if (isObject(value.tool) && typeof value.tool.name === 'string') return { name: value.tool.name, pointer: '/tool/name' };
  if (typeof value.tool_id === 'string') return { name: value.tool_id, pointer: '/tool_id' };
  if (typeof value.id === 'string') return { name: value.id, pointer: '/id' };
  return undefined;
}
