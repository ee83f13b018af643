// Authoring from an empty file over stdio (issue 14): a whole tool in each
// dialect with one completion plus the values, in YAML and JSON; a new input,
// failure or example inside its list; required keys first and marked; no key
// that would conflict with one present; values from enum/const/type, also
// inside examples.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CompletionItem, Position } from 'vscode-languageserver-protocol';
import { LspClient, positionOf, startServerForFile } from './harness';
import { SEED, V1_TOOL, V2_TOOL, replaceOnce, unique } from './fixtures';

let client: LspClient;
let n = 0;
startServerForFile((started) => (client = started));

const SNIPPET_KIND = 15;
const SNIPPET_FORMAT = 2;

/** What an editor inserts when the user accepts every placeholder's default: `${1:x}` -> x, `${2|a,b|}` -> a, `$0` -> nothing. */
function expand(item: CompletionItem): string {
  const text = item.textEdit && 'range' in item.textEdit ? item.textEdit.newText : String(item.insertText);
  if (item.insertTextFormat !== SNIPPET_FORMAT) return text;
  return text
    .replace(/\$\{\d+:([^${}]*)\}/g, '$1')
    .replace(/\$\{\d+\|([^,|}]*)[^}]*\|\}/g, '$1')
    .replace(/\$\d+/g, '');
}

/** Opens `text`, accepts the completion item `label` at `position` (its defaults), and returns the diagnostics of the result. */
async function accept(text: string, position: Position, label: string, ext = 'yaml') {
  const uri = `file:///ws/author-${process.pid}-${++n}.atdf.${ext}`;
  await client.open(uri, text, ext === 'json' ? 'json' : 'atdf');
  await client.diagnosticsFor(uri, 1);
  const items = await client.completion(uri, position);
  const item = items.find((i) => i.label === label);
  assert.ok(item, `${label} offered; got ${JSON.stringify(items.map((i) => i.label))}`);
  assert.equal(item.kind, SNIPPET_KIND);
  assert.ok(item.textEdit && 'range' in item.textEdit);
  const version = await client.applyEdits(uri, [{ range: item.textEdit.range, newText: expand(item) }]);
  const diagnostics = await client.diagnosticsFor(uri, version);
  const result = { item, items, diagnostics, text: client.text(uri) };
  await client.close(uri);
  return result;
}

const start = { line: 0, character: 0 };
const errors = (ds: { severity?: number }[]) => ds.filter((d) => d.severity === 1);

for (const [label, dialect] of [
  ['atdf-tool-2', 'ATDF 2.x'],
  ['atdf-tool-1', 'ATDF 1.x'],
  ['atdf-tool-form', 'the tool: form'],
] as const) {
  test(`an empty YAML file: one completion (${label}) writes a whole ${dialect} tool that validates`, async () => {
    const { item, items, diagnostics, text } = await accept('', start, label);
    assert.equal(item.insertTextFormat, SNIPPET_FORMAT, 'a snippet with tab stops');
    assert.ok(
      ['atdf-tool-2', 'atdf-tool-1', 'atdf-tool-form'].every((l) => items.some((i) => i.label === l)),
      'a skeleton for each dialect',
    );
    assert.match(String(item.detail), /A new tool in/);
    assert.deepEqual(diagnostics, [], text);
  });

  test(`an empty JSON file: one completion (${label}) writes the same ${dialect} tool as JSON`, async () => {
    const { item, diagnostics, text } = await accept('', start, label, 'json');
    assert.equal(item.insertTextFormat, 1, 'plain text');
    assert.doesNotThrow(() => JSON.parse(text));
    assert.deepEqual(errors(diagnostics), [], text);
  });
}

test('a new tool from an empty file: one completion, then the values (tool name, an input), and it is still valid', async () => {
  const uri = `file:///ws/author-flow-${process.pid}.atdf.yaml`;
  await client.open(uri, '');
  const [item] = (await client.completion(uri, start)).filter((i) => i.label === 'atdf-tool-2');
  assert.ok(item.textEdit && 'range' in item.textEdit);
  let version = await client.applyEdits(uri, [{ range: item.textEdit.range, newText: expand(item) }]);
  const typed = client
    .text(uri)
    .replace('tool_id: my_tool', 'tool_id: notes.search_x')
    .replace(/query/g, 'text')
    .replace('type: string', 'type: string');
  await client.replace(uri, ++version, typed);
  assert.deepEqual(await client.diagnosticsFor(uri, version), []);
  await client.close(uri);
});

test('a YAML stream: an empty document after `---` gets the skeletons too', async () => {
  const text = `${unique(V2_TOOL)}---\n`;
  const lines = text.split('\n').length - 1;
  const { diagnostics } = await accept(text, { line: lines, character: 0 }, 'atdf-tool-1');
  assert.deepEqual(errors(diagnostics), []);
});

