import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  escapeToken,
  isPointerWithin,
  joinPointer,
  lastToken,
  parentPointer,
  pointerFromTokens,
  splitPointer,
  unescapeToken,
} from '../../../server/src/core/pointer';

test('tokens escape ~ and / as RFC 6901 says, and round-trip', () => {
  assert.equal(escapeToken('a/b~c'), 'a~1b~0c');
  assert.equal(unescapeToken('a~1b~0c'), 'a/b~c');
  assert.equal(unescapeToken('~01'), '~1', '~01 is "~" followed by "1", not "/"');
  for (const t of ['', '~', '/', '~1', '~0/', 'x y', '0']) assert.equal(unescapeToken(escapeToken(t)), t);
});

test('join, split, parent, last token', () => {
  const p = joinPointer(joinPointer('', 'how_to_use'), 'a/b');
  assert.equal(p, '/how_to_use/a~1b');
  assert.deepEqual(splitPointer(p), ['how_to_use', 'a/b']);
  assert.equal(pointerFromTokens(['x', 0, '~']), '/x/0/~0');
  assert.deepEqual(splitPointer(''), []);
  assert.deepEqual(splitPointer('/'), ['']);
  assert.equal(parentPointer('/a/b/0'), '/a/b');
  assert.equal(parentPointer('/a'), '');
  assert.equal(parentPointer(''), '');
  assert.equal(lastToken('/a/b~1c'), 'b/c');
  assert.equal(lastToken(''), undefined);
  assert.ok(isPointerWithin('/a/b', '/a'));
  assert.ok(isPointerWithin('/a', '/a'));
  assert.ok(!isPointerWithin('/ab', '/a'));
  assert.ok(isPointerWithin('/x', ''));
});
