// Where a web worker can load one of the extension's scripts from. On vscode.dev
// and github.dev the extension is served over https and its URL is used as is.
// When the extension lives on a remote opened in the browser (code-server, a
// remote server; its URIs are vscode-remote:), VS Code's web extension host
// refuses `new Worker` on such a URL ("Creating workers from remote extensions
// is currently not supported"), so the script is read through workspace.fs and
// handed over as a blob: URL. Its fragment keeps the file's name, by which the
// server worker recognises the tokenizer's address (server/src/web/web-host.ts).
import * as vscode from 'vscode';

/** The browser's Blob and URL.createObjectURL (the project's TypeScript has no DOM lib). */
const browser = globalThis as unknown as {
  Blob: new (parts: Uint8Array[], options: { type: string }) => object;
  URL: { createObjectURL(blob: object): string };
};

export async function workerScriptUrl(extensionUri: vscode.Uri, path: string): Promise<string> {
  const script = vscode.Uri.joinPath(extensionUri, path);
  if (script.scheme === 'https' || script.scheme === 'http') return script.toString(true);
  const bytes = await vscode.workspace.fs.readFile(script);
  const name = path.slice(path.lastIndexOf('/') + 1);
  return `${browser.URL.createObjectURL(new browser.Blob([bytes], { type: 'text/javascript' }))}#${name}`;
}
