import { test } from 'node:test';
import assert from 'node:assert/strict';
import { declaredMajor, detectDialect } from '../../../server/src/core/atdf/dialect';

test('a top-level tool key means the tool: form, whatever else is there', () => {
  assert.equal(detectDialect({ tool: {}, schema_version: '2.0.0' })?.dialect, 'tool');
});

test('schema_version decides between 1.x and 2.x', () => {
  assert.equal(detectDialect({ schema_version: '1.0.0' })?.dialect, 'atdf-1');
  assert.equal(detectDialect({ schema_version: '1.2' })?.dialect, 'atdf-1');
  assert.equal(detectDialect({ schema_version: '2.0.0', tool_id: 'x' })?.dialect, 'atdf-2');
  assert.equal(detectDialect({ schema_version: '2' })?.dialect, 'atdf-2');
  // 1.x declared wins over 2.x keys (which then get the needs-v2 error).
  const info = detectDialect({ schema_version: '1.0.0', examples: [] });
  assert.equal(info?.dialect, 'atdf-1');
  assert.equal(info?.declaredMajor, 1);
  assert.deepEqual(info?.v2Keys, ['/examples']);
});

test('without schema_version, any 2.x-only key means 2.x, else 1.x', () => {
  for (const key of ['metadata', 'localization', 'prerequisites', 'feedback', 'examples']) {
    assert.equal(detectDialect({ tool_id: 'x', [key]: {} })?.dialect, 'atdf-2', key);
  }
  assert.equal(detectDialect({ how_to_use: { inputs: [{ name: 'a', type: 'string', required: true }] } })?.dialect, 'atdf-2');
  assert.equal(detectDialect({ tool_id: 'x', description: 'd' })?.dialect, 'atdf-1');
  assert.equal(detectDialect({ schema_version: '3.0.0', feedback: {} })?.dialect, 'atdf-2');
  assert.equal(detectDialect({ schema_version: '3.0.0' })?.dialect, 'atdf-1');
});

test('a document that is not a mapping has no dialect', () => {
  assert.equal(detectDialect(null), null);
  assert.equal(detectDialect([1]), null);
  assert.equal(detectDialect('tool'), null);
});

test('declaredMajor reads the usual spellings of a version', () => {
  assert.equal(declaredMajor('1.0.0'), 1);
  assert.equal(declaredMajor('v2.1'), 2);
  assert.equal(declaredMajor(2), 2);
  assert.equal(declaredMajor('two'), undefined);
  assert.equal(declaredMajor('10.0'), undefined);
  assert.equal(declaredMajor(true), undefined);
});
