import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFile } from '../../../server/src/core/parse';
import { LineIndex } from '../../../server/src/core/text/line-index';
import { at, messageOf, spansAsText } from './helpers';

test('block YAML: values are plain data, every node has its key and value span', () => {
  const text = 'tool:\n  name: validar # the name\n  tags:\n    - a\n    - b: 2\n      c: "q"\n  empty:\n';
  const f = parseFile(text, 'yaml');
  assert.equal(f.documents.length, 1);
  const d = f.documents[0];
  assert.deepEqual(d.value, { tool: { name: 'validar', tags: ['a', { b: 2, c: 'q' }], empty: null } });
  assert.deepEqual(d.problems, []);
  assert.equal(d.unusable, false);
  const s = spansAsText(f, d);
  assert.deepEqual(s['/tool/name'], ['name', 'validar']);
  assert.deepEqual(s['/tool/tags/0'], [undefined, 'a']);
  assert.deepEqual(s['/tool/tags/1/c'], ['c', '"q"']);
  assert.deepEqual(s['/tool/tags/1'], [undefined, 'b: 2\n      c: "q"']);
  assert.deepEqual(s['/tool/tags'], ['tags', '- a\n    - b: 2\n      c: "q"']);
  assert.equal(d.locations.get('/tool')!.style, 'block');
  assert.equal(d.locations.get('/tool/name')!.style, undefined);
  assert.deepEqual(s['/tool/empty'], ['empty', '']);
});

test('flow YAML: spans of keys and values inside brackets', () => {
  const text = 'a: [1, {b: "x y"}, [c]]\nrequired: [Start, End]\n';
  const f = parseFile(text, 'yaml');
  const d = f.documents[0];
  assert.deepEqual(d.value, { a: [1, { b: 'x y' }, ['c']], required: ['Start', 'End'] });
  const s = spansAsText(f, d);
  assert.deepEqual(s['/a'], ['a', '[1, {b: "x y"}, [c]]']);
  assert.deepEqual(s['/a/1'], [undefined, '{b: "x y"}']);
  assert.deepEqual(s['/a/1/b'], ['b', '"x y"']);
  assert.deepEqual(s['/required/1'], [undefined, 'End']);
  assert.equal(d.locations.get('/a')!.style, 'flow');
});

test('core schema: dates and yes stay strings; numbers, booleans and nulls are typed; keys are strings', () => {
  const text = 'd: 2025-07-12\ny: yes\nn: ~\nt: true\ni: 0x1F\nf: 1.5e3\ns: "12"\n1: one\ntrue: b\n';
  const d = parseFile(text, 'yaml').documents[0];
  assert.deepEqual(d.value, { d: '2025-07-12', y: 'yes', n: null, t: true, i: 31, f: 1500, s: '12', 1: 'one', true: 'b' });
  assert.deepEqual(d.problems, []);
});

test('non-finite numbers stay text with a warning; unknown tags warn', () => {
  const text = 'a: .inf\nb: !custom x\nc: !!binary aGk=\nd: !!str 12\n';
  const d = parseFile(text, 'yaml').documents[0];
  assert.deepEqual(d.value, { a: '.inf', b: 'x', c: 'aGk=', d: '12' });
  assert.deepEqual(
    d.problems.map((p) => [p.code, p.severity, p.pointer]),
    [
      ['yaml/non-finite-number', 'warning', '/a'],
      ['yaml/unknown-tag', 'warning', '/b'],
      ['yaml/unknown-tag', 'warning', '/c'],
    ],
  );
  assert.equal(d.unusable, false);
});

test('escaped pointer tokens for keys with / and ~', () => {
  const text = 'paths:\n  /users/{id}: get\n  a~b: x\n';
  const f = parseFile(text, 'yaml');
  const s = spansAsText(f, f.documents[0]);
  assert.deepEqual(s['/paths/~1users~1{id}'], ['/users/{id}', 'get']);
  assert.deepEqual(s['/paths/a~0b'], ['a~b', 'x']);
});

