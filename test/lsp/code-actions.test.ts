// Each quick fix, applied through the real server and re-validated: the
// diagnostic it fixes is gone and no new error appears. Block YAML, flow YAML
// and JSON keep their own layout.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyFix as fixOnce, pointerOf } from './apply-fix';
import { LspClient, startServerForFile } from './harness';
import { SEED, V1_JSON, V1_TOOL, V2_TOOL, replaceOnce, unique, withoutLine } from './fixtures';

let client: LspClient;
startServerForFile((started) => (client = started));

const applyFix = (text: string, pointer: string, title: RegExp, languageId = 'atdf', ext = 'yaml') =>
  fixOnce(client, text, pointer, title, { languageId, ext });

test('block YAML: add a missing required member at the indentation of its siblings', async () => {
  const text = withoutLine(unique(SEED), 'description: Valida que Start');
  const fixed = await applyFix(text, '/tool/description', /Add missing member "description"/);
  assert.equal(fixed.after.filter((d) => d.severity === 1).length, 0);
  assert.match(fixed.text, /\n {2}description: "TODO"\n|\n {2}description: "TODO"$/m);
});

test('block YAML: "add all missing members" adds every missing member of the object at once', async () => {
  const text = withoutLine(withoutLine(unique(V2_TOOL), 'description: Copies a file.'), 'when_to_use: When a file');
  const fixed = await applyFix(text, '/description', /Add all 2 missing members of \//);
  assert.deepEqual(
    fixed.after.filter((d) => d.severity === 1),
    [],
  );
  assert.match(fixed.text, /^description: "TODO"$/m);
  assert.match(fixed.text, /^when_to_use: "TODO"$/m);
});

test('block YAML: a missing nested object gets a typed placeholder in block style', async () => {
  const text = replaceOnce(
    unique(V1_TOOL),
    '  outputs:\n    success: The hole has been created.\n    failure:\n      - code: invalid_diameter\n        description: The diameter must be between 1mm and 100mm.\n',
    '',
  );
  const fixed = await applyFix(text, '/how_to_use/outputs', /Add missing member "outputs"/);
  assert.deepEqual(
    fixed.after.filter((d) => d.severity === 1),
    [],
  );
  assert.match(fixed.text, /\n {2}outputs:\n {4}success: "TODO"\n {4}failure: \[\]/);
});

test('flow YAML: add a missing member inside `{ ... }`', async () => {
  const text = replaceOnce(unique(V2_TOOL), '{ code: denied, description: Permission denied. }', '{ code: denied }');
  const fixed = await applyFix(text, '/how_to_use/outputs/failure/1/description', /Add missing member "description"/);
  assert.deepEqual(
    fixed.after.filter((d) => d.severity === 1),
    [],
  );
  assert.match(fixed.text, /- \{ code: denied, description: "TODO" \}/);
});

test('JSON: add a missing member with quoted key on its own line', async () => {
  const text = replaceOnce(unique(V1_JSON), '  "when_to_use": "Use when you need to translate text.",\n', '');
  const fixed = await applyFix(text, '/when_to_use', /Add missing member "when_to_use"/, 'json', 'json');
  assert.deepEqual(
    fixed.after.filter((d) => d.severity === 1),
    [],
  );
  assert.match(fixed.text, /\n {2}"how_to_use": \{[\s\S]*\},\n {2}"when_to_use": "TODO"\n\}/);
  assert.doesNotThrow(() => JSON.parse(fixed.text));
});

test('an example missing an input: add it with a placeholder of its declared type', async () => {
  const text = withoutLine(unique(V2_TOOL), 'retries: 1');
  const fixed = await applyFix(text, '/examples/0/input_values/retries', /Add missing input "retries"/);
  assert.deepEqual(
    fixed.after.filter((d) => d.severity === 1),
    [],
  );
  assert.match(fixed.text, /\n {6}retries: 0\n/);
});

test('tool: form example missing an input (date-time string): add it', async () => {
  const text = withoutLine(unique(SEED), 'End:   "2025-07-12T12:00:00Z"');
  const fixed = await applyFix(text, '/tool/examples/0/input/End', /Add missing input "End"/);
  assert.deepEqual(
    fixed.after.filter((d) => d.severity === 1),
    [],
  );
});

test('enum: one action per allowed value, each replacing the value', async () => {
  const text = replaceOnce(unique(V2_TOOL), 'mode: overwrite', 'mode: replace');
  const uri = `file:///ws/fix-enum.atdf.yaml`;
  await client.open(uri, text);
  const [d] = (await client.diagnosticsFor(uri, 1)).filter((x) => pointerOf(x) === '/examples/0/input_values/mode');
  assert.deepEqual([d.code, (d.data as { keyword?: string }).keyword], ['atdf/example-schema', 'enum']);
  const actions = await client.codeActions(uri, d.range, [d]);
  assert.deepEqual(
    actions.map((a) => a.title).filter((title) => title.startsWith('Replace')),
    ['Replace with "overwrite"', 'Replace with "skip"'],
  );
  await client.close(uri);
  const fixed = await applyFix(text, '/examples/0/input_values/mode', /Replace with "skip"/);
  assert.deepEqual(
    fixed.after.filter((x) => x.severity === 1),
    [],
  );
  assert.match(fixed.text, /mode: "skip"/);
});

test('const: a tool: form example whose status matches no output branch', async () => {
  const text = replaceOnce(unique(SEED), 'status: "success"', 'status: "succes"');
  const fixed = await applyFix(text, '/tool/examples/0/output/status', /Replace with "success"/);
  assert.deepEqual(
    fixed.after.filter((d) => d.severity === 1),
    [],
  );
});

test('an unknown key is renamed to the closest allowed one', async () => {
  const text = replaceOnce(unique(V1_TOOL), 'when_to_use:', 'when_to_sue:');
  const fixed = await applyFix(text, '/when_to_sue', /Rename "when_to_sue" to "when_to_use"/);
  assert.deepEqual(
    fixed.after.filter((d) => d.severity === 1),
    [],
  );
  assert.match(fixed.text, /^when_to_use: Use when/m);
});

test('2.x (extra keys allowed): a misspelled required key is renamed, from the warning or from the missing-member error', async () => {
  const text = () => unique(replaceOnce(V2_TOOL, 'when_to_use:', 'when_to_sue:'));
  const fromWarning = await applyFix(text(), '/when_to_sue', /Rename "when_to_sue" to "when_to_use"/);
  assert.deepEqual(fromWarning.after, []);
  const fromError = await applyFix(text(), '/when_to_use', /Rename "when_to_sue" to "when_to_use"/);
  assert.deepEqual(fromError.after, []);
  assert.match(fromError.text, /^when_to_use: When a file/m);
});

test('a 1.x document using 2.x keys: set schema_version to "2.0.0"', async () => {
  const text = replaceOnce(unique(V1_TOOL), 'description: Creates', 'metadata:\n  author: me\ndescription: Creates');
  const fixed = await applyFix(text, '/metadata', /Set schema_version: "2.0.0"/);
  assert.deepEqual(
    fixed.after.filter((d) => d.severity === 1),
    [],
  );
  assert.match(fixed.text, /^schema_version: "2.0.0"$/m);
});

test('a code action request for a range without problems answers no fixes', async () => {
  const uri = `file:///ws/fix-none.atdf.yaml`;
  await client.open(uri, unique(V2_TOOL));
  await client.diagnosticsFor(uri, 1);
  const actions = await client.codeActions(uri, { start: { line: 0, character: 0 }, end: { line: 0, character: 3 } });
  assert.deepEqual(actions, []);
});
