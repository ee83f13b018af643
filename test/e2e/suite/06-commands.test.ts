// "ATDF: Validate this file as ATDF" and "ATDF: Copy as MCP Tool JSON".
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activeApi, fixture, open, waitForDiagnostics } from './helpers';

describe('commands', () => {
  before(activeApi);

  it('"Validate this file as ATDF" switches a plain YAML file to atdf, and it gets validated', async () => {
    const uri = fixture('plain-tool.yaml');
    const editor = await open(uri);
    assert.notEqual(editor.document.languageId, 'atdf');
    await vscode.commands.executeCommand('atdf.validateAsAtdf');
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString())!;
    assert.equal(document.languageId, 'atdf');
    const diagnostics = await waitForDiagnostics(uri, (ds) => ds.some((d) => d.message.includes('when_to_use')));
    assert.ok(diagnostics.length >= 1);
  });

  it('"Copy as MCP Tool JSON" puts the tool on the clipboard as a tools/list result', async () => {
    await open(fixture('valid.atdf.yaml'));
    await vscode.env.clipboard.writeText('');
    const returned = await vscode.commands.executeCommand<string | undefined>('atdf.copyAsMcpToolJson');
    const clip = await vscode.env.clipboard.readText();
    assert.ok(returned, 'the command returns the JSON it copied');
    assert.equal(clip, returned);
    const { tools } = JSON.parse(clip) as {
      tools: { name: string; description: string; inputSchema: { properties: Record<string, unknown>; required?: string[] } }[];
    };
    assert.equal(tools.length, 1);
    assert.equal(tools[0].name, 'hole_maker');
    assert.deepEqual(Object.keys(tools[0].inputSchema.properties), ['diameter', 'surface_type']);
    assert.deepEqual(tools[0].inputSchema.required, ['diameter']);
  });

  it('"Copy as MCP Tool JSON" refuses a file with errors and leaves the clipboard alone', async () => {
    await open(fixture('broken-example.atdf.yaml'));
    await vscode.env.clipboard.writeText('untouched');
    const api = await activeApi();
    const before = api.notices.length;
    const returned = await vscode.commands.executeCommand<string | undefined>('atdf.copyAsMcpToolJson');
    assert.equal(returned, undefined);
    assert.equal(await vscode.env.clipboard.readText(), 'untouched');
    const told = api.notices.slice(before);
    assert.equal(told.length, 1);
    assert.equal(told[0].kind, 'error');
    assert.match(told[0].message, /broken-example\.atdf\.yaml has 2 error/);
  });
});
