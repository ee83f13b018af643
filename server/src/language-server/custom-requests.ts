// The VS Code client's own requests: the context previews (protocol/context.ts), "Copy as MCP Tool JSON"
// (protocol/mcp.ts export), and, where the host can start processes, MCP import and the Test Explorer
// (host/process-requests.ts). Where it cannot (a browser), those answer with a message saying so.
import { join } from 'node:path';
import { pathToUri } from '../session/uri-paths';
import { folderPreview } from '../features/context-folder-preview';
import { contextPreview } from '../features/context-preview';
import { exportDocument } from '../features/mcp-export';
import { t } from '../core/index';
import { CONTEXT_REQUESTS, type FolderPreviewParams, type PreviewParams } from '../protocol/context';
import { CONTRACT_REQUESTS } from '../protocol/contract';
import { MCP_REQUESTS, type ExportParams, type Failure } from '../protocol/mcp';
import { folderLabel } from '../session/catalog-files';
import type { ServerSession } from './session';

export function registerCustomRequests(session: ServerSession): void {
  const { connection, engine, guard } = session;
  const failure = (): Failure => ({ error: t(session.locale, 'mcp.requestFailed') });

  // "ATDF: Preview as Model Context".
  connection.onRequest(
    CONTEXT_REQUESTS.preview,
    guard.request(
      'context preview',
      async (params: PreviewParams) => {
        const analysis = await session.analyses.of(params.uri);
        if (!analysis) return { error: t(session.locale, 'context.notOpen', { uri: params.uri }) };
        return contextPreview(engine, analysis, params, session.tokens, session.locale, session.workspaceIndex.labelOf(params.uri));
      },
      failure,
    ),
  );

  // "ATDF: Preview Folder as Model Context".
  connection.onRequest(
    CONTEXT_REQUESTS.previewFolder,
    guard.request(
      'folder context preview',
      (params: FolderPreviewParams) =>
        folderPreview(
          {
            engine,
            files: session.host.files,
            catalog: session.catalogFiles,
            tokens: session.tokens,
            locale: session.locale,
            labelOf: (uri) => session.workspaceIndex.labelOf(uri),
            folderLabel: (dir) => folderLabel(session.folders.all, dir),
            defaultTarget: (dir) => session.projectConfig.forUri(pathToUri(join(dir, 'folder.atdf.yaml'))).rules.targets?.[0] ?? 'mcp',
          },
          params,
        ),
      failure,
    ),
  );

  connection.onRequest(
    MCP_REQUESTS.export,
    guard.request('MCP export', (params: ExportParams) => exportDocument(engine, params), failure),
  );

  const processes = { connection, engine, locale: () => session.locale, guard };
  if (session.host.registerProcessRequests) session.host.registerProcessRequests(processes);
  else {
    // No process can be started here: said plainly, never a silent failure.
    const unavailable = (): Failure => ({ error: t(session.locale, 'host.noProcesses') });
    for (const method of [
      MCP_REQUESTS.servers,
      MCP_REQUESTS.commandLine,
      MCP_REQUESTS.listTools,
      MCP_REQUESTS.convert,
      CONTRACT_REQUESTS.run,
    ])
      connection.onRequest(method, unavailable);
    connection.onRequest(CONTRACT_REQUESTS.examples, () => ({ examples: [] }));
  }
}
