// The result of a call against what the ATDF file declares: a success's
// structuredContent against the success schema (`tool.output.success`, or the
// outputSchema import-mcp kept under x-mcp), an error result's against the
// `tool:` form's `output.error`. A success without structuredContent whose
// tool declares a schema breaks MCP's rule (the SDK's Client refuses it too)
// unless its text is the JSON the schema describes; then that text is checked.
import type { CatalogTool } from './catalog';
import type { Problem } from './types';

export function outputProblems(tool: CatalogTool, result: Record<string, unknown>): Problem[] {
  const isError = result.isError === true;
  const check = isError ? tool.error : tool.output;
  if (!check) return [];
  if (result.structuredContent !== undefined) return check.problems(result.structuredContent, '/structuredContent');
  if (isError) return []; // an error result need not be structured
  const text = jsonText(result.content);
  if (text) return check.problems(text.value, `/content/${text.index}/text`);
  return [
    { pointer: '/structuredContent', message: 'missing; the tool declares an output schema, so a result must have structuredContent' },
  ];
}

/** The first text item that is a JSON object or array, parsed. */
function jsonText(content: unknown): { index: number; value: unknown } | undefined {
  if (!Array.isArray(content)) return undefined;
  for (let i = 0; i < content.length; i++) {
    const item = content[i] as { type?: unknown; text?: unknown } | null;
    if (item?.type !== 'text' || typeof item.text !== 'string' || !/^\s*[[{]/.test(item.text)) continue;
    try {
      return { index: i, value: JSON.parse(item.text) };
    } catch {
      // prose that starts with a bracket
    }
  }
  return undefined;
}
