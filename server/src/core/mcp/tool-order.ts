// The order of a server's tools, kept beside the imported files: one file per
// tool loses it (a folder lists its files by name), and MCP asks servers for a
// deterministic order (2026-07-28 changelog: it keeps clients' caches and
// models' prompt caches warm). The importer writes TOOL_ORDER_FILE with the
// tool names in the server's order; the export lists the tools of that folder
// in that order, the tools it does not name after them in file-name order.
import { isObject } from '../json-value';
import { kindOf } from './json';
import { readJsonText } from './read-json';
import { McpInputError, type McpTool } from './types';

export const TOOL_ORDER_FILE = 'mcp-tool-order.json';

const COMMENT =
  'Written by atdf import-mcp: the order of the tools on the MCP server. atdf export-mcp lists the tools of this folder in this order (tools not named here come after, by file name).';

const SERVED_COMMENT =
  'Written by atdf import-mcp: "tools" is the order of the tools on the MCP server, which atdf export-mcp follows (tools not named here come after, by file name); "served" is each tool as the server served it at this import, the base "atdf import-mcp --update" merges from (what changed on the server since, and what the author changed in the files). Keep it with the files.';

/**
 * The text of TOOL_ORDER_FILE for these tool names, in order; with `served`, the
 * tools themselves as the server gave them (the base of the next `--update`).
 */
export function toolOrderText(toolNames: readonly string[], served?: readonly McpTool[]): string {
  if (served === undefined) return JSON.stringify({ $comment: COMMENT, tools: toolNames }, null, 2) + '\n';
  const byName = Object.fromEntries(served.map((tool) => [tool.name, tool]));
  return JSON.stringify({ $comment: SERVED_COMMENT, tools: toolNames, served: byName }, null, 2) + '\n';
}

/**
 * The tools of a TOOL_ORDER_FILE's "served" record by name; undefined when it
 * has none (written before the record, or by the editor). An entry that is not
 * an object is left out: its file is then merged as one without a base.
 */
export function readServedTools(text: string, source: string): Map<string, McpTool> | undefined {
  const value = readJsonText(text.replace(/^\uFEFF/, ''), source, 'json');
  const served = isObject(value) ? value.served : undefined;
  if (!isObject(served)) return undefined;
  const tools = new Map<string, McpTool>();
  for (const [name, tool] of Object.entries(served)) if (isObject(tool) && tool.name === name) tools.set(name, tool as unknown as McpTool);
  return tools;
}

/** The tool names of a TOOL_ORDER_FILE text; McpInputError naming `source` when it is not one. */
export function readToolOrder(text: string, source: string): string[] {
  const value = readJsonText(text.replace(/^\uFEFF/, ''), source, 'json');
  const tools = isObject(value) ? value.tools : undefined;
  if (!Array.isArray(tools) || !tools.every((name) => typeof name === 'string')) {
    throw new McpInputError(
      `${source}: "tools" is ${kindOf(tools)}, expected the list of tool names; fix it, or delete it to list the tools by file name`,
    );
  }
  return tools;
}

/** `tools` in the order of `order` (by name; a name's first place counts), the others after them as they were. */
export function orderTools<T extends Pick<McpTool, 'name'>>(tools: readonly T[], order: readonly string[]): T[] {
  const rank = new Map<string, number>();
  order.forEach((name, i) => {
    if (!rank.has(name)) rank.set(name, i);
  });
  const named = tools.filter((t) => rank.has(t.name)).sort((a, b) => rank.get(a.name)! - rank.get(b.name)!);
  return [...named, ...tools.filter((t) => !rank.has(t.name))];
}
