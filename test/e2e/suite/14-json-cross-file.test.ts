// JSON ATDF files and `$ref`s into another file, through the real extension in
// the real editor: an *.atdf.json file's error where the value is, Format
// Document by our server (chosen as the JSON formatter, as a user would) with
// the error following its value, and go to definition from a relative `$ref` to
// the node it names in the other file (read from disk, not open). Every test
// works on fresh files of its own under editing-json/, closed without saving
// and deleted after it.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activeApi, atdfDiagnostics, codeOf, EXTENSION_ID, open, waitFor, waitForDiagnostics, workspaceRoot } from './helpers';

/** An ATDF 2.x tool in JSON, written compact and four spaces deep, with an example value of the wrong type (7). No final line break. */
const compactTool = (name: string): string => `{
    "schema_version": "2.0.0", "tool_id": "${name}",
    "description": "Translates text between languages.",
    "when_to_use": "Use when the user needs text in another language.",
    "how_to_use": {
        "inputs": [ { "name": "text", "type": "string", "description": "The text to translate.", "required": true },
            { "name": "target", "type": "string", "description": "Target language code.", "required": true } ],
        "outputs": { "success": "The translated text.", "failure": [ { "code": "unsupported", "description": "Not supported." } ] }
    },
    "examples": [ { "goal": "Translate a greeting", "input_values": { "text": "Hello", "target": 7 }, "expected_result": "Hola" } ]
}`;

/** What Format Document with tabSize 2 makes of it: VS Code's JSON layout, one member per line. */
const formattedTool = (name: string): string => `{
  "schema_version": "2.0.0",
  "tool_id": "${name}",
  "description": "Translates text between languages.",
  "when_to_use": "Use when the user needs text in another language.",
  "how_to_use": {
    "inputs": [
      {
        "name": "text",
        "type": "string",
        "description": "The text to translate.",
        "required": true
      },
      {
        "name": "target",
        "type": "string",
        "description": "Target language code.",
        "required": true
      }
    ],
    "outputs": {
      "success": "The translated text.",
      "failure": [
        {
          "code": "unsupported",
          "description": "Not supported."
        }
      ]
    }
  },
  "examples": [
    {
      "goal": "Translate a greeting",
      "input_values": {
        "text": "Hello",
        "target": 7
      },
      "expected_result": "Hola"
    }
  ]
}`;

/** The file a `$ref` names. */
const COMMON = `{
  "$defs": {
    "room": { "type": "string" },
    "day": { "type": "string", "format": "date" }
  }
}
`;

/** A tool: form tool whose input takes its schema from the other file. */
const bookingTool = (name: string, common: string): string => `tool:
  name: ${name}
  description: Books a room for a day.
  input:
    type: object
    properties:
      day: { $ref: "./${common}#/$defs/day" }
    required: [day]
`;

/** The position of the first `needle` in `text`, moved `delta` characters on. */
function at(text: string, needle: string, delta = 0): vscode.Position {
  const index = text.indexOf(needle);
  assert.ok(index >= 0, `"${needle}" is in the probe`);
  const before = text.slice(0, index + delta).split('\n');
  return new vscode.Position(before.length - 1, before.at(-1)!.length);
}

const show = (r: vscode.Range): string => `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character}`;

