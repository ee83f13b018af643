// The ATDF language server under Node: `node dist/server.js --stdio` (any LSP
// editor) or `--node-ipc` (the VS Code client); the transport is picked from
// argv by vscode-languageserver. This file only makes the connection and the
// Node host (host/node-host.ts) and connects them to the server, which is
// built by language-server/create-server.ts (no side effects on import; the
// browser's web worker builds the same server).
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { nodeHost } from './host/node-host';
import { createServer } from './language-server/create-server';
import { t } from './core/index';
import { exitUnlessServing } from './lsp/command-line';
import { FrameFilter } from './lsp/framing';
import { VERSION } from './version';

exitUnlessServing(process.argv.slice(2), VERSION); // --version, --help, or no transport: answered, never a stack trace
// Over stdio the connection reads only well-framed messages: a broken frame is skipped, said on stderr, and the
// messages after it are answered (lsp/framing.ts). Over --node-ipc Node frames the messages itself.
const connection = process.argv.includes('--stdio')
  ? createConnection(
      ProposedFeatures.all,
      process.stdin.pipe(new FrameFilter((problem) => process.stderr.write(`${t(session.locale, 'log.framing', { problem })}\n`))),
      process.stdout,
    )
  : createConnection(ProposedFeatures.all);
const session = createServer(connection, nodeHost());

connection.listen();
