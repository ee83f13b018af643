// The tool names a file defines, with the range of each name, for the
// workspace registry. Read from a report (open documents) or from a bare parse
// (files on disk), so the index never needs a full validation.
import type { FileReport } from '../core/report';
import type { ParsedDocument, ParsedFile } from '../core/parse/types';
import { lineIndexOf } from '../core/parse/index';
import type { Range } from '../core/types';
import { isObject } from '../core/atdf/pointer';
import type { ToolDefinition } from './workspace-registry';

type PositionAt = (offset: number) => { line: number; character: number };

/**
 * One entry per document with a tool name. The range is located on first
 * read: only duplicated names are ever shown, and locating every name of a
 * 5,000-tool catalog on each keystroke would cost more than validating it.
 */
export function definitionsFromReport(report: FileReport): ToolDefinition[] {
  const out: ToolDefinition[] = [];
  for (const doc of report.documents) {
    if (doc.toolName === undefined || doc.toolNamePointer === undefined) continue;
    const parsed = report.parsed.documents[doc.index];
    if (!parsed?.locations.has(doc.toolNamePointer)) continue;
    out.push(new LocatedLater(doc.toolName, doc.index, doc.toolNamePointer, parsed, report.parsed));
  }
  return out;
}

class LocatedLater implements ToolDefinition {
  private located: Range | undefined;

  constructor(
    readonly name: string,
    readonly document: number,
    readonly pointer: string,
    private readonly parsed: ParsedDocument,
    /** The parse it belongs to: positions come from its own text, even if the live document has moved on since. */
    private readonly file: ParsedFile,
  ) {}

  get range(): Range {
    if (!this.located) {
      const span = this.parsed.locations.get(this.pointer)!.value;
      this.located = lineIndexOf(this.file).range(span);
    }
    return this.located;
  }
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
