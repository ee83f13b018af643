// The quick fix of quality/inconsistent-tool-names as an LSP code action: the
// engine decides the edits (core/workspace/tool-style-fix.ts) over the files
// session/rename-sources.ts reads; here they become one WorkspaceEdit, each
// file's offsets turned into positions of the text they were computed on.
import { CodeActionKind, type CodeAction, type CodeActionParams, type WorkspaceEdit } from 'vscode-languageserver/node';
import type { AtdfEngine, Diagnostic, Locale, Workspace } from '../core/index';
import { t } from '../l10n';
import { toLspDiagnostic, toTextEdit } from '../lsp/convert';
import type { Analysis } from '../session/analysis';
import type { RenameFiles } from '../session/rename-sources';
import { wantedDiagnostics, wantsQuickFixes } from './code-actions';

const RULE = 'quality/inconsistent-tool-names';

export async function toolStyleActions(
  engine: AtdfEngine,
  workspace: Workspace,
  analysis: Analysis,
  params: CodeActionParams,
  others: readonly Diagnostic[],
  read: (name: string) => Promise<RenameFiles>,
  locale: Locale,
): Promise<CodeAction[]> {
  if (!wantsQuickFixes(params) || !others.some((d) => d.code === RULE)) return [];
  const actions: CodeAction[] = [];
  for (const d of wantedDiagnostics(analysis, params, others)) {
    if (d.code !== RULE || typeof d.data?.tool !== 'string') continue;
    const { files, complete } = await read(d.data.tool);
    const fix = engine.toolStyleFix(d, {
      uri: analysis.uri,
      sources: files,
      complete,
      isDefined: (name) => workspace.definitionsOf(name).length > 0,
    });
    if (!fix) continue;
    const changes: WorkspaceEdit['changes'] = {};
    for (const file of fix.files) {
      const doc = files.find((f) => f.uri === file.uri)!.doc;
      changes[file.uri] = file.edits.map((e) => toTextEdit(doc, e));
    }
    actions.push({
      title:
        fix.scope === 'workspace'
          ? t(locale, 'action.renameTool', { from: fix.from, to: fix.to, places: fix.places, files: fix.files.length })
          : t(locale, fix.reason === 'unread-file' ? 'action.renameToolHereUnread' : 'action.renameToolHereMention', {
              from: fix.from,
              to: fix.to,
            }),
      kind: CodeActionKind.QuickFix,
      diagnostics: [toLspDiagnostic(d, analysis.uri, locale)],
      isPreferred: fix.scope === 'workspace' || undefined,
      edit: { changes },
    });
  }
  return actions;
}
