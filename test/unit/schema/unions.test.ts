// Errors of anyOf/oneOf a person can act on: the alternative clearly meant
// (a matching const/enum discriminator, the only type that fits, the fewest
// errors) has its errors reported at their own places, the others summarised
// in one line at the union; oneOf matching several names them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileSchema } from '../../../server/src/core/schema';

const errors = (schema: unknown, value: unknown, locale: 'en' | 'es' | 'pt' = 'en') =>
  compileSchema(schema, { locale })
    .validate(value)
    .errors.map((e) => [e.instanceLocation, e.keyword, e.error]);

const shapes = {
  $defs: {
    circle: {
      type: 'object',
      properties: { kind: { const: 'circle' }, radius: { type: 'number' } },
      required: ['kind', 'radius'],
      additionalProperties: false,
    },
    square: {
      type: 'object',
      properties: { kind: { enum: ['square'] }, side: { type: 'number' } },
      required: ['kind', 'side'],
      additionalProperties: false,
    },
  },
  oneOf: [{ $ref: '#/$defs/circle' }, { $ref: '#/$defs/square' }],
};

test('a matching discriminator picks the alternative: its errors at their places, the others in one line', () => {
  assert.deepEqual(errors(shapes, { kind: 'square', radius: 2 }), [
    [
      '',
      'oneOf',
      'matches none of the 2 alternatives of oneOf; #1 fits best ("kind" is "square"), its errors are reported; the others: #0 /kind: expected "circle", got "square"',
    ],
    ['/side', 'required', 'missing required property "side"'],
    ['/radius', 'additionalProperties', 'property "radius" is not allowed here (allowed: kind, side)'],
  ]);
  const e = compileSchema(shapes).validate({ kind: 'circle', radius: 'big' }).errors;
  assert.deepEqual(
    e.map((x) => [x.instanceLocation, x.keywordLocation, x.absoluteKeywordLocation]),
    [
      ['', '/oneOf', '/oneOf'],
      ['/radius', '/oneOf/0/$ref/properties/radius/type', '/$defs/circle/properties/radius/type'],
    ],
  );
});

test('the only alternative whose type fits is the one reported; else each one first error, in one line', () => {
  const nullable = { anyOf: [{ type: 'string', minLength: 3 }, { type: 'null' }] };
  assert.deepEqual(errors(nullable, 'ab'), [
    [
      '',
      'anyOf',
      'matches none of the 2 alternatives of anyOf; #0 fits best (the only one for a string), its errors are reported; the others: #1 expected null, got string',
    ],
    ['', 'minLength', 'expected at least 3 characters, got 2'],
  ]);
  assert.deepEqual(errors(nullable, 5), [
    ['', 'anyOf', 'matches none of the 2 alternatives of anyOf: #0 expected string, got number; #1 expected null, got number'],
  ]);
  assert.deepEqual(errors(shapes, { kind: 'triangle' }), [
    [
      '',
      'oneOf',
      'matches none of the 2 alternatives of oneOf: #0 /kind: expected "circle", got "triangle" (+1 more); #1 /kind: expected one of "square", got "triangle" (+1 more)',
    ],
  ]);
});

test('the alternative with strictly the fewest errors is reported; a tie is summarised', () => {
  const people = {
    anyOf: [
      { type: 'object', required: ['name', 'email'] },
      { type: 'object', required: ['id', 'token', 'scope'] },
    ],
  };
  assert.deepEqual(
    errors(people, { name: 'a' }).map(([at, kw]) => [at, kw]),
    [
      ['', 'anyOf'],
      ['/email', 'required'],
    ],
  );
  assert.match(errors(people, { name: 'a' })[0][2], /#0 fits best \(fewest errors: 1\)/);
  const tie = { anyOf: [{ required: ['a'] }, { required: ['b'] }] };
  assert.deepEqual(errors(tie, {}), [
    [
      '',
      'anyOf',
      'matches none of the 2 alternatives of anyOf: #0 /a: missing required property "a"; #1 /b: missing required property "b"',
    ],
  ]);
});

test('oneOf matching several names them; a long list of alternatives is cut', () => {
  assert.deepEqual(errors({ oneOf: [{ type: 'number' }, { type: 'string' }, { type: 'integer' }] }, 3), [
    ['', 'oneOf', 'matches 2 alternatives of oneOf (#0, #2); exactly one must match'],
  ]);
  const many = { anyOf: Array.from({ length: 8 }, (_, i) => ({ const: i })) };
  const line = errors(many, 'x')[0][2];
  assert.match(line, /^matches none of the 8 alternatives of anyOf: #0 expected 0, got "x"; #1 .*; #3 expected 3, got "x"; and 4 more$/);
});

test('union messages in Spanish and Portuguese', () => {
  assert.deepEqual(errors({ anyOf: [{ type: 'string' }, { type: 'null' }] }, 1, 'es'), [
    [
      '',
      'anyOf',
      'no cumple ninguna de las 2 alternativas de anyOf: #0 se esperaba string, se obtuvo number; #1 se esperaba null, se obtuvo number',
    ],
  ]);
  assert.deepEqual(errors({ oneOf: [{}, {}] }, 1, 'pt'), [
    ['', 'oneOf', 'atende a 2 alternativas de oneOf (#0, #1); deve atender a exatamente uma'],
  ]);
});

test('a union that holds drops the errors of the other alternatives, and their warnings when one holds cleanly', () => {
  const schema = {
    anyOf: [
      { type: 'string', format: 'date' },
      { type: 'string', maxLength: 3 },
    ],
  };
  assert.deepEqual(compileSchema(schema).validate('abc'), { valid: true, errors: [] });
  const onlyWithWarning = compileSchema(schema).validate('tomorrow');
  assert.equal(onlyWithWarning.valid, true);
  assert.deepEqual(
    onlyWithWarning.errors.map((e) => [e.keyword, e.severity]),
    [['format', 'warning']],
  );
});
