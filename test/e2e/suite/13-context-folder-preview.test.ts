// "ATDF: Preview Folder as Model Context" through the real extension and
// server: the preview of a folder shows its whole catalog (every ATDF file
// under it, in path order) as the target receives it, under each tool's
// tokens with its file and the total; it follows an open file under the
// folder as it is edited, and a file created there on disk. The explorer's
// context menu on folders offers the command.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activeApi, open, waitFor, workspaceRoot } from './helpers';

const previewText = (uri: vscode.Uri) => vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString())?.getText();
const tool = (name: string, description: string) => `tool:\n  name: ${name}\n  description: ${description}\n  input: {type: object}\n`;

describe('folder context preview', () => {
  before(activeApi);
  const folder = vscode.Uri.joinPath(workspaceRoot(), 'folder-preview');
  const write = (name: string, text: string) => vscode.workspace.fs.writeFile(vscode.Uri.joinPath(folder, name), Buffer.from(text));
  after(() => vscode.workspace.fs.delete(folder, { recursive: true }));

  it('shows the catalog under a folder for the target, with the counts per tool and file, and follows edits and new files', async () => {
    await write('alpha.atdf.yaml', tool('folder_alpha', 'Lists the alpha items.'));
    await write('nested/beta.atdf.yaml', tool('folder_beta', 'Lists the beta items.'));
    const preview = await vscode.commands.executeCommand<vscode.Uri>('atdf.previewFolderContext', folder, 'prompt');
    assert.ok(preview, 'the command returns the preview it opened');
    assert.equal(preview.scheme, 'atdf-context');
    const first = await waitFor('the folder preview', () =>
      previewText(preview)?.includes('folder_beta') ? previewText(preview) : undefined,
    );
    assert.match(first, /^folder-preview as prompt receives it: \d+ tokens in all \(o200k_base.*, 2 tools in 2 files\n/);
    assert.match(
      first,
      /\n\s+\d+ {2}folder_alpha {2}folder-preview\/alpha\.atdf\.yaml\n\s+\d+ {2}folder_beta {2}folder-preview\/nested\/beta\.atdf\.yaml\n/,
    );
    assert.match(first, /\n\s+\d+ {2}total \(prompt, 2 tools, o200k_base\)\n/);
    assert.ok(first.indexOf('Lists the alpha items.') < first.indexOf('Lists the beta items.'), 'the export, in path order');

    // An open file under the folder, edited (unsaved): the preview follows it.
    const editor = await open(vscode.Uri.joinPath(folder, 'alpha.atdf.yaml'));
    const started = Date.now();
    await editor.edit((edit) => edit.replace(editor.document.lineAt(2).range, '  description: Lists the renamed alpha items.'));
    await waitFor('the folder preview to follow the edit', () =>
      previewText(preview)?.includes('Lists the renamed alpha items.') ? true : undefined,
    );
    console.log(`[atdf-e2e] the folder preview followed the edit in ${Date.now() - started} ms`);
    await vscode.commands.executeCommand('workbench.action.files.revert');

    // A file created on disk under the folder.
    await write('gamma.atdf.yaml', tool('folder_gamma', 'Lists the gamma items.'));
    const third = await waitFor('the folder preview to show the new file', () =>
      previewText(preview)?.includes('folder_gamma') ? previewText(preview) : undefined,
    );
    assert.match(third, /, 3 tools in 3 files\n/);
  });

  it('is offered on folders in the explorer and in the command palette', async () => {
    const manifest = vscode.extensions.all.find((e) =>
      e.packageJSON?.contributes?.commands?.some((c: { command: string }) => c.command === 'atdf.previewFolderContext'),
    );
    assert.ok(manifest, 'the extension contributes the command');
    const menus = manifest.packageJSON.contributes.menus as Record<string, { command: string; when?: string }[]>;
    assert.deepEqual(
      menus['explorer/context'].filter((m) => m.command === 'atdf.previewFolderContext').map((m) => m.when),
      ['explorerResourceIsFolder'],
    );
    assert.ok((await vscode.commands.getCommands(true)).includes('atdf.previewFolderContext'));
  });
});
