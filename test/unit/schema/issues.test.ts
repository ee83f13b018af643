// Problems of the schema itself, each at its pointer: what the `tool:` form's
// input/output checks show to authors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileSchema } from '../../../server/src/core/schema';
import { issuesOf } from './helpers';

test('unknown type names are errors with a suggestion', () => {
  const c = compileSchema({ properties: { a: { type: 'strng' }, b: { type: ['integer', 'bool'] } } });
  assert.deepEqual(
    c.issues.map((i) => [i.pointer, i.code, i.severity]),
    [
      ['/properties/a/type', 'schema/unknown-type', 'error'],
      ['/properties/b/type/1', 'schema/unknown-type', 'error'],
    ],
  );
  assert.match(c.issues[0].message, /unknown type "strng"; did you mean "string"\?/);
  assert.match(c.issues[1].message, /did you mean "boolean"\?/);
});

test('malformed keyword values are errors at their pointer', () => {
  const cases: [unknown, string][] = [
    [{ required: 'name' }, '/required'],
    [{ required: ['a', 3] }, '/required/1'],
    [{ properties: ['a'] }, '/properties'],
    [{ properties: { a: 'string' } }, '/properties/a'],
    [{ minLength: -1 }, '/minLength'],
    [{ maxItems: 1.5 }, '/maxItems'],
    [{ minimum: '3' }, '/minimum'],
    [{ exclusiveMinimum: true }, '/exclusiveMinimum'],
    [{ multipleOf: 0 }, '/multipleOf'],
    [{ uniqueItems: 'yes' }, '/uniqueItems'],
    [{ enum: 'a' }, '/enum'],
    [{ type: 3 }, '/type'],
    [{ pattern: '([a-z' }, '/pattern'],
    [{ pattern: 5 }, '/pattern'],
    [{ $defs: [] }, '/$defs'],
    [{ items: 'string' }, '/items'],
    [{ additionalProperties: 'no' }, '/additionalProperties'],
    [3, ''],
  ];
  for (const [schema, pointer] of cases) {
    const issues = issuesOf(schema);
    assert.equal(issues.length, 1, JSON.stringify(schema));
    assert.equal(issues[0].pointer, pointer, JSON.stringify(schema));
    assert.equal(issues[0].severity, 'error', JSON.stringify(schema));
  }
  assert.equal(issuesOf({ pattern: '([a-z' })[0].code, 'schema/bad-regex');
  assert.match(compileSchema({ properties: { a: 'string' } }).issues[0].message, /did you mean \{type: "string"\}\?/);
});

test('keywords outside the subset are reported once each as "not checked"', () => {
  const schema = {
    anyOf: [{ type: 'string' }],
    allOf: [],
    oneOf: [],
    not: {},
    if: {},
    then: {},
    else: {},
    patternProperties: {},
    prefixItems: [],
    contains: {},
    dependentRequired: {},
    dependentSchemas: {},
    unevaluatedProperties: false,
    unevaluatedItems: false,
    propertyNames: {},
    $dynamicRef: '#x',
    $anchor: 'x',
    items: [{}],
    properties: { deep: { oneOf: [] } },
  };
  const issues = compileSchema(schema).issues;
  assert.ok(issues.every((i) => i.code === 'schema/not-checked' && i.severity === 'warning'));
  assert.deepEqual(
    issues.map((i) => i.pointer),
    [
      '/anyOf',
      '/allOf',
      '/oneOf',
      '/not',
      '/if',
      '/then',
      '/else',
      '/patternProperties',
      '/prefixItems',
      '/contains',
      '/dependentRequired',
      '/dependentSchemas',
      '/unevaluatedProperties',
      '/unevaluatedItems',
      '/propertyNames',
      '/$dynamicRef',
      '/$anchor',
      '/items',
      '/properties/deep/oneOf',
    ],
  );
  assert.match(issues[0].message, /"anyOf" is not checked/);
});

test('unknown keywords are warnings with a suggestion; valid schemas have no issues', () => {
  const issues = compileSchema({ requird: ['a'], propertes: {}, 'x-vendor': 1 }).issues;
  assert.deepEqual(
    issues.map((i) => [i.pointer, i.code, i.severity]),
    [
      ['/requird', 'schema/unknown-keyword', 'warning'],
      ['/propertes', 'schema/unknown-keyword', 'warning'],
      ['/x-vendor', 'schema/unknown-keyword', 'warning'],
    ],
  );
  assert.match(issues[0].message, /did you mean "required"\?/);
  assert.deepEqual(issuesOf({ type: 'object', properties: { a: { type: ['string', 'null'], format: 'date' } }, required: ['a'] }), []);
});

test('duplicate entries in type or required are warnings', () => {
  assert.deepEqual(issuesOf({ required: ['a', 'a'] }), [
    { pointer: '/required/1', code: 'schema/duplicate-required', severity: 'warning' },
  ]);
  assert.deepEqual(issuesOf({ type: ['string', 'string'] }), [{ pointer: '/type/1', code: 'schema/duplicate-type', severity: 'warning' }]);
});

test('the official ATDF schemas compile with only their out-of-subset keywords reported', () => {
  for (const name of ['atdf_schema.json', 'enhanced_atdf_schema.json']) {
    const schema = JSON.parse(readFileSync(resolve(__dirname, '../../vendor/atdf-official', name), 'utf8'));
    const issues = compileSchema(schema).issues;
    assert.ok(
      issues.every((i) => i.severity === 'warning' && i.code === 'schema/not-checked'),
      `${name}: ${JSON.stringify(issues)}`,
    );
  }
});
