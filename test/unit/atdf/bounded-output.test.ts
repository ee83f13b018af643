// Diagnostics stay small whatever the size of the schema (issue 19): an
// example that breaks a 2,000-value enum, or adds a member beside 2,000
// declared ones, gets a message and data with a few of the allowed values,
// never the whole list (before: ~12 KB of message and ~24 KB of data each).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateJson } from './helpers';

const names = Array.from({ length: 2000 }, (_, i) => 'v' + i);

function toolWith(input: unknown, example: unknown): string {
  return JSON.stringify({
    tool: {
      name: 'pick',
      description: 'Picks a value.',
      input,
      output: { success: { type: 'object' }, error: { type: 'object' } },
      examples: [{ input: example, output: { status: 'success' } }],
    },
  });
}

test('an example outside a 2,000-value enum: the message names how many values and a few of them', () => {
  const report = validateJson(toolWith({ type: 'object', properties: { v: { enum: names } } }, { v: 'nope' }));
  const d = report.diagnostics.find((x) => x.code === 'atdf/example-schema' && x.data?.keyword === 'enum')!;
  assert.equal(
    d.message,
    'example: /tool/examples/0/input/v: expected one of 2,000 allowed values, e.g. "v0", "v1", "v2", "v3", "v4", …, got "nope"',
  );
  assert.equal((d.data!.allowed as unknown[]).length, 10);
  assert.ok(JSON.stringify(d).length < 1000);
});

test('an extra member beside 2,000 declared ones: the allowed names are summarised', () => {
  const properties = Object.fromEntries(names.map((n) => [n, {}]));
  const report = validateJson(toolWith({ type: 'object', properties, additionalProperties: false }, { something_else: 1 }));
  const d = report.diagnostics.find((x) => x.code === 'atdf/example-schema' && x.data?.keyword === 'additionalProperties')!;
  assert.match(d.message, /2,000 names, e\.g\. v0, v1, v2, v3, v4, …/);
  assert.equal((d.data!.allowed as unknown[]).length, 10);
  assert.ok(JSON.stringify(d).length < 1000);
});
