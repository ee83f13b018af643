// Changes as a careless or hostile client sends them, over the real server: a
// burst of changes is validated once at its newest version, and a version
// number sent twice is new content.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LspClient } from '../harness';
import { V2_TOOL, replaceOnce } from '../fixtures';
import { assertServerAnswers } from './support';

function stream(count: number, name: string): string {
  const docs: string[] = [];
  for (let i = 0; i < count; i++) docs.push(V2_TOOL.replace('tool_id: files.copy', `tool_id: ${name}.tool_${i}`));
  return docs.join('---\n');
}

test('a burst of 1,000 changes on a 500-tool stream is not validated 1,000 times', async () => {
  const { client } = await LspClient.start();
  try {
    const uri = 'file:///ws/burst.atdf.yaml';
    const text = stream(500, 'burst');
    await client.open(uri, text);
    await client.diagnosticsFor(uri, 1, 60_000);
    const before = client.publishCount(uri);
    // Every change inserts one letter at the same place (inside the first tool's description).
    const position = positionAt(text, text.indexOf('Copies a file'));
    // One write: a burst is what an editor sends while the server is busy, and the pipe delivers it at once
    // whatever the load of the machine running this test.
    const edits = [];
    for (let v = 2; v <= 1001; v++) edits.push({ version: v, changes: [{ range: { start: position, end: position }, text: 'x' }] });
    await client.changeBurst(uri, edits);
    const last = await client.waitFor(uri, (p) => p.version === 1001, 120_000, before);
    assert.deepEqual(last.diagnostics, []);
    const publishes = client.publishCount(uri) - before;
    assert.ok(publishes <= 50, `${publishes} publishes for one burst of 1,000 changes`);
    await assertServerAnswers(client, 'after the burst');
  } finally {
    await client.stop();
  }
});

function positionAt(text: string, offset: number): { line: number; character: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length - 1;
  return { line, character: offset - (before.lastIndexOf('\n') + 1) };
}

test('a version number sent twice is new content: its diagnostics replace the stale ones', async () => {
  const { client } = await LspClient.start();
  try {
    const uri = 'file:///ws/reused-version.atdf.yaml';
    const good = V2_TOOL.replace('tool_id: files.copy', 'tool_id: reused.version');
    await client.open(uri, replaceOnce(good, 'retries: 1', 'retries: "many"'));
    assert.equal((await client.diagnosticsFor(uri, 1)).length, 1);
    const before = client.publishCount(uri);
    await client.replace(uri, 1, good);
    const fixed = await client.waitFor(uri, () => true, 10_000, before);
    assert.deepEqual(fixed.diagnostics, []);
  } finally {
    await client.stop();
  }
});
