// Every notification the extension shows goes through here, so that the
// messages stay consistent and the extension-host tests can check what the
// user was told (e.g. exactly one notice after the server was killed).
import * as vscode from 'vscode';

export type NoticeKind = 'info' | 'warning' | 'error';

export interface Notice {
  kind: NoticeKind;
  message: string;
  at: number;
}

export class Notices {
  private readonly shown: Notice[] = [];

  get all(): readonly Notice[] {
    return this.shown;
  }

  info(message: string, ...actions: string[]): Thenable<string | undefined> {
    return this.show('info', message, actions);
  }

  warning(message: string, ...actions: string[]): Thenable<string | undefined> {
    return this.show('warning', message, actions);
  }

  error(message: string, ...actions: string[]): Thenable<string | undefined> {
    return this.show('error', message, actions);
  }

  private show(kind: NoticeKind, message: string, actions: string[]): Thenable<string | undefined> {
    this.shown.push({ kind, message, at: Date.now() });
    const show =
      kind === 'error'
        ? vscode.window.showErrorMessage
        : kind === 'warning'
          ? vscode.window.showWarningMessage
          : vscode.window.showInformationMessage;
    return show(message, ...actions);
  }
}
