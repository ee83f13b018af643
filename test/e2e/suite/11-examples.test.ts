// The Test Explorer for ATDF examples in the real VS Code: the "Run example"
// code lens above each example, and a run (atdf.runExamples, which the tree
// and the lens use too, without the consent prompt a caller with arguments
// does not get) against the real @modelcontextprotocol/server-everything,
// which the language server starts: the right example passes, the wrong one
// fails with its message at the member that differs.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { activeApi, open, waitFor, workspaceRoot } from './helpers';

interface RunResult {
  results: { id: string; status: string; messages: { message: string; range: { start: { line: number; character: number } } }[] }[];
  error?: string;
}

const everything = process.env.ATDF_E2E_EVERYTHING;
const nodePath = process.env.ATDF_E2E_NODE || process.execPath;

const EXAMPLES = `tool:
  name: get-structured-content
  description: Returns the weather of a city as structured content.
  input:
    type: object
    properties:
      location: { type: string, enum: [New York, Chicago, Los Angeles] }
    required: [location]
  examples:
    - description: New York (right)
      input: { location: New York }
      output: { temperature: 33, conditions: Cloudy, humidity: 82 }
    - description: Chicago (wrong output)
      input: { location: Chicago }
      output: { temperature: 36, conditions: Sunny, humidity: 82 }
`;

describe('Test Explorer: ATDF examples against a live MCP server', function () {
  this.timeout(120_000);
  let file: string;
  let uri: vscode.Uri;

  before(async () => {
    assert.ok(everything, 'the launcher passes ATDF_E2E_EVERYTHING (server-everything entry point)');
    await activeApi();
    file = path.join(workspaceRoot().fsPath, 'examples-run.atdf.yaml');
    fs.writeFileSync(file, EXAMPLES);
    uri = vscode.Uri.file(file);
    await open(uri);
  });

  after(() => fs.rmSync(file, { force: true }));

  it('shows a "Run example" code lens above each example', async () => {
    const lenses = await waitFor('the Run example code lenses', async () => {
      const all = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri);
      const run = (all ?? []).filter((l) => l.command?.command === 'atdf.runExample');
      return run.length === 2 ? run : undefined;
    });
    assert.deepEqual(
      lenses.map((l) => [l.range.start.line, l.command?.title]),
      [
        [9, 'Run example'],
        [12, 'Run example'],
      ],
    );
  });

  it('runs the examples against server-everything: the right one passes, the wrong one fails at the member that differs', async () => {
    const result = await vscode.commands.executeCommand<RunResult>('atdf.runExamples', {
      uri: uri.toString(),
      server: { command: nodePath, args: [everything, 'stdio'] },
    });
    assert.equal(result.error, undefined, result.error);
    assert.deepEqual(
      result.results.map((r) => [r.id, r.status]),
      [
        ['0/get-structured-content/0', 'pass'],
        ['0/get-structured-content/1', 'fail'],
      ],
    );
    const [message] = result.results[1].messages;
    assert.match(message.message, /Expected "Sunny" at \/conditions, the result has "Light rain \/ drizzle"/);
    assert.deepEqual(message.range.start, { line: 14, character: 45 });
  });

  it("shows the run's failures as diagnostics until the document changes", async () => {
    const fromRun = () => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'atdf test');
    const [failure] = fromRun();
    assert.ok(failure, 'the failing example has a diagnostic');
    assert.equal(failure.range.start.line, 14);
    assert.match(failure.message, /Expected "Sunny" at \/conditions/);
    const editor = await open(uri);
    await editor.edit((edit) => edit.insert(new vscode.Position(0, 0), '# edited\n'));
    await waitFor('the diagnostics of the run to be cleared', () => (fromRun().length === 0 ? true : undefined));
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });
});
