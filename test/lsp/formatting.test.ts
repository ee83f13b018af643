// Document and range formatting over stdio: YAML re-indented only (comments,
// anchors, quoting, flow collections and block scalars kept), JSON as VS
// Code's JSON formatter writes it, on the tool: form, ATDF 1.x and 2.x; the
// editor's tabSize/insertSpaces; a broken document left alone; the setting
// that turns it off.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FormattingOptions, Range, TextEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient, startServerForFile } from './harness';
import { SEED, V1_JSON, unique, withoutLint } from './fixtures';

let client: LspClient;
startServerForFile((started) => (client = started));

const spaces = (tabSize: number): FormattingOptions => ({ tabSize, insertSpaces: true });
const format = (uri: string, options: FormattingOptions) =>
  client.connection.sendRequest('textDocument/formatting', { textDocument: { uri }, options }) as Promise<TextEdit[]>;
const formatRange = (uri: string, range: Range, options: FormattingOptions) =>
  client.connection.sendRequest('textDocument/rangeFormatting', { textDocument: { uri }, range, options }) as Promise<TextEdit[]>;
const apply = (text: string, edits: TextEdit[]) => TextDocument.applyEdits(TextDocument.create('x:', 'x', 0, text), edits);

// ATDF 2.x written four spaces deep, with what a re-indent must keep.
const V2_WIDE = `# Copies files.
schema_version: '2.0.0'
tool_id: files.copy_wide
description: "Copies a file."
when_to_use: When a file must exist in two places.
metadata:
    version: "1.0"   # kept as a string
    tags: [files,
        copy]
how_to_use:
    inputs:
        -   name: source
            type: string
            description: &path Path to copy from.
            required: true
        - name: target
          type: string
          description: *path
          required: true
    outputs:
        success: |
            The file was copied.
              (indented line)
        failure:
            - { code: not_found, description: The source does not exist. }
examples:
-   goal: Copy a report
    input_values:
        source: /tmp/report.txt
        target: /tmp/copy.txt
    expected_result: The report is copied.
`;

const V2_TWO = `# Copies files.
schema_version: '2.0.0'
tool_id: files.copy_wide
description: "Copies a file."
when_to_use: When a file must exist in two places.
metadata:
  version: "1.0"   # kept as a string
  tags: [files,
      copy]
how_to_use:
  inputs:
    -   name: source
        type: string
        description: &path Path to copy from.
        required: true
    - name: target
      type: string
      description: *path
      required: true
  outputs:
    success: |
      The file was copied.
        (indented line)
    failure:
      - { code: not_found, description: The source does not exist. }
examples:
-   goal: Copy a report
    input_values:
      source: /tmp/report.txt
      target: /tmp/copy.txt
    expected_result: The report is copied.
`;

test('ATDF 2.x in YAML: re-indented to tabSize 2, everything else as written, still valid', async () => {
  const uri = 'file:///ws/format-v2.atdf.yaml';
  await client.open(uri, V2_WIDE);
  assert.deepEqual(await client.diagnosticsFor(uri), [], 'valid before');
  const edits = await format(uri, spaces(2));
  assert.equal(apply(V2_WIDE, edits), V2_TWO);
  assert.ok(
    edits.every((e) => /^ *$/.test(e.newText) && e.range.start.character === 0),
    'each edit replaces the spaces that start a line',
  );
  await client.applyEdits(uri, edits);
  assert.deepEqual(await client.diagnosticsFor(uri), [], 'valid after');
  assert.deepEqual(await format(uri, spaces(2)), [], 'formatting again changes nothing');
});

