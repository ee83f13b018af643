// Schema resources and non-local references: `$id`s that change the base URI,
// `$anchor`, registered schemas (nothing is ever fetched), the official
// meta-schemas, `$dynamicRef`, and the dialect `$schema` names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileSchema, SchemaRegistry } from '../../../server/src/core/schema';
import { issuesOf } from './helpers';

const common = {
  $defs: {
    address: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    id: { $anchor: 'id', type: 'integer' },
  },
};

test('registered schemas: relative $refs, pointers and anchors into them; errors name their document', () => {
  const registry = new SchemaRegistry([['file:///ws/schemas/common.schema.json', common]]);
  const schema = {
    properties: { home: { $ref: './common.schema.json#/$defs/address' }, id: { $ref: 'common.schema.json#id' } },
  };
  const c = compileSchema(schema, { registry, baseUri: 'file:///ws/schemas/tool.schema.json' });
  assert.deepEqual(c.issues, []);
  assert.deepEqual(c.validate({ home: { city: 'Lima' }, id: 3 }), { valid: true, errors: [] });
  const r = c.validate({ home: {}, id: 'x' });
  assert.deepEqual(
    r.errors.map((e) => [e.instanceLocation, e.keywordLocation, e.absoluteKeywordLocation]),
    [
      ['/home/city', '/properties/home/$ref/required', 'file:///ws/schemas/common.schema.json#/$defs/address/required'],
      ['/id', '/properties/id/$ref/type', 'file:///ws/schemas/common.schema.json#/$defs/id/type'],
    ],
  );
  // Not registered: a warning at the $ref, the value is not checked against it.
  const alone = compileSchema(schema, { baseUri: 'file:///ws/schemas/tool.schema.json' });
  assert.deepEqual(
    alone.issues.map((i) => [i.pointer, i.code, i.severity]),
    [
      ['/properties/home/$ref', 'schema/unregistered-ref', 'warning'],
      ['/properties/id/$ref', 'schema/unregistered-ref', 'warning'],
    ],
  );
  assert.match(alone.issues[0].message, /points to file:\/\/\/ws\/schemas\/common\.schema\.json, which is not among the schemas given/);
  assert.equal(alone.validate({ home: 1 }).valid, true);
});

test('a network URL is never fetched: a clear warning, the rest is still checked', () => {
  const c = compileSchema({ type: 'object', properties: { a: { $ref: 'https://example.com/schemas/a.json' } } });
  assert.deepEqual(issuesOf({ $ref: 'https://example.com/schemas/a.json' }), [
    { pointer: '/$ref', code: 'schema/unregistered-ref', severity: 'warning' },
  ]);
  assert.match(c.issues[0].message, /nothing is ever fetched, so it is not checked/);
  assert.equal(c.validate('x').valid, false);
});

test('$id changes the base URI of what is below it; $anchor names a place', () => {
  const schema = {
    $id: 'https://example.com/root.json',
    $defs: {
      inner: { $id: 'inner/', $defs: { x: { type: 'string' } }, properties: { p: { $ref: '#/$defs/x' } } },
      named: { $anchor: 'named', type: 'number' },
    },
    properties: { a: { $ref: 'inner/' }, b: { $ref: '#named' }, c: { $ref: 'https://example.com/inner/#/$defs/x' } },
  };
  const c = compileSchema(schema);
  assert.deepEqual(c.issues, []);
  assert.deepEqual(
    c.validate({ a: { p: 1 }, b: 'x', c: 2 }).errors.map((e) => e.instanceLocation),
    ['/a/p', '/b', '/c'],
  );
});

test('the official meta-schemas are known by URI: a schema can be checked against them', () => {
  const c = compileSchema({ $ref: 'https://json-schema.org/draft/2020-12/schema' });
  assert.deepEqual(c.issues, []);
  assert.equal(c.validate({ type: 'string', minLength: 1 }).valid, true);
  const bad = c.validate({ minLength: -1 });
  assert.equal(bad.valid, false);
  assert.deepEqual(
    bad.errors.filter((e) => e.keyword === 'minimum').map((e) => e.instanceLocation),
    ['/minLength'],
  );
  const d7 = compileSchema({ $ref: 'http://json-schema.org/draft-07/schema#' }, { draft: 'draft-07' });
  assert.equal(d7.validate({ type: 'strin' }).valid, false);
});

