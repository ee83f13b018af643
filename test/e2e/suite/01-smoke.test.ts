// The extension is installed from the .vsix and activates in the real extension host.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activeApi, EXTENSION_ID } from './helpers';

describe('extension', () => {
  it('is installed and activates', async () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext, 'the extension is installed');
    const api = await activeApi();
    assert.equal(ext.isActive, true);
    assert.ok(api.client, 'activate() returns the language client');
  });

  it('contributes the ATDF commands', async () => {
    await activeApi();
    const commands = await vscode.commands.getCommands(true);
    for (const id of ['atdf.validateAsAtdf', 'atdf.importMcpTool', 'atdf.copyAsMcpToolJson', 'atdf.restartServer']) {
      assert.ok(commands.includes(id), `command ${id} is registered`);
    }
  });
});
