// Completion and hover answered by the server inside the real editor.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activeApi, fixture, open, waitForDiagnostics } from './helpers';

/** Labels of the server's items (snippets, contributed by the manifest, are checked elsewhere). */
function labels(list: vscode.CompletionList): string[] {
  return list.items
    .filter((i) => i.kind !== vscode.CompletionItemKind.Snippet)
    .map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
}

describe('completion and hover', () => {
  before(activeApi);

  it('completes the root keys still missing, not those present', async () => {
    const uri = fixture('completion.atdf.yaml');
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode('schema_version: "2.0.0"\ntool_id: demo\n\n'));
    await open(uri);
    await waitForDiagnostics(uri, (ds) => ds.length > 0); // the server has seen the file (it misses required members)
    const list = await vscode.commands.executeCommand<vscode.CompletionList>(
      'vscode.executeCompletionItemProvider',
      uri,
      new vscode.Position(2, 0),
    );
    const offered = labels(list);
    for (const key of ['description', 'when_to_use', 'how_to_use', 'examples'])
      assert.ok(offered.includes(key), `offers ${key}; got ${offered.join(', ')}`);
    assert.ok(!offered.includes('tool_id'), `does not offer tool_id, already present; got ${offered.join(', ')}`);
    assert.ok(!offered.includes('schema_version'), `does not offer schema_version, already present; got ${offered.join(', ')}`);
  });

  it('hovers a key with what it means in ATDF', async () => {
    const uri = fixture('valid.atdf.yaml');
    const editor = await open(uri);
    const lineNo = editor.document
      .getText()
      .split('\n')
      .findIndex((l) => l.startsWith('when_to_use:'));
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, new vscode.Position(lineNo, 3));
    const text = hovers
      .flatMap((h) => h.contents)
      .map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : ''))
      .join('\n');
    assert.match(text, /when_to_use/);
    assert.match(text, /conditions under which an agent should use the tool/i, text);
  });

  it('hovers a value inside an example with the declared schema of its input', async () => {
    const uri = fixture('valid.atdf.yaml');
    const editor = await open(uri);
    const lineNo = editor.document
      .getText()
      .split('\n')
      .findIndex((l) => l.includes('surface_type: wood'));
    const character = editor.document.lineAt(lineNo).text.indexOf('surface_type') + 2;
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      uri,
      new vscode.Position(lineNo, character),
    );
    const text = hovers
      .flatMap((h) => h.contents)
      .map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : ''))
      .join('\n');
    assert.match(text, /surface_type/);
    assert.match(text, /string/);
  });
});
