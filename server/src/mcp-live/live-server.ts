// Starting and stopping a live MCP server over stdio: the one place that does
// it, for import's listing (list-tools.ts) and for `atdf test` and the Test
// Explorer (session.ts). Spawned with the MCP SDK's StdioClientTransport and
// watched by ChildWatch (its stderr tail, redacted; an early exit; garbage on
// stdout; the processes it started).
//
// Guarantees: a timeout a Node timer cannot hold is refused (past 2^31 - 1 ms
// it would fire after 1 ms); one deadline covers spawn, handshake and every
// page of the first tools/list; on any failure, timeout or abort the server is
// killed with its whole process tree and we wait until it is gone, then the
// error is one clear message; stop() after a success closes its stdin first,
// as MCP says. Until stop() has finished the server is in running-servers.ts,
// so a signal that ends this process ends the server's tree too. The SDK is loaded on first use only (see sdk.ts).
import { McpInputError, type CutString, type McpTool, type Redaction, type SkippedTool } from '../core/index';
import { ChildWatch } from './child-watch';
import { displayCommand } from './display-command';
import { McpServerError } from './errors';
import { listPages } from './list-pages';
import { trackServer, untrackServer } from './running-servers';
import type { Client, ResultSchema, StdioClientTransport } from './sdk';

export const DEFAULT_TIMEOUT_MS = 30_000;
/** The longest timer Node can set (2^31 - 1 ms, about 24.8 days): a longer one fires after 1 ms. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/** Lines of non-JSON-RPC output on stdout tolerated before we call the server broken. */
const MAX_GARBAGE_LINES = 20;
/** Largest stdout message (or run of bytes without a newline) accepted. */
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024; // the SDK buffers stdout quadratically: keep this modest

export interface ServerOptions {
  command: string;
  args?: string[];
  /** Added to the small safe environment the SDK passes (PATH, HOME, ...). */
  env?: Record<string, string>;
  cwd?: string;
  /** Values to hide wherever the command line or the server's stderr is shown (from `${env:...}`; see redact.ts). */
  redact?: Redaction[];
  /** Deadline for starting and listing, in ms (default 30 s), from 1 to MAX_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Aborting while the server starts stops it and rejects with "cancelled". */
  signal?: AbortSignal;
  /** Called with the server's PID once it has started (tests check it is gone afterwards). */
  onSpawn?: (pid: number) => void;
  /** Appended to the timeout message: how to give more time, where the caller has a way (TIMEOUT_OPTION_HINT). */
  timeoutHint?: string;
}

/** The timeout hint of the CLI commands, which read `--timeout MS`. */
export const TIMEOUT_OPTION_HINT = '. Give more time with --timeout MS if it is just slow.';

/** How the first tools/list treats tools that break the MCP rules (list-pages.ts). */
export interface Listing {
  skip?: (bad: SkippedTool[]) => void;
  onCut?: (cuts: CutString[]) => void;
}

/** A started server whose tools are listed. */
export interface LiveServer {
  readonly tools: McpTool[];
  /** `server "node server.js"`, for messages. */
  readonly source: string;
  readonly timeoutMs: number;
  readonly watch: ChildWatch;
  /** A JSON-RPC request with the SDK's own deadline off: the caller's governs (aborting `signal` sends notifications/cancelled). */
  request(method: string, params: Record<string, unknown>, signal?: AbortSignal): Promise<unknown>;
  /** Stops the server and every process it started; `failed` (a hang, a timeout) kills it at once. Idempotent. */
  stop(failed: boolean): Promise<void>;
}

/** Starts the server and lists its tools within the deadline; on failure the server is gone before this rejects. */
export async function startServer(options: ServerOptions, clientName: string, listing: Listing = {}): Promise<LiveServer> {
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
  trackServer(watch); // until stop() has finished: a signal to this process stops it too
  const client = new sdk.Client({ name: clientName, version: '0.1.0' }, { capabilities: {} });
  const server = new StdioServer(source, timeoutMs, watch, client, sdk.ResultSchema);
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new McpServerError(
            `${source} did not finish listing its tools within ${timeoutMs} ms; it was stopped${options.timeoutHint ?? ''}${watch.stderrHint()}`,
          ),
        ),
      timeoutMs,
    );
    onAbort = () => reject(new McpServerError(`${source}: cancelled`));
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    const listed = connect(client, transport, watch).then(() => listPages(server, listing.skip, listing.onCut));
    server.tools = await Promise.race([deadline, watch.failure, listed]);
    return server;
  } catch (err) {
    await server.stop(true);
    throw toClearError(err, source, watch);
  } finally {
    clearTimeout(timer);
    if (onAbort) options.signal?.removeEventListener('abort', onAbort);
  }
}

async function connect(client: Client, transport: StdioClientTransport, watch: ChildWatch): Promise<void> {
  try {
    await client.connect(transport);
  } catch (err) {
    throw watch.explainStart(err);
  }
  watch.handshakeDone();
}

function toClearError(err: unknown, source: string, watch: ChildWatch): Error {
  if (err instanceof McpServerError || err instanceof McpInputError) return err;
  const message = err instanceof Error ? err.message : String(err);
  const rpc = /^MCP error (-?\d+): (.*)$/s.exec(message);
  if (rpc) return new McpServerError(`${source} answered tools/list with error ${rpc[1]}: ${rpc[2].split('\n')[0]}`);
  if (/Connection closed/i.test(message))
    return new McpServerError(`${source} closed the connection before listing its tools${watch.stderrHint()}`);
  return new McpServerError(`${source}: ${message.split('\n')[0]}${watch.stderrHint()}`);
}

class StdioServer implements LiveServer {
  tools: McpTool[] = [];
  private stopped: Promise<void> | undefined;

  constructor(
    readonly source: string,
    readonly timeoutMs: number,
    readonly watch: ChildWatch,
    private readonly client: Client,
    private readonly resultSchema: typeof ResultSchema,
  ) {}

  request(method: string, params: Record<string, unknown>, signal?: AbortSignal): Promise<unknown> {
    return this.client.request({ method, params }, this.resultSchema, { timeout: MAX_TIMEOUT_MS, ...(signal ? { signal } : {}) });
  }

  stop(failed: boolean): Promise<void> {
    this.stopped ??= this.close(failed);
    return this.stopped;
  }

  /**
   * After a success the server is asked to stop (its stdin is closed), then
   * whatever is left of it is killed; after a failure it is killed at once.
   */
  private async close(failed: boolean): Promise<void> {
    this.watch.rememberTree();
    if (failed) await this.watch.kill();
    try {
      await this.client.close();
    } catch {
      // already closed
    }
    await this.watch.kill();
    untrackServer(this.watch);
  }
}
