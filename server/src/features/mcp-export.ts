// The server's side of "ATDF: Copy as MCP Tool JSON" (a custom request, see
// protocol/mcp.ts): the document's tools (every document of a YAML stream) as
// a tools/list result. A document with errors or security findings is refused,
// as `atdf export-mcp` does (which alone can override the security findings:
// --allow-security); a stream that defines one tool twice too (MCP tool names
// are unique).
import type { AtdfEngine } from '../core/index';
import type { ExportParams, ExportResult, Failure } from '../protocol/mcp';

export function exportDocument(engine: AtdfEngine, params: ExportParams): ExportResult | Failure {
  const report = engine.validateFile(params.text, { language: params.language });
  const workspace = engine.createWorkspace();
  workspace.setReport(params.name, params.name, report);
  const errors = [...report.diagnostics, ...workspace.diagnosticsFor(params.name, 'en')].filter(
    (d) => engine.mcp.exportBlock(d) !== undefined,
  );
  if (errors.length > 0) {
    const first = errors[0];
    const rule = engine.mcp.exportBlock(first) === 'security' ? ` ${first.code}` : '';
    return {
      error: `${params.name} has ${errors.length} error(s) (first, line ${first.range.start.line + 1}${rule}: ${first.message}); fix them before copying it as MCP JSON`,
    };
  }
  const tools = [];
  for (const exported of engine.mcp.exportFile(report)) {
    if ('error' in exported) return { error: exported.error };
    tools.push(exported.tool);
  }
  if (tools.length === 0) return { error: `${params.name} describes no tool` };
  return { json: JSON.stringify({ tools }, null, 2), count: tools.length };
}
