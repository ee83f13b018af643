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

test('every 2020-12 keyword compiles without an issue; keywords of the other draft are reported where they have no effect', () => {
  const schema = {
    anyOf: [{ type: 'string' }],
    allOf: [{}],
    oneOf: [{}],
    not: {},
    if: {},
    then: {},
    else: {},
    patternProperties: { '^x': {} },
    prefixItems: [{}],
    items: {},
    contains: {},
    minContains: 1,
    maxContains: 2,
    dependentRequired: { a: ['b'] },
    dependentSchemas: { a: {} },
    unevaluatedProperties: false,
    unevaluatedItems: false,
    propertyNames: { maxLength: 3 },
    $anchor: 'x',
    $dynamicAnchor: 'y',
    $defs: { d: { $dynamicRef: '#y' } },
    contentMediaType: 'application/json',
    contentSchema: {},
    properties: { deep: { oneOf: [{ $ref: '#x' }] } },
  };
  assert.deepEqual(compileSchema(schema).issues, []);
  const draft07 = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    prefixItems: [{}],
    unevaluatedProperties: false,
    items: [{}],
    additionalItems: false,
  };
  assert.deepEqual(issuesOf(draft07), [
    { pointer: '/prefixItems', code: 'schema/other-draft', severity: 'warning' },
    { pointer: '/unevaluatedProperties', code: 'schema/other-draft', severity: 'warning' },
  ]);
  assert.match(
    compileSchema(draft07).issues[0].message,
    /"prefixItems" is a 2020-12 keyword; this schema is draft-07, where it has no effect/,
  );
  // The draft-07 forms in a 2020-12 schema are checked, with a hint to the 2020-12 form.
  const forms = compileSchema({ items: [{ type: 'string' }], additionalItems: false, dependencies: { a: ['b'] } });
  assert.deepEqual(
    forms.issues.map((i) => [i.pointer, i.code]),
    [
      ['/items', 'schema/draft-07-form'],
      ['/dependencies', 'schema/draft-07-form'],
    ],
  );
  assert.equal(forms.validate(['x', 1]).valid, false);
  assert.equal(forms.validate({ a: 1 }).valid, false);
});

test('applicators with malformed values are errors at their pointer, with "did you mean" for a misspelled keyword', () => {
  assert.deepEqual(issuesOf({ anyOf: {} }), [{ pointer: '/anyOf', code: 'schema/bad-value', severity: 'error' }]);
  assert.deepEqual(issuesOf({ oneOf: [] }), [{ pointer: '/oneOf', code: 'schema/bad-value', severity: 'error' }]);
  assert.deepEqual(issuesOf({ allOf: [{ type: 'strng' }] }), [
    { pointer: '/allOf/0/type', code: 'schema/unknown-type', severity: 'error' },
  ]);
  assert.deepEqual(issuesOf({ dependentRequired: { a: 'b' } }), [
    { pointer: '/dependentRequired/a', code: 'schema/bad-value', severity: 'error' },
  ]);
  assert.deepEqual(issuesOf({ $anchor: '1x' }), [{ pointer: '/$anchor', code: 'schema/bad-value', severity: 'error' }]);
  const typo = compileSchema({ additionalproperties: false }).issues;
  assert.deepEqual(
    typo.map((i) => [i.pointer, i.code]),
    [['/additionalproperties', 'schema/unknown-keyword']],
  );
  assert.match(typo[0].message, /did you mean "additionalProperties"\?/);
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

test('a required entry that names no property: a warning at the entry with the closest property, when it is likely a typo', () => {
  const typo = compileSchema({ type: 'object', properties: { path: { type: 'string' } }, required: ['pth'] });
  assert.deepEqual(
    typo.issues.map((i) => [i.pointer, i.code, i.severity, i.suggestion]),
    [['/required/0', 'schema/required-undeclared', 'warning', 'path']],
  );
  assert.equal(typo.issues[0].message, '"pth" in "required" names no property of "properties"; did you mean "path"?');
  // additionalProperties: false makes any undeclared name unsatisfiable, close or not.
  const closed = compileSchema({ properties: { path: {} }, required: ['mode'], additionalProperties: false });
  assert.equal(
    closed.issues[0]?.message,
    '"mode" in "required" names no property of "properties" (additionalProperties is false: no value can have it)',
  );
  // Valid JSON Schema left alone: a name far from every property (another subschema may declare it), no
  // "properties" at all, patternProperties (any name may be meant), a declared name.
  assert.deepEqual(issuesOf({ properties: { path: {} }, required: ['recursive'] }), []);
  assert.deepEqual(issuesOf({ allOf: [{ properties: { path: {} } }, { required: ['path'] }] }), []);
  assert.deepEqual(issuesOf({ properties: { path: {} }, patternProperties: { '^x-': {} }, required: ['pth'] }), []);
  assert.deepEqual(issuesOf({ properties: { path: {} }, required: ['path'] }), []);
});

test('the official ATDF schemas (draft-07) compile without an issue', () => {
  for (const name of ['atdf_schema.json', 'enhanced_atdf_schema.json']) {
    const schema = JSON.parse(readFileSync(resolve(__dirname, '../../vendor/atdf-official', name), 'utf8'));
    assert.deepEqual(compileSchema(schema).issues, [], name);
  }
});
