// Shared helpers of the extension-host tests: find the fixture files, open
// them, and wait (with a deadline, never forever) for what the real
// extension does asynchronously.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';

export const EXTENSION_ID = 'atdf-tools.atdf-tools';

export function workspaceRoot(): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'the tests need the fixture workspace open');
  return folder.uri;
}

export function fixture(...segments: string[]): vscode.Uri {
  return vscode.Uri.joinPath(workspaceRoot(), ...segments);
}

export async function activeApi(): Promise<{
  client: { isRunning(): boolean; sendRequest?: unknown };
  notices: readonly { kind: string; message: string }[];
}> {
  const ext = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(ext, `extension ${EXTENSION_ID} is not installed`);
  return (ext.isActive ? ext.exports : await ext.activate()) as never;
}

export async function open(uri: vscode.Uri): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(uri);
  return vscode.window.showTextDocument(document, { preview: false });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `probe` until it returns something other than undefined, or fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (err) {
      last = err;
    }
    await sleep(100);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
}

export function atdfDiagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'atdf');
}

/** Waits until the ATDF server has published diagnostics for `uri` that satisfy `ready`. */
export function waitForDiagnostics(
  uri: vscode.Uri,
  ready: (diagnostics: vscode.Diagnostic[]) => boolean,
  timeoutMs = 20_000,
): Promise<vscode.Diagnostic[]> {
  return waitFor(
    `ATDF diagnostics of ${vscode.workspace.asRelativePath(uri)}`,
    () => {
      const diagnostics = atdfDiagnostics(uri);
      return ready(diagnostics) ? diagnostics : undefined;
    },
    timeoutMs,
  );
}

export function codeOf(d: vscode.Diagnostic): string {
  const code = d.code;
  if (code === undefined) return '';
  return typeof code === 'object' ? String(code.value) : String(code);
}

/** The diagnostic's JSON pointer: `data.pointer` is not exposed by the vscode API, so the message names it. */
export function mentions(d: vscode.Diagnostic, text: string): boolean {
  return d.message.includes(text);
}
