// The MCP tool a run-time proxy serves for one ATDF document (`atdf proxy`):
// the MCP export (mcp/from-atdf.ts, what `atdf export-mcp` gives) whose
// description also carries what MCP has no member for and the model needs to
// choose and to recover: `when_to_use` and the declared failures, rendered as
// the TOOLS prompt section renders them (targets/prompt.ts: "When to use: ...",
// "Errors:" then "- code: description"), so the editor's preview, the prompt
// export and the proxy say the same thing.
import type { FileReport } from '../report';
import { McpInputError, type McpTool } from '../mcp/types';
import { toolModel, type ToolFailure } from './tool-model';

export interface ServedTool {
  document: number;
  /** The MCP tool as served: name, description (with when_to_use and failures), inputSchema, outputSchema, annotations... */
  tool: McpTool;
  /** The ATDF 1.x/2.x `how_to_use.outputs.failure` codes, in order (the proxy names the one that fits a refused call). */
  failures: ToolFailure[];
}

export type ServedDocument = ServedTool | { document: number; error: string };

/** The description the model reads: the tool's own, then when to use it, then its failures. */
function servedDescription(description: unknown, whenToUse: string | undefined, failures: readonly ToolFailure[]): string | undefined {
  const lines: string[] = [];
  if (typeof description === 'string') lines.push(description);
  if (whenToUse !== undefined) lines.push(`When to use: ${whenToUse}`);
  if (failures.length > 0)
    lines.push('Errors:', ...failures.map((f) => (f.description === undefined ? `- ${f.code}` : `- ${f.code}: ${f.description}`)));
  return lines.length > 0 ? lines.join('\n') : undefined;
}

export function servedTools(report: FileReport): ServedDocument[] {
  const out: ServedDocument[] = [];
  for (const doc of report.documents) {
    const parsed = report.parsed.documents[doc.index];
    if (doc.dialect === null || !parsed) continue; // an empty document of a stream
    try {
      const model = toolModel(parsed.value, doc.dialect);
      const tool: McpTool = { ...model.mcp };
      const description = servedDescription(model.mcp.description, model.whenToUse, model.failures);
      if (description !== undefined) tool.description = description;
      out.push({ document: doc.index, tool, failures: model.failures });
    } catch (err) {
      if (!(err instanceof McpInputError)) throw err;
      out.push({ document: doc.index, error: err.message });
    }
  }
  return out;
}
