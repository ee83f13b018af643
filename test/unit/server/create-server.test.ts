// The language server as a factory (language-server/create-server.ts): made on
// an in-memory connection pair with a host whose files are in memory, it
// answers `initialize` and publishes a document's diagnostics under the
// `.atdfrc.yaml` it read through that host; importing it starts nothing.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import type { InitializeResult, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { memoryHost } from './memory-host';

/** The factory's module, loaded when a test asks (so that the first test sees what loading it does). */
const loadFactory = async () =>
  (await import(
    pathToFileURL(join(__dirname, '../../../server/src/language-server/create-server.ts')).href
  )) as typeof import('../../../server/src/language-server/create-server');

/** A server and a client speaking LSP over two in-memory streams. */
async function connectedPair(files: Record<string, string>) {
  const { createServer } = await loadFactory();
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  const serverSide = createConnection(ProposedFeatures.all, new StreamMessageReader(toServer), new StreamMessageWriter(toClient));
  const host = memoryHost(files);
  createServer(serverSide, host);
  serverSide.listen();
  const client = createMessageConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
  const published: PublishDiagnosticsParams[] = [];
  const waiters: (() => void)[] = [];
  client.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => {
    published.push(params);
    for (const wake of waiters.splice(0)) wake();
  });
  client.onNotification('window/logMessage', () => undefined);
  client.listen();
  const nextPublish = () => new Promise<void>((resolve) => waiters.push(resolve));
  const close = () => {
    client.dispose();
    serverSide.dispose();
    toServer.end();
    toClient.end();
  };
  return { client, published, nextPublish, close };
}

const DOC = 'file:///work/tools/copy.atdf.yaml';
const TEXT = 'tool:\n  name: files.copy\n';

test('importing the server factory starts nothing (no connection, no process listener)', async () => {
  const before = process.listenerCount('uncaughtException') + process.listenerCount('unhandledRejection');
  const stdinReaders = process.stdin.listenerCount('data');
  await loadFactory();
  assert.equal(process.listenerCount('uncaughtException') + process.listenerCount('unhandledRejection'), before);
  assert.equal(process.stdin.listenerCount('data'), stdinReaders);
});

test('createServer on an in-memory connection: initialize, then a diagnostic under the config read through the host', async () => {
  const { client, published, nextPublish, close } = await connectedPair({
    // The config turns the missing "input" member's rule down to a warning: only a server that read it through
    // the host publishes a warning there (the default is an error).
    '/work/.atdfrc.yaml': 'rules:\n  structure: warning\n',
  });
  try {
    const init = await client.sendRequest<InitializeResult>('initialize', {
      processId: null,
      rootUri: 'file:///work',
      workspaceFolders: [{ uri: 'file:///work', name: 'work' }],
      capabilities: {},
    });
    assert.equal(init.serverInfo?.name, 'atdf-language-server');
    assert.equal(init.capabilities.hoverProvider, true);
    await client.sendNotification('initialized', {});
    const arrived = nextPublish();
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri: DOC, languageId: 'atdf', version: 1, text: TEXT } });
    await arrived;
    const mine = published.filter((p) => p.uri === DOC).at(-1);
    assert.ok(mine, 'diagnostics published for the document');
    const structure = mine.diagnostics.filter((d) => d.code === 'atdf/structure');
    assert.deepEqual(
      structure.map((d) => [/"(input|description)"/.test(String(d.message)), d.severity]),
      [
        [true, 2],
        [true, 2],
      ],
      'the two missing members, as warnings (severity 2) per the config',
    );
  } finally {
    close();
  }
});
