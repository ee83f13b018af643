// Both ways into a live server, import's listing (listToolsFromCommand) and a
// kept session (openSession, for `atdf test` and the Test Explorer), start and
// stop it through mcp-live/live-server.ts: the same timeout range, the same
// kill at the deadline, the same redacted stderr tail. Against the fake
// server (test/fixtures/mcp/fake-server.mjs), each test on both paths.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { McpServerError } from '../../../server/src/mcp-live/errors';
import { listToolsFromCommand } from '../../../server/src/mcp-live/list-tools';
import type { ServerOptions } from '../../../server/src/mcp-live/live-server';
import { isAlive } from '../../../server/src/mcp-live/process-tree';
import { openSession } from '../../../server/src/mcp-live/session';

const FAKE = resolve(__dirname, '../../fixtures/mcp/fake-server.mjs');

/** Each path started, listed and stopped: the tool names, or the error. */
const PATHS: [string, (options: ServerOptions) => Promise<string[]>][] = [
  ['listToolsFromCommand', async (options) => (await listToolsFromCommand(options)).map((t) => t.name)],
  [
    'openSession',
    async (options) => {
      const session = await openSession(options);
      await session.close();
      return session.tools.map((t) => t.name);
    },
  ],
];

async function failure(start: Promise<unknown>): Promise<Error> {
  const error = await start.then(
    () => undefined,
    (err: Error) => err,
  );
  assert.ok(error instanceof McpServerError, `a clear McpServerError, got ${String(error)}`);
  return error;
}

for (const [path, start] of PATHS) {
  test(`${path}: lists the fake server's tools and stops it`, async () => {
    let pid: number | undefined;
    const names = await start({ command: process.execPath, args: [FAKE, 'paged'], onSpawn: (p) => (pid = p) });
    assert.deepEqual(names, ['alpha', 'beta', 'gamma', 'delta', 'epsilon']);
    assert.ok(pid !== undefined && !isAlive(pid), `server PID ${pid} is gone`);
  });

  test(`${path}: a timeout a Node timer cannot hold is refused before anything starts`, async () => {
    for (const timeoutMs of [2 ** 31, 3_000_000_000, 0, -5, Number.NaN, Infinity]) {
      let spawned = false;
      const error = await failure(start({ command: process.execPath, args: [FAKE, 'paged'], timeoutMs, onSpawn: () => (spawned = true) }));
      assert.equal(error.message, `timeout must be a positive number of ms up to 2147483647 (about 24 days), got ${timeoutMs}`);
      assert.equal(spawned, false, `no server started for ${timeoutMs}`);
    }
  });

  test(`${path}: a server that hangs is killed at the deadline, with one clear error`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atdf-live-hang-'));
    const pidFile = join(dir, 'pid');
    try {
      const started = Date.now();
      const error = await failure(
        start({ command: process.execPath, args: [FAKE, 'hang'], env: { FAKE_PID_FILE: pidFile }, timeoutMs: 800 }),
      );
      const took = Date.now() - started;
      assert.match(error.message, /^server ".*fake-server\.mjs hang" did not finish listing its tools within 800 ms; it was stopped/);
      assert.ok(took >= 790 && took < 10_000, `settled right after the deadline (${took} ms)`);
      const pid = Number(readFileSync(pidFile, 'utf8'));
      assert.ok(!isAlive(pid), `server PID ${pid} is gone`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test(`${path}: the server's stderr in the error has its secrets hidden, as its command line has`, async () => {
    const known = 'known-secret-value-9f8e7d';
    const token = 'ghp_' + 'Zy9Xw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe';
    // echo-args prints its own arguments on stderr, then exits.
    const error = await failure(
      start({
        command: process.execPath,
        args: [FAKE, 'echo-args', '--key', known, '--token', token],
        redact: [{ value: known, as: '${env:MY_KEY}' }],
      }),
    );
    assert.match(error.message, /its stderr ended with:\n {4}fake-server: bad arguments: --key \$\{env:MY_KEY\} --token \*\*\*$/);
    assert.ok(!error.message.includes(known) && !error.message.includes(token), error.message);
  });
}
