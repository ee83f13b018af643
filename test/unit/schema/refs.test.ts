// $ref to local fragments, dynamic keyword locations, cycles and depth limits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileSchema, INSTANCE_DEPTH_LIMIT } from '../../../server/src/core/schema';
import { check, issuesOf } from './helpers';

test('$ref forms: #, #/$defs, #/definitions, any pointer, ~0/~1 and percent-decoding', () => {
  const schema = {
    $defs: { str: { type: 'string' }, 'a/b': { type: 'integer' }, 'c~d': { type: 'boolean' }, 'sp ace': { type: 'null' } },
    definitions: { num: { type: 'number' } },
    properties: {
      s: { $ref: '#/$defs/str' },
      n: { $ref: '#/definitions/num' },
      slash: { $ref: '#/$defs/a~1b' },
      tilde: { $ref: '#/$defs/c~0d' },
      pct: { $ref: '#/$defs/sp%20ace' },
      viaProp: { $ref: '#/properties/s' },
      tree: { type: 'array', items: { $ref: '#/properties/tree' } },
      root: { $ref: '#' },
    },
  };
  const c = compileSchema(schema);
  assert.deepEqual(c.issues, []);
  assert.equal(c.validate({ s: 'x', n: 1.5, slash: 2, tilde: true, pct: null, viaProp: 'y', tree: [[[]]], root: { s: 'z' } }).valid, true);
  const bad = c.validate({ s: 1, n: 'x', slash: 2.5, tilde: 0, pct: 0, viaProp: 3, tree: [[1]], root: { s: 1 } });
  assert.deepEqual(
    bad.errors.map((e) => e.instanceLocation),
    ['/s', '/n', '/slash', '/tilde', '/pct', '/viaProp', '/tree/0/0', '/root/s'],
  );
});

test('keywordLocation goes through the $ref, absoluteKeywordLocation is in the document', () => {
  const schema = { $defs: { name: { type: 'string' } }, properties: { a: { $ref: '#/$defs/name' } } };
  const e = check(schema, { a: 1 }).errors[0];
  assert.equal(e.keywordLocation, '/properties/a/$ref/type');
  assert.equal(e.absoluteKeywordLocation, '/$defs/name/type');
});

test('$ref with siblings applies both', () => {
  const schema = { $defs: { s: { type: 'string' } }, $ref: '#/$defs/s', maxLength: 2 };
  assert.deepEqual(
    check(schema, 'abc').errors.map((e) => e.keyword),
    ['maxLength'],
  );
  assert.deepEqual(
    check(schema, 1).errors.map((e) => e.keyword),
    ['type'],
  );
});

test('$ref to the root $id with a fragment is local', () => {
  const schema = {
    $id: 'https://example.com/root.json',
    $defs: { a: { type: 'string' } },
    properties: { x: { $ref: 'https://example.com/root.json#/$defs/a' }, y: { $ref: 'root.json#/$defs/a' } },
  };
  assert.deepEqual(issuesOf(schema), []);
  assert.equal(check(schema, { x: 1, y: 2 }).errors.length, 2);
});

test('$ref cycles that consume no input are an error issue at each $ref, never a hang', () => {
  assert.deepEqual(issuesOf({ $ref: '#' }), [{ pointer: '/$ref', code: 'schema/ref-cycle', severity: 'error' }]);
  const ab = { $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } }, $ref: '#/$defs/a' };
  assert.deepEqual(
    issuesOf(ab).map((i) => i.pointer),
    ['/$defs/a/$ref', '/$defs/b/$ref'],
  );
  assert.equal(compileSchema(ab).validate(1).valid, true);
  // A recursive schema that consumes input is fine.
  assert.deepEqual(issuesOf({ properties: { next: { $ref: '#' } } }), []);
});

