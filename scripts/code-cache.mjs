// Writes dist/server-main.<V8 version>.cache, the code cache the launcher
// (server/src/launcher.ts) starts the language server with: the server runs
// once over stdio, opens each of examples/ and a stream of them (the code an
// open runs: parse, validate, lint, workspace rules, publish), and the cache is
// taken when it exits, so it holds those functions compiled. Run by
// scripts/build.mjs after the bundles. A build without it still works (the
// launcher compiles as usual), so a failure here is a warning.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const cacheFile = join(dist, `server-main.${process.versions.v8}.cache`);
/** A stream of this many copies of the examples: big enough to be validated in steps, as a large catalog is. */
const STREAM_COPIES = 100;
const DEADLINE_MS = 60_000;

// A cache of another Node's V8 would only be read and rejected: one cache, this Node's.
for (const name of readdirSync(dist)) if (/^server-main\..+\.cache$/.test(name)) rmSync(join(dist, name));

const examples = readdirSync(join(root, 'examples'))
  .filter((name) => /\.atdf\.(yaml|json)$/.test(name))
  .sort()
  .map((name) => ({ uri: pathToFileURL(join(root, 'examples', name)).href, text: readFileSync(join(root, 'examples', name), 'utf8') }));
const yaml = examples.filter((e) => e.uri.endsWith('.yaml')).map((e) => e.text);
const stream = Array.from({ length: STREAM_COPIES }, (_, i) => yaml[i % yaml.length]).join('\n---\n');
const documents = [...examples, { uri: pathToFileURL(join(dist, 'warm-up.atdf.yaml')).href, text: stream }];

const child = spawn(process.execPath, [join(dist, 'server.js'), '--stdio'], {
  env: { ...process.env, ATDF_WRITE_CODE_CACHE: '1' },
  stdio: ['pipe', 'pipe', 'inherit'],
});
const exited = new Promise((resolve) => child.on('exit', resolve));
const timer = setTimeout(() => child.kill('SIGKILL'), DEADLINE_MS);
try {
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const pending = new Map(documents.map((d) => [d.uri, undefined]));
  const allPublished = new Promise((resolve) =>
    connection.onNotification('textDocument/publishDiagnostics', ({ uri }) => {
      pending.delete(uri);
      if (pending.size === 0) resolve();
    }),
  );
  connection.onRequest('workspace/configuration', (params) => params.items.map(() => null));
  connection.listen();
  await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {}, workspaceFolders: null });
  await connection.sendNotification('initialized', {});
  for (const { uri, text } of documents)
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'atdf', version: 1, text } });
  // A server that dies or hangs (killed at the deadline) ends the wait too: no cache then.
  if ((await Promise.race([allPublished.then(() => 'published'), exited])) === 'published') {
    await connection.sendRequest('shutdown');
    await connection.sendNotification('exit');
    await exited;
  }
} finally {
  clearTimeout(timer);
}
try {
  readFileSync(cacheFile);
} catch {
  console.warn(`code-cache: no ${cacheFile} was written; the server will start without it`);
}
