// "ATDF: Preview as Model Context": a read-only virtual document beside the
// editor (scheme atdf-context:) with what a target receives of the current
// file and its tokens, rendered by the language server and rendered again as
// the source changes (a short pause after the last keystroke, so typing sends
// one request, not one per key).
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { PREVIEW_TARGETS } from '../../../server/src/protocol/context';
import { requestPreview } from '../context-requests';
import type { Notices } from '../notices';

export const PREVIEW_SCHEME = 'atdf-context';

/** Quiet time after an edit before the preview asks the server again. */
const UPDATE_DELAY_MS = 150;

export class ContextPreviewProvider implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listener: vscode.Disposable;

  constructor(private readonly client: LanguageClient) {
    this.listener = vscode.workspace.onDidChangeTextDocument((event) => this.sourceChanged(event.document.uri));
  }

  /** The preview of a source for a target (the source's URI and the target in the query). */
  static uriFor(source: vscode.Uri, target: string): vscode.Uri {
    const name = source.path.slice(source.path.lastIndexOf('/') + 1);
    const query = new URLSearchParams({ source: source.toString(), target }).toString();
    return vscode.Uri.from({ scheme: PREVIEW_SCHEME, path: `/${name} (${target})`, query });
  }

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const query = new URLSearchParams(uri.query);
    try {
      return (await requestPreview(this.client, { uri: query.get('source') ?? '', target: query.get('target') ?? undefined })).text;
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  }

  /** Every open preview of the document that changed is rendered again, once the edits pause. */
  private sourceChanged(source: vscode.Uri): void {
    const key = source.toString();
    for (const doc of vscode.workspace.textDocuments) {
      if (doc.uri.scheme !== PREVIEW_SCHEME || new URLSearchParams(doc.uri.query).get('source') !== key) continue;
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
