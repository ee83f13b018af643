// The editing features of the language server, through the real extension in
// the real editor: Format Document, folding and expand selection, go to
// definition and rename of an input (the edit applied), the document links of
// `$ref`s, inlay hints and workspace symbols. Each assertion checks what the
// server answered (positions, texts, the document after the edit), not only
// that it answered.
//
// Every test works on a fresh file of its own under editing/ (a tool name of
// its own, so no duplicate-tool error), closed without saving and deleted
// after it: no fixture file is ever edited, so no test's edit can survive into
// another test (a file once came back saved with an edit after "revert and
// close").
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activeApi, atdfDiagnostics, open, waitFor, workspaceRoot } from './helpers';

/** An ATDF 2.x tool, two spaces deep, with comments where a formatter could lose them. */
const probeTool = (name: string): string => `# Editing probe: formatting keeps this comment.
schema_version: "2.0.0"
tool_id: ${name}
description: Books a room for a meeting.
when_to_use: Use when a meeting needs a room.
how_to_use:
  inputs:
    - name: day
      type: string
      description: The day to book.   # a date, kept
      required: true
    - name: hours
      type: integer
      description: How long the meeting lasts, in hours.
      required: true
  outputs:
    success: The room is booked.
    # what an agent sees when no room is left
    failure:
      - code: full
        description: No room is free.
examples:
  - goal: Book a room on Monday
    input_values:
      day: "2025-01-06"
      hours: 2
    expected_result: The room is booked.
`;

/** The same tool written four spaces deep: Format Document with tabSize 2 must give probeTool back, byte for byte. */
const wideTool = (name: string): string => `# Editing probe: formatting keeps this comment.
schema_version: "2.0.0"
tool_id: ${name}
description: Books a room for a meeting.
when_to_use: Use when a meeting needs a room.
how_to_use:
    inputs:
        - name: day
          type: string
          description: The day to book.   # a date, kept
          required: true
        - name: hours
          type: integer
          description: How long the meeting lasts, in hours.
          required: true
    outputs:
        success: The room is booked.
        # what an agent sees when no room is left
        failure:
            - code: full
              description: No room is free.
examples:
    - goal: Book a room on Monday
      input_values:
          day: "2025-01-06"
          hours: 2
      expected_result: The room is booked.
`;

/** A tool: form tool whose input schema points twice at one `$defs` entry. */
const refTool = (name: string): string => `tool:
  name: ${name}
  description: Books a slot.
  input:
    type: object
    $defs:
      day:
        type: string
        format: date
    properties:
      from: { $ref: "#/$defs/day" }
      to:
        $ref: "#/$defs/day"
    required: [from]
  output:
    success: { type: object }
  examples:
    - input: { from: "2025-01-01" }
      output: {}
`;

/** The position of `needle` (its `occurrence`-th match) in `text`, moved `delta` characters on. */
function at(text: string, needle: string, delta = 0, occurrence = 0): vscode.Position {
  let index = -1;
  for (let i = 0; i <= occurrence; i++) {
    index = text.indexOf(needle, index + 1);
    assert.ok(index >= 0, `"${needle}" (occurrence ${occurrence}) is in the probe`);
  }
  const before = text.slice(0, index + delta).split('\n');
  return new vscode.Position(before.length - 1, before.at(-1)!.length);
}

const show = (r: vscode.Range): string => `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character}`;

