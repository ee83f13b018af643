// Runs the real bundled CLI (`node dist/cli.js`, built by scripts/build.mjs)
// and checks what every run must satisfy whatever the input: an exit code of
// 0, 1 or 2, and no stack trace on stderr.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isOlderThanSources } from '../../build-freshness';
import { reapedChildrenCpuMs } from '../../cpu-time';

export const ROOT = join(__dirname, '..', '..', '..');
export const CLI_JS = join(ROOT, 'dist', 'cli.js');

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** Wall time of the run. */
  ms: number;
  /** CPU time of the CLI process (the runs of one test are sequential, so no other child ends meanwhile). */
  cpuMs: number;
}

/** Wall time after which a run counts as a hang: generous, since the limits on our work are CPU time (`cpuMs`). */
export const HANG_MS = 120_000;

/** Runs `node dist/cli.js ...args`; kills it (and fails the run) after `timeoutMs` of wall time. */
export function runCli(args: string[], timeoutMs = HANG_MS, cwd = ROOT): Promise<CliRun> {
  assertBuilt();
  return new Promise((resolve) => {
    const started = Date.now();
    const cpuBefore = reapedChildrenCpuMs();
    const child = spawn(process.execPath, [CLI_JS, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        code,
        signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        ms: Date.now() - started,
        cpuMs: reapedChildrenCpuMs() - cpuBefore,
      });
    });
  });
}

/** Exit 0/1/2 (never a signal or a crash code) and no stack trace or error dump on stderr. */
export function assertOrderly(run: CliRun, label: string): void {
  assert.equal(run.signal, null, `${label}: killed by ${run.signal} after ${run.ms} ms (a hang?)`);
  assert.ok(run.code === 0 || run.code === 1 || run.code === 2, `${label}: exit ${run.code}\n${run.stderr.slice(0, 2000)}`);
  assert.doesNotMatch(run.stderr, /^\s+at /m, `${label}: a stack trace on stderr:\n${run.stderr.slice(0, 2000)}`);
  assert.doesNotMatch(
    run.stderr,
    /^(\w*Error|Uncaught|node:internal)/m,
    `${label}: an error dump on stderr:\n${run.stderr.slice(0, 2000)}`,
  );
  assert.doesNotMatch(run.stdout, /^\s+at .+:\d+:\d+\)?$/m, `${label}: a stack trace on stdout`);
}

/** A fresh temporary folder, removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `atdf-hostile-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Fails loudly when dist/cli.js is missing or older than the sources: tests must not run stale code. */
function assertBuilt(): void {
  if (!existsSync(CLI_JS)) throw new Error(`${CLI_JS} is missing: run \`node scripts/build.mjs\` first`);
  if (isOlderThanSources(CLI_JS)) throw new Error(`${CLI_JS} is older than server/src: run \`node scripts/build.mjs\` first`);
}
