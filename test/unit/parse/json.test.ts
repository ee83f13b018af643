import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_PARSE_LIMITS, parseFile } from '../../../server/src/core/parse';
import { parseJsonDocument } from '../../../server/src/core/parse/json';
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

test('__proto__ and constructor are plain members (own, enumerable, located), not the prototype', () => {
  const text = '{"__proto__": {"polluted": true}, "constructor": 1, "a": {"__proto__": []}}';
  const d = parseFile(text, 'json').documents[0];
  const value = d.value as Record<string, unknown>;
  assert.deepEqual(Object.keys(value), ['__proto__', 'constructor', 'a']);
  assert.equal(Object.getPrototypeOf(value), Object.prototype);
  assert.deepEqual(Object.getOwnPropertyDescriptor(value, '__proto__')?.value, { polluted: true });
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  assert.ok(Array.isArray(Object.getOwnPropertyDescriptor(value.a, '__proto__')?.value));
  assert.equal(at(text, d.locations.get('/__proto__/polluted')!.value), 'true');
  assert.equal(at(text, d.locations.get('/a/__proto__')!.key), '"__proto__"');
});

test('JSONC (.vscode/mcp.json): comments and trailing commas are allowed; strict JSON (.atdf.json) reports them', () => {
  const text = '// settings\n{"a": [1, 2,], /* b */ "b": {"c": 1,},}\n';
  const jsonc = parseJsonDocument(text, DEFAULT_PARSE_LIMITS, 'jsonc');
  assert.deepEqual(jsonc.problems, []);
  assert.deepEqual(jsonc.value, { a: [1, 2], b: { c: 1 } });
  assert.equal(at(text, jsonc.locations.get('/b/c')!.value), '1');
  const strict = parseJsonDocument(text, DEFAULT_PARSE_LIMITS, 'json');
  assert.equal(strict.unusable, true);
  assert.equal(
    messageOf(strict.problems[0], text),
    'JSON syntax error: comments are not allowed in JSON (expected a value (object, array, string, number, true, false or null)).',
  );
  const open = parseJsonDocument('{"a": 1} /* open', DEFAULT_PARSE_LIMITS, 'jsonc');
  assert.equal(messageOf(open.problems[0], '{"a": 1} /* open'), 'JSON syntax error: a comment is not closed (expected */).');
});

test('where the scanner reads one word, the error is still at what follows the valid part (as a JSON reader sees it)', () => {
  for (const [text, token, expected] of [
    ['{"a": truex}', 'x', "',' or '}' after a member"],
    ["[null']", "'", "',' or ']' after an array element"],
    ['[1.]', '.', "',' or ']' after an array element"],
    ['{"n": 1e+}', 'e+', "',' or '}' after a member"],
  ] as const) {
    const e = errorOf(text);
    assert.equal(e.tok, token, text);
    assert.ok(e.message.includes(expected), `${text}: ${e.message}`);
  }
});
