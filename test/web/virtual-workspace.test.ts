// The worker server on vscode.dev's URIs (`vscode-vfs://github/owner/repo/...`): the workspace is no disk, its
// files come through the client's `workspace.fs` by URI. The `.atdfrc.yaml` beside a document applies, and a tool
// defined again in another file of the workspace folder is found by the folder scan: both need the server to turn
// such URIs into paths and back (server/src/session/uri-paths.ts). Before that, only `file:` URIs had paths, so
// neither worked there. The files are served from a scratch folder the test maps the URIs into.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import type { PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { V2_TOOL } from '../lsp/fixtures';
import { openBrowser, type TestBrowser } from './browser';
import { initialize, startWebServer, type WebServer } from './web-client';

const REPO = 'vscode-vfs://github/acme/tools';
const scratch = mkdtempSync(join(tmpdir(), 'atdf-web-vfs-'));
const toPath = (uri: string) => (uri.startsWith(REPO) ? join(scratch, decodeURIComponent(uri.slice(REPO.length))) : fileURLToPath(uri));

let browser: TestBrowser;
let web: WebServer;
before(async () => {
  mkdirSync(join(scratch, 'configured'));
  writeFileSync(join(scratch, 'configured', '.atdfrc.yaml'), 'rules:\n  atdf/unknown-key: off\n');
  mkdirSync(join(scratch, 'plain'));
  writeFileSync(join(scratch, 'plain', 'other.atdf.yaml'), V2_TOOL);
  browser = await openBrowser();
  web = await startWebServer(browser, toPath);
  await initialize(web);
  await web.connection.sendNotification('workspace/didChangeWorkspaceFolders', {
    event: { added: [{ uri: REPO, name: 'tools' }], removed: [] },
  });
});
after(async () => {
  await web?.close();
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** Waits until the latest diagnostics published for `uri` satisfy `ok`; fails with the last ones seen. */
async function settles(uri: string, ok: (codes: string[]) => boolean, what: string): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const latest: PublishDiagnosticsParams | undefined = web.published.filter((p) => p.uri === uri).at(-1);
    const codes = latest?.diagnostics.map((d) => String(d.code)) ?? [];
    if (latest && ok(codes)) return codes;
    if (Date.now() > deadline)
      assert.fail(`${what}: the last diagnostics of ${uri} were [${codes.join(', ')}]; errors: ${web.errors.join('; ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const open = (uri: string, text: string) =>
  web.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'atdf', version: 1, text } });

test('the .atdfrc.yaml beside a vscode-vfs: document applies (read through the client by its vscode-vfs: URI)', async () => {
  const text = V2_TOOL.replace('when_to_use:', 'when_to_us:').replace('tool_id: files.copy', 'tool_id: files.configured');
  await open(`${REPO}/plain/unconfigured.atdf.yaml`, text.replace('files.configured', 'files.unconfigured'));
  await settles(`${REPO}/plain/unconfigured.atdf.yaml`, (codes) => codes.includes('atdf/unknown-key'), 'control: no config there');
  await open(`${REPO}/configured/a.atdf.yaml`, text);
  await settles(
    `${REPO}/configured/a.atdf.yaml`,
    (codes) => !codes.includes('atdf/unknown-key'),
    'atdf/unknown-key is off in configured/.atdfrc.yaml',
  );
});

test("a tool defined again in another file of the vscode-vfs: workspace folder is a duplicate (the folder's scan)", async () => {
  await open(`${REPO}/plain/copy.atdf.yaml`, V2_TOOL);
  await settles(`${REPO}/plain/copy.atdf.yaml`, (codes) => codes.includes('atdf/duplicate-tool'), 'plain/other.atdf.yaml defines it too');
});
