import { test } from 'node:test';
import assert from 'node:assert/strict';
import { placeholderFor } from '../../../server/src/core/atdf/placeholder';
import { compileSchema } from '../../../server/src/core/schema/index';

test('placeholders are typed from the schema', () => {
  assert.equal(placeholderFor({ type: 'string' }), '');
  assert.equal(placeholderFor({ type: 'integer' }), 0);
  assert.equal(placeholderFor({ type: 'number' }), 0);
  assert.equal(placeholderFor({ type: 'boolean' }), false);
  assert.deepEqual(placeholderFor({ type: 'array' }), []);
  assert.deepEqual(placeholderFor({ type: 'object' }), {});
  assert.equal(placeholderFor({ type: 'null' }), null);
  assert.equal(placeholderFor({ enum: ['b', 'a'] }), 'b');
  assert.equal(placeholderFor({ const: 'success' }), 'success');
  assert.equal(placeholderFor({ type: ['null', 'integer'] }), 0);
  assert.equal(placeholderFor(undefined), null);
});

test('placeholders satisfy the simple constraints so a quick fix adds no new error', () => {
  const cases: unknown[] = [
    { type: 'string', minLength: 1 },
    { type: 'string', minLength: 6 },
    { type: 'integer', minimum: 3 },
    { type: 'number', exclusiveMinimum: 0 },
    {
      type: 'object',
      properties: { success: { type: 'string', minLength: 1 }, failure: { type: 'array' } },
      required: ['success', 'failure'],
    },
    { $defs: { s: { type: 'string', enum: ['x'] } }, $ref: '#/$defs/s' },
  ];
  for (const schema of cases) {
    const value = placeholderFor(schema as Record<string, unknown>);
    assert.equal(compileSchema(schema).validate(value).valid, true, `${JSON.stringify(schema)} -> ${JSON.stringify(value)}`);
  }
});

test('an object placeholder fills its required members recursively', () => {
  assert.deepEqual(
    placeholderFor({
      type: 'object',
      properties: { a: { type: 'object', properties: { b: { type: 'boolean' } }, required: ['b'] } },
      required: ['a', 'c'],
    }),
    { a: { b: false }, c: null },
  );
});
