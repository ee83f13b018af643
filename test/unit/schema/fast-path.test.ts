// The fast path (fast.ts) answers "valid, nothing to report" before the full
// pass runs. It must agree with the full pass: never "yes" when the full pass
// finds an error or a warning, and, on JSON data, never "no" when it finds
// nothing (or every valid value would pay for both passes).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { compileSchema } from '../../../server/src/core/schema';
import { compileTwoPasses } from '../../../server/src/core/schema/compile-schema';

const NAMES = ['a', 'b', 'c', 'constructor', 'toString', '__proto__', 'p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9'];
const INSTANCE_NAMES = ['a', 'b', 'c', 'constructor', 'toString', '__proto__', 'p3', 'p9', 'zz'];
const PATTERNS = ['^a', 'b$', '^[ab]*$', 'a{2}', '^\\p{L}+$', '(a|b)+c?', '^.$'];
const small = fc.constantFrom(-2, -1, 0, 0.5, 1, 1.5, 2, 3, 0.1, 0.3);
const count = fc.integer({ min: 0, max: 3 });
const typeName = fc.constantFrom('null', 'boolean', 'object', 'array', 'number', 'string', 'integer');

const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    small,
    fc.constantFrom('', 'a', 'b', 'ab', 'aab', 'ba', 'abc', '😀', 'é', '2024-02-29', 'x@y.z', 'p3'),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...INSTANCE_NAMES), tie('value'), { maxKeys: 4 }),
  ),
}));

/** Real JSON data: ordinary objects (fast-check builds null-prototype ones), own `__proto__` members kept. */
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v));

function schemaArb(defNames: string[]) {
  return fc.letrec<{ schema: unknown }>((tie) => ({
    schema: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.boolean(),
      fc
        .record(
          {
            type: fc.oneof(typeName, fc.uniqueArray(typeName, { minLength: 1, maxLength: 3 })),
            enum: fc.array(value, { minLength: 0, maxLength: 3 }),
            const: value,
            minLength: count,
            maxLength: count,
            pattern: fc.constantFrom(...PATTERNS),
            format: fc.constantFrom('date', 'email', 'uuid', 'hostname'),
            minimum: small,
            maximum: small,
            exclusiveMinimum: small,
            exclusiveMaximum: small,
            multipleOf: fc.constantFrom(1, 2, 3, 0.5, 0.1),
            minItems: count,
            maxItems: count,
            uniqueItems: fc.boolean(),
            minProperties: count,
            maxProperties: count,
            required: fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 4 }),
            // Up to 16 names: both the one-by-one name search and the index of many names.
            properties: fc.dictionary(fc.constantFrom(...NAMES), tie('schema'), { maxKeys: 17 }),
            additionalProperties: tie('schema'),
            items: tie('schema'),
          },
          { requiredKeys: [] },
        )
        .chain((s) =>
          fc
            .option(fc.constantFrom(...defNames, '#'), { nil: undefined })
            .map((d) => (d === undefined ? s : { ...s, $ref: d === '#' ? '#' : `#/$defs/${d}` })),
        )
        // At most one group of the applicators and their companions per schema, so schemas stay small.
        .chain((s) => applicators(tie('schema')).map((a) => ({ ...s, ...a }))),
    ),
  }));
}

/** One group of in-place applicators or of the keywords that work with them (or none). */
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
    fc.record(
      { patternProperties: fc.dictionary(fc.constantFrom(...PATTERNS), schema, { maxKeys: 2 }), additionalProperties: schema },
      {
        requiredKeys: ['patternProperties'],
      },
    ),
    fc.record({ propertyNames: schema }),
    fc.record({
      dependentRequired: fc.dictionary(fc.constantFrom(...NAMES), fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 2 }), {
        maxKeys: 2,
      }),
    }),
    fc.record({ dependentSchemas: fc.dictionary(fc.constantFrom(...NAMES), schema, { maxKeys: 2 }) }),
    fc.record({ unevaluatedProperties: schema, properties: fc.dictionary(fc.constantFrom(...NAMES), schema, { maxKeys: 2 }) }),
    fc.record({ unevaluatedItems: schema, prefixItems: some }, { requiredKeys: ['unevaluatedItems'] }),
  );
}

/** A root schema with `$defs` that may refer to each other and to the root (recursion, and cycles the compiler switches off). */
const rootSchema = fc
  .dictionary(fc.constantFrom('d0', 'd1'), schemaArb(['d0', 'd1']).schema, { minKeys: 1, maxKeys: 2 })
  .chain((defs) => schemaArb(Object.keys(defs)).schema.map((s) => json(typeof s === 'object' && s !== null ? { ...s, $defs: defs } : s)));

test('fast path and full pass agree on random schemas and JSON instances', () => {
  let yes = 0;
  let total = 0;
  fc.assert(
    fc.property(rootSchema, fc.array(value.map(json), { minLength: 1, maxLength: 8 }), fc.boolean(), (schema, instances, formats) => {
      const passes = compileTwoPasses(schema, { formatWarnings: formats });
      for (const instance of instances) {
        total++;
        const fast = passes.fast(instance);
        const full = passes.full(instance);
        if (fast) yes++;
        assert.equal(
          fast,
          full.errors.length === 0,
          `schema ${JSON.stringify(schema)}\ninstance ${JSON.stringify(instance)}\n${JSON.stringify(full.errors)}`,
        );
      }
      return true;
    }),
    { numRuns: 1500, seed: 77 },
  );
  assert.ok(yes > total * 0.1 && yes < total * 0.9, `${yes} fast yes of ${total}`);
});

