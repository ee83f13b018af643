// "ATDF: Preview as Model Context" and the token count in the status bar,
// through the real extension and server: the preview (a virtual document
// beside the editor) shows exactly the export for the chosen target under
// its counts, and follows the source as it is edited; the status bar shows
// the active ATDF file's tokens and hides for other files.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activeApi, fixture, open, waitFor, waitForDiagnostics } from './helpers';

interface ContextApi {
  client: { sendRequest(method: string, params: unknown): Promise<unknown> };
  contextStatus: { text: string; visible: boolean };
}

const previewText = (uri: vscode.Uri) => vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString())?.getText();

describe('context preview', () => {
  before(activeApi);

  it('opens beside the editor with the export for the target picked, its counts, and follows edits', async () => {
    const source = fixture('valid.atdf.yaml');
    const editor = await open(source);
    await waitForDiagnostics(source, () => true);
    const preview = await vscode.commands.executeCommand<vscode.Uri>('atdf.previewContext', undefined, 'openai');
    assert.ok(preview, 'the command returns the preview it opened');
    assert.equal(preview.scheme, 'atdf-context');
    const first = await waitFor('the preview text', () => previewText(preview));
    assert.match(first, /^valid\.atdf\.yaml as openai receives it: \d+ tokens in all \(o200k_base/);
    assert.match(first, /\n\s+\d+ {2}hole_maker\n/);
    assert.ok(first.includes('{"tools":[{"type":"function","function":{"name":"hole_maker"'), first);
    assert.ok(
      vscode.window.visibleTextEditors.some((e) => e.document.uri.toString() === preview.toString()),
      'the preview is shown beside the source',
    );

    const started = Date.now();
    await editor.edit((edit) => edit.replace(editor.document.lineAt(2).range, 'description: Creates round holes in walls.'));
    const updated = await waitFor('the preview to follow the edit', () =>
      previewText(preview)?.includes('Creates round holes in walls.') ? previewText(preview) : undefined,
    );
    console.log(`[atdf-e2e] the preview followed the edit in ${Date.now() - started} ms`);
    assert.ok(!updated.includes('Creates holes in various surfaces.'));
    await vscode.window.showTextDocument(editor.document);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('without a target, asks for one (a quick pick of the targets)', async () => {
    await open(fixture('valid.atdf.yaml'));
    const chosen = vscode.commands.executeCommand<vscode.Uri>('atdf.previewContext');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    const preview = await chosen;
    assert.ok(preview);
    assert.match(decodeURIComponent(preview.query), /target=mcp/);
    assert.match(await waitFor('the mcp preview', () => previewText(preview)), /^valid\.atdf\.yaml as mcp receives it: \d+ tokens/);
  });

  it("the status bar shows the active ATDF file's tokens, and nothing for another file", async () => {
    const api = (await activeApi()) as unknown as ContextApi;
    const source = fixture('valid.atdf.yaml');
    await open(source);
    const counted = (await api.client.sendRequest('atdf/context/preview', { uri: source.toString(), summary: true })) as { tokens: number };
    assert.ok(counted.tokens > 20, `a real count (${counted.tokens})`);
    await waitFor('the status bar count', () =>
      api.contextStatus.visible && api.contextStatus.text.includes(`${counted.tokens} tokens`) ? true : undefined,
    );
    const plain = await vscode.workspace.openTextDocument({ content: 'not: atdf\n', language: 'plaintext' });
    await vscode.window.showTextDocument(plain);
    await waitFor('the status bar to hide', () => (api.contextStatus.visible ? undefined : true));
  });
});
