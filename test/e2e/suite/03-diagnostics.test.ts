// Live diagnostics from the real server through the real client: message,
// JSON pointer (named in the message; the LSP `data.pointer` is not exposed by
// the vscode API), code and exact range.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activeApi, atdfDiagnostics, codeOf, fixture, open, waitFor, waitForDiagnostics } from './helpers';

describe('diagnostics', () => {
  before(activeApi);

  it('reports the broken example of an ATDF YAML file with its pointer and range', async () => {
    const uri = fixture('broken-example.atdf.yaml');
    await open(uri);
    const diagnostics = await waitForDiagnostics(uri, (ds) => ds.length >= 2);
    const wrongType = diagnostics.find((d) => d.message.includes('/tool/examples/1/input/End'));
    assert.ok(wrongType, `a diagnostic names /tool/examples/1/input/End; got ${diagnostics.map((d) => d.message).join(' | ')}`);
    assert.equal(wrongType.severity, vscode.DiagnosticSeverity.Error);
    assert.match(wrongType.message, /expected string, got (integer|number)/);
    assert.equal(codeOf(wrongType) !== '', true, 'has a code');
    // `End: 42` is line 37 (1-based): the range covers the value 42.
    assert.deepEqual(
      [wrongType.range.start.line, wrongType.range.start.character, wrongType.range.end.line, wrongType.range.end.character],
      [36, 13, 36, 15],
    );

    const missing = diagnostics.find((d) => d.message.includes('"Start"'));
    assert.ok(missing, 'the missing Start is reported');
    assert.ok(missing.message.includes('/tool/examples/1/input'), 'names the object that lacks it');
    assert.equal(missing.range.start.line, 35, 'on the key of the object that misses the member');
  });

  it('reports an error in an *.atdf.json file at the offending value', async () => {
    const uri = fixture('catalog.atdf.json');
    await open(uri);
    const [d] = await waitForDiagnostics(uri, (ds) => ds.length >= 1);
    assert.ok(d.message.includes('/examples/0/input_values/target'), d.message);
    assert.match(d.message, /expected string, got (integer|number)/);
    assert.equal(d.severity, vscode.DiagnosticSeverity.Error);
    assert.deepEqual([d.range.start.line, d.range.start.character, d.range.end.character], [16, 83, 84]);
  });

  it('updates live: breaking a valid file adds a diagnostic, undoing the edit clears it', async () => {
    const uri = fixture('valid.atdf.yaml');
    const editor = await open(uri);
    const lineNo = editor.document
      .getText()
      .split('\n')
      .findIndex((l) => l.includes('diameter: 6'));
    const valueStart = editor.document.lineAt(lineNo).text.indexOf('6');
    await editor.edit((e) => e.replace(new vscode.Range(lineNo, valueStart, lineNo, valueStart + 1), '"six"'));
    const ds = await waitForDiagnostics(uri, (all) => all.some((x) => x.message.includes('/examples/0/input_values/diameter')));
    const d = ds.find((x) => x.message.includes('/examples/0/input_values/diameter'))!;
    assert.deepEqual([d.range.start.line, d.range.start.character, d.range.end.character], [lineNo, valueStart, valueStart + 5]);
    await vscode.commands.executeCommand('undo');
    await waitFor('the diagnostic to go away', () => (atdfDiagnostics(uri).length === 0 ? true : undefined));
    assert.equal(editor.document.isDirty, false, 'the undo restored the file as it was');
  });
});
