// Navigation over stdio: definition, references, documentHighlight and rename
// between an input's declaration and its uses (example input keys, the
// `required` list) in the tool: form, ATDF 2.x in YAML and JSON and ATDF 1.x;
// between a YAML alias and its anchor; between a local `$ref` and its target.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DocumentHighlight, Location, Position, Range, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient, positionOf, startServerForFile } from './harness';
import { REF_TOOL, SEED, V1_TOOL, V2_TOOL, replaceOnce, unique } from './fixtures';

let client: LspClient;
startServerForFile((started) => (client = started));

const at = (uri: string, position: Position) => ({ textDocument: { uri }, position });
const send = <R>(method: string, params: object) => client.connection.sendRequest(method, params) as Promise<R>;
const definition = (uri: string, p: Position) => send<Location[]>('textDocument/definition', at(uri, p));
const references = (uri: string, p: Position, includeDeclaration = true) =>
  send<Location[]>('textDocument/references', { ...at(uri, p), context: { includeDeclaration } });
const highlights = (uri: string, p: Position) => send<DocumentHighlight[]>('textDocument/documentHighlight', at(uri, p));
const prepareRename = (uri: string, p: Position) =>
  send<{ range: Range; placeholder: string } | null>('textDocument/prepareRename', at(uri, p));
const rename = (uri: string, p: Position, newName: string) => send<WorkspaceEdit>('textDocument/rename', { ...at(uri, p), newName });

/** The text each range covers. */
function texts(text: string, ranges: Range[]): string[] {
  const doc = TextDocument.create('x:', 'x', 0, text);
  return ranges.map((r) => doc.getText(r));
}
const lines = (ranges: { range: Range }[]) => ranges.map((r) => r.range.start.line);

test('ATDF 2.x in YAML: an example key goes to its input, the input finds its uses, rename keeps the file valid', async () => {
  const text = unique(V2_TOOL);
  const uri = 'file:///ws/nav-v2.atdf.yaml';
  await client.open(uri, text);
  assert.deepEqual(await client.diagnosticsFor(uri), []);
  const useOfMode = positionOf(text, 'mode: overwrite', 1);
  const declaration = positionOf(text, '- name: mode', 8);
  const [found] = await definition(uri, useOfMode);
  assert.equal(found.uri, uri);
  assert.deepEqual(found.range.start, positionOf(text, '- name: mode', 8));
  const all = await references(uri, declaration);
  assert.deepEqual(
    texts(
      text,
      all.map((l) => l.range),
    ),
    ['mode', 'mode'],
  );
  assert.deepEqual(lines(all), [declaration.line, useOfMode.line]);
  assert.equal((await references(uri, declaration, false)).length, 1, 'without the declaration');
  const marks = await highlights(uri, useOfMode);
  assert.deepEqual(
    marks.map((h) => [h.range.start.line, h.kind]),
    [
      [declaration.line, 3],
      [useOfMode.line, 2],
    ],
  );

  assert.deepEqual(await prepareRename(uri, useOfMode), { range: all[1].range, placeholder: 'mode' });
  const edit = await rename(uri, useOfMode, 'copy_mode');
  const edits = edit.changes![uri];
  assert.equal(edits.length, 2);
  await client.applyEdits(uri, edits);
  const renamed = client.text(uri);
  assert.match(renamed, /- name: copy_mode\n/);
  assert.match(renamed, /copy_mode: overwrite\n/);
  assert.deepEqual(await client.diagnosticsFor(uri), [], 'still valid: the example uses the renamed input');
});

test('rename refuses a name YAML and JSON would read differently, a name already taken, and a key that is no name', async () => {
  const text = unique(V2_TOOL);
  const uri = 'file:///ws/nav-refuse.atdf.yaml';
  await client.open(uri, text);
  const mode = positionOf(text, 'mode: overwrite', 1);
  await assert.rejects(rename(uri, mode, 'has space'), /"has space" cannot be used/);
  await assert.rejects(rename(uri, mode, 'source'), /already has an input named "source"/);
  const description = positionOf(text, 'description: Copies', 2);
  assert.equal(await prepareRename(uri, description), null);
  await assert.rejects(rename(uri, description, 'other'), /Only an input name or a YAML anchor/);
  assert.deepEqual(await definition(uri, description), []);
});

test('the tool: form: an input, its `required` item and each example key', async () => {
  const text = unique(SEED);
  const uri = 'file:///ws/nav-tool.atdf.yaml';
  await client.open(uri, text);
  const before = (await client.diagnosticsFor(uri)).map((d) => d.code);
  const inRequired = positionOf(text, 'required: [Start', 11);
  const [found] = await definition(uri, inRequired);
  assert.deepEqual(found.range.start, positionOf(text, 'Start:'));
  const all = await references(uri, inRequired);
  assert.deepEqual(
    texts(
      text,
      all.map((l) => l.range),
    ),
    ['Start', 'Start', 'Start', 'Start'],
  );
  const edit = await rename(uri, positionOf(text, 'Start:'), 'Begin');
  await client.applyEdits(uri, edit.changes![uri]);
  const renamed = client.text(uri);
  assert.equal(renamed.match(/\bStart\b(?=[:,\]])/g), null, 'no Start left as a key or list item');
  assert.match(renamed, /required: \[Begin, End\]/);
  assert.deepEqual(
    (await client.diagnosticsFor(uri)).map((d) => d.code),
    before,
    'the same findings as before',
  );
});

