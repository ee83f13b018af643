import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  escapeToken,
  fragmentToTokens,
  getAt,
  isPointerWithin,
  joinPointer,
  joinTokens,
  lastToken,
  parentPointer,
  parsePointer,
  pointerFromTokens,
  resolvePointer,
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

test('the root has no last token; a member named "" does', () => {
  assert.equal(lastToken(''), undefined);
  assert.equal(lastToken('/'), '');
  assert.equal(lastToken('/a/'), '');
  assert.equal(lastToken('/x/a~01'), 'a~1');
});

test('joinTokens appends several tokens, escaped', () => {
  assert.equal(joinTokens('/a', 'b/c', 0, '~'), '/a/b~1c/0/~0');
  assert.equal(joinTokens('/a'), '/a');
  assert.equal(joinTokens('', 'x'), joinPointer('', 'x'));
});

test('parsePointer is strict where splitPointer is lenient', () => {
  assert.deepEqual(parsePointer('/a~1b/0'), ['a/b', '0']);
  assert.deepEqual(parsePointer(''), []);
  assert.equal(parsePointer('a/b'), null);
  assert.deepEqual(splitPointer('a/b'), ['a', 'b']);
});

test('resolvePointer and getAt read own members and RFC 6901 array indexes only', () => {
  const doc = { a: [10, { 'b/c': null }], '': 'empty key' };
  assert.deepEqual(resolvePointer(doc, ['a', '1', 'b/c']), { found: true, value: null });
  assert.deepEqual(resolvePointer(doc, ['a', '01']), { found: false, value: undefined });
  assert.deepEqual(resolvePointer(doc, ['a', '2']), { found: false, value: undefined });
  assert.deepEqual(resolvePointer(doc, ['toString']), { found: false, value: undefined });
  assert.deepEqual(resolvePointer(doc, []), { found: true, value: doc });
  assert.equal(getAt(doc, '/a/0'), 10);
  assert.equal(getAt(doc, '/'), 'empty key');
  assert.equal(getAt(doc, '/a/1/b~1c/x'), undefined);
});

test('fragmentToTokens percent-decodes a $ref fragment, and refuses anchors and bad escapes', () => {
  assert.deepEqual(fragmentToTokens('/%24defs/a%20b'), ['$defs', 'a b']);
  assert.deepEqual(fragmentToTokens(''), []);
  assert.equal(fragmentToTokens('anchor'), null);
  assert.equal(fragmentToTokens('/%E0%A4%A'), null);
});
