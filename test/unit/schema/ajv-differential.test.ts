// Differential property test: random schemas of the subset and random
// instances get the same verdict from our validator and from Ajv 8 (2020-12),
// the oracle. Ajv's known gaps are kept out of the generators (see
// test/vendor/conformance-subset/README.md): `enum: []` (Ajv refuses to compile it),
// a property named `__proto__` (Ajv drops it), and inherited names (we run Ajv
// with ownProperties). Also kept out: multipleOf with decimal fractions, where
// Ajv's float division says 0.0075 is not a multiple of 0.0001 (we are exact),
// and `format` (Ajv would need ajv-formats; for us it never changes validity).
// Instance objects never have an own `toString`/`valueOf` member: Ajv's deep
// equality (fast-deep-equal) calls data.toString() and throws on those.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import Ajv2020 from 'ajv/dist/2020';
import { compileSchema } from '../../../server/src/core/schema';

const NAMES = ['a', 'b', 'c', 'constructor', 'toString'];
const INSTANCE_NAMES = ['a', 'b', 'c', 'constructor'];
const PATTERNS = ['^a', 'b$', '^[ab]*$', 'a{2}', '^\\p{L}+$', '(a|b)+c?', '^.$'];
const small = fc.constantFrom(-2, -1, 0, 0.5, 1, 1.5, 2, 3);
const count = fc.integer({ min: 0, max: 3 });
const typeName = fc.constantFrom('null', 'boolean', 'object', 'array', 'number', 'string', 'integer');

const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    small,
    fc.constantFrom('', 'a', 'b', 'ab', 'aab', 'ba', 'abc', '😀', 'é'),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...INSTANCE_NAMES), tie('value'), { maxKeys: 3 }),
  ),
}));

function schemaArb(defNames: string[]) {
  return fc.letrec<{ schema: unknown }>((tie) => ({
    schema: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.boolean(),
      fc
        .record(
          {
            type: fc.oneof(typeName, fc.uniqueArray(typeName, { minLength: 1, maxLength: 3 })),
            enum: fc.array(value, { minLength: 1, maxLength: 3 }),
            const: value,
            minLength: count,
            maxLength: count,
            pattern: fc.constantFrom(...PATTERNS),
            minimum: small,
            maximum: small,
            exclusiveMinimum: small,
            exclusiveMaximum: small,
            multipleOf: fc.constantFrom(1, 2, 3, 0.5),
            minItems: count,
            maxItems: count,
            uniqueItems: fc.boolean(),
            minProperties: count,
            maxProperties: count,
            required: fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 3 }),
            properties: fc.dictionary(fc.constantFrom(...NAMES), tie('schema'), { maxKeys: 3 }),
            additionalProperties: tie('schema'),
            items: tie('schema'),
          },
          { requiredKeys: [] },
        )
        .chain((s) =>
          defNames.length === 0
            ? fc.constant(s)
            : fc
                .option(fc.constantFrom(...defNames), { nil: undefined })
                .map((d) => (d === undefined ? s : { ...s, $ref: `#/$defs/${d}` })),
        ),
    ),
  }));
}

/** fast-check builds null-prototype objects; real JSON data has ordinary ones (Ajv's deep-equal needs them). */
const plain = <T>(v: T): T => JSON.parse(JSON.stringify(v));

/** A root schema with a few $defs (themselves without $ref, so no cycles) that subschemas may reference. */
const rootSchema = fc
  .tuple(fc.dictionary(fc.constantFrom('d0', 'd1'), schemaArb([]).schema, { minKeys: 1, maxKeys: 2 }))
  .chain(([defs]) =>
    schemaArb(Object.keys(defs)).schema.map((s) => plain(typeof s === 'object' && s !== null ? { ...s, $defs: defs } : s)),
  );

test('differential: same verdict as Ajv 8 (2020-12) on random subset schemas and instances', () => {
  const ajv = new Ajv2020({ strict: false, ownProperties: true, validateFormats: false, allErrors: false });
  let invalid = 0;
  let total = 0;
  fc.assert(
    fc.property(rootSchema, fc.array(value.map(plain), { minLength: 1, maxLength: 8 }), (schema, instances) => {
      const ours = compileSchema(schema);
      assert.deepEqual(
        ours.issues.filter((i) => i.severity === 'error'),
        [],
        JSON.stringify(schema),
      );
      const theirs = ajv.compile(schema as object);
      for (const instance of instances) {
        total++;
        const verdict = ours.validate(instance).valid;
        if (!verdict) invalid++;
        assert.equal(verdict, theirs(instance), `schema ${JSON.stringify(schema)}\ninstance ${JSON.stringify(instance)}`);
      }
      return true;
    }),
    { numRuns: 500, seed: 4242 },
  );
  // The generators must exercise both verdicts, or the comparison proves little.
  assert.ok(invalid > total * 0.2 && invalid < total * 0.95, `${invalid} invalid of ${total}`);
});
