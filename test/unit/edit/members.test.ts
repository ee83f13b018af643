// Text edits that add, rename and replace members keep the file's own layout
// and always produce a document that parses to the intended value.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { insertMembers, removeNode, renameKey, replaceValue, type NewMember } from '../../../server/src/core/edit/members';
import { applyEdits } from '../../../server/src/core/edit/text-edit';
import { parseFile } from '../../../server/src/core/parse/index';

type Lang = 'yaml' | 'json';

function ctxOf(text: string, language: Lang, index = 0) {
  const parsed = parseFile(text, language);
  const document = parsed.documents[index];
  assert.ok(document && !document.unusable, 'the input parses');
  return { text, document, language };
}

function reparse(text: string, language: Lang, index = 0): unknown {
  const doc = parseFile(text, language).documents[index];
  assert.ok(doc && !doc.unusable && doc.problems.length === 0, `the result parses cleanly:\n${text}\n${JSON.stringify(doc?.problems)}`);
  return doc.value;
}

function insert(text: string, language: Lang, pointer: string, members: NewMember[], where: 'start' | 'end' = 'end', index = 0): string {
  const edit = insertMembers(ctxOf(text, language, index), pointer, members, where);
  assert.ok(edit, 'an edit is produced');
  return applyEdits(text, [edit]);
}

test('block YAML: appended after the last member, comments and trailing text kept', () => {
  const text = 'a: 1\nb:\n  c: 2 # note\n  d: [1, 2]\n# trailing comment\n';
  const out = insert(text, 'yaml', '/b', [{ name: 'e', value: '' }]);
  assert.equal(out, 'a: 1\nb:\n  c: 2 # note\n  d: [1, 2]\n  e: ""\n# trailing comment\n');
  assert.deepEqual(reparse(out, 'yaml'), { a: 1, b: { c: 2, d: [1, 2], e: '' } });
});

test('block YAML: a mapping inside a sequence item (`- name:`) gets the item key column', () => {
  const text = 'inputs:\n  - name: x\n    type: string\n  - name: y\n';
  const out = insert(text, 'yaml', '/inputs/0', [{ name: 'description', value: 'TODO' }]);
  assert.equal(out, 'inputs:\n  - name: x\n    type: string\n    description: "TODO"\n  - name: y\n');
  const last = insert(text, 'yaml', '/inputs/1', [{ name: 'type', value: 'string' }]);
  assert.equal(last, 'inputs:\n  - name: x\n    type: string\n  - name: y\n    type: "string"\n');
});

test('block YAML: a non-empty object placeholder becomes a nested block, indented like the file', () => {
  const text = 'how_to_use:\n    inputs: []\n';
  const out = insert(text, 'yaml', '/how_to_use', [{ name: 'outputs', value: { success: 'TODO', failure: [] } }]);
  assert.equal(out, 'how_to_use:\n    inputs: []\n    outputs:\n        success: "TODO"\n        failure: []\n');
  assert.deepEqual(reparse(out, 'yaml'), { how_to_use: { inputs: [], outputs: { success: 'TODO', failure: [] } } });
});

test('block YAML: inserted at the start (schema_version) before the first key', () => {
  const text = '# header\ntool_id: x\nmetadata: {}\n';
  const out = insert(text, 'yaml', '', [{ name: 'schema_version', value: '2.0.0' }], 'start');
  assert.equal(out, '# header\nschema_version: "2.0.0"\ntool_id: x\nmetadata: {}\n');
});

test('block YAML: after a literal block scalar whose content has a # line', () => {
  const text = 'a:\n  text: |\n    # not a comment\n    more\n  n: 1\nz: 0\n';
  const out = insert(text, 'yaml', '/a', [{ name: 'm', value: false }]);
  assert.deepEqual(reparse(out, 'yaml'), { a: { text: '# not a comment\nmore\n', n: 1, m: false }, z: 0 });
  const t2 = 'a:\n  text: |\n    # not a comment\n    more\nz: 0\n';
  assert.deepEqual(reparse(insert(t2, 'yaml', '/a', [{ name: 'm', value: 0 }]), 'yaml'), {
    a: { text: '# not a comment\nmore\n', m: 0 },
    z: 0,
  });
});

test('block YAML with CRLF line ends stays CRLF', () => {
  const text = 'a: 1\r\nb: 2\r\n';
  const out = insert(text, 'yaml', '', [{ name: 'c', value: [] }]);
  assert.equal(out, 'a: 1\r\nb: 2\r\nc: []\r\n');
});

test('block YAML: the right document of a stream', () => {
  const text = 'a: 1\n---\nb: 2\n---\nc: 3\n';
  const out = insert(text, 'yaml', '', [{ name: 'x', value: 'y' }], 'end', 1);
  assert.equal(out, 'a: 1\n---\nb: 2\nx: "y"\n---\nc: 3\n');
});