test('the tool: form at tabSize 4, then back at 2: the text it started from', async () => {
  const text = unique(SEED);
  const uri = 'file:///ws/format-tool.atdf.yaml';
  await client.open(uri, text);
  // The vendored seed does not describe its success output, so the lint warns on it (lint.test.ts's business):
  // re-indenting must leave the ATDF rules clean and change no diagnostic at all.
  const before = (await client.diagnosticsFor(uri)).map((d) => d.code);
  assert.deepEqual(withoutLint(before.map((code) => ({ code }))), [], 'valid before');
  const wide = apply(text, await format(uri, spaces(4)));
  assert.match(wide, /^tool:\n(?:#.*\n)* {4}name: /m);
  assert.match(wide, /^ {8}properties:$/m);
  await client.replace(uri, 2, wide);
  assert.deepEqual(
    (await client.diagnosticsFor(uri, 2)).map((d) => d.code),
    before,
    'the same diagnostics at tabSize 4',
  );
  assert.equal(apply(wide, await format(uri, spaces(2))), text);
});

test('ATDF 1.x in JSON: formatted as VS Code formats JSON, with spaces or tabs', async () => {
  const uri = 'file:///ws/format-v1.atdf.json';
  const minified = JSON.stringify(JSON.parse(V1_JSON));
  await client.open(uri, minified, 'json');
  const pretty = apply(minified, await format(uri, spaces(2)));
  assert.equal(pretty, JSON.stringify(JSON.parse(V1_JSON), null, 2));
  const tabs = apply(minified, await format(uri, { tabSize: 4, insertSpaces: false, insertFinalNewline: true }));
  assert.equal(tabs, JSON.stringify(JSON.parse(V1_JSON), null, '\t') + '\n');
});

test('range formatting: YAML re-indents the collections with a line in the range, whole; JSON the range', async () => {
  const uri = 'file:///ws/format-range.atdf.yaml';
  await client.open(uri, V2_WIDE.replace('files.copy_wide', 'files.copy_range'));
  const lines = V2_WIDE.split('\n');
  // A line of `outputs` (its `success:`): that mapping moves, whole, one unit right of its unmoved parent.
  const at = lines.indexOf('        success: |');
  const edits = await formatRange(uri, { start: { line: at, character: 0 }, end: { line: at, character: 4 } }, spaces(2));
  const out = apply(V2_WIDE, edits).split('\n');
  const end = lines.indexOf('examples:');
  assert.deepEqual(out.slice(0, at), lines.slice(0, at), 'lines before: untouched');
  assert.deepEqual(out.slice(end), lines.slice(end), 'lines after: untouched');
  assert.deepEqual(out.slice(at - 1, end), [
    '    outputs:',
    '      success: |',
    '        The file was copied.',
    '          (indented line)',
    '      failure:',
    '        - { code: not_found, description: The source does not exist. }',
  ]);
  await client.applyEdits(uri, edits);
  assert.deepEqual(await client.diagnosticsFor(uri), [], 'still valid');

  const json = 'file:///ws/format-range.atdf.json';
  const text = '{"tool_id": "x_v1",\n"description":   "d",\n"how_to_use": {"inputs": []}}';
  await client.open(json, text, 'json');
  const jsonEdits = await formatRange(json, { start: { line: 0, character: 1 }, end: { line: 1, character: 20 } }, spaces(2));
  assert.ok(jsonEdits.length > 0);
  const jsonOut = apply(text, jsonEdits);
  assert.match(jsonOut, /^ {2}"description": "d",$/m);
  assert.ok(jsonOut.endsWith('"how_to_use": {"inputs": []}}'), `the last line is outside the range: ${jsonOut}`);
});

test('trailing spaces and tabs are removed, except in block scalars, where they are content', async () => {
  const uri = 'file:///ws/format-trailing.atdf.yaml';
  const text = `tool:  \n  name: trailing_spaces\t\n  description: |\n    Kept as written.  \n    Tab kept.\t\n  input:   \n    type: object # a comment  \n    \n  notes: >+\n    kept\n      \n\nextra: 'folded  \n  away'  \n`;
  await client.open(uri, text);
  const formatted = apply(text, await format(uri, spaces(2)));
  assert.equal(
    formatted,
    `tool:\n  name: trailing_spaces\n  description: |\n    Kept as written.  \n    Tab kept.\t\n  input:\n    type: object # a comment\n\n  notes: >+\n    kept\n      \n\nextra: 'folded\n  away'\n`,
  );
  await client.replace(uri, 2, formatted);
  assert.deepEqual(await format(uri, spaces(2)), [], 'formatting again changes nothing');
  await client.replace(uri, 3, text);
  // A range trims the lines that start in it only (and empties the blank lines of the collection it re-indents).
  const second = text.indexOf('\n') + 1;
  const ranged = apply(text, await formatRange(uri, { start: { line: 1, character: 0 }, end: { line: 1, character: 20 } }, spaces(2)));
  assert.equal(
    ranged,
    text.slice(0, second) +
      text.slice(second).replace('trailing_spaces\t', 'trailing_spaces').replace('comment  \n    \n', 'comment  \n\n'),
  );
});

test('a stream with a broken document: that document is left as written, the others formatted', async () => {
  const broken = 'tool_id: broken\nhow_to_use:\n    inputs: [unclosed\n';
  const text = `${V2_WIDE.replace('files.copy_wide', 'files.copy_other')}---\n${broken}`;
  const uri = 'file:///ws/format-broken.atdf.yaml';
  await client.open(uri, text);
  const out = apply(text, await format(uri, spaces(2)));
  assert.ok(out.endsWith(`---\n${broken}`), 'the broken document is unchanged');
  assert.ok(out.startsWith(V2_TWO.replace('files.copy_wide', 'files.copy_other')), 'the first is formatted');
});

test('atdf.formatting.enable: false answers with no edits; true formats again', async () => {
  const uri = 'file:///ws/format-off.atdf.yaml';
  await client.open(uri, V2_WIDE.replace('files.copy_wide', 'files.copy_off'));
  await client.updateSettings({ formatting: { enable: false } });
  assert.deepEqual(await format(uri, spaces(2)), []);
  assert.deepEqual(await formatRange(uri, { start: { line: 0, character: 0 }, end: { line: 9, character: 0 } }, spaces(2)), []);
  await client.updateSettings({});
  assert.ok((await format(uri, spaces(2))).length > 0);
});