test('$dynamicRef resolves to the outermost $dynamicAnchor in the dynamic scope', () => {
  const tree = {
    $id: 'https://example.com/tree',
    $dynamicAnchor: 'node',
    type: 'object',
    properties: { data: true, children: { type: 'array', items: { $dynamicRef: '#node' } } },
  };
  const strict = {
    $id: 'https://example.com/strict-tree',
    $dynamicAnchor: 'node',
    $ref: 'tree',
    unevaluatedProperties: false,
  };
  const registry = new SchemaRegistry([['https://example.com/tree', tree]]);
  const c = compileSchema(strict, { registry });
  assert.deepEqual(c.issues, []);
  assert.equal(c.validate({ children: [{ data: 1 }] }).valid, true);
  // The misspelled member deep down is caught: the children are checked as strict trees.
  assert.deepEqual(
    c.validate({ children: [{ daat: 1 }] }).errors.map((e) => [e.instanceLocation, e.keyword]),
    [['/children/0/daat', 'unevaluatedProperties']],
  );
  assert.equal(compileSchema(tree).validate({ children: [{ daat: 1 }] }).valid, true);
});

test('draft-07: $ref replaces its schema (siblings are ignored, with a warning); $id with a fragment is an anchor', () => {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    definitions: { s: { $id: '#str', type: 'string' } },
    properties: { a: { $ref: '#str', maxLength: 2 } },
  };
  const c = compileSchema(schema);
  assert.deepEqual(
    c.issues.map((i) => [i.pointer, i.code]),
    [['/properties/a/maxLength', 'schema/ignored']],
  );
  assert.equal(c.validate({ a: 'long' }).valid, true);
  assert.equal(c.validate({ a: 1 }).valid, false);
  // In 2020-12 the siblings apply.
  assert.equal(
    compileSchema({ $defs: { s: { type: 'string' } }, properties: { a: { $ref: '#/$defs/s', maxLength: 2 } } }).validate({ a: 'long' })
      .valid,
    false,
  );
});

test('$schema: 2019-09 maps to 2020-12, draft-04/06 to draft-07, with a hint; an unknown one is a warning', () => {
  assert.deepEqual(issuesOf({ $schema: 'https://json-schema.org/draft/2019-09/schema' }), [
    { pointer: '/$schema', code: 'schema/draft-mapped', severity: 'warning' },
  ]);
  const d4 = compileSchema({ $schema: 'http://json-schema.org/draft-04/schema#', items: [{ type: 'string' }] });
  assert.match(d4.issues[0].message, /\$schema names draft-04: checked with the draft-07 rules/);
  assert.equal(d4.validate([1]).valid, false);
  assert.deepEqual(issuesOf({ $schema: 'https://example.com/my-meta' }), [
    { pointer: '/$schema', code: 'schema/unknown-dialect', severity: 'warning' },
  ]);
});

test('$vocabulary of a registered meta-schema: keywords of a vocabulary it leaves out do not apply', () => {
  const meta = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://example.com/meta/no-validation',
    $vocabulary: {
      'https://json-schema.org/draft/2020-12/vocab/core': true,
      'https://json-schema.org/draft/2020-12/vocab/applicator': true,
    },
  };
  const registry = new SchemaRegistry([['https://example.com/meta/no-validation', meta]]);
  const c = compileSchema(
    { $schema: 'https://example.com/meta/no-validation', properties: { a: { minimum: 10 } }, minProperties: 5 },
    { registry },
  );
  assert.equal(c.validate({ a: 1 }).valid, true);
  const unknownVocabulary = new SchemaRegistry([
    [
      'https://example.com/meta/x',
      { $vocabulary: { 'https://json-schema.org/draft/2020-12/vocab/core': true, 'https://example.com/vocab/x': true } },
    ],
  ]);
  assert.deepEqual(
    compileSchema({ $schema: 'https://example.com/meta/x' }, { registry: unknownVocabulary }).issues.map((i) => i.code),
    ['schema/unknown-vocabulary'],
  );
});

test('cycles of in-place references through applicators are reported and switched off, never a hang', () => {
  assert.deepEqual(issuesOf({ anyOf: [{ $ref: '#' }, { type: 'string' }] }), [
    { pointer: '/anyOf/0/$ref', code: 'schema/ref-cycle', severity: 'error' },
  ]);
  assert.deepEqual(
    issuesOf({ $defs: { a: { allOf: [{ $ref: '#/$defs/b' }] }, b: { not: { $ref: '#/$defs/a' } } }, $ref: '#/$defs/a' }).map(
      (i) => i.pointer,
    ),
    ['/$defs/a/allOf/0/$ref', '/$defs/b/not/$ref'],
  );
  assert.deepEqual(issuesOf({ $dynamicAnchor: 'x', $dynamicRef: '#x' }), [
    { pointer: '/$dynamicRef', code: 'schema/ref-cycle', severity: 'error' },
  ]);
});
