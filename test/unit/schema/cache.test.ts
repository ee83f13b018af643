// SchemaCache: compiled schemas reused by content, owned by the caller.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SchemaCache, SchemaRegistry } from '../../../server/src/core/schema';

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

test('the draft, the base URI and a registry are part of what was compiled: never shared across them', () => {
  const cache = new SchemaCache();
  const schema = { $ref: 'common.json#/$defs/n' };
  const plain = cache.compile(schema);
  assert.notEqual(cache.compile(schema, { draft: 'draft-07' }), plain);
  assert.notEqual(cache.compile(schema, { baseUri: 'file:///ws/tool.json' }), plain);
  const registry = new SchemaRegistry([['file:///ws/common.json', { $defs: { n: { type: 'number' } } }]]);
  const withRegistry = cache.compile(schema, { registry, baseUri: 'file:///ws/tool.json' });
  assert.equal(withRegistry.validate('x').valid, false, 'the registered schema is reached');
  assert.equal(cache.compile(schema, { baseUri: 'file:///ws/tool.json' }).validate('x').valid, true, 'without it, not checked');
  assert.notEqual(cache.compile(schema, { registry, baseUri: 'file:///ws/tool.json' }), withRegistry, 'not cached');
});
