// The engine's own SHA-256 (core/text/sha256.ts, so that the engine needs no node:crypto and runs in a browser)
// gives node:crypto's hash for every input: lengths around the block and padding boundaries, non-ASCII text,
// and random strings.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import fc from 'fast-check';
import { sha256Hex } from '../../../server/src/core/text/sha256';

const node = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

test('the known vectors: empty, "abc", and the two-block NIST message', () => {
  assert.equal(sha256Hex(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  assert.equal(sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  assert.equal(
    sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'),
    '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
  );
});

test('every length from 0 to 200 bytes (the padding spills into a new block at 56) and non-ASCII text', () => {
  for (let n = 0; n <= 200; n++) assert.equal(sha256Hex('x'.repeat(n)), node('x'.repeat(n)), `length ${n}`);
  for (const text of ['é', 'ツール', '🙂 emoji', 'a\u0000b', '\uFEFFbom']) assert.equal(sha256Hex(text), node(text), text);
});

test('random strings, as node:crypto hashes them', () => {
  fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => sha256Hex(text) === node(text)));
});
