// The manifest's contributions, as the real workbench sees them: the `atdf`
// language, its grammar (tokens carry the ATDF key scope) and the server's snippets.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activeApi, EXTENSION_ID, fixture, open } from './helpers';
import { tokenize } from './grammar';

describe('language registration', () => {
  before(activeApi);

  it('registers the atdf language for *.atdf.yaml files', async () => {
    assert.ok((await vscode.languages.getLanguages()).includes('atdf'));
    const editor = await open(fixture('valid.atdf.yaml'));
    assert.equal(editor.document.languageId, 'atdf');
  });

  it('keeps *.atdf.json files as JSON (served by the ATDF server through the selector)', async () => {
    const editor = await open(fixture('catalog.atdf.json'));
    assert.equal(editor.document.languageId, 'json');
  });

  it('registers the ATDF grammar for the language, built on the YAML grammar', async () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID)!;
    const grammars = ext.packageJSON.contributes.grammars as { language: string; scopeName: string; path: string }[];
    assert.deepEqual(
      grammars.map((g) => [g.language, g.scopeName]),
      [['atdf', 'source.atdf']],
    );
    assert.ok(
      vscode.extensions.all.some((e) =>
        (e.packageJSON?.contributes?.grammars ?? []).some((g: { scopeName?: string }) => g.scopeName === 'source.yaml'),
      ),
      'VS Code ships source.yaml',
    );
  });

  it('highlights with the ATDF grammar: YAML tokens, and ATDF keys scoped as such', async () => {
    const text = (await vscode.workspace.openTextDocument(fixture('valid.atdf.yaml'))).getText();
    const lines = await tokenize('source.atdf', text);
    const tokens = lines.flat();
    const scopesOf = (key: string) => tokens.filter((t) => t.text === key).map((t) => t.scopes.join(' '));
    for (const key of ['tool_id', 'how_to_use', 'input_values', 'name']) {
      assert.ok(
        scopesOf(key).length > 0 && scopesOf(key).every((s) => s.includes('support.type.property-name.atdf')),
        `${key}: ${JSON.stringify(scopesOf(key))}`,
      );
    }
    assert.ok(
      tokens.every((t) => t.scopes[0] === 'source.atdf'),
      'the root scope is source.atdf',
    );
    assert.ok(
      tokens.some((t) => t.scopes.some((s) => s.endsWith('.yaml'))),
      'YAML scopes come from the YAML grammar',
    );
    // Values are not keys, even when they spell one; user keys (inside input_values) are plain YAML keys.
    const valueLine = lines.find((l) => l.some((t) => t.text === 'diameter') && l.some((t) => t.text.trim() === '6'))!;
    const userKey = valueLine.find((t) => t.text === 'diameter')!;
    assert.ok(
      !userKey.scopes.includes('support.type.property-name.atdf'),
      `a user's own key is not an ATDF key: ${userKey.scopes.join(' ')}`,
    );
    assert.ok(userKey.scopes.includes('entity.name.tag.yaml'), 'it is still a YAML key');
    const nameValue = lines.flat().find((t) => t.text.includes('diameter') && t.scopes.some((s) => s.startsWith('string')));
    assert.ok(nameValue, 'the value "diameter" of name: is a YAML string');
  });

  it("offers the server's skeletons for a new tool in each dialect at an empty document, and a new input inside inputs", async () => {
    const snippetsAt = async (document: vscode.TextDocument, position: vscode.Position) => {
      const list = await vscode.commands.executeCommand<vscode.CompletionList>(
        'vscode.executeCompletionItemProvider',
        document.uri,
        position,
      );
      return list.items
        .filter((i) => i.kind === vscode.CompletionItemKind.Snippet)
        .map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
    };
    const empty = await vscode.workspace.openTextDocument({ language: 'atdf', content: '' });
    await vscode.window.showTextDocument(empty);
    const atEmpty = await snippetsAt(empty, new vscode.Position(0, 0));
    for (const label of ['atdf-tool-2', 'atdf-tool-1', 'atdf-tool-form']) {
      assert.ok(atEmpty.includes(label), `snippet ${label} offered; got ${atEmpty.join(', ')}`);
    }
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    const list = await vscode.workspace.openTextDocument({
      language: 'atdf',
      content: 'schema_version: "2.0.0"\nhow_to_use:\n  inputs:\n    - name: a\n      type: string\n    \n',
    });
    await vscode.window.showTextDocument(list);
    const inInputs = await snippetsAt(list, new vscode.Position(5, 4));
    assert.ok(inInputs.includes('atdf-input'), `atdf-input offered inside inputs; got ${inInputs.join(', ')}`);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });
});