test('unresolvable, non-schema and remote $refs', () => {
  assert.deepEqual(issuesOf({ $ref: '#/$defs/missing' }), [{ pointer: '/$ref', code: 'schema/unresolved-ref', severity: 'error' }]);
  assert.deepEqual(issuesOf({ $ref: '#/$defs/x/%zz' }), [{ pointer: '/$ref', code: 'schema/unresolved-ref', severity: 'error' }]);
  assert.deepEqual(
    issuesOf({ $defs: { n: 3 }, properties: { a: { $ref: '#/$defs/n' } } }).map((i) => i.code),
    ['schema/not-a-schema', 'schema/unresolved-ref'],
  );
  assert.deepEqual(issuesOf({ $ref: 'https://example.com/other.json' }), [
    { pointer: '/$ref', code: 'schema/unregistered-ref', severity: 'warning' },
  ]);
  assert.match(compileSchema({ $ref: 'https://example.com/other.json' }).issues[0].message, /nothing is ever fetched/);
  assert.deepEqual(issuesOf({ $ref: '#anchor' }), [{ pointer: '/$ref', code: 'schema/unresolved-ref', severity: 'error' }]);
  assert.deepEqual(issuesOf({ $ref: 42 }), [{ pointer: '/$ref', code: 'schema/bad-value', severity: 'error' }]);
});

test('a 20,000-deep instance ends with a depth error, not a stack overflow', () => {
  let deep: unknown = [];
  for (let i = 0; i < 20000; i++) deep = [deep];
  const r = compileSchema({ items: { $ref: '#' } }).validate(deep);
  assert.equal(r.valid, false);
  assert.equal(r.errors.length, 1);
  assert.equal(r.errors[0].keyword, 'depth');
  assert.match(r.errors[0].error, new RegExp(`deeper than ${INSTANCE_DEPTH_LIMIT} levels`));
  // Without recursion in the schema the depth does not matter, and equality is iterative.
  assert.equal(compileSchema({ type: 'array' }).validate(deep).valid, true);
  assert.equal(compileSchema({ uniqueItems: true }).validate([deep, deep]).valid, false);
  assert.equal(compileSchema({ const: deep }).validate(deep).valid, true);
});

test('a 20,000-deep schema ends with an issue, not a stack overflow', () => {
  let schema: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < 20000; i++) schema = { properties: { a: schema } };
  const c = compileSchema(schema);
  assert.equal(c.issues.length, 1);
  assert.equal(c.issues[0].code, 'schema/too-deep');
  assert.equal(c.validate({ a: { a: 1 } }).valid, true);
});

test('a long $ref chain is followed, and an absurd one stops with an error', () => {
  const defs: Record<string, unknown> = { d0: { type: 'string' } };
  for (let i = 1; i <= 50; i++) defs[`d${i}`] = { $ref: `#/$defs/d${i - 1}` };
  assert.equal(compileSchema({ $defs: defs, $ref: '#/$defs/d50' }).validate(1).valid, false);
  const many: Record<string, unknown> = { d0: { type: 'string' } };
  for (let i = 1; i <= 5000; i++) many[`d${i}`] = { $ref: `#/$defs/d${i - 1}` };
  const r = compileSchema({ $defs: many, $ref: '#/$defs/d5000' }).validate('x');
  assert.equal(r.valid, false);
  assert.equal(r.errors[0].keyword, 'depth');
});

test('cyclic values (a YAML alias to an ancestor) never hang', () => {
  const cyclic: unknown[] = [];
  cyclic.push(cyclic);
  assert.equal(compileSchema({ uniqueItems: true }).validate([cyclic, cyclic]).valid, true, 'not comparable, so not duplicates');
  assert.equal(compileSchema({ const: [[]] }).validate(cyclic).valid, false);
  const r = compileSchema({ items: { $ref: '#' } }).validate(cyclic);
  assert.equal(r.errors[0].keyword, 'depth');
  const schema: Record<string, unknown> = { type: 'object' };
  schema.properties = { self: schema };
  const c = compileSchema(schema);
  assert.deepEqual(
    c.issues.map((i) => i.code),
    ['schema/too-deep'],
  );
});

test('a schema expanded from aliases is capped in size', () => {
  let schema: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < 30; i++) schema = { properties: { a: schema, b: schema } };
  const c = compileSchema(schema);
  assert.deepEqual(
    c.issues.map((i) => i.code),
    ['schema/too-large'],
  );
});
