import { test } from 'node:test';
import assert from 'node:assert/strict';
import { locateKey, locateMissingMember, locateProblem, locateValue, parseFile } from '../../../server/src/core/parse';
import { at } from './helpers';
import { textOf } from '../../../server/src/core/text/source-text';

const TEXT = `# an ATDF 1.x tool
tool_id: hole_maker
description: Makes holes
how_to_use:
  inputs:
    - name: diameter
      type: numbr
  outputs:
    success: done
examples:
  - {goal: g}
`;

const f = parseFile(TEXT, 'yaml');
const doc = f.documents[0];

test('a wrong value is located at the value node', () => {
  assert.equal(at(TEXT, locateValue(doc, '/how_to_use/inputs/0/type')), 'numbr');
  assert.equal(at(TEXT, locateValue(doc, '/tool_id')), 'hole_maker');
});

test('a pointer that does not exist falls back to its nearest existing ancestor', () => {
  assert.equal(at(TEXT, locateValue(doc, '/how_to_use/outputs/failure/0/code')), 'success: done');
  assert.equal(at(TEXT, locateValue(doc, '/nope')), TEXT.slice(TEXT.indexOf('tool_id'), TEXT.length - 1));
});

test('a missing member is located at the key of the object that lacks it', () => {
  assert.equal(at(TEXT, locateMissingMember(doc, '/how_to_use/outputs')), 'outputs');
  assert.equal(at(TEXT, locateProblem(doc, '/how_to_use/outputs/failure', 'required')), 'outputs');
  // An array item has no key: its first member's key.
  assert.equal(at(TEXT, locateMissingMember(doc, '/how_to_use/inputs/0')), 'name');
  assert.equal(at(TEXT, locateMissingMember(doc, '/examples/0')), 'goal');
});

test("a missing root member is located at the document's first key", () => {
  assert.equal(at(TEXT, locateMissingMember(doc, '')), 'tool_id');
  assert.equal(at(TEXT, locateProblem(doc, '/when_to_use', 'required')), 'tool_id');
  const empty = parseFile('--- {}\n', 'yaml');
  assert.equal(at(textOf(empty.text), locateMissingMember(empty.documents[0], '')), '{}');
  const nul = parseFile('---\n', 'yaml');
  assert.deepEqual(locateMissingMember(nul.documents[0], ''), { start: 0, end: 0 });
});

test('an unknown member is located at its key', () => {
  assert.equal(at(TEXT, locateKey(doc, '/how_to_use/inputs/0/type')), 'type');
  assert.equal(at(TEXT, locateProblem(doc, '/description', 'additionalProperties')), 'description');
  // Items have no key: their value.
  assert.equal(at(TEXT, locateKey(doc, '/examples/0')), '{goal: g}');
});

test('an empty value (`key:`) is located at its key', () => {
  const t = 'a:\nb: 1\n';
  const d = parseFile(t, 'yaml').documents[0];
  assert.equal(at(t, locateValue(d, '/a')), 'a');
});

test('the same helpers work on JSON documents', () => {
  const t = '{\n  "how_to_use": {"outputs": {}},\n  "x": 1\n}';
  const d = parseFile(t, 'json').documents[0];
  assert.equal(at(t, locateMissingMember(d, '/how_to_use/outputs')), '"outputs"');
  assert.equal(at(t, locateMissingMember(d, '')), '"how_to_use"');
  assert.equal(at(t, locateKey(d, '/x')), '"x"');
  assert.equal(at(t, locateValue(d, '/x')), '1');
});
