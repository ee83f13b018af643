// SchemaCache: compiled schemas reused by content, owned by the caller.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SchemaCache } from '../../../server/src/core/schema';

test('the same content (any key order) gives the same compiled schema; other content or options do not', () => {
  const cache = new SchemaCache();
  const a = cache.compile({ type: 'object', properties: { x: { type: 'string' } } });
  const b = cache.compile({ properties: { x: { type: 'string' } }, type: 'object' });
  assert.equal(a, b);
  assert.notEqual(cache.compile({ type: 'object', properties: { x: { type: 'number' } } }), a);
  assert.notEqual(cache.compile({ type: 'object', properties: { x: { type: 'string' } } }, { locale: 'es' }), a);
  assert.equal(cache.size, 3);
  assert.equal(a.validate({ x: 1 }).valid, false);
});

test('two caches are independent, and the oldest entries are dropped beyond the limit', () => {
  const one = new SchemaCache(2);
  const two = new SchemaCache(2);
  one.compile({ minimum: 1 });
  assert.equal(two.size, 0);
  const first = one.compile({ minimum: 1 });
  one.compile({ minimum: 2 });
  one.compile({ minimum: 3 });
  assert.equal(one.size, 2);
  assert.notEqual(one.compile({ minimum: 1 }), first, 'evicted, so compiled again');
  one.clear();
  assert.equal(one.size, 0);
});
