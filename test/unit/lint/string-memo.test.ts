// The lint's per-string memo (core/lint/string-memo.ts): a string read once is
// not read again, and what it keeps stays bounded (typing in a huge
// description makes a new huge string per keystroke).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { StringMemo } from '../../../server/src/core/lint/string-memo';

function counted(limit: number) {
  const memo = new StringMemo<number>(limit);
  let reads = 0;
  const read = (s: string) => (reads++, s.length);
  return { get: (s: string) => memo.get(s, read), reads: () => reads };
}

test('a string is read once, then answered from the memo', () => {
  const m = counted(10);
  assert.equal(m.get('The page number.'), 16);
  assert.equal(m.get('The page' + ' number.'), 16, 'an equal string made another way');
  assert.equal(m.reads(), 1);
});

test('a long string is read every time, never kept (a 5 MB description edited keystroke by keystroke)', () => {
  const m = counted(10);
  const long = 'x'.repeat(100_000);
  m.get(long);
  m.get(long);
  assert.equal(m.reads(), 2);
});

test('a memo at its limit of strings, or of characters, starts over', () => {
  const m = counted(3);
  for (const s of ['a', 'b', 'c', 'd']) m.get(s);
  m.get('a'); // dropped when 'd' came in
  assert.equal(m.reads(), 5);
  const c = counted(1_000_000);
  const chunks = Array.from({ length: 600 }, (_, i) => String(i).padStart(4000, '-'));
  for (const s of chunks) c.get(s);
  c.get(chunks[0]); // 600 x 4,000 characters is over the bound: the first was dropped
  assert.equal(c.reads(), 601);
});
