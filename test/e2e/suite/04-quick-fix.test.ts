// A quick fix from the server, found with vscode.executeCodeActionProvider and
// applied with workspace.applyEdit: the diagnostic is gone, no error appears.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activeApi, atdfDiagnostics, codeOf, fixture, open, waitFor, waitForDiagnostics } from './helpers';

describe('quick fixes', () => {
  before(activeApi);

  it('adds a missing required member, after which the file has no error', async () => {
    const uri = fixture('missing-member.atdf.yaml');
    const editor = await open(uri);
    const diagnostics = await waitForDiagnostics(uri, (ds) => ds.some((d) => d.message.includes('when_to_use')));
    const missing = diagnostics.find((d) => d.message.includes('when_to_use'))!;
    const actions = await vscode.commands.executeCommand<(vscode.CodeAction | vscode.Command)[]>(
      'vscode.executeCodeActionProvider',
      uri,
      missing.range,
      vscode.CodeActionKind.QuickFix.value,
      20, // resolve lazily-computed edits too
    );
    const fix = actions.find((a): a is vscode.CodeAction => 'edit' in a && a.edit !== undefined && a.title.includes('when_to_use'));
    assert.ok(fix, `a quick fix adds when_to_use; offered: ${actions.map((a) => a.title).join(' | ')}`);
    assert.equal(await vscode.workspace.applyEdit(fix.edit!), true);
    assert.match(editor.document.getText(), /^when_to_use:/m, 'the member was inserted at the root, in block style');
    await waitFor('the when_to_use diagnostic to go away', () =>
      atdfDiagnostics(uri).some((d) => codeOf(d) === 'required' && d.message.includes('when_to_use')) ? undefined : true,
    );
    // The inserted placeholder is one: the lint says so (a warning, until it is rewritten).
    await waitFor(
      'the placeholder warning',
      () =>
        atdfDiagnostics(uri).some((d) => codeOf(d) === 'quality/placeholder-text' && d.severity === vscode.DiagnosticSeverity.Warning) ||
        undefined,
    );
    const errors = atdfDiagnostics(uri).filter((d) => d.severity === vscode.DiagnosticSeverity.Error);
    assert.deepEqual(
      errors.map((d) => d.message),
      [],
      'no new error after the fix',
    );
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });
});
