// textDocument/codeAction: the quick fixes of a document's diagnostics (features/code-actions.ts) and the
// workspace-wide tool rename (features/tool-style-fix.ts).
import { codeActions } from '../features/code-actions';
import { toolStyleActions, type ToolStyleDeps } from '../features/tool-style-fix';
import type { Analysis } from '../session/analysis';
import { renameFiles } from '../session/rename-sources';
import type { ServerSession } from './session';

export function registerCodeActionRequests(session: ServerSession): void {
  const { engine } = session;
  const toolStyleDeps: ToolStyleDeps = {
    engine,
    workspace: session.workspace,
    indexed: () => session.workspaceIndex.ensureStarted(),
    current: (analysis) => finalDiagnostics(session, analysis),
    read: (name, cancelled) => renameFiles(session.crossFileDeps, name, cancelled),
  };
  session.connection.onCodeAction(
    session.forDocument(
      'code actions',
      () => [],
      async (analysis, params, token) => {
        const all = finalDiagnostics(session, analysis);
        const renames = await toolStyleActions(toolStyleDeps, analysis, params, all, session.locale, () => token.isCancellationRequested);
        return [...codeActions(engine, analysis, params, session.locale, all), ...renames];
      },
    ),
  );
}

/** A document's final diagnostics (the engine's pipeline, as published), for its code actions. */
function finalDiagnostics(session: ServerSession, analysis: Analysis) {
  return session.diagnostics.finalOf(analysis).diagnostics;
}
