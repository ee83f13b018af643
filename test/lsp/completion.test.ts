// Completion over stdio: ATDF keys allowed at the cursor without those already
// present, on half-typed YAML; the tool's own inputs inside examples; enum
// values and true/false; JSON files.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CompletionItem } from 'vscode-languageserver-protocol';
import { LspClient, positionOf, startServerForFile } from './harness';
import { SEED, V1_JSON, V2_TOOL, replaceOnce, unique, withoutLine } from './fixtures';

let client: LspClient;
let n = 0;
startServerForFile((started) => (client = started));

/** Opens `text` and asks for completion where `marker` ends (or `delta` characters into it). */
async function completeAt(
  text: string,
  marker: string,
  delta = marker.length,
  languageId = 'atdf',
  ext = 'yaml',
): Promise<CompletionItem[]> {
  const uri = `file:///ws/complete-${++n}.atdf.${ext}`;
  await client.open(uri, text, languageId);
  return client.completion(uri, positionOf(text, marker, delta));
}

const labels = (items: CompletionItem[]) => items.map((i) => i.label).sort();

test('a half-typed key under `tool:` (`  de`) offers the tool keys not yet present', async () => {
  const text = replaceOnce(withoutLine(unique(SEED), 'description: Valida que'), '  input:\n', '  de\n  input:\n');
  const items = await completeAt(text, '  de\n', 4);
  assert.deepEqual(labels(items), ['description']);
  const [item] = items;
  assert.equal(item.textEdit && 'range' in item.textEdit ? item.textEdit.newText : undefined, 'description: ');
  assert.match(String(item.detail), /required/);
  assert.match(JSON.stringify(item.documentation), /What the tool does/);
});

test('the root of a 2.x document offers the 2.x keys that are missing', async () => {
  const text = withoutLine(withoutLine(unique(V2_TOOL), 'when_to_use:'), 'schema_version:') + 'wh';
  const items = await completeAt(text, '\nwh', 3);
  const got = labels(items);
  for (const expected of ['when_to_use', 'schema_version', 'localization', 'prerequisites', 'feedback'])
    assert.ok(got.includes(expected), expected);
  for (const present of ['tool_id', 'description', 'how_to_use', 'metadata', 'examples']) assert.ok(!got.includes(present), present);
});

test('a new input entry (`- `) offers the input keys; an existing one offers only what it lacks', async () => {
  const text = replaceOnce(unique(V2_TOOL), '  outputs:\n', '    - na\n  outputs:\n');
  const fresh = labels(await completeAt(text, '    - na\n', 8));
  assert.deepEqual(fresh, ['description', 'name', 'required', 'schema', 'type']);
  const text2 = replaceOnce(unique(V2_TOOL), '      description: Path to copy from.\n', '      de\n');
  assert.deepEqual(labels(await completeAt(text2, '      de\n', 8)), ['description', 'schema']);
});

test("inside a 2.x example, input_values offers the tool's own inputs not yet given", async () => {
  const text = replaceOnce(unique(V2_TOOL), '      mode: overwrite\n', '      mo\n');
  const items = await completeAt(text, '      mo\n', 8);
  assert.deepEqual(labels(items), ['mode']);
  assert.match(String(items[0].detail), /input of this tool/);
});

test('inside a tool: form example, input offers the properties of tool.input', async () => {
  const text = replaceOnce(
    withoutLine(unique(SEED), 'End:   "2025-07-12T12:00:00Z"'),
    '        Start: "2025-07-12T10:00:00Z"\n',
    '        Start: "2025-07-12T10:00:00Z"\n        E\n',
  );
  assert.deepEqual(labels(await completeAt(text, '        E\n', 9)), ['End']);
});

