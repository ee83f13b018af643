// The notifications that change what the server knows: a document's text (validated on the next turn; an open
// `.atdfrc` is a config, never validated as ATDF), a document closed, files changed on disk, settings changed.
import { CodeLensRefreshRequest } from 'vscode-languageserver';
import { servedLanguage } from '../session/served-documents';
import type { ServerSession } from './session';

export function registerDocumentSync(session: ServerSession): void {
  const { connection, documents, diagnostics, projectConfig, workspaceIndex, guard } = session;

  documents.onDidChangeContent(
    guard.notification('diagnostics', (event) => {
      if (projectConfig.isConfigUri(event.document.uri)) {
        projectConfig.edited(event.document.uri, event.document.getText());
        session.configChanged();
        return;
      }
      if (servedLanguage(event.document) === undefined) return;
      diagnostics.schedule(event.document.uri);
    }),
  );

  documents.onDidClose(
    guard.notification('close', (event) => {
      const uri = event.document.uri;
      if (projectConfig.isConfigUri(uri)) {
        projectConfig.edited(uri, undefined); // the file on disk is the config again
        session.configChanged();
        return;
      }
      diagnostics.closed(uri);
      session.analyses.closed(uri);
      session.settings.forget(uri);
      void workspaceIndex.closed(uri);
    }),
  );

  connection.onDidChangeWatchedFiles(
    guard.notification('watched files', (params) => {
      const configs = params.changes.filter((c) => projectConfig.isConfigUri(c.uri));
      if (configs.length > 0) session.configChanged();
      void workspaceIndex.watched(params.changes.filter((c) => !configs.includes(c)));
      session.catalogBudgets.filesChanged();
    }),
  );

  connection.onDidChangeConfiguration(
    guard.notification('configuration', (params) => {
      session.settings.changed(params.settings);
      diagnostics.scheduleAll();
      // atdf.context.codeLens may have changed: the client asks for lenses again.
      if (session.client.canRefreshCodeLenses) void connection.sendRequest(CodeLensRefreshRequest.type);
    }),
  );
}