test('ATDF 2.x in JSON and ATDF 1.x in YAML: quoted names are renamed inside their quotes', async () => {
  const value = JSON.parse(JSON.stringify((await import('yaml')).parse(unique(V2_TOOL))));
  const text = JSON.stringify(value, null, 2);
  const uri = 'file:///ws/nav-v2.atdf.json';
  await client.open(uri, text, 'json');
  assert.deepEqual(await client.diagnosticsFor(uri), []);
  const retries = positionOf(text, '"retries": 1', 2);
  const [found] = await definition(uri, retries);
  assert.deepEqual(texts(text, [found.range]), ['retries']);
  assert.deepEqual(found.range.start, positionOf(text, '"name": "retries"', 9));
  await client.applyEdits(uri, (await rename(uri, retries, 'attempts')).changes![uri]);
  assert.match(client.text(uri), /"name": "attempts"/);
  assert.match(client.text(uri), /"attempts": 1/);
  assert.deepEqual(await client.diagnosticsFor(uri), []);

  const v1 = `${unique(V1_TOOL)}examples:\n  - goal: Drill\n    input_values:\n      "diameter": 5\n    expected_result: A hole.\n`;
  const v1Uri = 'file:///ws/nav-v1.atdf.yaml';
  await client.open(v1Uri, v1);
  const use = positionOf(v1, '"diameter"', 1);
  assert.deepEqual((await definition(v1Uri, use))[0].range.start, positionOf(v1, 'name: diameter', 6));
  const edits = (await rename(v1Uri, use, 'width')).changes![v1Uri];
  assert.match(TextDocument.applyEdits(TextDocument.create(v1Uri, 'atdf', 1, v1), edits), /"width": 5/);
});

test('a YAML alias goes to its anchor; rename renames both', async () => {
  // Every input of V2_TOOL is described (the fixtures are lint-clean), so the anchor is on a type two inputs share.
  const text = replaceOnce(
    replaceOnce(
      unique(V2_TOOL),
      '      type: string\n      description: Path to copy from.',
      '      type: &text string\n      description: Path to copy from.',
    ),
    '      type: string\n      description: "What to do',
    '      type: *text\n      description: "What to do',
  );
  const uri = 'file:///ws/nav-anchor.atdf.yaml';
  await client.open(uri, text);
  assert.deepEqual(await client.diagnosticsFor(uri), [], 'the alias reads as the anchored string');
  const alias = positionOf(text, '*text', 2);
  const [found] = await definition(uri, alias);
  assert.deepEqual(found.range, { start: positionOf(text, '&text', 1), end: positionOf(text, '&text', 5) });
  assert.deepEqual(
    texts(
      text,
      (await references(uri, found.range.start)).map((l) => l.range),
    ),
    ['text', 'text'],
  );
  const edits = (await rename(uri, alias, 'text_type')).changes![uri];
  const renamed = TextDocument.applyEdits(TextDocument.create(uri, 'atdf', 1, text), edits);
  assert.match(renamed, /type: &text_type string\n {6}description: Path to copy from\./);
  assert.match(renamed, /type: \*text_type\n {6}description: "What to do/);
});

test('a local $ref goes to the schema it names; both $refs are its references; it is not renamed', async () => {
  const uri = 'file:///ws/nav-ref.atdf.yaml';
  await client.open(uri, REF_TOOL);
  const ref = positionOf(REF_TOOL, '#/$defs/day', 3);
  const [found] = await definition(uri, ref);
  assert.deepEqual(found.range.start, positionOf(REF_TOOL, 'day:'));
  assert.deepEqual(
    texts(
      REF_TOOL,
      (await references(uri, positionOf(REF_TOOL, 'day:'), false)).map((l) => l.range),
    ),
    ['#/$defs/day', '#/$defs/day'],
  );
  assert.equal(await prepareRename(uri, ref), null, 'a $ref target is not renamed');
});

test("ATDF 2.x: a local $ref in an input schema is read from the inputs' one schema, as the validator reads it", async () => {
  // `#/$defs/day` is the document's root $defs (not a $defs inside the input's schema); `#/properties/from` the input "from".
  const text = `schema_version: "2.0.0"
tool_id: slots.book
description: Books a slot.
when_to_use: When a slot must be booked.
how_to_use:
  inputs:
    - name: from
      type: string
      description: The first day.
      required: true
      schema:
        $ref: "#/$defs/day"
    - name: to
      type: string
      description: The last day.
      schema:
        $ref: "#/properties/from"
  outputs:
    success: Booked.
    failure: []
$defs:
  day: { type: string, format: date }
`;
  const uri = 'file:///ws/nav-ref-2x.atdf.yaml';
  await client.open(uri, text);
  const problems = (await client.diagnosticsFor(uri)).filter((d) => d.severity === 1 || String(d.code).startsWith('schema/'));
  assert.deepEqual(problems, [], 'both $refs resolve for the validator');
  const [day] = await definition(uri, positionOf(text, '#/$defs/day', 3));
  assert.deepEqual(day.range.start, positionOf(text, 'day:'), 'the root $defs entry');
  const [from] = await definition(uri, positionOf(text, '#/properties/from', 3));
  assert.deepEqual(from.range.start, positionOf(text, '- name: from', 2), 'the input named "from"');
});
