// Lists the tools of a live MCP server spawned over stdio, then stops it
// (import-mcp, and the VS Code client through the language server: so no
// `vscode` import here). Starting, the deadline and stopping are
// live-server.ts's; the pages and the per-tool checks are list-pages.ts's.
import type { CutString, McpTool, SkippedTool } from '../core/index';
import { startServer, TIMEOUT_OPTION_HINT, type ServerOptions } from './live-server';

export interface ListToolsOptions extends ServerOptions {
  /**
   * When given, tools that break the MCP rules (or repeat a name) are left out
   * and reported through it, once, with the list; without it, one bad tool
   * fails the whole listing.
   */
  onSkipped?: (skipped: SkippedTool[]) => void;
  /** Told of the strings over MAX_IMPORTED_STRING_LENGTH that were cut in the tools returned (once per page that has some). */
  onCut?: (cuts: CutString[]) => void;
}

export async function listToolsFromCommand(options: ListToolsOptions): Promise<McpTool[]> {
  const skipped: SkippedTool[] = [];
  const server = await startServer({ timeoutHint: TIMEOUT_OPTION_HINT, ...options }, 'atdf-import-mcp', {
    skip: options.onSkipped ? (bad) => skipped.push(...bad) : undefined,
    onCut: options.onCut,
  });
  await server.stop(false);
  if (options.onSkipped && skipped.length > 0) options.onSkipped(skipped);
  return server.tools;
}
