// The workspace folders of the session as file system paths (what the
// workspace index scans and names files relative to), from `initialize` and
// its later changes.
import type { InitializeParams, WorkspaceFoldersChangeEvent } from 'vscode-languageserver';
import { uriToPath } from './uri-paths';

export class WorkspaceFolders {
  private paths: string[] = [];

  get all(): readonly string[] {
    return this.paths;
  }

  initialize(params: InitializeParams): void {
    const uris = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    this.paths = uris.map(uriToPath).filter(isString);
  }

  changed(event: WorkspaceFoldersChangeEvent): void {
    const removed = new Set(event.removed.map((f) => uriToPath(f.uri)));
    this.paths = [...this.paths.filter((f) => !removed.has(f)), ...event.added.map((f) => uriToPath(f.uri)).filter(isString)];
  }
}

function isString(x: string | undefined): x is string {
  return typeof x === 'string';
}
