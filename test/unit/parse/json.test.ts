import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFile } from '../../../server/src/core/parse';
import { LineIndex } from '../../../server/src/core/text/line-index';
import { at, messageOf, spansAsText } from './helpers';

test('JSON: values and spans of keys (with quotes) and values', () => {
  const text = '{\n  "tool_id": "x",\n  "a/b": [1, {"c": null}],\n  "n": -1.5e2\n}\n';
  const f = parseFile(text, 'json');
  assert.equal(f.documents.length, 1);
  const d = f.documents[0];
  assert.deepEqual(d.value, { tool_id: 'x', 'a/b': [1, { c: null }], n: -150 });
  assert.deepEqual(d.problems, []);
  const s = spansAsText(f, d);
  assert.deepEqual(s['/tool_id'], ['"tool_id"', '"x"']);
  assert.deepEqual(s['/a~1b/1/c'], ['"c"', 'null']);
  assert.deepEqual(s['/a~1b/1'], [undefined, '{"c": null}']);
  assert.equal(d.locations.get('')!.style, 'flow');
  assert.equal(at(text, d.span), text.trim());
});

test('JSON strings: escapes decode, surrogate pairs keep UTF-16 columns', () => {
  const text = '{"a": "\\u00e9\\n\\"", "😀": "日本", "z": 1}';
  const f = parseFile(text, 'json');
  assert.deepEqual(f.documents[0].value, { a: 'é\n"', '😀': '日本', z: 1 });
  const idx = new LineIndex(text);
  assert.equal(idx.positionAt(f.documents[0].locations.get('/z')!.key!.start).character, text.indexOf('"z"'));
});

const errorOf = (text: string) => {
  const d = parseFile(text, 'json').documents[0];
  assert.equal(d.unusable, true, text);
  const p = d.problems.find((x) => x.severity === 'error')!;
  return { p, tok: at(text, p.span), message: messageOf(p, text) };
};

test('JSON syntax errors point at the offending token and say what was expected', () => {
  let e = errorOf('{"a": 1,}');
  assert.equal(e.tok, '}');
  assert.match(e.message, /trailing comma is not allowed/);

  e = errorOf('[1, 2,]');
  assert.equal(e.tok, ']');
  assert.match(e.message, /trailing comma/);

  e = errorOf('{"a": 1 "b": 2}');
  assert.equal(e.tok, '"');
  assert.match(e.message, /expected ',' or '}' after a member/);

  e = errorOf('{\n  // note\n  "a": 1\n}');
  assert.equal(e.tok, '//');
  assert.match(e.message, /comments are not allowed in JSON/);

  e = errorOf("{'a': 1}");
  assert.match(e.message, /double quotes/);

  e = errorOf('{"a": tru}');
  assert.equal(e.tok, 'tru');
  assert.match(e.message, /expected a value .* found 'tru'/);

  e = errorOf('{"a": [1, 2');
  assert.match(e.message, /found the end of the file/);
  assert.deepEqual(e.p.span, { start: 11, end: 11 });

  e = errorOf('{"a": "x\ny"}');
  assert.match(e.message, /control characters must be escaped/);

  e = errorOf('{"a": 1} extra');
  assert.equal(e.tok, 'extra');

  e = errorOf('');
  assert.match(e.message, /expected a value/);
  assert.equal(e.p.code, 'json/syntax');
});

test('JSON duplicate keys are errors at the second key; the first value is kept', () => {
  const text = '{\n  "a": {"x": 1},\n  "a": [2]\n}';
  const d = parseFile(text, 'json').documents[0];
  assert.deepEqual(d.value, { a: { x: 1 } });
  assert.equal(d.problems.length, 1);
  assert.equal(d.problems[0].code, 'json/duplicate-key');
  assert.equal(d.problems[0].span.start, text.lastIndexOf('"a"'));
  assert.match(messageOf(d.problems[0], text), /"a" \(first defined on line 2\)/);
  assert.equal(d.locations.get('/a')!.value.start, text.indexOf('{"x"'), 'locations are those of the first value');
  assert.ok(!d.locations.has('/a/0'));
});

test('JSON numbers too large for a double are kept as text with a warning', () => {
  const d = parseFile('{"n": 1e400}', 'json').documents[0];
  assert.deepEqual(d.value, { n: '1e400' });
  assert.equal(d.problems[0].code, 'json/number-range');
  assert.equal(d.unusable, false);
});

test('a byte-order mark before JSON is skipped', () => {
  const d = parseFile('\ufeff{"a": 1}', 'json').documents[0];
  assert.deepEqual(d.value, { a: 1 });
  assert.deepEqual(d.problems, []);
  assert.deepEqual(d.locations.get('/a')!.value, { start: 7, end: 8 });
});
