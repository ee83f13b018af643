import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkFileSize, decodeUtf8, DEFAULT_MAX_FILE_SIZE, findInvalidUtf8, utf8ByteLength } from '../../../server/src/core/text/decode';
import { messageOf } from './helpers';

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)));

test('valid UTF-8 decodes without problems and a BOM is dropped', () => {
  const r = decodeUtf8(bytes([0xef, 0xbb, 0xbf], 'a: café 😀\n'));
  assert.equal(r.text, 'a: café 😀\n');
  assert.deepEqual(r.problems, []);
});

test('invalid UTF-8 is reported with its byte offset, not silently replaced', () => {
  const r = decodeUtf8(bytes('a: é', [0xff], 'b', [0xc3], '\n'));
  assert.equal(r.problems.length, 1);
  const p = r.problems[0];
  assert.equal(p.code, 'encoding/invalid-utf8');
  assert.equal(p.severity, 'error');
  assert.equal(p.byteOffset, 5, 'a, :, space, é (2 bytes) -> the 0xff is byte 5');
  assert.match(messageOf(p, r.text), /byte 5 \(and 1 more place\)/);
  assert.equal(r.text.slice(p.span.start, p.span.end), '\ufffd');
  assert.equal(p.span.start, 4, 'UTF-16 offset of the bad byte in the decoded text');
});

test('overlong encodings and surrogates are invalid', () => {
  assert.deepEqual(findInvalidUtf8(Uint8Array.from([0xc0, 0x80])), [0, 1]);
  assert.deepEqual(findInvalidUtf8(Uint8Array.from([0xed, 0xa0, 0x80])), [0, 1, 2]);
  assert.deepEqual(findInvalidUtf8(Uint8Array.from([0xf0, 0x9f, 0x98, 0x80])), []);
  assert.deepEqual(findInvalidUtf8(Uint8Array.from([0xf0, 0x9f, 0x98])), [0, 1, 2]);
});

test('a NUL byte decodes to U+0000 and is left to the parse layer (one report, with line and column)', () => {
  const r = decodeUtf8(bytes('a: 1', [0], 'x'));
  assert.deepEqual(r.problems, []);
  assert.equal(r.text, 'a: 1\u0000x');
});

test('random binary garbage gives problems, never an exception', () => {
  let seed = 7;
  const rnd = (): number => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 256;
  for (let k = 0; k < 50; k++) {
    const b = Uint8Array.from({ length: 200 }, rnd);
    const r = decodeUtf8(b);
    assert.ok(r.problems.length >= 1);
    assert.equal(typeof r.text, 'string');
  }
});

test('UTF-16 files are named as such', () => {
  const r = decodeUtf8(Uint8Array.from([0xff, 0xfe, 0x61, 0x00]));
  assert.equal(r.problems[0].code, 'encoding/utf16');
});

test('size guard: information over the limit, nothing under it', () => {
  assert.equal(DEFAULT_MAX_FILE_SIZE, 10 * 1024 * 1024);
  assert.equal(checkFileSize(1000), undefined);
  const p = checkFileSize(20 * 1024 * 1024);
  assert.ok(p);
  assert.equal(p.severity, 'information');
  assert.match(messageOf(p, ''), /too large to validate live \(20 MB > limit 10 MB\); raise atdf\.validation\.maxFileSize/);
  assert.ok(checkFileSize('ééé', 5), 'a string is measured in UTF-8 bytes (6 > 5)');
  assert.equal(utf8ByteLength('a€😀'), 1 + 3 + 4);
});
