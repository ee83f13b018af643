// The same server over Node IPC (`--node-ipc`), the way the VS Code client
// starts it: it initializes, publishes diagnostics and exits cleanly.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LspClient } from './harness';
import { V2_TOOL, replaceOnce, unique } from './fixtures';

test('--node-ipc: initialize, diagnostics, shutdown', async () => {
  const { client, initializeResult } = await LspClient.start({ transport: 'ipc' });
  try {
    assert.equal(initializeResult.serverInfo?.name, 'atdf-language-server');
    assert.ok(initializeResult.capabilities.codeActionProvider);
    const uri = 'file:///ws/ipc.atdf.yaml';
    await client.open(uri, replaceOnce(unique(V2_TOOL), 'retries: 1', 'retries: "x"'));
    const [d] = await client.diagnosticsFor(uri, 1);
    assert.equal((d.data as { pointer: string }).pointer, '/examples/0/input_values/retries');
  } finally {
    await client.stop();
  }
  assert.equal(client.alive, false);
});

test('--stdio: shutdown and exit end the process', async () => {
  const { client } = await LspClient.start();
  await client.stop();
  assert.equal(client.alive, false);
  assert.equal(client.child.exitCode, 0);
});
