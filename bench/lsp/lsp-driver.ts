// A small LSP client over stdio for benchmarks: spawns a server command,
// answers the requests a server sends to its client (configuration,
// capability registration, progress), and lets the caller wait for the
// publishDiagnostics that satisfies a predicate. Every wait has a bound, and
// the child is always killed at the end, so a benchmark never hangs.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';

export interface LspDiagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  message: string;
  severity?: number;
  source?: string;
  code?: string | number;
}

export interface PublishedDiagnostics {
  uri: string;
  version?: number;
  diagnostics: LspDiagnostic[];
  /** performance.now() when the notification arrived. */
  receivedAt: number;
  /** The server process's CPU time (user + system, all threads) when it arrived, in ms; NaN where /proc is missing. */
  serverCpuMs: number;
}

export interface ServerSpec {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  languageId: string;
  /** Answer for one `workspace/configuration` item, by section name. */
  configuration: (section: string | undefined) => unknown;
  /** Settings sent once with workspace/didChangeConfiguration (null: none). */
  didChangeConfigurationSettings: unknown;
}

type Waiter = {
  uri: string;
  accept: (p: PublishedDiagnostics) => boolean;
  resolve: (p: PublishedDiagnostics) => void;
};

export class LspSession {
  private readonly child: ChildProcess;
  private readonly connection: MessageConnection;
  private readonly waiters = new Set<Waiter>();
  private readonly stderrTail: string[] = [];
  private exited: string | null = null;
  private configurationAnswers = 0;
  /** Every publishDiagnostics received, per URI, in arrival order. */
  readonly published = new Map<string, PublishedDiagnostics[]>();

  constructor(readonly spec: ServerSpec) {
    this.child = spawn(spec.command, spec.args, { cwd: spec.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.on('exit', (code, signal) => {
      this.exited = `exited with ${signal ?? `code ${code}`}`;
    });
    this.child.on('error', (err) => {
      this.exited = `could not start: ${err.message}`;
    });
    this.child.stderr!.setEncoding('utf8');
    this.child.stderr!.on('data', (chunk: string) => {
      this.stderrTail.push(chunk);
      if (this.stderrTail.length > 20) this.stderrTail.shift();
    });
    this.connection = createMessageConnection(new StreamMessageReader(this.child.stdout!), new StreamMessageWriter(this.child.stdin!));
    this.connection.onNotification(
      'textDocument/publishDiagnostics',
      (params: Omit<PublishedDiagnostics, 'receivedAt' | 'serverCpuMs'>) => {
        const entry: PublishedDiagnostics = { ...params, receivedAt: performance.now(), serverCpuMs: this.cpuMs() };
        const list = this.published.get(entry.uri) ?? [];
        list.push(entry);
        this.published.set(entry.uri, list);
        for (const waiter of [...this.waiters]) {
          if (waiter.uri === entry.uri && waiter.accept(entry)) {
            this.waiters.delete(waiter);
            waiter.resolve(entry);
          }
        }
      },
    );
    this.connection.onRequest('workspace/configuration', (params: { items: { section?: string }[] }) => {
      this.configurationAnswers++;
      return params.items.map((item) => spec.configuration(item.section) ?? null);
    });
    // Requests a server may send that a client simply acknowledges.
    for (const method of [
      'client/registerCapability',
      'client/unregisterCapability',
      'window/workDoneProgress/create',
      'workspace/semanticTokens/refresh',
      'workspace/codeLens/refresh',
      'workspace/diagnostic/refresh',
      'workspace/inlayHint/refresh',
    ]) {
      this.connection.onRequest(method, () => null);
    }
    this.connection.onRequest('workspace/workspaceFolders', () => null);
    this.connection.onError(() => undefined);
    this.connection.onClose(() => undefined);
    this.connection.listen();
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get configurationRequestsAnswered(): number {
    return this.configurationAnswers;
  }

  describeFailure(): string {
    const tail = this.stderrTail.join('').trim().split('\n').slice(-5).join('\n');
    return `${this.spec.name}${this.exited ? ` ${this.exited}` : ''}${tail ? `; stderr:\n${tail}` : ''}`;
  }

  private async bounded<T>(what: string, ms: number, promise: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${this.spec.name}: no ${what} within ${ms} ms (${this.describeFailure()})`)), ms);
    });
    try {
      return await Promise.race([promise, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async initialize(rootUri: string, timeoutMs: number): Promise<void> {
    await this.bounded(
      'initialize answer',
      timeoutMs,
      this.connection.sendRequest('initialize', {
        processId: process.pid,
        rootUri,
        workspaceFolders: [{ uri: rootUri, name: 'bench' }],
        capabilities: {
          workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true }, workspaceFolders: true },
          textDocument: {
            synchronization: { dynamicRegistration: false, didSave: true },
            publishDiagnostics: { relatedInformation: true, versionSupport: true },
          },
          window: { workDoneProgress: false },
        },
        initializationOptions: {},
      }),
    );
    await this.connection.sendNotification('initialized', {});
    if (this.spec.didChangeConfigurationSettings !== null) {
      await this.connection.sendNotification('workspace/didChangeConfiguration', {
        settings: this.spec.didChangeConfigurationSettings,
      });
    }
  }

  /** Registers the wait before the triggering message is sent, so nothing is missed. */
  waitForDiagnostics(
    uri: string,
    accept: (p: PublishedDiagnostics) => boolean,
    timeoutMs: number,
    what: string,
  ): Promise<PublishedDiagnostics> {
    let waiter!: Waiter;
    const promise = new Promise<PublishedDiagnostics>((resolve) => {
      waiter = { uri, accept, resolve };
      this.waiters.add(waiter);
    });
    return this.bounded(what, timeoutMs, promise).finally(() => this.waiters.delete(waiter));
  }

  async didOpen(uri: string, text: string, version: number): Promise<void> {
    await this.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: this.spec.languageId, version, text },
    });
  }

  async didChange(uri: string, version: number, change: { range: LspDiagnostic['range']; text: string }): Promise<void> {
    await this.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version },
      contentChanges: [change],
    });
  }

  /**
   * The server process's CPU time so far (utime + stime of /proc/PID/stat, all its threads), in ms. On a shared
   * machine this is the figure to compare: wall time counts the other processes' turns on the cores too.
   * (Clock ticks of 10 ms: the kernel's USER_HZ is 100 on Linux.)
   */
  cpuMs(): number {
    if (!this.child.pid) return NaN;
    try {
      const stat = readFileSync(`/proc/${this.child.pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces, in parentheses): utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return NaN;
    }
  }

  /** VmRSS and VmHWM (peak) of the server process, in MB. */
  memory(): { rssMb: number; peakMb: number } | null {
    if (!this.child.pid) return null;
    try {
      const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
      return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
    } catch {
      return null;
    }
  }

  /** Polite shutdown with a bound, then SIGKILL whatever is left. */
  async close(): Promise<void> {
    try {
      if (!this.exited) {
        await this.bounded('shutdown answer', 3000, this.connection.sendRequest('shutdown'));
        await this.connection.sendNotification('exit');
      }
    } catch {
      // The child is killed below either way.
    }
    const gone = new Promise<void>((resolve) => {
      if (this.exited) resolve();
      else this.child.once('exit', () => resolve());
    });
    await Promise.race([gone, new Promise((r) => setTimeout(r, 1000))]);
    if (!this.exited) this.child.kill('SIGKILL');
    this.connection.dispose();
  }
}
