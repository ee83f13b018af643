// Watches the child process behind a StdioClientTransport: keeps the tail of
// its stderr for error messages, notices when it exits early or floods stdout
// with non-JSON-RPC output, and kills it for sure, with every process it
// started (SIGKILL, then waits until the PIDs are gone).
import { StringDecoder } from 'node:string_decoder';
import type { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { redactText, type Redaction } from '../core/index';
import { McpServerError } from './errors';
import { descendantsOf, isAlive, killAll } from './process-tree';
import { meaningfulTail } from './stderr-tail';

/** Characters of stderr kept (the end of it): enough for the last lines of a stack trace. */
const STDERR_TAIL_CHARS = 16_384;

export function describeStartError(err: unknown, shown: string): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return `could not start "${shown}": command not found (check the command, its path and PATH)`;
  if (code === 'EACCES') return `could not start "${shown}": permission denied (is the file executable?)`;
  if (code === 'ENOTDIR' || code === 'EISDIR') return `could not start "${shown}": not an executable file`;
  return undefined;
}

export class ChildWatch {
  /** PID of the server, known once it has started. */
  pid: number | undefined;
  /** Rejects when the server misbehaves in a way no request would notice in time. */
  readonly failure: Promise<never>;
  private fail!: (err: McpServerError) => void;
  private stderrTail = '';
  private stderrCut = false;
  private garbageLines = 0;
  private handshake = false;
  /** Processes the server started, as last seen (a wrapper's child outlives the link once the wrapper is gone). */
  private readonly tree = new Set<number>();

  constructor(
    private readonly transport: StdioClientTransport,
    private readonly shown: string,
    private readonly maxGarbageLines: number,
    onSpawn?: (pid: number) => void,
    private readonly redact: readonly Redaction[] = [],
  ) {
    this.failure = new Promise<never>((_, reject) => (this.fail = reject));
    this.failure.catch(() => undefined); // a late failure after success is not an unhandled rejection
    const decoder = new StringDecoder('utf8'); // a character split between two chunks stays whole
    transport.stderr?.on('data', (chunk: Buffer) => {
      const tail = this.stderrTail + decoder.write(chunk);
      if (tail.length > STDERR_TAIL_CHARS) this.stderrCut = true;
      this.stderrTail = tail.slice(-STDERR_TAIL_CHARS);
    });
    // The Client chains its own handlers after these (Protocol.connect keeps them).
    transport.onerror = (error) => this.onTransportError(error);
    transport.onclose = () => {
      const when = this.handshake ? 'before listing its tools' : 'during the MCP handshake';
      this.fail(new McpServerError(`server "${shown}" exited ${when}${this.stderrHint()}`));
    };
    const start = transport.start.bind(transport);
    transport.start = async () => {
      await start();
      this.pid = transport.pid ?? undefined;
      if (this.pid !== undefined) onSpawn?.(this.pid);
    };
  }

  handshakeDone(): void {
    this.handshake = true;
  }

  private onTransportError(error: Error): void {
    const message = error.message ?? '';
    if (/ReadBuffer exceeded/.test(message)) {
      this.fail(
        new McpServerError(`server "${this.shown}" wrote more than the allowed size on stdout without a complete message; stopped`),
      );
      return;
    }
    // Unparseable stdout lines arrive here as JSON or schema errors, one per line.
    if (error instanceof SyntaxError || error.name === 'ZodError' || /JSON|invalid_union|Invalid input/i.test(message)) {
      this.garbageLines++;
      if (this.garbageLines > this.maxGarbageLines) {
        this.fail(
          new McpServerError(
            `server "${this.shown}" writes output that is not JSON-RPC on stdout (${this.garbageLines} bad lines); ` +
              'an MCP stdio server must write only JSON-RPC messages there (logs go to stderr)',
          ),
        );
      }
    }
  }

  /** Explains a failure of client.connect(): spawn errors get a plain-language message. */
  explainStart(err: unknown): Error {
    const plain = describeStartError(err, this.shown);
    if (plain) return new McpServerError(plain);
    return err instanceof Error ? err : new Error(String(err));
  }

  /** The last meaningful lines of the server's stderr, on lines of their own after the message, or '' when it said nothing. */
  stderrHint(): string {
    const lines = meaningfulTail(this.stderrTail, this.stderrCut);
    if (lines.length === 0) return '';
    // A server may print its own argv or environment: its tokens are hidden like the command line's.
    return '\n  its stderr ended with:' + lines.map((line) => `\n    ${redactText(line, this.redact)}`).join('');
  }

  /** Notes the processes the server has started so far (call before closing: once it exits, its children lose the link). */
  rememberTree(): void {
    if (this.pid === undefined || !isAlive(this.pid)) return;
    for (const pid of descendantsOf(this.pid)) this.tree.add(pid);
  }

  /** SIGKILL the server and every process it started that still runs, without waiting (the process is ending). */
  killNow(): void {
    if (this.pid === undefined) return;
    this.rememberTree();
    killAll([this.pid, ...this.tree].filter(isAlive));
  }

  /** SIGKILL the server and every process it started that still runs, and wait (up to 5 s) until they are gone. */
  async kill(): Promise<void> {
    const pid = this.pid;
    if (pid === undefined) return;
    this.rememberTree();
    const all = [pid, ...this.tree].filter(isAlive);
    if (all.length === 0) return;
    killAll(all);
    for (let waited = 0; waited < 5000 && all.some(isAlive); waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
