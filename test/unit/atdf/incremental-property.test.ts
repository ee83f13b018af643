// validateFile with `previous`, after any sequence of edits, reports exactly
// what a fresh run on the same text reports: diagnostics (ranges, messages,
// related locations), documents, dialects. The edits move, split, merge and
// break documents of a stream that has problems of every kind, including
// duplicate keys whose messages name a line, and \r\n line breaks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createCompiler } from '../../../server/src/core/atdf/compiler';
import { validateFile } from '../../../server/src/core/validate-file';
import { generateCatalog } from '../../../bench/gen-catalog';

const BROKEN = `---
tool_id: broken
description: 5
when_to_use: x
when_to_use: again
how_to_use:
  inputs: [{name: a, type: string, required: true}]
  outputs: {success: ok, failure: []}
examples:
  - goal: g
    input_values: {b: 1}
    expected_result: r
`;
const TOOL_FORM = `---
tool:
  name: Bad Name
  description: d
  input: {type: object, properties: {n: {type: strng}}, required: [n]}
  examples: [{input: {n: 1}}]
`;

const BASES = [
  generateCatalog(3) + BROKEN + generateCatalog(2) + TOOL_FORM,
  (BROKEN + TOOL_FORM + BROKEN).replace(/\n/g, '\r\n'),
  '# head comment\n' + TOOL_FORM + '---\n[unclosed\n' + BROKEN,
];
const FRAGMENTS = [
  '---\n',
  '\n',
  '# c\n',
  'description: 7\n',
  '  ',
  'x',
  '"',
  '[',
  'tool_id: other\n',
  '...\n',
  '\r\n',
  'ñ😀',
  'type: strng',
  '',
];

test('incremental validation equals a fresh run after random edits (property)', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...BASES),
      fc.array(fc.record({ pos: fc.nat(), del: fc.nat({ max: 40 }), ins: fc.constantFrom(...FRAGMENTS) }), { minLength: 1, maxLength: 6 }),
      (base, edits) => {
        const compiler = createCompiler();
        let text = base;
        let report = validateFile(text, { language: 'yaml', compiler });
        for (const e of edits) {
          const p = e.pos % (text.length + 1);
          text = text.slice(0, p) + e.ins + text.slice(p + e.del);
          report = validateFile(text, { language: 'yaml', compiler, previous: report });
          const fresh = validateFile(text, { language: 'yaml' });
          assert.deepEqual(report.diagnostics, fresh.diagnostics, JSON.stringify(text));
          assert.deepEqual(report.documents, fresh.documents);
        }
      },
    ),
    { numRuns: 200, seed: 21 },
  );
});

test('the same text again returns the previous report', () => {
  const text = BASES[0];
  const first = validateFile(text, { language: 'yaml' });
  assert.equal(validateFile(text, { language: 'yaml', previous: first }), first);
  assert.notEqual(validateFile(text, { language: 'yaml', previous: first, locale: 'es' }), first);
});