test('a new input inside how_to_use.inputs, on a new line and after `- `', async () => {
  const onLine = replaceOnce(unique(V1_TOOL), '  outputs:\n', '    \n  outputs:\n');
  const line = positionOf(onLine, '    \n  outputs:', 4);
  const fresh = await accept(onLine, line, 'atdf-input');
  assert.deepEqual(fresh.diagnostics, [], fresh.text);
  // 1.x inputs have no `required` (a 2.x key): the snippet leaves it out there.
  assert.match(fresh.text, /\n {4}- name: name\n {6}type: string\n {6}description: What this input means\.\n {2}outputs:/);
  const afterDash = replaceOnce(unique(V1_TOOL), '  outputs:\n', '    - \n  outputs:\n');
  const dashed = await accept(afterDash, positionOf(afterDash, '    - \n  outputs:', 6), 'atdf-input');
  assert.deepEqual(dashed.diagnostics, [], dashed.text);
  assert.match(dashed.text, /\n {4}- name: name\n {6}type: string\n/);
});

test('a new failure inside outputs.failure, and a new example inside examples (2.x and tool: form)', async () => {
  const failure = replaceOnce(
    unique(V2_TOOL),
    '      - { code: denied, description: Permission denied. }\n',
    '      - { code: denied, description: Permission denied. }\n      \n',
  );
  const f = await accept(failure, positionOf(failure, 'denied. }\n      \n', 16), 'atdf-failure');
  assert.deepEqual(f.diagnostics, [], f.text);
  assert.match(f.text, /\n {6}- code: error_code\n {8}description: When and why this error happens\.\n/);

  const example = `${unique(V2_TOOL)}  \n`;
  const e = await accept(example, { line: example.split('\n').length - 2, character: 2 }, 'atdf-example');
  // The example's defaults name an input `name` that this tool does not declare: the example is checked, as it should be.
  assert.ok(
    e.diagnostics.every((d) => String((d.data as { pointer: string }).pointer).startsWith('/examples/1/')),
    e.text,
  );
  assert.ok(e.diagnostics.some((d) => d.code === 'atdf/undeclared-input'));

  const toolExample = replaceOnce(unique(SEED), '  examples:\n', '  examples:\n    \n');
  const items = await client.completion(await openAs(toolExample), positionOf(toolExample, '  examples:\n    \n', 16));
  assert.deepEqual(
    items.filter((i) => i.kind === SNIPPET_KIND).map((i) => i.label),
    ['atdf-example-tool'],
  );
});

async function openAs(text: string): Promise<string> {
  const uri = `file:///ws/author-open-${process.pid}-${++n}.atdf.yaml`;
  await client.open(uri, text);
  return uri;
}

test('no skeleton or item snippet where a key is half typed, or in a document with content', async () => {
  const text = unique(V2_TOOL) + 'wh';
  const items = await client.completion(await openAs(text), positionOf(text, '\nwh', 3));
  assert.deepEqual(
    items.filter((i) => i.kind === SNIPPET_KIND),
    [],
  );
});

test('required keys first and marked; `id` is not offered beside `tool_id` (nor `tool_id` beside `id`)', async () => {
  const text = 'schema_version: "1.0.0"\ntool_id: a_b\n';
  const uri = await openAs(text + '\n');
  const items = await client.completion(uri, { line: 2, character: 0 });
  const names = items.map((i) => i.label);
  assert.ok(!names.includes('id'), JSON.stringify(names));
  const sorted = [...items].sort((a, b) => String(a.sortText).localeCompare(String(b.sortText)));
  const required = ['description', 'how_to_use', 'when_to_use'];
  assert.deepEqual(
    sorted.slice(0, 3).map((i) => i.label),
    required,
  );
  for (const item of sorted.slice(0, 3)) assert.match(String(item.detail), /required/);
  const withId = 'schema_version: "1.0.0"\nid: a_b\n\n';
  const idItems = await client.completion(await openAs(withId), { line: 2, character: 0 });
  assert.ok(!idItems.some((i) => i.label === 'tool_id'));
});

test('values inside examples: the enum of an input (YAML), true/false of a boolean property (tool: form JSON)', async () => {
  const yaml = replaceOnce(unique(V2_TOOL), 'mode: overwrite', 'mode: ');
  const values = await client.completion(await openAs(yaml), positionOf(yaml, 'mode: \n', 6));
  assert.deepEqual(values.map((i) => i.label).sort(), ['overwrite', 'skip']);
  // Typing a value breaks the JSON for a moment: the last text that parsed stands in.
  const json = (on: string, kind: string) =>
    `{"tool": {"name": "a.b_${process.pid}", "description": "d", "input": {"type": "object", "properties": {"on": {"type": "boolean"}, "kind": {"const": "x"}}},\n  "examples": [{"input": {"on": ${on}, "kind": ${kind}}}]}}`;
  const uri = `file:///ws/author-values-${process.pid}.atdf.json`;
  await client.open(uri, json('true', '"x"'), 'json');
  await client.diagnosticsFor(uri, 1);
  await client.replace(uri, 2, json('', ''));
  await client.diagnosticsFor(uri, 2);
  const broken = json('', '');
  const bools = await client.completion(uri, positionOf(broken, '"on": ', 6, 1));
  assert.deepEqual(bools.map((i) => i.label).sort(), ['false', 'true']);
  const consts = await client.completion(uri, positionOf(broken, '"kind": ', 8, 1));
  assert.deepEqual(
    consts.map((i) => i.label),
    ['"x"'],
  );
});
