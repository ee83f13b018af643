// A validated ATDF file -> its MCP tools: one per document of the stream that
// describes a tool, in order. A document the converter cannot express says
// why instead (the caller decides whether that stops the export).
import type { FileReport } from '../report';
import { exportTool } from './from-atdf';
import { McpInputError, type McpTool } from './types';

export type ExportedDocument = { document: number; tool: McpTool } | { document: number; error: string };

export function exportFileTools(report: FileReport): ExportedDocument[] {
  const out: ExportedDocument[] = [];
  for (const doc of report.documents) {
    const parsed = report.parsed.documents[doc.index];
    if (doc.dialect === null || !parsed) continue; // an empty document of a stream
    try {
      out.push({ document: doc.index, tool: exportTool(parsed.value, doc.dialect) });
    } catch (err) {
      if (!(err instanceof McpInputError)) throw err;
      out.push({ document: doc.index, error: err.message });
    }
  }
  return out;
}
