// A live MCP server kept open for many tools/call requests (`atdf test`, the
// Test Explorer): started and listed by live-server.ts (one deadline, the same
// clear errors as import), then each call gets its own deadline. A call that
// hangs stops the server (every later call is "not run"), a server that exits
// mid-run makes the call in flight and every later one say so; close() always
// stops the whole process tree.
import type { McpTool } from '../core/index';
import { startServer, type LiveServer, type ServerOptions } from './live-server';

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
export async function openSession(options: ServerOptions): Promise<McpSession> {
  return new LiveSession(await startServer(options, 'atdf-test'));
}

class LiveSession implements McpSession {
  private ended: 'timeout' | 'exited' | undefined;

  constructor(private readonly server: LiveServer) {}

  get tools(): McpTool[] {
    return this.server.tools;
  }

  async call(name: string, args: unknown): Promise<CallOutcome> {
    if (this.ended) return { kind: 'not-run', after: this.ended };
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), this.server.timeoutMs)));
    const exited = this.server.watch.failure.then(
      () => 'exited' as const,
      () => 'exited' as const,
    );
    const request = this.server.request('tools/call', { name, arguments: args });
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
    const stderr = this.server.watch.stderrHint();
    await this.close();
    return { kind: 'exited', stderr, ms: took };
  }

  close(): Promise<void> {
    return this.server.stop(this.ended !== undefined);
  }
}

/** Error text on one line, bounded (a server may put a whole JSON dump in it). */
function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_ERROR_CHARS ? `${flat.slice(0, MAX_ERROR_CHARS)}…` : flat;
}
