// The other applicators and the keywords that work with them, with messages
// in the style of the rest (what was expected, what was found), in en/es/pt.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileSchema } from '../../../server/src/core/schema';

const errors = (schema: unknown, value: unknown, locale: 'en' | 'es' | 'pt' = 'en') =>
  compileSchema(schema, { locale })
    .validate(value)
    .errors.map((e) => [e.instanceLocation, e.keyword, e.error]);

const address = {
  if: { properties: { country: { const: 'US' } }, required: ['country'] },
  then: { required: ['zip'] },
  else: { required: ['postcode'] },
};

test('not: what must not match, and what was found', () => {
  assert.deepEqual(errors({ not: { type: 'null' } }, null), [
    ['', 'not', 'expected a value that does not match {"type": "null"}, got null'],
  ]);
  assert.deepEqual(errors({ not: { type: 'null' } }, null, 'es'), [
    ['', 'not', 'se esperaba un valor que no cumpla {"type": "null"}, se obtuvo null'],
  ]);
  assert.deepEqual(errors({ not: { type: 'null' } }, 1), []);
});

test('if/then/else: the errors of the branch that applies say why it applies', () => {
  assert.deepEqual(errors(address, { country: 'US' }), [
    ['/zip', 'required', 'missing required property "zip" because "country" is "US" (if/then)'],
  ]);
  assert.deepEqual(errors(address, { country: 'FR' }), [
    ['/postcode', 'required', 'missing required property "postcode" because "country" is not "US" (if/else)'],
  ]);
  assert.deepEqual(errors(address, { country: 'FR' }, 'pt'), [
    ['/postcode', 'required', 'falta a propriedade obrigatória "postcode" porque "country" não é "US" (if/else)'],
  ]);
  assert.deepEqual(errors({ if: { minimum: 10 }, then: { multipleOf: 5 } }, 12, 'es'), [
    ['', 'multipleOf', 'se esperaba un múltiplo de 5, se obtuvo 12 porque el valor cumple "if" (if/then)'],
  ]);
  // `then` without `if` does nothing; `if` alone changes no verdict.
  assert.deepEqual(errors({ then: false }, 1), []);
  assert.deepEqual(errors({ if: false }, 1), []);
});

test('dependentRequired, dependentSchemas and draft-07 dependencies', () => {
  const schema = { dependentRequired: { card: ['cvv'] }, dependentSchemas: { billing: { required: ['address'] } } };
  assert.deepEqual(errors(schema, { card: 1, billing: true }), [
    ['/cvv', 'dependentRequired', 'missing property "cvv", required when "card" is present'],
    ['/address', 'required', 'missing required property "address" because "billing" is present (dependentSchemas)'],
  ]);
  assert.deepEqual(errors(schema, { cvv: 1 }), []);
  const draft07 = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    dependencies: { card: ['cvv'], billing: { required: ['address'] } },
  };
  assert.deepEqual(
    errors(draft07, { card: 1, billing: true }).map(([at, kw]) => [at, kw]),
    [
      ['/cvv', 'dependentRequired'],
      ['/address', 'required'],
    ],
  );
});

test('propertyNames: errors at the member whose name is wrong, saying it is the name', () => {
  assert.deepEqual(errors({ propertyNames: { pattern: '^[a-z]+$' } }, { good: 1, Bad: 2 }), [
    ['/Bad', 'propertyNames', 'property name "Bad": expected a string matching the pattern /^[a-z]+$/, got "Bad"'],
  ]);
  assert.deepEqual(errors({ propertyNames: false }, {}), []);
});

test('contains with minContains/maxContains', () => {
  assert.deepEqual(errors({ contains: { type: 'number' } }, ['a']), [
    ['', 'contains', 'expected at least 1 item matching "contains", got 0'],
  ]);
  assert.deepEqual(errors({ contains: { type: 'number' }, minContains: 2, maxContains: 2 }, [1, 'a', 2, 3]), [
    ['', 'maxContains', 'expected at most 2 items matching "contains", got 3'],
  ]);
  assert.deepEqual(errors({ contains: { type: 'number' }, minContains: 0 }, []), []);
});

test('prefixItems + items: false, and the draft-07 form (items array + additionalItems)', () => {
  const tuple = { prefixItems: [{ type: 'string' }, { type: 'number' }], items: false };
  assert.deepEqual(errors(tuple, ['a', 1]), []);
  assert.deepEqual(errors(tuple, ['a', 1, true, null]), [
    ['/2', 'items', 'item 2 is not allowed here (2 items are declared)'],
    ['/3', 'items', 'item 3 is not allowed here (2 items are declared)'],
  ]);
  // The tuple that the subset used to reject: prefixItems was not checked, items: false was.
  assert.equal(compileSchema({ prefixItems: [{}], items: false }).validate(['x']).valid, true);
  const draft07 = { $schema: 'http://json-schema.org/draft-07/schema#', items: [{ type: 'string' }], additionalItems: { type: 'number' } };
  assert.deepEqual(errors(draft07, ['a', 1, 'b']), [['/2', 'type', 'expected number, got string']]);
});

test('unevaluatedProperties/Items see through allOf, $ref and the alternatives that hold, not the others', () => {
  const schema = {
    $defs: { base: { properties: { id: { type: 'integer' } } } },
    allOf: [{ $ref: '#/$defs/base' }],
    anyOf: [
      { properties: { a: { const: 1 } }, required: ['a'] },
      { properties: { b: true }, required: ['b'] },
    ],
    unevaluatedProperties: false,
  };
  assert.deepEqual(errors(schema, { id: 1, a: 1 }), []);
  // `a` is declared only by an alternative that does not hold (a is 2): not evaluated.
  assert.deepEqual(errors(schema, { id: 1, a: 2, b: 0 }), [
    ['/a', 'unevaluatedProperties', 'property "a" is not allowed here (no subschema evaluates it; unevaluatedProperties)'],
  ]);
  assert.deepEqual(errors({ prefixItems: [true], unevaluatedItems: { type: 'string' } }, [1, 'x', 2]), [
    ['/2', 'type', 'expected string, got number'],
  ]);
  assert.deepEqual(errors({ contains: { const: 1 }, unevaluatedItems: false }, [1, 1, 2]), [
    ['/2', 'unevaluatedItems', 'item 2 is not allowed here (no subschema evaluates it; unevaluatedItems)'],
  ]);
});

test('patternProperties with additionalProperties', () => {
  const schema = { properties: { id: {} }, patternProperties: { '^x-': { type: 'string' } }, additionalProperties: false };
  assert.deepEqual(errors(schema, { id: 1, 'x-a': 'ok' }), []);
  assert.deepEqual(errors(schema, { id: 1, 'x-a': 2, other: 3 }), [
    ['/x-a', 'type', 'expected string, got number'],
    ['/other', 'additionalProperties', 'property "other" is not allowed here (allowed: id)'],
  ]);
});
