// Navigation: definition, references, highlights, rename, document links (in the document, and across files through
// session/cross-file.ts) and the workspace's symbols.
import { definition } from '../features/definition';
import { documentHighlights } from '../features/document-highlight';
import { documentLinks } from '../features/document-links';
import { references } from '../features/references';
import { prepareRename, rename } from '../features/rename';
import { workspaceSymbols } from '../features/workspace-symbols';
import type { ServerSession } from './session';

export function registerNavigationRequests(session: ServerSession): void {
  const { connection, engine, crossFile } = session;
  const none = () => [];
  const nothing = () => null;

  connection.onDefinition(
    session.forDocument('definition', none, (analysis, params) => definition(engine, analysis, params.position, crossFile)),
  );
  connection.onReferences(
    session.forDocument('references', none, (analysis, params) =>
      references(engine, analysis, params.position, params.context.includeDeclaration, crossFile),
    ),
  );
  connection.onDocumentHighlight(
    session.forDocument('document highlights', none, (analysis, params) => documentHighlights(engine, analysis, params.position)),
  );
  connection.onPrepareRename(
    session.forDocument('prepare rename', nothing, (analysis, params) => prepareRename(engine, analysis, params.position)),
  );
  connection.onRenameRequest(
    session.forDocument('rename', nothing, (analysis, params) => rename(engine, analysis, params.position, params.newName, session.locale)),
  );
  connection.onDocumentLinks(session.forDocument('document links', none, (analysis) => documentLinks(engine, analysis)));
  connection.onWorkspaceSymbol(
    session.guard.request(
      'workspace symbols',
      async (params) => {
        await session.workspaceIndex.ensureStarted();
        return workspaceSymbols(session.workspace, params.query, session.locale);
      },
      none,
    ),
  );
}
