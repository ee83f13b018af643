// The tool name under the cursor (`tool.name`, `tool_id`, `id`): where
// navigation across the workspace starts from (a tool's other definitions).
import type { Span } from '../parse/types';
import type { FileReport } from '../report';
import { lastKeyAtOrBefore } from '../text/sorted';

export interface ToolNameAt {
  name: string;
  /** The document of its stream. */
  document: number;
  /** The name's value as written (quotes included). */
  span: Span;
}

/** The tool name whose value holds `offset`, or undefined. */
export function toolNameAt(report: FileReport, offset: number): ToolNameAt | undefined {
  const docs = report.parsed.documents;
  if (docs.length === 0) return undefined;
  const index = lastKeyAtOrBefore(docs.length, offset, (i) => (docs[i].extent ?? docs[i].span).start);
  const info = report.documents[index];
  if (info?.toolName === undefined || info.toolNamePointer === undefined) return undefined;
  const span = docs[index].locations.get(info.toolNamePointer)?.value;
  if (!span || offset < span.start || offset > span.end) return undefined;
  return { name: info.toolName, document: index, span };
}