test('multi-document streams: one document each, with its own span and index', () => {
  const text = '# header\n---\ntool_id: a\n---\ntool_id: b\n...\n---\n# only a comment\n';
  const f = parseFile(text, 'yaml');
  assert.deepEqual(
    f.documents.map((d) => d.value),
    [{ tool_id: 'a' }, { tool_id: 'b' }, null],
  );
  assert.deepEqual(
    f.documents.map((d) => d.index),
    [0, 1, 2],
  );
  assert.equal(at(text, f.documents[0].span)!.startsWith('---\ntool_id: a'), true);
  assert.equal(at(text, f.documents[1].locations.get('/tool_id')!.value), 'b');
  // Extents tile the text.
  assert.equal(f.documents[0].extent!.start, 0);
  assert.equal(f.documents[2].extent!.end, text.length);
  for (let i = 1; i < f.documents.length; i++) assert.equal(f.documents[i].extent!.start, f.documents[i - 1].extent!.end);
});

test('empty text and comment-only text have no documents; `---` alone is a null document', () => {
  assert.deepEqual(parseFile('', 'yaml').documents, []);
  assert.deepEqual(parseFile('# nothing here\n\n', 'yaml').documents, []);
  const f = parseFile('---\n', 'yaml');
  assert.equal(f.documents.length, 1);
  assert.equal(f.documents[0].value, null);
  assert.equal(f.documents[0].unusable, false);
});

test('duplicate keys are errors at the second key, naming the key and the first line', () => {
  const text = 'a: 1\nb:\n  c: 1\n  c: 2\na: 3\n';
  const d = parseFile(text, 'yaml').documents[0];
  const dups = d.problems.filter((p) => p.code === 'yaml/duplicate-key');
  assert.equal(dups.length, 2);
  assert.equal(dups[0].pointer, '/b/c');
  assert.equal(at(text, dups[0].span), 'c');
  assert.equal(dups[0].span.start, text.indexOf('c: 2'));
  assert.match(messageOf(dups[0], text), /Duplicate key "c" \(first defined on line 3\)/);
  assert.equal(dups[1].span.start, text.lastIndexOf('a: 3'));
  assert.match(messageOf(dups[1], text), /"a" \(first defined on line 1\)/);
  assert.deepEqual(d.value, { a: 1, b: { c: 1 } }, 'the first definition is kept');
  assert.equal(d.unusable, true);
});

test('syntax errors point at the offending token with a readable message', () => {
  const text = 'tool:\n  name: x\n  description: "not closed\n';
  const f = parseFile(text, 'yaml');
  const d = f.documents[0];
  const err = d.problems.find((p) => p.code === 'yaml/syntax')!;
  assert.ok(err);
  assert.match(messageOf(err, text), /^YAML syntax error: a double-quoted string is not closed/);
  // Where the string runs out: the end of the document's last line (not the empty line after it, outside the document).
  assert.deepEqual(new LineIndex(text).positionAt(err.span.start), { line: 2, character: '  description: "not closed'.length });
  assert.equal(d.unusable, true);

  const t2 = 'a: 1\nb: c: d\n';
  const e2 = parseFile(t2, 'yaml').documents[0].problems[0];
  assert.equal(e2.code, 'yaml/syntax');
  assert.equal(e2.span.start, t2.indexOf('c: d'));
  assert.match(messageOf(e2, t2), /cannot start on the same line as a key/);

  const t3 = 'a:\n\t- x\n';
  const e3 = parseFile(t3, 'yaml').documents[0].problems[0];
  assert.match(messageOf(e3, t3), /tabs are not allowed as indentation/);
  assert.equal(e3.span.start, 3);
});

test('a syntax error in one document leaves the others usable', () => {
  const text = 'a: 1\n---\nb: [1, 2\n---\nc: 3\n';
  const f = parseFile(text, 'yaml');
  assert.deepEqual(
    f.documents.map((d) => d.unusable),
    [false, true, false],
  );
  assert.deepEqual(f.documents[2].value, { c: 3 });
});

