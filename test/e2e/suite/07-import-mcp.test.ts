// "ATDF: Import MCP Tool..." run with arguments (no prompts) against the real
// @modelcontextprotocol/server-everything, spawned over stdio by the extension.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { activeApi, atdfDiagnostics, fixture, open, sleep, waitFor, waitForDiagnostics, workspaceRoot } from './helpers';

interface ImportResult {
  created: string[];
  conflicts: string[];
  skipped: { toolName: string; problems: string[] }[];
  error?: string;
}

const ORDER_FILE = 'mcp-tool-order.json';
const toolFiles = (r: ImportResult) => r.created.filter((f) => path.basename(f) !== ORDER_FILE);

const everything = process.env.ATDF_E2E_EVERYTHING;
const memory = process.env.ATDF_E2E_MEMORY;
// A Node binary to run the MCP servers with (in desktop VS Code process.execPath is Electron, not Node).
const nodePath = process.env.ATDF_E2E_NODE || process.execPath;

async function readText(file: string): Promise<string> {
  return new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.file(file)));
}

/** Opens the file and waits until the server has answered a request about it, then lets diagnostics settle. */
async function openAndSettle(uri: vscode.Uri): Promise<void> {
  await open(uri);
  await waitFor(`document symbols of ${path.basename(uri.fsPath)}`, async () => {
    const symbols = await vscode.commands.executeCommand<unknown[]>('vscode.executeDocumentSymbolProvider', uri);
    return symbols && symbols.length > 0 ? true : undefined;
  });
}

