// The shape of the result: every error, in document order of the instance,
// de-duplicated; warnings that never change validity; messages per locale.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileSchema } from '../../../server/src/core/schema';
import { check } from './helpers';

test('every error is reported, not only the first, in document order of the instance', () => {
  const schema = {
    type: 'object',
    required: ['zeta'],
    properties: {
      b: { type: 'string' },
      a: { type: 'string', minLength: 3 },
      list: { items: { type: 'integer' } },
    },
  };
  // Instance order: a, list, b — the schema declares b before a.
  const r = check(schema, { a: 1, list: [1, 'x'], b: 2 });
  assert.deepEqual(
    r.errors.map((e) => `${e.instanceLocation} ${e.keyword}`),
    ['/zeta required', '/a type', '/list/1 type', '/b type'],
  );
});

test('errors of the same location keep the schema order, duplicates are dropped', () => {
  const schema = { $defs: { s: { type: 'string' } }, $ref: '#/$defs/s', type: 'string' };
  const r = check(schema, 3);
  assert.equal(r.errors.length, 1, 'the same message at the same place is reported once');
  const two = check({ type: 'integer', minimum: 5 }, 1.5);
  assert.deepEqual(
    two.errors.map((e) => e.keyword),
    ['type', 'minimum'],
  );
});

test('many errors: sorted into document order, duplicates dropped (few and many take different paths)', () => {
  for (const count of [20, 100]) {
    const names = Array.from({ length: count }, (_, i) => `p${i}`);
    const properties: Record<string, unknown> = {};
    // Declared in reverse, so the checks find the errors in reverse document order.
    for (const name of [...names].reverse()) properties[name] = { $ref: '#/$defs/s', type: 'string' };
    const schema = { $defs: { s: { type: 'string' } }, properties, required: ['missing'] };
    const instance = Object.fromEntries(names.map((n, i) => [n, i]));
    const r = check(schema, instance);
    assert.deepEqual(
      r.errors.map((e) => `${e.instanceLocation} ${e.keyword}`),
      ['/missing required', ...names.map((n) => `/${n} type`)],
      `${count} members`,
    );
  }
});

test('valid is false iff there is an error of severity error', () => {
  const r = check({ type: 'string', format: 'date-time' }, 'yesterday');
  assert.equal(r.valid, true);
  assert.equal(r.errors.length, 1);
  assert.equal(r.errors[0].severity, 'warning');
  assert.equal(r.errors[0].keyword, 'format');
});

test('format: date-time, date, time, email, uri, uuid mismatches are warnings; switchable off', () => {
  const cases: [string, string, string][] = [
    ['date-time', '2025-07-12T10:00:00Z', '2025-07-12 10:00'],
    ['date', '2024-02-29', '2023-02-29'],
    ['time', '23:59:60+01:00', '24:00:00Z'],
    ['email', 'ana@example.com', 'ana@'],
    ['uri', 'https://example.com/a?b=c#d', '/relative/path'],
    ['uuid', '123e4567-e89b-12d3-a456-426614174000', '123e4567e89b12d3a456426614174000'],
  ];
  for (const [format, good, bad] of cases) {
    assert.deepEqual(check({ format }, good).errors, [], `${format} ${good}`);
    const r = check({ format }, bad);
    assert.equal(r.valid, true, format);
    assert.equal(r.errors.length, 1, `${format} ${bad}`);
    assert.equal(r.errors[0].severity, 'warning');
    assert.equal(r.errors[0].expected, format);
    assert.deepEqual(check({ format }, bad, { formatWarnings: false }).errors, []);
  }
  for (const good of ['2025-07-12T10:00:00.123+02:00', '2024-02-29t23:59:60z', '2025-12-31T00:00:00-23:59']) {
    assert.deepEqual(check({ format: 'date-time' }, good).errors, [], good);
  }
  for (const bad of [
    '2025-07-12T10:00:00',
    '2025-13-01T10:00:00Z',
    '2025-07-12T10:00:00.Z',
    '2025-07-12T10:00:00+0200',
    '2025-07-12 10:00:00Z',
    '2025-07-12T10:00:00Z ',
  ]) {
    assert.equal(check({ format: 'date-time' }, bad).errors.length, 1, bad);
  }
  assert.deepEqual(check({ format: 'hostname' }, '!!').errors, [], 'other formats are annotations only');
  assert.deepEqual(check({ format: 'date' }, 12).errors, [], 'format applies to strings only');
});

test('messages in English, Spanish and Portuguese', () => {
  const schema = { type: 'object', required: ['Start'], properties: { End: { type: 'string' } } };
  const instance = { End: 5 };
  const by = (locale: 'en' | 'es' | 'pt') =>
    compileSchema(schema, { locale })
      .validate(instance)
      .errors.map((e) => e.error);
  assert.deepEqual(by('en'), ['missing required property "Start"', 'expected string, got number']);
  assert.deepEqual(by('es'), ['falta la propiedad obligatoria "Start"', 'se esperaba string, se obtuvo number']);
  assert.deepEqual(by('pt'), ['falta a propriedade obrigatória "Start"', 'esperado string, obtido number']);
  assert.match(compileSchema({ type: 'strng' }, { locale: 'es' }).issues[0].message, /tipo desconocido "strng"; ¿quiso decir "string"\?/);
});

test('pointers escape ~ and / in member names', () => {
  const schema = { properties: { 'a/b': { properties: { 'c~d': { type: 'string' } } } } };
  const r = check(schema, { 'a/b': { 'c~d': 1 } });
  assert.equal(r.errors[0].instanceLocation, '/a~1b/c~0d');
  assert.equal(r.errors[0].keywordLocation, '/properties/a~1b/properties/c~0d/type');
});

test('same input, same output (pure), and results are fresh objects', () => {
  const compiled = compileSchema({ properties: { a: { type: 'string' } } });
  const one = compiled.validate({ a: 1 });
  const two = compiled.validate({ a: 1 });
  assert.deepEqual(one, two);
  assert.notEqual(one.errors, two.errors);
  assert.deepEqual(compiled.validate({ a: 'ok' }), { valid: true, errors: [] });
  const later = compiled.validate({ a: [] });
  assert.equal(one.errors.length, 1, 'an earlier result is not touched by later calls');
  assert.equal(one.errors[0].error, 'expected string, got number');
  assert.equal(later.errors[0].error, 'expected string, got array');
});