test('non-ASCII text: spans are UTF-16 offsets, columns count UTF-16 units', () => {
  const text = 'descripción: "Señal 😀 日本"\nnombre: ok\n';
  const f = parseFile(text, 'yaml');
  const d = f.documents[0];
  assert.equal(at(text, d.locations.get('/descripción')!.key), 'descripción');
  const loc = d.locations.get('/nombre')!;
  const idx = new LineIndex(text);
  assert.deepEqual(idx.range(loc.value), { start: { line: 1, character: 8 }, end: { line: 1, character: 10 } });
  const v = d.locations.get('/descripción')!.value;
  assert.deepEqual(
    idx.positionAt(v.end),
    { line: 0, character: 26 },
    '"Señal 😀 日本" is 13 UTF-16 units (the emoji counts 2) after 13 of key',
  );
});

test('CRLF line endings', () => {
  const text = 'a: 1\r\nb:\r\n  - x\r\n  - y\r\n';
  const f = parseFile(text, 'yaml');
  const d = f.documents[0];
  assert.deepEqual(d.value, { a: 1, b: ['x', 'y'] });
  const idx = new LineIndex(text);
  assert.deepEqual(idx.positionAt(d.locations.get('/b/1')!.value.start), { line: 3, character: 4 });
  assert.equal(at(text, d.locations.get('/b')!.value), '- x\r\n  - y');
});

test('anchors and aliases resolve; descendants of an alias point at the anchored text', () => {
  const text = 'base: &b {type: string}\nx: *b\n';
  const f = parseFile(text, 'yaml');
  const d = f.documents[0];
  assert.deepEqual(d.value, { base: { type: 'string' }, x: { type: 'string' } });
  assert.equal(at(text, d.locations.get('/x')!.value), '*b');
  assert.equal(at(text, d.locations.get('/x')!.key), 'x');
  assert.equal(d.locations.get('/x/type')!.value.start, text.indexOf('string'));
});

test('an alias to an undefined anchor is an error', () => {
  const d = parseFile('a: *nope\n', 'yaml').documents[0];
  assert.equal(d.problems[0].code, 'yaml/unknown-alias');
  assert.equal(d.unusable, true);
});

test('merge keys: members are copied in, explicit keys win, locations follow the source', () => {
  const text = 'defaults: &d {type: string, minLength: 1}\nname:\n  <<: *d\n  minLength: 3\n';
  const f = parseFile(text, 'yaml');
  const d = f.documents[0];
  assert.deepEqual(d.value, { defaults: { type: 'string', minLength: 1 }, name: { type: 'string', minLength: 3 } });
  assert.deepEqual(d.problems, []);
  assert.equal(d.locations.get('/name/type')!.value.start, text.indexOf('string'));
  assert.equal(at(text, d.locations.get('/name/minLength')!.value), '3');
  assert.ok(!d.locations.has('/name/<<'));
  const quoted = parseFile('"<<": 1\n', 'yaml').documents[0];
  assert.deepEqual(quoted.value, { '<<': 1 }, 'a quoted << is an ordinary key');
});

test('__proto__ and constructor are ordinary keys', () => {
  const d = parseFile('__proto__: {a: 1}\nconstructor: 2\n', 'yaml').documents[0];
  const v = d.value as Record<string, unknown>;
  assert.ok(Object.prototype.hasOwnProperty.call(v, '__proto__'));
  assert.deepEqual(v['__proto__'], { a: 1 });
  assert.equal(Object.getPrototypeOf(v), Object.prototype);
  assert.equal(v['constructor'], 2);
});

test('block scalars and multi-line plain scalars', () => {
  const text = 'a: |\n  line 1\n  line 2\nb: >\n  folded\n  text\nc: plain\n  continued\n';
  const d = parseFile(text, 'yaml').documents[0];
  assert.deepEqual(d.value, { a: 'line 1\nline 2\n', b: 'folded text\n', c: 'plain continued' });
});
