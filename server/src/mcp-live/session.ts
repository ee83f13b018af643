// A live MCP server kept open for many tools/call requests (`atdf test`):
// started and listed as list-tools.ts does (one deadline, the same clear
// errors), then each call gets its own deadline. A call that hangs stops the
// server (every later call is "not run"), a server that exits mid-run makes
// the call in flight and every later one say so; close() always stops the
// whole process tree.
import type { McpTool } from '../core/index';
import { ChildWatch } from './child-watch';
import { McpServerError } from './errors';
import {
  closeQuietly,
  connectAndList,
  DEFAULT_TIMEOUT_MS,
  displayCommand,
  MAX_GARBAGE_LINES,
  MAX_MESSAGE_BYTES,
  toClearError,
  type ListToolsOptions,
} from './list-tools';
import type { Client, ResultSchema } from './sdk';

/** Characters of a JSON-RPC error message kept for the report. */
const MAX_ERROR_CHARS = 300;

/** What one tools/call came to; `ms` is the time it took. */
export type CallOutcome =
  | { kind: 'result'; result: unknown; ms: number }
  | { kind: 'rpc-error'; code: number; message: string; ms: number }
  | { kind: 'timeout'; ms: number }
  | { kind: 'exited'; stderr: string; ms: number }
  /** The server was stopped or had exited before this call: it was not sent. */
  | { kind: 'not-run'; after: 'timeout' | 'exited' };

export interface McpSession {
  readonly tools: McpTool[];
  call(name: string, args: unknown): Promise<CallOutcome>;
  /** Stops the server and every process it started (idempotent). */
  close(): Promise<void>;
}

/** Starts the server and lists its tools within `timeoutMs`; each later call has `timeoutMs` too. */
export async function openSession(options: ListToolsOptions): Promise<McpSession> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
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
  const client = new sdk.Client({ name: 'atdf-test', version: '0.1.0' }, { capabilities: {} });
  let timer: NodeJS.Timeout | undefined;
  const stop = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new McpServerError(`${source} did not start and list its tools within ${timeoutMs} ms; it was stopped${watch.stderrHint()}`),
        ),
      timeoutMs,
    );
  });
  let tools: McpTool[];
  try {
    tools = await Promise.race([stop, watch.failure, connectAndList(client, transport, source, watch, sdk.ResultSchema)]);
  } catch (err) {
    await closeQuietly(client, watch, true);
    throw toClearError(err, source, watch);
  } finally {
    clearTimeout(timer);
  }
  return new LiveSession(tools, client, watch, sdk.ResultSchema, timeoutMs);
}

class LiveSession implements McpSession {
  private ended: 'timeout' | 'exited' | undefined;
  private closed = false;

  constructor(
    readonly tools: McpTool[],
    private readonly client: Client,
    private readonly watch: ChildWatch,
    private readonly resultSchema: typeof ResultSchema,
    private readonly timeoutMs: number,
  ) {}

  async call(name: string, args: unknown): Promise<CallOutcome> {
    if (this.ended) return { kind: 'not-run', after: this.ended };
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), this.timeoutMs)));
    const exited = this.watch.failure.then(
      () => 'exited' as const,
      () => 'exited' as const,
    );
    const request = this.client.request({ method: 'tools/call', params: { name, arguments: args } }, this.resultSchema, {
      timeout: 2 ** 31 - 1, // our deadline governs
    });
    try {
      const outcome = await Promise.race([request.then((result) => ({ result })), deadline, exited]);
      if (outcome === 'timeout') {
        const took = ms();
        this.ended = 'timeout';
        await this.close();
        return { kind: 'timeout', ms: took };
      }
      if (outcome === 'exited') return this.exited(ms());
      return { kind: 'result', result: outcome.result, ms: ms() };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const rpc = /^MCP error (-?\d+): (.*)$/s.exec(message);
      if (rpc && Number(rpc[1]) !== -32000) return { kind: 'rpc-error', code: Number(rpc[1]), message: oneLine(rpc[2]), ms: ms() };
      return this.exited(ms()); // "Connection closed" and the like
    } finally {
      clearTimeout(timer);
      request.catch(() => undefined); // settles after the race was decided
    }
  }

  private async exited(took: number): Promise<CallOutcome> {
    this.ended = 'exited';
    const stderr = this.watch.stderrHint();
    await this.close();
    return { kind: 'exited', stderr, ms: took };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await closeQuietly(this.client, this.watch, this.ended !== undefined);
  }
}

/** Error text on one line, bounded (a server may put a whole JSON dump in it). */
function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_ERROR_CHARS ? `${flat.slice(0, MAX_ERROR_CHARS)}…` : flat;
}
