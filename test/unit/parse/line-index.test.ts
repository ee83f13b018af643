import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LineIndex } from '../../../server/src/core/text/line-index';

test('positions count UTF-16 code units on each line', () => {
  const text = 'a: 1\nnombre: "café 😀 日本"\nz: 2';
  const idx = new LineIndex(text);
  const z = text.indexOf('z');
  assert.deepEqual(idx.positionAt(z), { line: 2, character: 0 });
  const end = text.indexOf('"', text.indexOf('"') + 1);
  // n o m b r e : ␠ " c a f é ␠ 😀(2 units) ␠ 日 本 "
  assert.deepEqual(idx.positionAt(end), { line: 1, character: 19 });
  assert.equal(idx.offsetAt({ line: 1, character: 19 }), end);
});

test('CRLF, lone CR and LF all end lines', () => {
  const text = 'a\r\nb\rc\nd';
  const idx = new LineIndex(text);
  assert.equal(idx.lineCount, 4);
  assert.deepEqual(idx.positionAt(text.indexOf('b')), { line: 1, character: 0 });
  assert.deepEqual(idx.positionAt(text.indexOf('c')), { line: 2, character: 0 });
  assert.deepEqual(idx.positionAt(text.indexOf('d')), { line: 3, character: 0 });
  // Between \r and \n: the end of line 0.
  assert.deepEqual(idx.positionAt(2), { line: 0, character: 1 });
  assert.equal(idx.offsetAt({ line: 0, character: 99 }), 1, 'a column past the end clamps before the line break');
});

test('offsets outside the text clamp; range() converts a span', () => {
  const idx = new LineIndex('ab\ncd');
  assert.deepEqual(idx.positionAt(-5), { line: 0, character: 0 });
  assert.deepEqual(idx.positionAt(500), { line: 1, character: 2 });
  assert.equal(idx.offsetAt({ line: 9, character: 0 }), 5);
  assert.deepEqual(idx.range({ start: 1, end: 4 }), { start: { line: 0, character: 1 }, end: { line: 1, character: 1 } });
});

test('positionAt and offsetAt are inverse on every offset of a mixed text', () => {
  const text = 'x: ü\r\n- 😀 y\r\rz\n\n€';
  const idx = new LineIndex(text);
  for (let o = 0; o <= text.length; o++) {
    const c = text[o - 1];
    if (c === '\r' && text[o] === '\n') continue; // inside a CRLF
    assert.equal(idx.offsetAt(idx.positionAt(o)), o, `offset ${o}`);
  }
});
