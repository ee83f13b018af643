// Differential property test: random schemas (every applicator, unevaluated*,
// prefixItems, contains, patternProperties, dependent*...) and random
// instances get the same verdict from our validator and from Ajv 8 (2020-12,
// and draft-07 with its own forms), the oracle. Ajv's known deviations are
// kept out of the generators:
//   - `enum: []`: Ajv refuses to compile it (the suite says nothing is valid);
//   - a property named `__proto__`: Ajv drops it; inherited names count as
//     present unless `ownProperties` (we run Ajv with it);
//   - multipleOf with decimal fractions: Ajv's float division says 0.0075 is
//     not a multiple of 0.0001 (we are exact);
//   - `format`: Ajv would need ajv-formats; for us it never changes validity;
//   - draft-07 `$ref` beside other keywords: Ajv 8 applies the siblings, the
//     draft ignores them (we follow the draft), so `$ref` stands alone there;
//   - `contains` beside a tuple (`prefixItems`, draft-07 `items` as an array)
//     with a schema that is always false (`items: [false]`): Ajv accepts an
//     empty array, which `contains` rejects; the two never meet here;
//   - `$dynamicRef`, `$id`s with relative URIs: Ajv's gaps on the official
//     suite (we pass it), not generated here.
// Instance objects never have an own `toString`/`valueOf` member: Ajv's deep
// equality (fast-deep-equal) calls data.toString() and throws on those.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import Ajv2020 from 'ajv/dist/2020';
import Ajv7 from 'ajv';
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
        )
        .chain((s) => applicators(tie('schema')).map((a) => ({ ...s, ...a }))),
    ),
  }));
}

/** At most one group of applicators (or the keywords that work with them) per schema, so schemas stay small. */
function applicators(schema: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const some = fc.array(schema, { minLength: 1, maxLength: 3 });
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    fc.record({ allOf: some }),
    fc.record({ anyOf: some }),
    fc.record({ oneOf: some }),
    fc.record({ not: schema }),
    fc.record({ if: schema, then: schema, else: schema }, { requiredKeys: ['if'] }),
    fc.record({ prefixItems: some, items: schema }, { requiredKeys: ['prefixItems'] }),
    fc.record({ contains: schema, minContains: count, maxContains: count }, { requiredKeys: ['contains'] }),
    fc.record({ patternProperties: fc.dictionary(fc.constantFrom(...PATTERNS), schema, { maxKeys: 2 }) }),
    fc.record({ propertyNames: schema }),
    fc.record({
      dependentRequired: fc.dictionary(fc.constantFrom(...NAMES), fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 2 }), {
        maxKeys: 2,
      }),
    }),
    fc.record({ dependentSchemas: fc.dictionary(fc.constantFrom(...NAMES), schema, { maxKeys: 2 }) }),
    fc.record({ unevaluatedProperties: schema }),
    fc.record({ unevaluatedItems: schema }),
  );
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

/** draft-07: `items` as a schema or an array, `additionalItems`, `dependencies`; `$ref` alone in its schema. */
function draft07Arb(defNames: string[]) {
  return fc.letrec<{ schema: unknown }>((tie) => {
    const some = fc.array(tie('schema'), { minLength: 1, maxLength: 3 });
    // One group of keywords per schema (values, objects or arrays), so schemas stay small.
    const keywords = fc.oneof(
      fc.record(
        {
          type: fc.oneof(typeName, fc.uniqueArray(typeName, { minLength: 1, maxLength: 3 })),
          enum: fc.array(value, { minLength: 1, maxLength: 3 }),
          const: value,
          minLength: count,
          pattern: fc.constantFrom(...PATTERNS),
          minimum: small,
          exclusiveMaximum: small,
        },
        { requiredKeys: [] },
      ),
      fc.record(
        {
          type: fc.constant('object'),
          required: fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 3 }),
          properties: fc.dictionary(fc.constantFrom(...NAMES), tie('schema'), { maxKeys: 3 }),
          additionalProperties: tie('schema'),
          patternProperties: fc.dictionary(fc.constantFrom(...PATTERNS), tie('schema'), { maxKeys: 2 }),
          dependencies: fc.dictionary(
            fc.constantFrom(...NAMES),
            fc.oneof(fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 2 }), tie('schema')),
            { maxKeys: 2 },
          ),
          propertyNames: tie('schema'),
        },
        { requiredKeys: [] },
      ),
      fc.record(
        {
          items: fc.oneof(tie('schema'), some),
          additionalItems: tie('schema'),
          minItems: count,
          maxItems: count,
          uniqueItems: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
    );
    const applicator = fc.oneof(
      { weight: 6, arbitrary: fc.constant({}) },
      fc.record({ contains: tie('schema') }),
      fc.record({ allOf: some }),
      fc.record({ anyOf: some }),
      fc.record({ oneOf: some }),
      fc.record({ not: tie('schema') }),
      fc.record({ if: tie('schema'), then: tie('schema'), else: tie('schema') }, { requiredKeys: ['if'] }),
    );
    const arms: fc.Arbitrary<unknown>[] = [fc.boolean(), fc.tuple(keywords, applicator).map(([k, a]) => ({ ...k, ...a }))];
    if (defNames.length) arms.push(fc.constantFrom(...defNames).map((d) => ({ $ref: `#/definitions/${d}` })));
    return { schema: fc.oneof({ depthSize: 'small', withCrossShrink: true }, ...arms) };
  }).schema;
}

const draft07Root = fc.dictionary(fc.constantFrom('d0', 'd1'), draft07Arb([]), { minKeys: 1, maxKeys: 2 }).chain((definitions) =>
  draft07Arb(Object.keys(definitions)).map((s) =>
    // `definitions` beside a `$ref` is allowed: it holds definitions, it checks nothing.
    plain(typeof s === 'object' && s !== null ? { $schema: 'http://json-schema.org/draft-07/schema#', ...s, definitions } : s),
  ),
);

test('differential: same verdict as Ajv 8 (draft-07) on random draft-07 schemas and instances', () => {
  // Not checked against the meta-schema: its copy in Ajv refuses duplicate enum values, which the draft allows.
  const ajv = new Ajv7({ strict: false, ownProperties: true, validateFormats: false, allErrors: false, validateSchema: false });
  let invalid = 0;
  let total = 0;
  fc.assert(
    fc.property(draft07Root, fc.array(value.map(plain), { minLength: 1, maxLength: 8 }), (schema, instances) => {
      const ours = compileSchema(schema, { draft: 'draft-07' });
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
    { numRuns: 300, seed: 707 },
  );
  assert.ok(invalid > total * 0.2 && invalid < total * 0.95, `${invalid} invalid of ${total}`);
});
