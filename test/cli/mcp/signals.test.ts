// A signal sent to the `atdf` CLI's PID alone (not its process group: `kill
// PID`, a CI runner's timeout, a closed terminal) stops the MCP server it
// started, with every process the server started (wrapper.mjs runs the real
// server as its own child, as `npx` does). The stubborn fake server never
// answers and ignores SIGTERM and the end of its stdin: only a kill from the
// CLI ends it. Survivors are found by walking /proc for the marker the test
// gives the server tree in its environment.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundledCli } from '../../cli-bundle';

const ROOT = path.resolve(__dirname, '../../..');
const WRAPPER = path.join(ROOT, 'test/fixtures/mcp/wrapper.mjs');
const EXAMPLE = path.join(ROOT, 'examples/create-event.atdf.yaml'); // has examples: `atdf test` starts the server
const scratch = mkdtempSync(path.join(tmpdir(), 'atdf-signals-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let CLI: string;
before(async () => (CLI = await bundledCli()));

/** Live (not zombie) processes whose environment holds `marker`. */
function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (stat.charAt(stat.lastIndexOf(')') + 2) === 'Z') continue; // killed, waiting for a reaper that may never come
      if (readFileSync(`/proc/${name}/environ`, 'latin1').split('\0').includes(marker)) found.push(Number(name));
    } catch {
      // exited meanwhile, or not ours
    }
  }
  return found;
}

async function waitFor(check: () => boolean, ms: number, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 25) {
    if (waited > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function signalCliAlone(command: 'import-mcp' | 'test', signal: NodeJS.Signals, t: { after: (fn: () => void) => void }) {
  const pidFile = path.join(scratch, `${command}-${signal}.pid`);
  const marker = `FAKE_PID_FILE=${pidFile}`;
  const server = ['--command', `node ${WRAPPER} stubborn`, '--env', marker, '--timeout', '60000'];
  const args =
    command === 'import-mcp' ? ['import-mcp', ...server, '--out', path.join(scratch, `out-${signal}`)] : ['test', ...server, EXAMPLE];
  // detached: the CLI leads a process group of its own, so nothing but our kill(PID) reaches it or its children.
  const cli = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  t.after(() => {
    for (const pid of processesWith(marker)) process.kill(pid, 'SIGKILL'); // never leave one behind, even when failing
  });
  let stderr = '';
  cli.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  cli.stdout.resume();
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    cli.on('close', (code, sig) => resolve({ code, signal: sig })),
  );
  await waitFor(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8') !== '', 15_000, 'the server to start');
  const tree = processesWith(marker);
  assert.equal(tree.length, 2, `the wrapper and the server run (${tree.join(', ')})`);
  process.kill(cli.pid!, signal);
  const end = await ended;
  assert.equal(end.signal, signal, `the CLI ended by ${signal} (code ${end.code}, stderr: ${stderr})`);
  assert.match(stderr, new RegExp(`atdf: stopped by ${signal}`));
  await waitFor(() => processesWith(marker).length === 0, 5000, 'the server tree to be gone').catch(() => undefined);
  assert.deepEqual(processesWith(marker), [], `no process of the server's tree survives ${signal} to the CLI`);
}

const linux = process.platform === 'linux' ? {} : { skip: 'walks /proc' };

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  test(`import-mcp --command: ${signal} to the CLI alone stops the server's whole tree`, linux, (t) =>
    signalCliAlone('import-mcp', signal, t),
  );
}

test("atdf test --command: SIGTERM to the CLI alone stops the server's whole tree", linux, (t) => signalCliAlone('test', 'SIGTERM', t));
