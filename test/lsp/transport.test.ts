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

test('--stdio: frames with a Content-Length too short or negative are skipped; the requests after them are answered', async () => {
  const { client } = await LspClient.start();
  try {
    const uri = 'file:///ws/framing.atdf.yaml';
    await client.open(uri, unique(V2_TOOL));
    await client.diagnosticsFor(uri, 1);
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 9_001,
      method: 'textDocument/hover',
      params: { textDocument: { uri }, position: { line: 2, character: 2 } },
    });
    // Written straight to the server's stdin, between two messages of the client library.
    client.child.stdin!.write(`Content-Length: ${body.length - 7}\r\n\r\n${body}`);
    client.child.stdin!.write(`Content-Length: -5\r\n\r\n${body}`);
    const hover = await client.hover(uri, { line: 2, character: 2 });
    assert.ok(hover !== null, 'the hover after the broken frames is answered');
    assert.ok(client.alive);
    assert.match(client.stderr.join(''), /broke the message framing \(a body of \d+ bytes that is not one JSON object or array/);
  } finally {
    await client.stop();
  }
  assert.equal(client.child.exitCode, 0);
});
