// The ATDF language server in a browser's web worker (dist/web/server.js, a
// classic worker script: `new Worker(url)`). It speaks LSP over the worker's
// postMessage and is the same server as Node's (language-server/create-server.ts)
// on the web host (web-host.ts). Built by scripts/bundles.mjs with node:path and
// node:url replaced by POSIX shims and `setImmediate` injected (shims/).
import { BrowserMessageReader, BrowserMessageWriter, createConnection, ProposedFeatures } from 'vscode-languageserver/browser';
import { createServer } from '../language-server/create-server';
import { webHost, type WorkerScope } from './web-host';

declare const self: WorkerScope & ConstructorParameters<typeof BrowserMessageReader>[0];

const connection = createConnection(ProposedFeatures.all, new BrowserMessageReader(self), new BrowserMessageWriter(self));
const host = webHost(connection, self);
const session = createServer(connection, host);
// An `.atdfrc` read ahead arrived (or changed) after a lookup answered without it: the configs apply again,
// and the documents are published again under them (web/read-ahead.ts).
host.files.readAhead.onLateChange = () => session.configChanged();
connection.listen();
