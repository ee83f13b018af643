// Every keyword of the subset, on a valid and an invalid instance, with the
// message, pointers and `expected` the editor and quick fixes rely on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, errorsOf } from './helpers';

test('type: a name, an array of names; integer accepts 1.0; number accepts integers', () => {
  assert.equal(check({ type: 'string' }, 'x').valid, true);
  const r = check({ type: 'string' }, 5);
  assert.equal(r.valid, false);
  assert.equal(r.errors[0].error, 'expected string, got number');
  assert.deepEqual(r.errors[0].expected, ['string']);
  assert.equal(r.errors[0].keywordLocation, '/type');
  assert.equal(check({ type: 'integer' }, 1.0).valid, true);
  assert.equal(check({ type: 'integer' }, 1.5).valid, false);
  assert.equal(check({ type: 'number' }, 3).valid, true);
  assert.equal(check({ type: ['string', 'null'] }, null).valid, true);
  const multi = check({ type: ['string', 'null'] }, []);
  assert.equal(multi.errors[0].error, 'expected string | null, got array');
  assert.deepEqual(multi.errors[0].expected, ['string', 'null']);
  for (const [t, ok, bad] of [
    ['null', null, 0],
    ['boolean', false, 'false'],
    ['object', {}, []],
    ['array', [], {}],
  ] as const) {
    assert.equal(check({ type: t }, ok).valid, true, t);
    assert.equal(check({ type: t }, bad).valid, false, t);
  }
});

test('properties apply to present own members only', () => {
  const s = { properties: { a: { type: 'string' } } };
  assert.equal(check(s, {}).valid, true);
  assert.equal(check(s, { a: 'x' }).valid, true);
  assert.deepEqual(errorsOf(s, { a: 1 }), [{ at: '/a', kw: 'type' }]);
  assert.equal(check(s, 'not an object').valid, true);
});

test('required: the instance location is the missing member, expected names it', () => {
  const s = { properties: { user: { required: ['email', 'name'] } } };
  const r = check(s, { user: { name: 'x' } });
  assert.equal(r.errors.length, 1);
  assert.equal(r.errors[0].instanceLocation, '/user/email');
  assert.equal(r.errors[0].keywordLocation, '/properties/user/required');
  assert.equal(r.errors[0].expected, 'email');
  assert.equal(r.errors[0].error, 'missing required property "email"');
  assert.equal(check({ required: ['a'] }, ['a']).valid, true, 'required ignores non-objects');
});

test('additionalProperties false: error at the extra member, expected lists the allowed names', () => {
  const s = { properties: { a: {}, b: {} }, additionalProperties: false };
  const r = check(s, { a: 1, zz: 2 });
  assert.equal(r.errors.length, 1);
  assert.equal(r.errors[0].instanceLocation, '/zz');
  assert.equal(r.errors[0].keywordLocation, '/additionalProperties');
  assert.deepEqual(r.errors[0].expected, ['a', 'b']);
  assert.match(r.errors[0].error, /property "zz" is not allowed here \(allowed: a, b\)/);
  assert.deepEqual(errorsOf({ additionalProperties: { type: 'number' } }, { x: 1, y: 'no' }), [{ at: '/y', kw: 'type' }]);
  assert.equal(check({ additionalProperties: true }, { x: 1 }).valid, true);
});

test('enum and const use JSON equality (1 == 1.0, key order ignored); enum [] matches nothing', () => {
  assert.equal(check({ enum: [1, 'a', { x: 1, y: [2] }] }, 1.0).valid, true);
  assert.equal(check({ enum: [1, 'a', { x: 1, y: [2] }] }, { y: [2], x: 1 }).valid, true);
  const r = check({ enum: ['red', 'green'] }, 'blue');
  assert.deepEqual(r.errors[0].expected, ['red', 'green']);
  assert.equal(r.errors[0].error, 'expected one of "red", "green", got "blue"');
  assert.equal(check({ enum: [] }, 'anything').valid, false);
  assert.equal(check({ enum: [false] }, 0).valid, false);
  assert.equal(check({ const: { a: [1, 2] } }, { a: [1, 2.0] }).valid, true);
  const c = check({ const: 'success' }, 'error');
  assert.deepEqual(c.errors[0].expected, ['success']);
  assert.equal(c.errors[0].error, 'expected "success", got "error"');
  assert.equal(check({ const: null }, 0).valid, false);
});

test('minLength / maxLength count code points', () => {
  assert.equal(check({ maxLength: 2 }, '😀😀').valid, true);
  assert.equal(check({ minLength: 3 }, '😀😀').valid, false);
  assert.equal(check({ minLength: 2 }, 'ab').valid, true);
  const r = check({ maxLength: 3 }, 'abcd');
  assert.equal(r.errors[0].error, 'expected at most 3 characters, got 4');
  assert.equal(r.errors[0].expected, 3);
  assert.equal(check({ minLength: 1 }, 5).valid, true, 'string keywords ignore other types');
});

test('pattern: ECMA-262 with u flag, unanchored', () => {
  assert.equal(check({ pattern: '^[a-z]+$' }, 'abc').valid, true);
  assert.equal(check({ pattern: 'b' }, 'abc').valid, true);
  assert.equal(check({ pattern: '^\\p{Lu}' }, 'Élan').valid, true);
  const r = check({ pattern: '^[a-z]+$' }, 'ABC');
  assert.equal(r.valid, false);
  assert.equal(r.errors[0].expected, '^[a-z]+$');
  assert.match(r.errors[0].error, /matching the pattern \/\^\[a-z\]\+\$\/, got "ABC"/);
});

