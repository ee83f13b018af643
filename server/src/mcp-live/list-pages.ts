// Every page of a connected server's tools/list. The SDK's listTools() would
// reject a whole page for one malformed tool without saying which, so pages
// are requested with a permissive result schema and each tool is checked by
// the engine (readToolsValue), which names the bad tool and why.
import { createEngine, McpInputError, type CutString, type McpTool, type SkippedTool } from '../core/index';
import { McpServerError } from './errors';

/** Checks each tool of each page (pure: no cache needed). */
const engine = createEngine();
/** Pages followed before giving up on a server whose cursors never end. */
const MAX_PAGES = 10_000;

/** What listing needs of a started server (live-server.ts). */
export interface PagedServer {
  readonly source: string;
  request(method: string, params: Record<string, unknown>): Promise<unknown>;
}

/**
 * With `skip`, tools that break the MCP rules (or repeat a name) are left out
 * and given to it; without it, one bad tool fails the whole listing.
 */
export async function listPages(
  server: PagedServer,
  skip?: (bad: SkippedTool[]) => void,
  onCut?: (cuts: CutString[]) => void,
): Promise<McpTool[]> {
  const { source } = server;
  const tools: McpTool[] = [];
  const names = new Set<string>();
  const cursors = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await server.request('tools/list', cursor === undefined ? {} : { cursor });
    const doc = engine.mcp.readToolsValue(result, page === 0 ? source : `${source} (page ${page + 1})`, {
      skipInvalid: skip !== undefined,
    });
    skip?.(doc.skipped);
    if (doc.cut.length > 0) onCut?.(doc.cut);
    for (const tool of doc.tools) {
      if (names.has(tool.name)) {
        const problem = `${source}: two tools are named "${tool.name}"; tool names must be unique`;
        if (!skip) throw new McpInputError(problem);
        skip([{ toolName: tool.name, problems: [problem] }]);
        continue;
      }
      names.add(tool.name);
      tools.push(tool);
    }
    if (doc.nextCursor === undefined) return tools;
    if (cursors.has(doc.nextCursor))
      throw new McpServerError(`${source} repeats the tools/list cursor "${doc.nextCursor}"; stopped to avoid an endless loop`);
    cursors.add(doc.nextCursor);
    cursor = doc.nextCursor;
  }
  throw new McpServerError(`${source} returned more than ${MAX_PAGES} pages of tools; stopped`);
}