test('values: enum members of the declared input, and true/false for a boolean', async () => {
  const text = replaceOnce(unique(V2_TOOL), 'mode: overwrite', 'mode: ');
  assert.deepEqual(labels(await completeAt(text, 'mode: ')), ['overwrite', 'skip']);
  const text2 = replaceOnce(unique(V2_TOOL), '      required: true\n    - name: mode', '      required: \n    - name: mode');
  assert.deepEqual(labels(await completeAt(text2, 'required: \n', 10)), ['false', 'true'].sort());
  const text3 = replaceOnce(unique(V2_TOOL), '      type: integer', '      type: ');
  const types = labels(await completeAt(text3, '      type: \n', 12));
  assert.ok(types.includes('integer') && types.includes('string'), JSON.stringify(types));
});

test('inside an embedded JSON Schema: keywords not yet present, and type names for `type`', async () => {
  const text = replaceOnce(
    unique(SEED),
    '        format: date-time\n        description: Fecha y hora de fin.\n',
    '        format: date-time\n        descr\n',
  );
  const items = labels(await completeAt(text, '        descr\n', 13));
  assert.ok(items.includes('description') && items.includes('pattern') && items.includes('minLength'), JSON.stringify(items));
  assert.ok(!items.includes('type') && !items.includes('format'), 'present keywords are left out');
  // Under `properties` the keys are names, not keywords: nothing is offered.
  const names = replaceOnce(unique(SEED), '      End:\n', '      En\n      End:\n');
  assert.deepEqual(await completeAt(names, '      En\n', 8), []);
  const typed = replaceOnce(unique(SEED), '    type: object\n    properties:\n      Start:', '    type: \n    properties:\n      Start:');
  assert.deepEqual(labels(await completeAt(typed, '    type: \n', 10)), [
    '"null"',
    'array',
    'boolean',
    'integer',
    'number',
    'object',
    'string',
  ]);
});

test('JSON: keys are offered with quotes, without those present', async () => {
  const base = unique(V1_JSON);
  const text = replaceOnce(withoutLine(base, '"when_to_use"'), '  "how_to_use": {', '  "wh",\n  "how_to_use": {');
  const items = await completeAt(text, '"wh', 3, 'json', 'json');
  const got = labels(items);
  assert.ok(got.includes('when_to_use'), JSON.stringify(got));
  assert.ok(!got.includes('description') && !got.includes('tool_id'), JSON.stringify(got));
  const item = items.find((i) => i.label === 'when_to_use')!;
  assert.equal(item.textEdit && 'range' in item.textEdit ? item.textEdit.newText : undefined, '"when_to_use": ');
});

test('in the middle document of a stream, also after an edit above has moved it: keys of that document only, at the right place', async () => {
  const first = unique(V2_TOOL);
  const middle = replaceOnce(unique(V2_TOOL), '      description: Path to copy from.\n', '      de\n');
  const last = unique(V2_TOOL);
  const text = `${first}---\n${middle}---\n${last}`;
  const uri = `file:///ws/complete-${++n}.atdf.yaml`;
  await client.open(uri, text);
  const at = positionOf(text, '      de\n', 8);
  const items = await client.completion(uri, at);
  assert.deepEqual(labels(items), ['description', 'schema'], 'the inputs of the middle document, not of the others');
  const edit = items.find((i) => i.label === 'description')!.textEdit;
  assert.ok(edit && 'range' in edit);
  assert.deepEqual(edit.range, { start: { line: at.line, character: 6 }, end: at });

  // Two lines inserted at the top move every document (the server's copy of the middle one is then a moved document).
  await client.change(uri, 2, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '# a\n# b\n' }]);
  const moved = { line: at.line + 2, character: at.character };
  const again = await client.completion(uri, moved);
  assert.deepEqual(labels(again), ['description', 'schema']);
  const movedEdit = again.find((i) => i.label === 'description')!.textEdit;
  assert.ok(movedEdit && 'range' in movedEdit);
  assert.deepEqual(movedEdit.range, { start: { line: moved.line, character: 6 }, end: moved });
});
