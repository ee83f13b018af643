// `atdf proxy --lockfile`: a tool changed since `atdf pin` is not served; and
// upstream drift: a server whose tool differs from the one its ATDF file was
// imported from (faulty-server.mjs with DRIFT=1: other annotations, one more
// input) is refused in enforce mode, naming what changed, served in report mode.
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { assertGone, atdf, FIXTURES, scratchDir, stdioProxy } from './helpers';

const FAULTY = `${process.execPath} ${path.join(FIXTURES, 'faulty-server.mjs')}`;

async function servedNames(args: string[]): Promise<{ names: string[]; stderr: string }> {
  const proxy = await stdioProxy(args);
  const tree = proxy.tree();
  try {
    const { tools } = await proxy.client.listTools();
    return { names: tools.map((t) => t.name), stderr: proxy.stderr() };
  } finally {
    await proxy.close();
    await assertGone(tree);
  }
}

test('lockfile: a tool edited since it was pinned is not served (named on stderr and in the log)', async () => {
  const dir = scratchDir();
  const file = path.join(dir, 'echo.atdf.yaml');
  const lock = path.join(dir, 'atdf.lock.json');
  const log = path.join(dir, 'calls.jsonl');
  copyFileSync(path.join(FIXTURES, 'faulty.atdf.yaml'), file);
  const pinned = await atdf(['pin', '--lockfile', lock, file]);
  assert.equal(pinned.code, 0, pinned.stderr);
  const before = await servedNames(['--command', FAULTY, '--lockfile', lock, file]);
  assert.deepEqual(before.names, ['echo'], 'control: as pinned, it is served');
  writeFileSync(file, readFileSync(file, 'utf8').replace('Echoes back the input string.', 'Echoes back the input string, always.'));
  const after = await servedNames(['--command', FAULTY, '--lockfile', lock, '--log', log, file]);
  assert.deepEqual(after.names, []);
  assert.match(after.stderr, /not served: "echo": .*echo\.atdf\.yaml: changed since it was pinned \(description\)/);
  const note = readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { event: string; tool?: string; reason?: string })
    .find((r) => r.event === 'not-served' && r.tool === 'echo');
  assert.equal(note?.reason, 'pin-changed');
});

test('drift: a server whose tool changed since import-mcp is refused in enforce mode, naming what changed', async () => {
  const dir = scratchDir();
  const out = path.join(dir, 'imported');
  const imported = await atdf(['import-mcp', '--command', FAULTY, '--out', out]);
  assert.equal(imported.code, 0, imported.stderr);
  const same = await servedNames(['--command', FAULTY, out]);
  assert.deepEqual(same.names, ['echo'], 'control: the server as imported is served');
  const drifted = await servedNames(['--command', FAULTY, '--env', 'DRIFT=1', out]);
  assert.deepEqual(drifted.names, []);
  assert.match(
    drifted.stderr,
    /not served: "echo": the server's definition differs from .*echo\.atdf\.yaml's: annotations changed; input "loud" added by the server/,
  );
  const report = await servedNames(['--command', FAULTY, '--env', 'DRIFT=1', '--mode', 'report', out]);
  assert.deepEqual(report.names, ['echo']);
  assert.match(report.stderr, /served anyway \(report mode\): "echo": the server's definition differs/);
});

test('undescribed and missing tools: --allow-undescribed serves the first, an ATDF tool the server lacks is never served', async () => {
  const getSum = path.join(FIXTURES, 'get-sum.atdf.yaml');
  const enforce = await servedNames(['--command', FAULTY, getSum]);
  assert.deepEqual(enforce.names, []);
  assert.match(enforce.stderr, /not served: "echo": no ATDF file describes it/);
  assert.match(enforce.stderr, /not served: "get-sum": .*get-sum\.atdf\.yaml: the server has no tool of that name/);
  const allowed = await servedNames(['--command', FAULTY, '--allow-undescribed', getSum]);
  assert.deepEqual(allowed.names, ['echo']);
});
