// Property test of losslessness: for random MCP tools, with odd property
// names, boolean schemas, malformed keywords, type arrays, unknown members...
// export(import(tool)) through the YAML text deep-equals the tool, in both dialects.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { randomTool } from './arbitraries';
import { roundTrip } from './helpers';

test('export(import(tool)) deep-equals the tool for random tools, in both dialects', () => {
  fc.assert(
    fc.property(randomTool, (t) => {
      assert.deepStrictEqual(roundTrip(t, 'enhanced'), t);
      assert.deepStrictEqual(roundTrip(t, 'tool'), t);
    }),
    { numRuns: 400 },
  );
});
