// "ATDF: Preview as Model Context": a read-only virtual document beside the
// editor (scheme atdf-context:) with what a target receives of the current
// file and its tokens, rendered by the language server and rendered again as
// the source changes (a short pause after the last keystroke, so typing sends
// one request, not one per key). "ATDF: Preview Folder as Model Context": the
// same for the catalog of the ATDF files under a folder, rendered again when
// an open document under it changes or an ATDF file there changes on disk.
import * as vscode from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import { PREVIEW_TARGETS } from '../../../server/src/protocol/context';
import { requestFolderPreview, requestPreview } from '../context-requests';
import type { Notices } from '../notices';

export const PREVIEW_SCHEME = 'atdf-context';

/** Quiet time after an edit before the preview asks the server again. */
const UPDATE_DELAY_MS = 150;

export class ContextPreviewProvider implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listener: vscode.Disposable;

  private readonly watcher: vscode.FileSystemWatcher;

  constructor(private readonly client: LanguageClient) {
    this.listener = vscode.workspace.onDidChangeTextDocument((event) => this.sourceChanged(event.document.uri));
    this.watcher = vscode.workspace.createFileSystemWatcher('**/*.atdf.{yaml,yml,json}');
    for (const event of [this.watcher.onDidCreate, this.watcher.onDidChange, this.watcher.onDidDelete])
      event((uri) => this.sourceChanged(uri));
  }

  /** The preview of the catalog under a folder for a target. */
  static uriForFolder(folder: vscode.Uri, target: string): vscode.Uri {
    const name = folder.path.slice(folder.path.lastIndexOf('/') + 1) || folder.path;
    const query = new URLSearchParams({ folder: folder.toString(), target }).toString();
    return vscode.Uri.from({ scheme: PREVIEW_SCHEME, path: `/${name}/ (${target})`, query });
  }

  /** The preview of a source for a target (the source's URI and the target in the query). */
  static uriFor(source: vscode.Uri, target: string): vscode.Uri {
    const name = source.path.slice(source.path.lastIndexOf('/') + 1);
    const query = new URLSearchParams({ source: source.toString(), target }).toString();
    return vscode.Uri.from({ scheme: PREVIEW_SCHEME, path: `/${name} (${target})`, query });
  }

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const query = new URLSearchParams(uri.query);
    const target = query.get('target') ?? undefined;
    const folder = query.get('folder');
    try {
      if (folder !== null) return (await requestFolderPreview(this.client, { folder, target })).text;
      return (await requestPreview(this.client, { uri: query.get('source') ?? '', target })).text;
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  }

  /** Every open preview of the document that changed (or of a folder above it) is rendered again, once the edits pause. */
  private sourceChanged(source: vscode.Uri): void {
    if (source.scheme === PREVIEW_SCHEME) return;
    const key = source.toString();
    for (const doc of vscode.workspace.textDocuments) {
      if (doc.uri.scheme !== PREVIEW_SCHEME) continue;
      const query = new URLSearchParams(doc.uri.query);
      const folder = query.get('folder');
      if (folder === null ? query.get('source') !== key : !key.startsWith(folder.endsWith('/') ? folder : `${folder}/`)) continue;
      const preview = doc.uri;
      const id = preview.toString();
      clearTimeout(this.timers.get(id));
      this.timers.set(
        id,
        setTimeout(() => {
          this.timers.delete(id);
          this.changed.fire(preview);
        }, UPDATE_DELAY_MS),
      );
    }
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.listener.dispose();
    this.watcher.dispose();
    this.changed.dispose();
  }
}

/** The command: the file (the active editor's, or the code lens's) and the target (asked when not given). */
export async function previewContext(notices: Notices, source?: string | vscode.Uri, target?: string): Promise<vscode.Uri | undefined> {
  const uri = typeof source === 'string' ? vscode.Uri.parse(source) : (source ?? vscode.window.activeTextEditor?.document.uri);
  if (!uri || uri.scheme === PREVIEW_SCHEME) {
    void notices.info(vscode.l10n.t('Open an ATDF file first, then run "ATDF: Preview as Model Context".'));
    return undefined;
  }
  const chosen =
    target ?? (await vscode.window.showQuickPick([...PREVIEW_TARGETS], { placeHolder: vscode.l10n.t('Target whose context to preview') }));
  if (!chosen) return undefined;
  const preview = ContextPreviewProvider.uriFor(uri, chosen);
  const document = await vscode.workspace.openTextDocument(preview);
  await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preview: true, preserveFocus: true });
  return preview;
}

/** The folder command: the folder (the explorer's, else the active file's, else a workspace folder) and the target (asked when not given). */
export async function previewFolderContext(
  notices: Notices,
  folder?: string | vscode.Uri,
  target?: string,
): Promise<vscode.Uri | undefined> {
  const active = vscode.window.activeTextEditor?.document.uri;
  let uri = typeof folder === 'string' ? vscode.Uri.parse(folder) : folder;
  if (!uri && active?.scheme === 'file') uri = vscode.Uri.joinPath(active, '..');
  if (!uri) uri = (await vscode.window.showWorkspaceFolderPick())?.uri;
  if (!uri || uri.scheme !== 'file') {
    void notices.info(vscode.l10n.t('Choose a folder in the Explorer, then run "ATDF: Preview Folder as Model Context".'));
    return undefined;
  }
  const chosen =
    target ?? (await vscode.window.showQuickPick([...PREVIEW_TARGETS], { placeHolder: vscode.l10n.t('Target whose context to preview') }));
  if (!chosen) return undefined;
  const preview = ContextPreviewProvider.uriForFolder(uri, chosen);
  const document = await vscode.workspace.openTextDocument(preview);
  await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preview: true, preserveFocus: true });
  return preview;
}
