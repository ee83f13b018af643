// The quick fix of quality/inconsistent-tool-names as an LSP code action: the
// engine decides the edits (core/workspace/tool-style-fix.ts) over the files
// session/rename-sources.ts reads; here they become one WorkspaceEdit, each
// file's offsets turned into positions of the text they were computed on.
import { CodeActionKind, type CodeAction, type CodeActionParams, type WorkspaceEdit } from 'vscode-languageserver';
import { type AtdfEngine, type Diagnostic, type Locale, type ToolStyleFix, type Workspace, t } from '../core/index';
import { toLspDiagnostic, toTextEdit } from '../lsp/convert';
import type { Analysis } from '../session/analysis';
import type { RenameFiles } from '../session/rename-sources';
import { wantedDiagnostics, wantsQuickFixes } from './code-actions';

const RULE = 'quality/inconsistent-tool-names';

export interface ToolStyleDeps {
  engine: AtdfEngine;
  workspace: Workspace;
  /** The workspace index is built (its first scan done). */
  indexed: () => Promise<void>;
  /** The document's final diagnostics as they are now (the engine's pipeline, the workspace rules' among them). */
  current: (analysis: Analysis) => readonly Diagnostic[];
  /** The files naming the tool; undefined when the request was cancelled meanwhile. */
  read: (name: string, cancelled: () => boolean) => Promise<RenameFiles | undefined>;
}

/**
 * `others`: the document's final diagnostics when the request came. With a style finding among them,
 * the first scan of the workspace is waited for and the findings taken again: the dominant style (what the name
 * is renamed to) may change while files come in.
 */
export async function toolStyleActions(
  deps: ToolStyleDeps,
  analysis: Analysis,
  params: CodeActionParams,
  others: readonly Diagnostic[],
  locale: Locale,
  cancelled: () => boolean = () => false,
): Promise<CodeAction[]> {
  if (!wantsQuickFixes(params) || !others.some((d) => d.code === RULE)) return [];
  await deps.indexed();
  const { engine, workspace, read } = deps;
  const actions: CodeAction[] = [];
  for (const d of wantedDiagnostics(analysis, params, deps.current(analysis))) {
    if (d.code !== RULE || typeof d.data?.tool !== 'string') continue;
    const found = await read(d.data.tool, cancelled);
    if (!found) return [];
    const { files, complete } = found;
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
      title: titleOf(fix, locale),
      kind: CodeActionKind.QuickFix,
      diagnostics: [toLspDiagnostic(d, analysis.uri, locale)],
      isPreferred: fix.scope === 'workspace' || undefined,
      edit: { changes },
    });
  }
  return actions;
}

function titleOf(fix: ToolStyleFix, locale: Locale): string {
  const args = { from: fix.from, to: fix.to, places: fix.places, files: fix.files.length };
  if (fix.scope === 'name')
    return t(locale, fix.reason === 'unread-file' ? 'action.renameToolHereUnread' : 'action.renameToolHereMention', args);
  if (fix.places === 1) return t(locale, 'action.renameToolOnly', args);
  return t(locale, fix.files.length === 1 ? 'action.renameToolInFile' : 'action.renameTool', args);
}
