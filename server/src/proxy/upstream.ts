// The real MCP server behind the proxy, started with the machinery of
// `atdf test` and `import-mcp` (mcp-live/live-server.ts: one deadline to start
// and list, clear errors, the whole process tree killed). Unlike `atdf test`, a
// call that hangs does not stop it: the call is cancelled (MCP
// notifications/cancelled) and answered with a timeout, and the next call is
// tried. Once the server has exited, every call says so at once.
import type { McpTool, SkippedTool } from '../core/index';
import { startServer, type LiveServer, type ServerOptions } from '../mcp-live/live-server';

/** Characters of an upstream JSON-RPC error message passed on. */
const MAX_ERROR_CHARS = 500;

export type UpstreamOutcome =
  | { kind: 'result'; result: Record<string, unknown> }
  | { kind: 'rpc-error'; code: number; message: string }
  | { kind: 'bad-result'; detail: string }
  /** The arguments could not be written as JSON (nested deeper than JSON.stringify goes): not sent. */
  | { kind: 'unsendable'; detail: string }
  | { kind: 'timeout' }
  | { kind: 'cancelled' }
  | { kind: 'exited'; detail: string };

export class Upstream {
  private exitedDetail: string | undefined;
  /**
   * The calls waiting on the server, told once when it exits. Not a `.then` on the watch per call: the server's
   * failure promise stays pending while it runs, so each call's reaction (and with it the call's whole scope: its
   * AbortController, timer and promises) was kept until the server exited, ~4.7 KB a call (210 MB of RSS after
   * 20,000 calls; bench/mcp/proxy.bench.ts --calls 20000).
   */
  private readonly exitWaiters = new Set<() => void>();

  private constructor(private readonly server: LiveServer) {
    server.watch.failure.catch((err: unknown) => {
      this.exitedDetail = err instanceof Error ? err.message : String(err);
      for (const waiter of this.exitWaiters) waiter();
      this.exitWaiters.clear();
    });
  }

  /** How many calls wait on the server now (what a finished call must not leave behind). */
  get waitingCalls(): number {
    return this.exitWaiters.size;
  }

  /** Starts the server and lists its tools within `timeoutMs`; tools that break the MCP rules are given to `skip`. */
  static async start(options: ServerOptions, skip: (bad: SkippedTool[]) => void): Promise<Upstream> {
    return new Upstream(await startServer(options, 'atdf-proxy', { skip }));
  }

  get tools(): McpTool[] {
    return this.server.tools;
  }

  /** `server "node server.js"`, for messages. */
  get source(): string {
    return this.server.source;
  }

  /** One tools/call with its own deadline; aborting `signal` (the client cancelled) cancels it upstream too. */
  async call(name: string, args: Record<string, unknown>, timeoutMs: number, signal?: AbortSignal): Promise<UpstreamOutcome> {
    if (this.exitedDetail !== undefined) return this.exited();
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const onCancel = () => abort.abort('cancelled by the client');
    signal?.addEventListener('abort', onCancel, { once: true });
    const deadline = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => {
        resolve('timeout');
        abort.abort(`no answer within ${timeoutMs} ms`);
      }, timeoutMs);
    });
    let onExit: () => void = () => undefined;
    const exited = new Promise<'exited'>((resolve) => {
      onExit = () => resolve('exited');
      this.exitWaiters.add(onExit);
    });
    const request = this.server.request('tools/call', { name, arguments: args }, abort.signal);
    try {
      const outcome = await Promise.race([request.then((result) => ({ result })), deadline, exited]);
      if (outcome === 'timeout') return { kind: 'timeout' };
      if (outcome === 'exited') return this.exited();
      const result = outcome.result;
      if (typeof result !== 'object' || result === null || Array.isArray(result))
        return { kind: 'bad-result', detail: `answered ${JSON.stringify(result)?.slice(0, 100)}` };
      const record = result as Record<string, unknown>;
      if (!Array.isArray(record.content) && record.structuredContent === undefined)
        return { kind: 'bad-result', detail: 'answered without a "content" array' };
      return { kind: 'result', result: record };
    } catch (err) {
      if (signal?.aborted) return { kind: 'cancelled' };
      if (abort.signal.aborted) return { kind: 'timeout' };
      await Promise.resolve(); // a close is seen by the watch in the same turn
      if (this.exitedDetail !== undefined) return this.exited();
      const message = err instanceof Error ? err.message : String(err);
      // JSON.stringify recurses: arguments nested some thousands deep (which JSON.parse reads) cannot be sent on.
      if (err instanceof RangeError) return { kind: 'unsendable', detail: err.message };
      // The SDK checks the answer's shape first: a response that is not a JSON-RPC result object.
      if ((err as { name?: string }).name === 'ZodError') return { kind: 'bad-result', detail: 'answered with a malformed result' };
      const rpc = /^MCP error (-?\d+): (.*)$/s.exec(message);
      if (rpc && Number(rpc[1]) !== -32000) return { kind: 'rpc-error', code: Number(rpc[1]), message: oneLine(rpc[2]) };
      return { kind: 'exited', detail: oneLine(message) + this.server.watch.stderrHint() };
    } finally {
      clearTimeout(timer);
      this.exitWaiters.delete(onExit);
      signal?.removeEventListener('abort', onCancel);
      request.catch(() => undefined); // settles after the race was decided
    }
  }

  private exited(): UpstreamOutcome {
    const detail = this.exitedDetail ?? '';
    // The watch says "exited before listing its tools" (import's wording); the proxy had listed them.
    return { kind: 'exited', detail: detail.replace(/ exited (before listing its tools|during the MCP handshake)/, ' exited') };
  }

  /** Stops the server and every process it started (idempotent). */
  stop(): Promise<void> {
    return this.server.stop(this.exitedDetail !== undefined);
  }
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_ERROR_CHARS ? `${flat.slice(0, MAX_ERROR_CHARS)}…` : flat;
}
