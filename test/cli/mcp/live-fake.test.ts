// The live client against small fake servers that misbehave on purpose
// (test/fixtures/mcp/fake-server.mjs): every failure is one clear error, and
// the server's PID is gone when listToolsFromCommand settles.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join, resolve } from 'node:path';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { McpServerError } from '../../../server/src/mcp-live/errors';
import { listToolsFromCommand } from '../../../server/src/mcp-live/list-tools';
import { McpInputError } from '../../../server/src/core/mcp/types';
import { isAlive } from '../../../server/src/mcp-live/process-tree';

const FAKE = resolve(__dirname, '../../fixtures/mcp/fake-server.mjs');
const WRAPPER = resolve(__dirname, '../../fixtures/mcp/wrapper.mjs');

/** Gone: no such process, or a zombie (killed; its parent is gone and this container's init does not reap). */
function isGone(pid: number): boolean {
  return !isAlive(pid);
}

async function run(mode: string, timeoutMs = 5000) {
  let pid: number | undefined;
  const started = Date.now();
  const outcome = await listToolsFromCommand({ command: process.execPath, args: [FAKE, mode], timeoutMs, onSpawn: (p) => (pid = p) }).then(
    (tools) => ({ tools, error: undefined as Error | undefined }),
    (error: Error) => ({ tools: undefined, error }),
  );
  assert.ok(pid !== undefined, 'the server was started');
  assert.ok(isGone(pid), `server PID ${pid} is gone`);
  return { ...outcome, ms: Date.now() - started };
}

test('follows nextCursor over three pages and keeps every member of every tool', async () => {
  const { tools, error } = await run('paged');
  assert.equal(error, undefined);
  assert.deepEqual(
    tools!.map((t) => t.name),
    ['alpha', 'beta', 'gamma', 'delta', 'epsilon'],
  );
  assert.deepEqual(tools![3]._meta, { 'example.com/x': 1 });
  assert.deepEqual(tools![4].outputSchema, { type: 'object', properties: { n: { type: 'number' } } });
});

test('a malformed tool on page 2 is named, with the reason', async () => {
  const { error } = await run('bad-tool');
  assert.ok(error instanceof McpInputError);
  assert.match(error.message, /\(page 2\): tools\[1\] "delta" has no "inputSchema"/);
});

test('a JSON-RPC error to tools/list', async () => {
  const { error } = await run('rpc-error');
  assert.ok(error instanceof McpServerError);
  assert.match(error.message, /answered tools\/list with error -32601: Method not found/);
});

test('a cursor that never ends', async () => {
  const { error } = await run('cursor-loop');
  assert.match(String(error?.message), /repeats the tools\/list cursor "again"/);
});

test('a server that hangs: clear error right after the timeout, child killed', async () => {
  const { error, ms } = await run('hang', 800);
  assert.ok(error instanceof McpServerError);
  assert.match(error.message, /did not finish listing its tools within 800 ms; it was stopped/);
  assert.ok(ms < 800 + 3000, `took ${ms} ms`);
});

test('a server that exits mid-handshake: error with its stderr', async () => {
  const { error } = await run('exit');
  assert.ok(error instanceof McpServerError);
  assert.equal(error.message.split('\n').slice(1).join('\n'), '  its stderr ended with:\n    fake-server: giving up on purpose');
  assert.match(error.message, /exited during the MCP handshake\n/);
});

test('a server that crashes: its last meaningful stderr lines, whole, without stack frames or colours', async () => {
  const { error } = await run('crash');
  assert.ok(error instanceof McpServerError);
  const [first, ...rest] = error.message.split('\n');
  assert.match(first, /exited during the MCP handshake$/);
  assert.deepEqual(rest, [
    '  its stderr ended with:',
    '    log line 6: loading plugin 6',
    '    log line 7: loading plugin 7',
    '    log line 8: loading plugin 8',
    '    log line 9: loading plugin 9',
    '    log line 10: loading plugin 10',
    '    log line 11: loading plugin 11',
    '    log line 12: loading plugin 12',
    '    file:///srv/server/dist/index.js:12',
    "        throw new Error('API token is required. Set API_TOKEN and retry.');",
    '    Error: API token is required. Set API_TOKEN and retry.',
  ]);
});

test('a server that floods stdout with non-JSON lines', async () => {
  const { error } = await run('garbage');
  assert.match(String(error?.message), /writes output that is not JSON-RPC on stdout/);
});

test('a server that floods stdout without newlines is stopped at the size limit', async () => {
  // The deadline is only a hang guard here (the size limit must stop the server first): reading the 16 MB took
  // over 20 s of wall time at a load average of 12 on 2 cores.
  const { error } = await run('flood', 120_000);
  assert.match(String(error?.message), /wrote more than the allowed size on stdout/);
});

test('a command that does not exist, and one that is not executable', async () => {
  await assert.rejects(
    listToolsFromCommand({ command: 'no-such-command-atdf-test' }),
    /could not start "no-such-command-atdf-test": command not found/,
  );
  await assert.rejects(listToolsFromCommand({ command: FAKE.replace(/\.mjs$/, '.missing') }), /command not found/);
});

test('an abort signal stops the server', async () => {
  const controller = new AbortController();
  let pid: number | undefined;
  const pending = listToolsFromCommand({
    command: process.execPath,
    args: [FAKE, 'hang'],
    signal: controller.signal,
    onSpawn: (p) => (pid = p),
  });
  setTimeout(() => controller.abort(), 300);
  await assert.rejects(pending, /cancelled/);
  assert.ok(pid !== undefined && isGone(pid));
});

test('a server with no tools gives an empty list', async () => {
  const { tools } = await run('no-tools');
  assert.deepEqual(tools, []);
});

test('a server started through a wrapper (as npx does) that ignores SIGTERM and EOF: the wrapper and the real server are both gone', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'atdf-wrapped-'));
  const pidFile = join(dir, 'server.pid');
  let wrapperPid: number | undefined;
  const error = await listToolsFromCommand({
    command: process.execPath,
    args: [WRAPPER, 'stubborn'],
    env: { FAKE_PID_FILE: pidFile },
    // 5 s, not less: under load the wrapper and the server it starts (two Node processes) took longer than
    // 1.5 s to start, so the server never wrote the PID the test checks.
    timeoutMs: 5000,
    onSpawn: (p) => (wrapperPid = p),
  }).then(
    () => undefined,
    (e: Error) => e,
  );
  assert.ok(error instanceof McpServerError);
  assert.match(error.message, /did not finish listing its tools within 5000 ms/);
  const serverPid = Number(readFileSync(pidFile, 'utf8'));
  assert.ok(serverPid > 0 && serverPid !== wrapperPid, 'the real server ran as a child of the wrapper');
  assert.ok(isGone(wrapperPid!), `wrapper PID ${wrapperPid} is gone`);
  assert.ok(isGone(serverPid), `real server PID ${serverPid} (the wrapper's child) is gone`);
  rmSync(dir, { recursive: true, force: true });
});

test('a wrapped server that answers: after a successful import its real server is gone too', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'atdf-wrapped-'));
  const pidFile = join(dir, 'server.pid');
  const tools = await listToolsFromCommand({
    command: process.execPath,
    args: [WRAPPER, 'paged'],
    env: { FAKE_PID_FILE: pidFile },
    timeoutMs: 10_000,
  });
  assert.equal(tools.length, 5);
  const serverPid = Number(readFileSync(pidFile, 'utf8'));
  assert.ok(isGone(serverPid), `real server PID ${serverPid} is gone`);
  rmSync(dir, { recursive: true, force: true });
});