/** Objects that are not plain JSON: other prototypes, none, hidden and undefined members. */
function oddObjects(base: Record<string, unknown>): object[] {
  const inherited = Object.assign(Object.create({ a: 'inherited', b: 1, zz: true }), base);
  const bare = Object.assign(Object.create(null), base);
  const hidden = { ...base };
  Object.defineProperty(hidden, 'a', { value: 12345, enumerable: false });
  Object.defineProperty(hidden, 'zz', { value: 'hidden', enumerable: false });
  const undef = { ...base, a: undefined, c: undefined };
  return [inherited, bare, hidden, undef];
}

test('the fast path never says yes where the full pass reports something, on objects that are not plain JSON', () => {
  fc.assert(
    fc.property(rootSchema, fc.dictionary(fc.constantFrom(...INSTANCE_NAMES), value.map(json), { maxKeys: 4 }), (schema, base) => {
      const passes = compileTwoPasses(schema);
      for (const instance of oddObjects(base)) {
        if (passes.fast(instance)) assert.deepEqual(passes.full(instance).errors, [], `schema ${JSON.stringify(schema)}`);
      }
      return true;
    }),
    { numRuns: 800, seed: 78 },
  );
});

test('a member is an own enumerable property: hidden and inherited ones are not data', () => {
  const schema = { properties: { a: { type: 'string' }, b: {} }, required: ['b'], additionalProperties: false };
  const hidden = { b: 1 };
  Object.defineProperty(hidden, 'a', { value: 12345, enumerable: false });
  Object.defineProperty(hidden, 'zz', { value: 'x', enumerable: false });
  assert.deepEqual(compileSchema(schema).validate(hidden), { valid: true, errors: [] });
  const inherited = Object.create({ b: 1 });
  assert.deepEqual(
    compileSchema(schema)
      .validate(inherited)
      .errors.map((e) => [e.instanceLocation, e.keyword]),
    [['/b', 'required']],
  );
  const inheritedExtras = Object.create({ a: 12345, zz: 'x' });
  inheritedExtras.b = 2;
  assert.deepEqual(compileSchema(schema).validate(inheritedExtras), { valid: true, errors: [] });
  const noB = {};
  Object.defineProperty(noB, 'b', { value: 1, enumerable: false });
  assert.deepEqual(
    compileSchema(schema)
      .validate(noB)
      .errors.map((e) => [e.instanceLocation, e.keyword]),
    [['/b', 'required']],
  );
});

test('valid values with a format mismatch still get their warning (the fast path hands them over)', () => {
  const c = compileSchema({ type: 'object', properties: { when: { type: 'string', format: 'date' } } });
  assert.deepEqual(c.validate({ when: '2024-02-29' }), { valid: true, errors: [] });
  const r = c.validate({ when: 'tomorrow' });
  assert.equal(r.valid, true);
  assert.deepEqual(
    r.errors.map((e) => [e.instanceLocation, e.keyword, e.severity]),
    [['/when', 'format', 'warning']],
  );
});

test('deep recursive instances: the fast path gives up, the full pass decides (valid, or "too deep")', () => {
  // `meta` nests deeper than `child`: the fast path's depth bound counts three steps per level where
  // the full pass counts two (the member `child` and its `$ref`).
  const meta = { properties: { x: { properties: { y: { type: 'string' } } } } };
  const tree = {
    $defs: { node: { type: 'object', properties: { child: { $ref: '#/$defs/node' }, v: { type: 'integer' }, meta } } },
    $ref: '#/$defs/node',
  };
  const passes = compileTwoPasses(tree);
  const nest = (depth: number, leaf: unknown) => {
    let v: Record<string, unknown> = { v: leaf };
    for (let i = 0; i < depth; i++) v = { child: v, v: i };
    return v;
  };
  // 400 levels: within the full pass's limit (1,000 steps), beyond what the fast path vouches for.
  const ok = nest(400, 1);
  assert.equal(passes.fast(nest(200, 1)), true);
  assert.equal(passes.fast(ok), false);
  assert.deepEqual(compileSchema(tree).validate(ok), { valid: true, errors: [] });
  const bad = nest(400, 'x');
  assert.deepEqual(
    compileSchema(tree)
      .validate(bad)
      .errors.map((e) => e.keyword),
    ['type'],
  );
  // Shallow ones take the fast path.
  assert.equal(passes.fast(nest(20, 1)), true);
  const deep = compileSchema(tree).validate(nest(5000, 1));
  assert.equal(deep.valid, false);
  assert.deepEqual([...new Set(deep.errors.map((e) => e.keyword))], ['depth']);
});

test('patterns on the bounded backtracker: the fast path spends the same budget per validation as the full pass', () => {
  // Each string matches in about 15,700 steps (under the quick per-match budget); 700 of them need more
  // than the 10,000,000 steps one validation may spend, so the full pass warns on the last ones.
  const schema = { items: { type: 'string', pattern: '^(a+)\\1$' } };
  const passes = compileTwoPasses(schema);
  const many = Array.from({ length: 700 }, () => 'a'.repeat(200));
  const full = passes.full(many);
  assert.equal(full.valid, true);
  assert.ok(full.errors.length > 0 && full.errors.every((e) => e.severity === 'warning'), 'the budget ran out');
  assert.equal(passes.fast(many), false, 'not "valid, nothing to report"');
  assert.deepEqual(compileSchema(schema).validate(many), full);
  // A few of them fit in the budget: the fast path says yes, again and again (its budget is per validation).
  const few = many.slice(0, 100);
  assert.deepEqual(passes.full(few), { valid: true, errors: [] });
  for (let i = 0; i < 3; i++) assert.equal(passes.fast(few), true);
});
