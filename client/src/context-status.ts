// The status-bar item with the current ATDF file's tokens for its first
// target (the sum of its tools' parts, counted by the language server, which
// caches them per tool), asked again a short pause after an edit or when
// another editor becomes active. Clicking it opens the context preview.
import * as vscode from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import { requestPreview } from './context-requests';

const UPDATE_DELAY_MS = 300;

export class ContextStatus implements vscode.Disposable {
  readonly item = vscode.window.createStatusBarItem('atdf.context', vscode.StatusBarAlignment.Right, 100);
  private readonly listeners: vscode.Disposable[];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Answers to an older request are dropped. */
  private asked = 0;
  private shown = false;

  constructor(private readonly client: LanguageClient) {
    this.item.name = vscode.l10n.t('ATDF tokens');
    this.item.command = 'atdf.previewContext';
    this.listeners = [
      vscode.window.onDidChangeActiveTextEditor(() => this.schedule(0)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document === vscode.window.activeTextEditor?.document) this.schedule(UPDATE_DELAY_MS);
      }),
    ];
  }

  /** Whether the item is shown (the API of the extension reports it to the tests). */
  get visible(): boolean {
    return this.shown;
  }

  private setShown(shown: boolean): void {
    this.shown = shown;
    if (shown) this.item.show();
    else this.item.hide();
  }

  schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.update(), delay);
  }

  private async update(): Promise<void> {
    const document = vscode.window.activeTextEditor?.document;
    const asked = ++this.asked;
    const atdf = document && (document.languageId === 'atdf' || /\.atdf\.(ya?ml|json)$/i.test(document.uri.path));
    if (!document || !atdf || !this.client.isRunning()) {
      this.setShown(false);
      return;
    }
    try {
      const counted = await requestPreview(this.client, { uri: document.uri.toString(), summary: true });
      if (asked !== this.asked) return;
      this.item.text = `$(symbol-numeric) ${vscode.l10n.t('{0} tokens', counted.tokens)}`;
      this.item.tooltip = vscode.l10n.t(
        '{0} tools, {1} tokens for {2} ({3}); click to preview what the model sees',
        counted.tools.length,
        counted.tokens,
        counted.target,
        counted.tokenizer,
      );
      this.setShown(true);
    } catch {
      if (asked === this.asked) this.setShown(false);
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
    for (const l of this.listeners) l.dispose();
    this.item.dispose();
  }
}
