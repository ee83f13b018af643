// The ATDF language server as a factory: `createServer(connection, host)`
// registers every handler on a connection it is given and returns the
// session; nothing happens on import and nothing here is Node's. The entry
// points are thin: server.ts (Node: stdio or IPC) and web/server-main.ts (a
// browser's web worker) make the connection and the host, call this, and
// `connection.listen()`. Handlers are grouped by concern, each group one file
// of this folder; each LSP feature is one file under features/.
import type { Connection } from 'vscode-languageserver';
import type { ServerHost } from '../host/host';
import { registerCodeActionRequests } from './code-action-requests';
import { registerCustomRequests } from './custom-requests';
import { registerDocumentRequests } from './document-requests';
import { registerDocumentSync } from './document-sync';
import { registerInitialize } from './initialize';
import { registerNavigationRequests } from './navigation-requests';
import { ServerSession } from './session';

export type { ServerHost } from '../host/host';
export { ServerSession } from './session';

export function createServer(connection: Connection, host: ServerHost): ServerSession {
  const session = new ServerSession(connection, host);
  host.onUnexpectedError(session.log);
  registerInitialize(session);
  registerDocumentSync(session);
  registerDocumentRequests(session);
  registerNavigationRequests(session);
  registerCodeActionRequests(session);
  registerCustomRequests(session);
  session.documents.listen(connection);
  return session;
}
