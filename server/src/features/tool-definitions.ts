// The tool names a file defines, with the range of each name, for the
// workspace registry. Read from a report (open documents) or from a bare parse
// (files on disk), so the index never needs a full validation.
import type { FileReport } from '../core/report';
import type { ParsedFile } from '../core/parse/types';
import { isObject } from '../core/atdf/pointer';
import type { ToolDefinition } from './workspace-registry';

type PositionAt = (offset: number) => { line: number; character: number };

export function definitionsFromReport(report: FileReport, positionAt: PositionAt): ToolDefinition[] {
  const out: ToolDefinition[] = [];
  for (const doc of report.documents) {
    if (doc.toolName === undefined || doc.toolNamePointer === undefined) continue;
    const parsed = report.parsed.documents[doc.index];
    const span = parsed?.locations.get(doc.toolNamePointer)?.value;
    if (!span) continue;
    out.push({
      name: doc.toolName,
      document: doc.index,
      pointer: doc.toolNamePointer,
      range: { start: positionAt(span.start), end: positionAt(span.end) },
    });
  }
  return out;
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
