// Completion's view of half-typed JSON: the object whose key is typed (with
// the keys it already has, before and after the cursor) or the member whose
// value is typed, read from jsonc-parser's tokens before the cursor.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jsonCursorContext } from '../../../server/src/core/services/cursor/cursor-context-json';

/** The context at the `|` of `marked` (the `|` is not part of the text). */
function at(marked: string) {
  const offset = marked.indexOf('|');
  return jsonCursorContext(marked.slice(0, offset) + marked.slice(offset + 1), offset);
}

test('a key being typed: its object, the keys before and after it, the partial key and an auto-inserted quote', () => {
  const c = at('{"tool": {"name": "x", "de|", "input": {}}}');
  assert.equal(c?.kind, 'key');
  assert.deepEqual(c.kind === 'key' && { path: c.objectPath, present: [...c.present].sort(), replace: c.replace }, {
    path: ['tool'],
    present: ['input', 'name'],
    replace: { start: 23, end: 27 },
  });
});

test('in the middle of a key, the keys after it are those of the same object, not the rest of that key', () => {
  const c = at('{"a": 1, "b|c": 2, "d": {"e": 1}, "f": 3}');
  assert.ok(c?.kind === 'key');
  assert.deepEqual([...c.present].sort(), ['a', 'd', 'f']);
});

test('a value being typed: the pointer of the member, or of the array item', () => {
  assert.deepEqual(at('{"tool": {"name": |}}'), { kind: 'value', valuePath: ['tool', 'name'], replace: { start: 18, end: 18 } });
  assert.deepEqual(at('{"examples": [1, {"x": 2}, tr|]}'), {
    kind: 'value',
    valuePath: ['examples', '2'],
    replace: { start: 27, end: 29 },
  });
});

test('brackets, commas and quotes inside strings and comments open nothing', () => {
  const c = at('{"a": "{[\\",", /* { [ , */ "b": "]}", // }\n "|"}');
  assert.ok(c?.kind === 'key', JSON.stringify(c));
  assert.deepEqual(c.objectPath, []);
  assert.deepEqual([...c.present].sort(), ['a', 'b']);
  assert.equal(at('{"a": 1, /* "|" */ "b": 2}'), undefined, 'nothing to complete inside a comment');
});

test('an unclosed string ends at its line: the next lines are read as JSON again', () => {
  const c = at('{"a": {"x": "open\n}, "|"}');
  assert.ok(c?.kind === 'key', JSON.stringify(c));
  assert.deepEqual(c.objectPath, [], 'the `}` on the next line closed "a"');
});

test('any depth: 20,000 open arrays (where the recursive parse of jsonc-parser gives up) cost no stack', () => {
  const c = at('['.repeat(20_000) + '|');
  assert.ok(c?.kind === 'value');
  assert.equal(c.valuePath.length, 20_000);
});