test('flow YAML: single line, empty and multi-line', () => {
  const one = 'd: { code: x }\n';
  assert.equal(insert(one, 'yaml', '/d', [{ name: 'description', value: 'TODO' }]), 'd: { code: x, description: "TODO" }\n');
  const empty = 'd: {}\n';
  assert.equal(
    insert(empty, 'yaml', '/d', [
      { name: 'a', value: 1 },
      { name: 'b c', value: 'x' },
    ]),
    'd: { a: 1, "b c": "x" }\n',
  );
  const multi = 'd: {\n  a: 1,\n  b: 2\n}\n';
  const out = insert(multi, 'yaml', '/d', [{ name: 'c', value: null }]);
  assert.equal(out, 'd: {\n  a: 1,\n  b: 2,\n  c: null\n}\n');
});

test("JSON: multi-line objects get a new line at the members' indentation; single-line and empty ones inline", () => {
  const text = '{\n  "a": 1,\n  "b": {\n    "c": true\n  }\n}\n';
  const out = insert(text, 'json', '/b', [{ name: 'd', value: 'x' }]);
  assert.equal(out, '{\n  "a": 1,\n  "b": {\n    "c": true,\n    "d": "x"\n  }\n}\n');
  const root = insert(text, 'json', '', [{ name: 'z', value: { k: [] } }]);
  assert.deepEqual(JSON.parse(root), { a: 1, b: { c: true }, z: { k: [] } });
  assert.equal(insert('{"a": 1}', 'json', '', [{ name: 'b', value: 2 }]), '{"a": 1, "b": 2}');
  assert.equal(insert('{"a": {}}', 'json', '/a', [{ name: 'b', value: '' }]), '{"a": {"b": ""}}');
  const first = insert(text, 'json', '', [{ name: 'schema_version', value: '2.0.0' }], 'start');
  assert.equal(first, '{\n  "schema_version": "2.0.0",\n  "a": 1,\n  "b": {\n    "c": true\n  }\n}\n');
  assert.doesNotThrow(() => JSON.parse(first));
});

test('no edit for a node that is not a mapping', () => {
  assert.equal(insertMembers(ctxOf('a: [1]\n', 'yaml'), '/a', [{ name: 'x', value: 1 }]), undefined);
  assert.equal(insertMembers(ctxOf('a: 1\n', 'yaml'), '/missing', [{ name: 'x', value: 1 }]), undefined);
});

test('rename a key (quoted stays quoted) and replace a value', () => {
  const yaml = 'when_to_sue: x\n"tpye": string\n';
  const ctx = ctxOf(yaml, 'yaml');
  const renamed = applyEdits(yaml, [renameKey(ctx, '/when_to_sue', 'when_to_use')!, renameKey(ctx, '/tpye', 'type')!]);
  assert.equal(renamed, 'when_to_use: x\n"type": string\n');
  const json = '{"mode": "replace", "n": 1}';
  const jctx = ctxOf(json, 'json');
  assert.equal(applyEdits(json, [replaceValue(jctx, '/mode', 'skip')!]), '{"mode": "skip", "n": 1}');
  const flow = 'status: succes\n';
  assert.equal(applyEdits(flow, [replaceValue(ctxOf(flow, 'yaml'), '/status', 'success')!]), 'status: "success"\n');
});

test('removeNode: a member or item with its separator, in block YAML, flow YAML and JSON', () => {
  const cases: Array<[string, Lang, string, string]> = [
    ['a: 1\nb: 2\nc: 3\n', 'yaml', '/b', 'a: 1\nc: 3\n'],
    ['a:\n  x: 1\n  y:\n    z: 2\nb: 1\n', 'yaml', '/a/y', 'a:\n  x: 1\nb: 1\n'],
    ['r:\n  - a\n  - b\n  - a\n', 'yaml', '/r/2', 'r:\n  - a\n  - b\n'],
    ['r: [a, b, a]\n', 'yaml', '/r/2', 'r: [a, b]\n'],
    ['m: { x: 1, y: 2 }\n', 'yaml', '/m/x', 'm: { y: 2 }\n'],
    ['{\n  "a": 1,\n  "b": 2\n}', 'json', '/a', '{\n  "b": 2\n}'],
    ['{\n  "a": 1,\n  "b": 2\n}', 'json', '/b', '{\n  "a": 1\n}'],
    ['{"r": ["a", "b", "a"]}', 'json', '/r/1', '{"r": ["a", "a"]}'],
  ];
  for (const [text, language, pointer, expected] of cases) {
    const edit = removeNode(ctxOf(text, language), pointer);
    assert.ok(edit, `${pointer} of ${JSON.stringify(text)}`);
    const out = applyEdits(text, [edit]);
    assert.equal(out, expected);
    reparse(out, language);
  }
  // A member that shares its line with the `- ` of its item is not removed by line.
  assert.equal(removeNode(ctxOf('l:\n  - a: 1\n    b: 2\n', 'yaml'), '/l/0/a'), undefined);
});
