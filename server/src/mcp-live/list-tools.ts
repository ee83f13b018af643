// Lists the tools of a live MCP server spawned over stdio, with the SDK's
// Client + StdioClientTransport. Used by the CLI and by the VS Code client
// (so: no `vscode` import here).
//
// Guarantees: one overall deadline (spawn + handshake + every page); on any
// failure or timeout the child is killed and we wait until it is gone; the
// error is one clear message. The SDK's listTools() would reject a whole page
// for one malformed tool without saying which, so pages are requested with a
// permissive result schema and each tool is checked by the engine
// (readToolsValue), which names the bad tool and why.
// The SDK is loaded on first use only (see sdk.ts).
import type { Client, ResultSchema, StdioClientTransport } from './sdk';
import { createEngine, McpInputError, redactArgs, type CutString, type McpTool, type Redaction, type SkippedTool } from '../core/index';
import { ChildWatch } from './child-watch';
import { McpServerError } from './errors';

export { McpServerError };

export const DEFAULT_TIMEOUT_MS = 30_000;
/** The longest timer Node can set (2^31 - 1 ms, about 24.8 days): a longer one fires after 1 ms. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/** Checks each tool of each page (pure: no cache needed). */
const engine = createEngine();
/** Pages followed before giving up on a server whose cursors never end. */
const MAX_PAGES = 10_000;
/** Lines of non-JSON-RPC output on stdout tolerated before we call the server broken. */
export const MAX_GARBAGE_LINES = 20;
/** Largest stdout message (or run of bytes without a newline) accepted. */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024; // the SDK buffers stdout quadratically: keep this modest

export interface ListToolsOptions {
  command: string;
  args?: string[];
  /** Added to the small safe environment the SDK passes (PATH, HOME, ...). */
  env?: Record<string, string>;
  cwd?: string;
  /** Values to hide wherever the command line or the server's stderr is shown (from `${env:...}`; see redact.ts). */
  redact?: Redaction[];
  /** Deadline for the whole exchange, in ms (default 30 s). */
  timeoutMs?: number;
  /** Aborting stops the server and rejects with "cancelled". */
  signal?: AbortSignal;
  /** Called with the server's PID once it has started (tests check it is gone afterwards). */
  onSpawn?: (pid: number) => void;
  /**
   * When given, tools that break the MCP rules (or repeat a name) are left out
   * and reported through it, once, with the list; without it, one bad tool
   * fails the whole listing.
   */
  onSkipped?: (skipped: SkippedTool[]) => void;
  /** Told of the strings over MAX_IMPORTED_STRING_LENGTH that were cut in the tools returned (once per page that has some). */
  onCut?: (cuts: CutString[]) => void;
}

/** Renders the command line for messages and logs: `node server.js --flag`, with secrets hidden (redact.ts). */
export function displayCommand(command: string, args: readonly string[] = [], redact: readonly Redaction[] = []): string {
  return (
    redactArgs([command, ...args], redact)
      // `***` and `${env:NAME}` (what redaction writes) stay bare: the line is shown, never run.
      .map((a) => (/^[\w@%+=:,./*${}-]+$/.test(a) ? a : JSON.stringify(a)))
      .join(' ')
  );
}

export async function listToolsFromCommand(options: ListToolsOptions): Promise<McpTool[]> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0 || timeoutMs > MAX_TIMEOUT_MS)
    throw new McpServerError(`timeout must be a positive number of ms up to ${MAX_TIMEOUT_MS} (about 24 days), got ${timeoutMs}`);
  const shown = displayCommand(options.command, options.args, options.redact);
  const source = `server "${shown}"`;
  const sdk = await import('./sdk.js');
  const transport = new sdk.StdioClientTransport({
    command: options.command,
    args: options.args ?? [],
    env: options.env,
    cwd: options.cwd,
    stderr: 'pipe',
    maxBufferSize: MAX_MESSAGE_BYTES,
  });
  const watch = new ChildWatch(transport, shown, MAX_GARBAGE_LINES, options.onSpawn, options.redact);
  const client = new sdk.Client({ name: 'atdf-import-mcp', version: '0.1.0' }, { capabilities: {} });
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new McpServerError(
            `${source} did not finish listing its tools within ${timeoutMs} ms; it was stopped. Give more time with --timeout MS if it is just slow.${watch.stderrHint()}`,
          ),
        ),
      timeoutMs,
    );
    onAbort = () => reject(new McpServerError(`${source}: cancelled`));
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });
  });
  let failed = true;
  try {
    const skipped: SkippedTool[] = [];
    const skip = options.onSkipped ? (bad: SkippedTool[]) => skipped.push(...bad) : undefined;
    const tools = await Promise.race([
      stop,
      watch.failure,
      connectAndList(client, transport, source, watch, sdk.ResultSchema, skip, options.onCut),
    ]);
    failed = false;
    if (options.onSkipped && skipped.length > 0) options.onSkipped(skipped);
    return tools;
  } catch (err) {
    await watch.kill();
    throw toClearError(err, source, watch);
  } finally {
    if (timer) clearTimeout(timer);
    if (onAbort) options.signal?.removeEventListener('abort', onAbort);
    await closeQuietly(client, watch, failed);
  }
}

export async function connectAndList(
  client: Client,
  transport: StdioClientTransport,
  source: string,
  watch: ChildWatch,
  resultSchema: typeof ResultSchema,
  skip?: (bad: SkippedTool[]) => void,
  onCut?: (cuts: CutString[]) => void,
): Promise<McpTool[]> {
  try {
    await client.connect(transport);
  } catch (err) {
    throw watch.explainStart(err);
  }
  watch.handshakeDone();
  const tools: McpTool[] = [];
  const names = new Set<string>();
  const cursors = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await client.request(
      { method: 'tools/list', params: cursor === undefined ? {} : { cursor } },
      resultSchema,
      // Our own deadline governs; the SDK's per-request default (60 s) must not cut in first.
      { timeout: 2 ** 31 - 1 },
    );
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

export function toClearError(err: unknown, source: string, watch: ChildWatch): Error {
  if (err instanceof McpServerError || err instanceof McpInputError) return err;
  const message = err instanceof Error ? err.message : String(err);
  const rpc = /^MCP error (-?\d+): (.*)$/s.exec(message);
  if (rpc) return new McpServerError(`${source} answered tools/list with error ${rpc[1]}: ${rpc[2].split('\n')[0]}`);
  if (/Connection closed/i.test(message))
    return new McpServerError(`${source} closed the connection before listing its tools${watch.stderrHint()}`);
  return new McpServerError(`${source}: ${message.split('\n')[0]}${watch.stderrHint()}`);
}

/**
 * After a success the server is asked to stop (its stdin is closed, as MCP
 * says), then whatever is left of it is killed; after a failure (a hang, a
 * timeout, garbage) it is killed at once, with every process it started.
 */
export async function closeQuietly(client: Client, watch: ChildWatch, failed: boolean): Promise<void> {
  watch.rememberTree();
  if (failed) await watch.kill();
  try {
    await client.close();
  } catch {
    // already closed
  }
  await watch.kill();
}