describe('JSON files and cross-file $ref (editing)', function () {
  this.timeout(60_000);
  let count = 0;
  let created: vscode.Uri[] = [];
  const folder = () => vscode.Uri.joinPath(workspaceRoot(), 'editing-json');

  before(activeApi);

  async function write(name: string, text: string): Promise<vscode.Uri> {
    const uri = vscode.Uri.joinPath(folder(), name);
    created.push(uri);
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
    return uri;
  }

  afterEach(async () => {
    for (const uri of created) {
      const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
      if (document) {
        await vscode.window.showTextDocument(document, { preview: false });
        await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
      }
      await vscode.workspace.fs.delete(uri, { useTrash: false });
    }
    created = [];
  });

  after(async () => {
    await vscode.workspace.fs.delete(folder(), { recursive: true, useTrash: false });
  });

  it('reports the wrong example value of an *.atdf.json file, and Format Document (our server) keeps it on its value', async () => {
    const name = `json_probe_${++count}`;
    const text = compactTool(name);
    const uri = await write(`probe-${count}.atdf.json`, text);
    const editor = await open(uri);
    assert.equal(editor.document.languageId, 'json');
    const errorsOf = (all: vscode.Diagnostic[]) => all.filter((d) => d.severity === vscode.DiagnosticSeverity.Error);
    const before = await waitForDiagnostics(uri, (all) => errorsOf(all).length > 0);
    const seven = at(text, '"target": 7', '"target": '.length);
    assert.deepEqual(
      errorsOf(before).map((d) => [codeOf(d), show(d.range)]),
      [['atdf/example-schema', show(new vscode.Range(seven, seven.translate(0, 1)))]],
    );

    // Our server as the JSON formatter (VS Code's own JSON formatter would otherwise answer too).
    const json = vscode.workspace.getConfiguration('editor', { languageId: 'json' });
    await json.update('defaultFormatter', EXTENSION_ID, vscode.ConfigurationTarget.Workspace, true);
    try {
      editor.options = { tabSize: 2, insertSpaces: true };
      await waitFor('Format Document to lay the JSON out', async () => {
        await vscode.commands.executeCommand('editor.action.formatDocument');
        return editor.document.getText() !== text || undefined;
      });
      assert.equal(editor.document.getText(), formattedTool(name));
      const formatted = formattedTool(name);
      const moved = at(formatted, '"target": 7', '"target": '.length);
      const after = await waitForDiagnostics(uri, (all) => errorsOf(all).some((d) => d.range.start.line === moved.line));
      assert.deepEqual(
        errorsOf(after).map((d) => [codeOf(d), show(d.range)]),
        [['atdf/example-schema', show(new vscode.Range(moved, moved.translate(0, 1)))]],
      );
      assert.equal(
        atdfDiagnostics(uri).every((d) => d.severity !== vscode.DiagnosticSeverity.Error || codeOf(d) === 'atdf/example-schema'),
        true,
      );
    } finally {
      await json.update('defaultFormatter', undefined, vscode.ConfigurationTarget.Workspace, true);
    }
  });

  it('goes from a relative $ref to the node it names in the other file, read from disk', async () => {
    const n = ++count;
    const common = `common-${n}.json`;
    const commonUri = await write(common, COMMON);
    const text = bookingTool(`json_probe_${n}`, common);
    const uri = await write(`booking-${n}.atdf.yaml`, text);
    const editor = await open(uri);
    const onRef = at(text, 'day" }', 1); // on "day" of the fragment
    const day = at(COMMON, '"day"');
    const dayKey = new vscode.Range(day, day.translate(0, '"day"'.length));
    const found = await waitFor('a definition from the server', async () => {
      const list = await vscode.commands.executeCommand<(vscode.Location | vscode.LocationLink)[]>(
        'vscode.executeDefinitionProvider',
        uri,
        onRef,
      );
      return list.length > 0 ? list : undefined;
    });
    assert.deepEqual(
      found.map((l) => ('targetUri' in l ? [l.targetUri.toString(), show(l.targetRange)] : [l.uri.toString(), show(l.range)])),
      [[commonUri.toString(), show(dayKey)]],
    );
    assert.equal(
      vscode.workspace.textDocuments.some((d) => d.uri.toString() === commonUri.toString()),
      false,
      'the other file is not open: the server read it from disk',
    );

    // As the user does it: F12 with the cursor there opens the other file at the node.
    editor.selection = new vscode.Selection(onRef, onRef);
    await vscode.commands.executeCommand('editor.action.revealDefinition');
    const target = await waitFor('the other file in the editor', () =>
      vscode.window.activeTextEditor?.document.uri.toString() === commonUri.toString() ? vscode.window.activeTextEditor : undefined,
    );
    assert.equal(show(target.selection), show(new vscode.Range(day, day)), 'the cursor at the start of "day"');
    assert.equal(target.document.lineAt(day.line).text, '    "day": { "type": "string", "format": "date" }');
  });
});