describe('editing features (formatting, structure, navigation, links, hints, symbols)', function () {
  this.timeout(60_000);
  let count = 0;
  let created: vscode.Uri[] = [];

  before(activeApi);

  /** Writes a fresh probe file with a tool name of its own and opens it. */
  async function fresh(
    template: (name: string) => string,
  ): Promise<{ uri: vscode.Uri; name: string; text: string; editor: vscode.TextEditor }> {
    const n = ++count;
    const name = `editing_probe_${n}`;
    const text = template(name);
    const uri = vscode.Uri.joinPath(workspaceRoot(), 'editing', `probe-${n}.atdf.yaml`);
    created.push(uri);
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
    const editor = await open(uri);
    assert.equal(editor.document.getText(), text, 'the probe opened as written');
    return { uri, name, text, editor };
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
    await vscode.workspace.fs.delete(vscode.Uri.joinPath(workspaceRoot(), 'editing'), { recursive: true, useTrash: false });
  });

  it('Format Document re-indents YAML as the server says, comments kept', async () => {
    const { name, editor } = await fresh(wideTool);
    // VS Code detected four spaces from the file; format for two.
    editor.options = { tabSize: 2, insertSpaces: true };
    const expected = probeTool(name);
    await waitFor('Format Document to re-indent the file', async () => {
      await vscode.commands.executeCommand('editor.action.formatDocument');
      return editor.document.getText() !== wideTool(name) || undefined;
    });
    assert.equal(editor.document.getText(), expected);
    for (const comment of [
      '# Editing probe: formatting keeps this comment.',
      '# a date, kept',
      '    # what an agent sees when no room is left',
    ])
      assert.ok(editor.document.getText().includes(comment), `kept: ${comment}`);
    assert.equal(editor.document.isDirty, true, 'formatted in the editor, not saved');
  });

  it('folds every block and expands the selection from a value to the document', async () => {
    const { uri, text } = await fresh(probeTool);
    const lines = text.split('\n');
    const ranges = await waitFor('folding ranges from the server', async () => {
      const list = await vscode.commands.executeCommand<vscode.FoldingRange[]>('vscode.executeFoldingRangeProvider', uri);
      return list.length > 0 ? list : undefined;
    });
    const folds = [...ranges].sort((a, b) => a.start - b.start).map((r) => `${lines[r.start].trim()} .. ${lines[r.end].trim()}`);
    assert.deepEqual(folds, [
      'schema_version: "2.0.0" .. expected_result: The room is booked.',
      'how_to_use: .. description: No room is free.',
      'inputs: .. required: true',
      '- name: day .. required: true',
      '- name: hours .. required: true',
      'outputs: .. description: No room is free.',
      'failure: .. description: No room is free.',
      '- code: full .. description: No room is free.',
      'examples: .. expected_result: The room is booked.',
      '- goal: Book a room on Monday .. expected_result: The room is booked.',
      'input_values: .. hours: 2',
    ]);

    // Expand selection from the value of `hours: 2`. VS Code merges in its own word and
    // whitespace ranges, so the server's steps must appear in this order among them.
    const value = at(text, 'hours: 2', 'hours: '.length);
    const [chain] = await vscode.commands.executeCommand<vscode.SelectionRange[]>('vscode.executeSelectionRangeProvider', uri, [value]);
    const steps: string[] = [];
    for (let r: vscode.SelectionRange | undefined = chain; r; r = r.parent) steps.push(show(r.range));
    const last = at(text, 'The room is booked.', 'The room is booked.'.length, 1); // the end of the last line
    const expected = [
      new vscode.Range(value, value.translate(0, 1)), // 2
      new vscode.Range(at(text, 'hours: 2'), value.translate(0, 1)), // hours: 2
      new vscode.Range(at(text, 'day: "2025'), value.translate(0, 1)), // the input_values mapping
      new vscode.Range(at(text, 'input_values:'), value.translate(0, 1)), // input_values: with it
      new vscode.Range(at(text, 'goal: Book'), last), // the example's mapping
      new vscode.Range(at(text, '- goal: Book'), last), // the example item
      new vscode.Range(at(text, 'examples:'), last), // examples: with its list
      new vscode.Range(at(text, 'schema_version'), last), // the document
    ].map(show);
    let from = 0;
    for (const step of expected) {
      const found = steps.indexOf(step, from);
      assert.ok(found >= 0, `the selection grows through ${step} in order; got ${steps.join(' > ')}`);
      from = found + 1;
    }
  });

  it('goes from an example key to its input, and renames the input everywhere', async () => {
    const { uri, text, editor } = await fresh(probeTool);
    const useStart = at(text, 'hours: 2');
    const use = useStart.translate(0, 1); // inside the example's key
    const declaration = new vscode.Range(at(text, '- name: hours', 8), at(text, '- name: hours', 13));
    const found = await waitFor('a definition from the server', async () => {
      const list = await vscode.commands.executeCommand<(vscode.Location | vscode.LocationLink)[]>(
        'vscode.executeDefinitionProvider',
        uri,
        use,
      );
      return list.length > 0 ? list : undefined;
    });
    assert.equal(found.length, 1);
    const target = found[0];
    const [targetUri, targetRange] = 'targetUri' in target ? [target.targetUri, target.targetRange] : [target.uri, target.range];
    assert.equal(targetUri.toString(), uri.toString());
    assert.equal(show(targetRange), show(declaration), 'the name in "- name: hours"');

    const edit = await vscode.commands.executeCommand<vscode.WorkspaceEdit>(
      'vscode.executeDocumentRenameProvider',
      uri,
      use,
      'duration_hours',
    );
    const edits = edit.get(uri);
    assert.deepEqual(
      edits.map((e) => [show(e.range), e.newText]),
      [
        [show(declaration), 'duration_hours'],
        [show(new vscode.Range(useStart, useStart.translate(0, 'hours'.length))), 'duration_hours'],
      ],
    );
    assert.equal(edit.entries().length, 1, 'no other file is touched');
    assert.equal(await vscode.workspace.applyEdit(edit), true);
    const renamed = text.replace('- name: hours', '- name: duration_hours').replace('      hours: 2', '      duration_hours: 2');
    assert.equal(editor.document.getText(), renamed);

    // The server reads the edited text as one input used once: the whole new name
    // highlights at its declaration (write) and in the example (read); from the text
    // before the edit the ranges would cover "durat" only. And no error appears.
    const renamedUse = at(renamed, 'duration_hours: 2', 1);
    const want = [
      [at(renamed, '- name: duration_hours').line, vscode.DocumentHighlightKind.Write, 'duration_hours'],
      [renamedUse.line, vscode.DocumentHighlightKind.Read, 'duration_hours'],
    ];
    let seen: unknown[] = [];
    await waitFor('the renamed input to be one input again', async () => {
      const marks = await vscode.commands.executeCommand<vscode.DocumentHighlight[]>('vscode.executeDocumentHighlights', uri, renamedUse);
      seen = marks.map((m) => [m.range.start.line, m.kind, editor.document.getText(m.range)]);
      return JSON.stringify(seen) === JSON.stringify(want) || undefined;
    }).catch((err: Error) => assert.fail(`${err.message}; last highlights: ${JSON.stringify(seen)}`));
    assert.deepEqual(
      atdfDiagnostics(uri)
        .filter((d) => d.severity === vscode.DiagnosticSeverity.Error)
        .map((d) => d.message),
      [],
    );
  });

  it('links each local $ref to the line and column of its target', async () => {
    const { uri, text, editor } = await fresh(refTool);
    const day = at(text, 'day:');
    // VS Code adds links of its own (URLs in the text); the server's are the $refs.
    const links = await waitFor('the $ref links from the server', async () => {
      const list = await vscode.commands.executeCommand<vscode.DocumentLink[]>('vscode.executeLinkProvider', uri);
      const refs = list.filter((l) => editor.document.getText(l.range).startsWith('#/'));
      return refs.length > 0 ? refs : undefined;
    });
    assert.deepEqual(
      links.map((l) => [show(l.range), editor.document.getText(l.range), l.target?.with({ fragment: '' }).toString(), l.target?.fragment]),
      [0, 1].map((i) => {
        const start = at(text, '#/$defs/day', 0, i);
        return [
          show(new vscode.Range(start, start.translate(0, '#/$defs/day'.length))),
          '#/$defs/day',
          uri.toString(),
          `L${day.line + 1},${day.character + 1}`,
        ];
      }),
    );
  });

  it('shows the dialect and the type each example value is checked against as inlay hints', async () => {
    const { uri, text, editor } = await fresh(probeTool);
    const whole = new vscode.Range(new vscode.Position(0, 0), editor.document.positionAt(text.length));
    const hints = await waitFor('inlay hints from the server', async () => {
      const list = await vscode.commands.executeCommand<vscode.InlayHint[]>('vscode.executeInlayHintProvider', uri, whole);
      return list.length > 0 ? list : undefined;
    });
    const label = (h: vscode.InlayHint) => (typeof h.label === 'string' ? h.label : h.label.map((p) => p.value).join(''));
    const tooltip = (h: vscode.InlayHint) => (typeof h.tooltip === 'string' ? h.tooltip : h.tooltip?.value);
    assert.deepEqual(
      hints.map((h) => [`${h.position.line}:${h.position.character}`, label(h), h.kind, tooltip(h)]),
      [
        [`${at(text, 'schema_version').line}:0`, 'ATDF 2.x', undefined, undefined],
        [
          `${at(text, 'day: "2025-01-06"').line}:${at(text, 'day: "2025-01-06"', 'day: "2025-01-06"'.length).character}`,
          'string',
          vscode.InlayHintKind.Type,
          'Checked against the schema declared at /how_to_use/inputs/0',
        ],
        [
          `${at(text, 'hours: 2').line}:${at(text, 'hours: 2', 'hours: 2'.length).character}`,
          'integer',
          vscode.InlayHintKind.Type,
          'Checked against the schema declared at /how_to_use/inputs/1',
        ],
      ],
    );
  });

  it('lists the tools of the workspace as symbols, open and on disk', async () => {
    const { uri, name, text } = await fresh(probeTool);
    const mine = await waitFor(`the workspace symbol ${name}`, async () => {
      const list = await vscode.commands.executeCommand<vscode.SymbolInformation[]>('vscode.executeWorkspaceSymbolProvider', name);
      return list.length > 0 ? list : undefined;
    });
    assert.deepEqual(
      mine.map((s) => [s.name, s.kind, s.containerName, s.location.uri.toString(), show(s.location.range)]),
      [
        [
          name,
          vscode.SymbolKind.Class,
          `ATDF 2.x · ${vscode.workspace.asRelativePath(uri, false)}`,
          uri.toString(),
          show(new vscode.Range(at(text, name), at(text, name, name.length))),
        ],
      ],
    );
    // A tool of a fixture file, written before the run, counts too (from the server's index
    // of the folder, or from its open document if an earlier test left it open). The query
    // matches characters in order, so keep the exact name only.
    const onDisk = await waitFor('the workspace symbol of valid.atdf.yaml', async () => {
      const list = await vscode.commands.executeCommand<vscode.SymbolInformation[]>('vscode.executeWorkspaceSymbolProvider', 'hole_maker');
      const exact = list.filter((s) => s.name === 'hole_maker');
      return exact.length > 0 ? exact : undefined;
    });
    assert.deepEqual(
      onDisk.map((s) => [s.name, s.containerName, vscode.workspace.asRelativePath(s.location.uri, false), show(s.location.range)]),
      [['hole_maker', 'ATDF 2.x · valid.atdf.yaml', 'valid.atdf.yaml', '1:9-1:19']],
    );
  });
});
