// Restricted mode: the launcher's second pass opens the workspace WITHOUT
// trusting it (code-server started without --disable-workspace-trust), and
// index.ts loads only this file there (and never in the trusted pass).
// The manifest declares `untrustedWorkspaces: limited`: ATDF files are still
// validated, but "Import MCP Tool" never starts an MCP server.
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { activeApi, fixture, open, sleep, waitForDiagnostics, workspaceRoot } from './helpers';

interface ImportResult {
  created: string[];
  conflicts: string[];
  error?: string;
}

const nodePath = process.env.ATDF_E2E_NODE || process.execPath;

describe('untrusted workspace (restricted mode)', function () {
  this.timeout(60_000);
  let scratch: string;
  let script: string;

  before(async () => {
    await activeApi();
    // A "server" that leaves a marker file as soon as it is started: if it ever runs, the marker tells.
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'atdf-untrusted-'));
    script = path.join(scratch, 'leave-marker.js');
    fs.writeFileSync(script, "require('node:fs').writeFileSync(process.argv[2], 'started\\n');\n");
  });

  after(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('the workspace is not trusted', () => {
    assert.equal(vscode.workspace.isTrusted, false);
  });

  it('Import MCP Tool from a command refuses to start the server: an error about trust, no files, no process', async () => {
    // Control: the script does leave its marker when it is run, so its absence below means something.
    const controlMarker = path.join(scratch, 'control.marker');
    const control = spawnSync(nodePath, [script, controlMarker], { timeout: 10_000 });
    assert.equal(control.status, 0, `the marker script runs: ${control.stderr}`);
    assert.ok(fs.existsSync(controlMarker), 'the marker script leaves its marker when run');

    const marker = path.join(scratch, 'server-started.marker');
    const outDir = path.join(workspaceRoot().fsPath, 'untrusted-import');
    const result = await vscode.commands.executeCommand<ImportResult>('atdf.importMcpTool', {
      source: 'command',
      command: nodePath,
      args: [script, marker],
      dialect: 'enhanced',
      outDir,
      open: false,
    });
    // Give a wrongly spawned process ample time to leave its marker.
    await sleep(1500);
    assert.equal(fs.existsSync(marker), false, `the MCP server command was never started; the command said ${JSON.stringify(result)}`);
    assert.match(result.error ?? '', /not trusted/, `the command reports the untrusted workspace; got ${JSON.stringify(result)}`);
    assert.deepEqual(result.created, []);
    const written = fs.existsSync(outDir) ? fs.readdirSync(outDir) : [];
    assert.deepEqual(written, [], `nothing is written to ${outDir}`);
  });

  it('running ATDF examples refuses to start the server: an error about trust, no process', async () => {
    const marker = path.join(scratch, 'examples-server-started.marker');
    const result = await vscode.commands.executeCommand<{ results: unknown[]; error?: string }>('atdf.runExamples', {
      uri: fixture('valid.atdf.yaml').toString(),
      server: { command: nodePath, args: [script, marker] },
    });
    await sleep(1500);
    assert.equal(fs.existsSync(marker), false, `the MCP server command was never started; the command said ${JSON.stringify(result)}`);
    assert.match(result.error ?? '', /not trusted/);
    assert.deepEqual(result.results, []);
  });

  it('ATDF diagnostics still work in restricted mode', async () => {
    const uri = fixture('broken-example.atdf.yaml');
    await open(uri);
    const diagnostics = await waitForDiagnostics(uri, (ds) => ds.some((d) => d.message.includes('/tool/examples/1/input/End')));
    const wrongType = diagnostics.find((d) => d.message.includes('/tool/examples/1/input/End'))!;
    assert.equal(wrongType.severity, vscode.DiagnosticSeverity.Error);
    assert.match(wrongType.message, /expected string, got (integer|number)/);
  });
});