describe('Import MCP Tool (live MCP servers)', function () {
  this.timeout(180_000);
  let outDir: string;
  let first: ImportResult;

  before(async () => {
    assert.ok(everything, 'the launcher passes ATDF_E2E_EVERYTHING (server-everything entry point)');
    await activeApi();
    outDir = path.join(workspaceRoot().fsPath, 'imported');
    first = await vscode.commands.executeCommand<ImportResult>('atdf.importMcpTool', {
      source: 'command',
      command: nodePath,
      args: [everything, 'stdio'],
      dialect: 'enhanced',
      outDir,
      overwrite: false,
      open: false,
    });
  });

  it("creates one ATDF 2.x file per tool, and the file that keeps the server's tool order", async () => {
    assert.equal(first.error, undefined, first.error);
    const tools = toolFiles(first);
    assert.ok(tools.length >= 5, `created ${tools.length} tool files`);
    assert.ok(tools.every((f) => f.startsWith(outDir) && f.endsWith('.atdf.yaml')));
    assert.deepEqual(first.skipped, []);
    const echo = tools.find((f) => path.basename(f) === 'echo.atdf.yaml');
    assert.ok(echo, 'the echo tool was imported');
    assert.match(await readText(echo), /^tool_id: echo$/m);
    const order = first.created.find((f) => path.basename(f) === ORDER_FILE);
    assert.ok(order, `${ORDER_FILE} was written`);
    const names = (JSON.parse(await readText(order)) as { tools: string[] }).tools;
    assert.equal(names.length, tools.length);
    assert.ok(names.includes('echo'));
  });

  it('the created files show no error diagnostics, and the server does check them', async () => {
    for (const file of toolFiles(first)) await openAndSettle(vscode.Uri.file(file));
    await sleep(1000);
    for (const file of toolFiles(first)) {
      const errors = atdfDiagnostics(vscode.Uri.file(file)).filter((d) => d.severity === vscode.DiagnosticSeverity.Error);
      assert.deepEqual(
        errors.map((d) => `${d.range.start.line + 1}: ${d.message}`),
        [],
        path.basename(file),
      );
    }
    // Control: the same server does report a broken imported file.
    const echo = vscode.Uri.file(first.created.find((f) => path.basename(f) === 'echo.atdf.yaml')!);
    const editor = await open(echo);
    const lineNo = editor.document
      .getText()
      .split('\n')
      .findIndex((l) => l.startsWith('tool_id:'));
    await editor.edit((e) => e.delete(editor.document.lineAt(lineNo).rangeIncludingLineBreak));
    await waitForDiagnostics(echo, (ds) => ds.some((d) => /tool_id|id/.test(d.message)));
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it('never overwrites: a second import without overwrite writes nothing and lists the conflicts', async () => {
    const echo = first.created.find((f) => path.basename(f) === 'echo.atdf.yaml')!;
    await vscode.workspace.fs.writeFile(vscode.Uri.file(echo), new TextEncoder().encode('# mine\n'));
    const second = await vscode.commands.executeCommand<ImportResult>('atdf.importMcpTool', {
      source: 'command',
      command: nodePath,
      args: [everything!, 'stdio'],
      outDir,
      open: false,
    });
    assert.deepEqual(second.created, []);
    assert.equal(second.conflicts.length, first.created.length);
    assert.match(second.error ?? '', /already exist/);
    assert.equal(await readText(echo), '# mine\n', "the user's file is untouched");
  });

  it('imports chosen tools of a server listed in .vscode/mcp.json (server-memory, with env), in the tool: form', async () => {
    assert.ok(memory, 'the launcher passes ATDF_E2E_MEMORY (server-memory entry point)');
    const config = fixture('.vscode', 'mcp.json');
    const mcpJson = {
      // JSONC, as VS Code writes it.
      servers: {
        remote: { type: 'http', url: 'http://127.0.0.1:9/mcp' },
        memory: { type: 'stdio', command: nodePath, args: [memory], env: { MEMORY_FILE_PATH: '${workspaceFolder}/memory.jsonl' } },
      },
    };
    await vscode.workspace.fs.writeFile(
      config,
      new TextEncoder().encode(`// servers for the ATDF import test\n${JSON.stringify(mcpJson, null, 2)}`),
    );
    const dir = path.join(workspaceRoot().fsPath, 'imported-tool-form');
    const result = await vscode.commands.executeCommand<ImportResult>('atdf.importMcpTool', {
      source: 'mcp.json',
      server: 'memory',
      tools: ['create_entities', 'read_graph'],
      dialect: 'tool',
      outDir: dir,
    });
    assert.equal(result.error, undefined, result.error);
    assert.deepEqual(result.created.map((f) => path.basename(f)).sort(), ['create_entities.atdf.yaml', ORDER_FILE, 'read_graph.atdf.yaml']);
    const text = await readText(toolFiles(result).find((f) => path.basename(f) === 'create_entities.atdf.yaml')!);
    assert.match(text, /^tool:$/m);
    assert.match(text, /^ {2}name: create_entities$/m);
    // Opened by the command (open defaults to true) and clean.
    assert.ok(
      toolFiles(result).every((f) => vscode.workspace.textDocuments.some((d) => d.uri.fsPath === f)),
      'the created tool files are open',
    );
    for (const file of toolFiles(result)) await openAndSettle(vscode.Uri.file(file));
    await sleep(1000);
    for (const file of toolFiles(result)) {
      const errors = atdfDiagnostics(vscode.Uri.file(file)).filter((d) => d.severity === vscode.DiagnosticSeverity.Error);
      assert.deepEqual(
        errors.map((d) => d.message),
        [],
        path.basename(file),
      );
    }
  });

  it('skipInvalid: imports the good tools and reports the bad ones; without it nothing is written', async () => {
    const text = JSON.stringify({
      tools: [
        { name: 'good_one', description: 'Says hello.', inputSchema: { type: 'object' } },
        // A name with an invisible character cannot be shown in any file: still refused (a space or a non-ASCII
        // letter is imported now, with a warning: issue 25).
        { name: 'bad\u200bname', inputSchema: { type: 'object' } },
      ],
    });
    const dir = path.join(workspaceRoot().fsPath, 'imported-skip');
    const strict = await vscode.commands.executeCommand<ImportResult>('atdf.importMcpTool', {
      source: 'json',
      text,
      outDir: dir,
      open: false,
    });
    assert.deepEqual(strict.created, []);
    assert.match(strict.error ?? '', /"bad\\u200bname" "name" has U\+200B/);
    await assert.rejects(Promise.resolve(vscode.workspace.fs.stat(vscode.Uri.file(dir))), 'nothing was written');

    const api = await activeApi();
    const noticesBefore = api.notices.length;
    const result = await vscode.commands.executeCommand<ImportResult>('atdf.importMcpTool', {
      source: 'json',
      text,
      outDir: dir,
      open: false,
      skipInvalid: true,
    });
    assert.equal(result.error, undefined, result.error);
    assert.deepEqual(result.created.map((f) => path.basename(f)).sort(), ['good_one.atdf.yaml', ORDER_FILE]);
    assert.deepEqual(
      result.skipped.map((s) => s.toolName),
      ['bad\u200bname'],
    );
    const told = api.notices.slice(noticesBefore);
    assert.ok(
      told.some((n) => n.kind === 'warning' && /left out 1 .*: bad\u200bname/.test(n.message)),
      `the user is told which tool was left out: ${JSON.stringify(told)}`,
    );
  });

  it('says which servers of .vscode/mcp.json exist when asked for an unknown one', async () => {
    const result = await vscode.commands.executeCommand<ImportResult>('atdf.importMcpTool', {
      source: 'mcp.json',
      server: 'nope',
      outDir: workspaceRoot().fsPath,
    });
    assert.deepEqual(result.created, []);
    assert.match(result.error ?? '', /No stdio server named "nope".*memory/);
  });

  it('reports a bad command clearly, and writes nothing', async () => {
    const dir = path.join(workspaceRoot().fsPath, 'imported-nothing');
    const result = await vscode.commands.executeCommand<ImportResult>('atdf.importMcpTool', {
      source: 'command',
      command: path.join(workspaceRoot().fsPath, 'no-such-server'),
      outDir: dir,
    });
    assert.deepEqual(result.created, []);
    assert.ok(result.error && result.error.length > 0);
    await assert.rejects(Promise.resolve(vscode.workspace.fs.stat(vscode.Uri.file(dir))));
  });
});
