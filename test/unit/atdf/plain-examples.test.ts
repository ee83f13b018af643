// The shortcut of the 2.x examples check (core/atdf/rules/plain-examples.ts) against the compiled schema it spares:
// whenever it says the examples are certainly valid, the validator finds no error and no warning in any of them;
// and it does say so for the plain tools of a catalog, and not for a wrong value, a missing or undeclared input,
// or an example marked invalid_input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deriveInputsSchema } from '../../../server/src/core/atdf/rules/inputs-v2';
import { examplesPlainlyValid } from '../../../server/src/core/atdf/rules/plain-examples';
import { compileSchema } from '../../../server/src/core/schema/index';
import { createEngine } from '../../../server/src/core/index';
import { generateCatalog } from '../../../bench/gen-catalog';

const TYPES = ['string', 'integer', 'number', 'boolean', 'null', 'object', 'array', 'string|integer', 'nonsense', undefined];
const VALUES: unknown[] = ['x', '', '1', 1, 0, -0, 1.5, 2 ** 53, 1e300, NaN, Infinity, true, false, null, [], {}, [1], { a: 1 }];

function tool(inputs: unknown[], examples: unknown[]): Record<string, unknown> {
  return { schema_version: '2.0.0', tool_id: 't', how_to_use: { inputs }, examples };
}

test('when the shortcut says valid, the compiled schema finds nothing (every type x value, required or not, extra keys)', () => {
  let certain = 0;
  let doubted = 0;
  for (const type of TYPES) {
    for (const required of [true, false]) {
      const inputs = [
        { name: 'a', type, description: 'A.', required },
        { name: 'b', type: 'string', required: false },
      ];
      for (const value of VALUES) {
        for (const values of [{ a: value }, { a: value, b: 'y' }, { a: value, c: 1 }, { b: 'y' }, {}]) {
          for (const marked of [false, true]) {
            const doc = tool(inputs, [
              { goal: 'g', input_values: values, expected_result: 'r', ...(marked ? { invalid_input: true } : {}) },
            ]);
            const derived = deriveInputsSchema(doc);
            if (!examplesPlainlyValid(derived.schema, doc.examples as unknown[])) {
              doubted++;
              continue;
            }
            certain++;
            const result = compileSchema(derived.schema).validate(values);
            assert.deepEqual(result.errors, [], `${JSON.stringify(derived.schema)} on ${JSON.stringify(values)}`);
          }
        }
      }
    }
  }
  assert.ok(certain > 100 && doubted > 1000, `${certain} certain, ${doubted} left to the validator`);
});

test('the plain tools of the generated catalog take the shortcut; a wrong value, a missing or undeclared input, a marked example do not', () => {
  const inputs = [
    { name: 'id', type: 'string', description: 'Id.', required: true },
    { name: 'n', type: 'integer', required: false },
  ];
  const plain = (values: unknown, extra: Record<string, unknown> = {}) => {
    const doc = tool(inputs, [{ goal: 'g', input_values: values, expected_result: 'r', ...extra }]);
    return examplesPlainlyValid(deriveInputsSchema(doc).schema, doc.examples as unknown[]);
  };
  assert.equal(plain({ id: 'x', n: 3 }), true);
  assert.equal(plain({ id: 'x', n: 3.5 }), false);
  assert.equal(plain({ id: 'x', n: '3' }), false);
  assert.equal(plain({ n: 3 }), false);
  assert.equal(plain({ id: 'x', m: 3 }), false);
  assert.equal(plain({ id: 'x' }, { invalid_input: true }), false);
  // An input with a schema of its own, or a root definition: compiled as before.
  const withSchema = tool([{ name: 'id', type: 'string', schema: { minLength: 2 } }], [{ input_values: { id: 'x' } }]);
  assert.equal(examplesPlainlyValid(deriveInputsSchema(withSchema).schema, withSchema.examples as unknown[]), false);
});

test("a catalog with broken examples: the findings are the validator's (the shortcut never hides one)", () => {
  const engine = createEngine();
  let n = 0;
  const text = generateCatalog(60).replace(/^ {6}record_id: rec-(\d+)$/gm, (line) => (++n % 3 === 0 ? '      record_id: 42' : line));
  const codes = engine.validateFile(text, { language: 'yaml' }).diagnostics.map((d) => d.code);
  assert.equal(codes.filter((c) => c === 'atdf/example-schema').length, 20, codes.join(', '));
});