test('items applies to every element', () => {
  assert.deepEqual(errorsOf({ items: { type: 'integer' } }, [1, 'x', 3, 'y']), [
    { at: '/1', kw: 'type' },
    { at: '/3', kw: 'type' },
  ]);
  assert.equal(check({ items: false }, []).valid, true);
  assert.equal(check({ items: false }, [1]).valid, false);
});

test('minimum, maximum, exclusive bounds', () => {
  assert.equal(check({ minimum: 1 }, 1).valid, true);
  assert.equal(check({ minimum: 1 }, 0.9).valid, false);
  assert.equal(check({ maximum: 1 }, 1).valid, true);
  assert.equal(check({ maximum: 1 }, 2).valid, false);
  assert.equal(check({ exclusiveMinimum: 1 }, 1).valid, false);
  assert.equal(check({ exclusiveMinimum: 1 }, 1.1).valid, true);
  assert.equal(check({ exclusiveMaximum: 1 }, 1).valid, false);
  assert.equal(check({ exclusiveMaximum: 1 }, 0).valid, true);
  assert.equal(check({ minimum: 5 }, 4).errors[0].error, 'expected a number >= 5, got 4');
  assert.equal(check({ exclusiveMaximum: 5 }, 5).errors[0].error, 'expected a number < 5, got 5');
});

test('multipleOf is float-safe and handles huge numbers', () => {
  assert.equal(check({ multipleOf: 0.0001 }, 0.0075).valid, true);
  assert.equal(check({ multipleOf: 0.01 }, 19.99).valid, true);
  assert.equal(check({ multipleOf: 0.1 }, 0.3).valid, true);
  assert.equal(check({ multipleOf: 0.0001 }, 0.00751).valid, false);
  assert.equal(check({ multipleOf: 2 }, 7).valid, false);
  assert.equal(check({ multipleOf: 0.123456789 }, 1e308).valid, false);
  assert.equal(check({ multipleOf: 1e-8 }, 12391239123).valid, true);
  assert.equal(check({ multipleOf: 3 }, 3e300).valid, true);
});

test('minItems, maxItems, uniqueItems (error at the duplicate item)', () => {
  assert.equal(check({ minItems: 2 }, [1]).valid, false);
  assert.equal(check({ maxItems: 1 }, [1, 2]).valid, false);
  assert.equal(check({ maxItems: 2 }, [1, 2]).valid, true);
  assert.equal(check({ uniqueItems: true }, [1, '1', true, null, [1], { a: 1 }]).valid, true);
  const r = check({ uniqueItems: true }, [{ a: 1, b: 2 }, 3, { b: 2, a: 1.0 }]);
  assert.equal(r.errors.length, 1);
  assert.equal(r.errors[0].instanceLocation, '/2');
  assert.equal(r.errors[0].error, 'item 2 is equal to item 0; items must be unique');
  assert.equal(check({ uniqueItems: false }, [1, 1]).valid, true);
});

test('minProperties and maxProperties count own members', () => {
  assert.equal(check({ minProperties: 1 }, {}).valid, false);
  assert.equal(check({ maxProperties: 1 }, { a: 1, b: 2 }).valid, false);
  assert.equal(check({ maxProperties: 2 }, { a: 1, b: 2 }).valid, true);
  assert.equal(check({ minProperties: 1 }, {}).errors[0].error, 'expected at least 1 properties, got 0');
});

test('boolean schemas', () => {
  assert.equal(check(true, { anything: 1 }).valid, true);
  const r = check(false, 1);
  assert.equal(r.valid, false);
  assert.equal(r.errors[0].keyword, 'false');
  assert.deepEqual(errorsOf({ properties: { gone: false } }, { gone: 1 }), [{ at: '/gone', kw: 'false' }]);
});

test('annotations are ignored', () => {
  const s = {
    title: 't',
    description: 'd',
    default: 3,
    examples: [1],
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://example.com/s',
    $comment: 'c',
    deprecated: true,
    readOnly: true,
    writeOnly: false,
    type: 'integer',
  };
  assert.equal(check(s, 'x').errors.length, 1);
  assert.equal(check(s, 2).valid, true);
});

test('only own properties count: constructor, __proto__, toString are ordinary names', () => {
  const s = { required: ['constructor', '__proto__', 'toString'] };
  assert.deepEqual(
    errorsOf(s, {}).map((e) => e.at),
    ['/constructor', '/__proto__', '/toString'],
  );
  const parsed = JSON.parse('{"__proto__": 1, "constructor": 2, "toString": 3}');
  assert.equal(check(s, parsed).valid, true);
  const typed = { properties: { __proto__: { type: 'string' } } };
  const typedSchema = JSON.parse(JSON.stringify(typed).replace('"properties":{}', '"properties":{"__proto__":{"type":"string"}}'));
  assert.deepEqual(errorsOf(typedSchema, JSON.parse('{"__proto__": 12}')), [{ at: '/__proto__', kw: 'type' }]);
  assert.deepEqual(errorsOf({ additionalProperties: false }, JSON.parse('{"__proto__": 1}')), [
    { at: '/__proto__', kw: 'additionalProperties' },
  ]);
  // Objects with another prototype, or none: inherited members never count either.
  const withProto = Object.create({ inherited: 'x', n: 5 });
  withProto.own = 1;
  assert.deepEqual(
    errorsOf({ required: ['inherited'], properties: { n: { type: 'string' } }, additionalProperties: false, maxProperties: 1 }, withProto),
    [
      { at: '/inherited', kw: 'required' },
      { at: '/own', kw: 'additionalProperties' },
    ],
  );
  const bare = Object.assign(Object.create(null), { a: 1 });
  assert.deepEqual(errorsOf({ properties: { a: { type: 'string' } }, required: ['a', 'toString'] }, bare), [
    { at: '/toString', kw: 'required' },
    { at: '/a', kw: 'type' },
  ]);
});
