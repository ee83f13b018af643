// Nothing quadratic in the size of the document or the number of errors, and
// output bounded by what is wrong, not by the size of the schema (issue 19).
// Bounds are in CPU time (this process's user + system), not wall time, so a
// loaded machine does not fail them; each is ~10x what the code needs, and
// far below what the quadratic code took (measured before the fix: 10,000
// keys with an error each, 10.8 s; 32,000 missing names, 3.9 s; a 2,000-value
// enum failed by 2,000 items, 112 MB of messages).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileSchema } from '../../../server/src/core/schema';

function cpuMs(fn: () => void): number {
  const t0 = process.cpuUsage();
  fn();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1000;
}

test('10,000 members with an error each in one object: errors ordered in O(n log n)', () => {
  const obj: Record<string, number> = {};
  for (let i = 0; i < 10_000; i++) obj['k' + i] = i;
  const c = compileSchema({ additionalProperties: { type: 'string' } });
  let errors = 0;
  const ms = cpuMs(() => {
    errors = c.validate(obj).errors.length;
  });
  assert.equal(errors, 10_000);
  assert.ok(ms < 2000, `${ms.toFixed(0)} ms of CPU`);
  // In document order.
  const r = c.validate({ b: 1, a: 2, c: 'ok', d: 3 });
  assert.deepEqual(
    r.errors.map((e) => e.instanceLocation),
    ['/b', '/a', '/d'],
  );
});

test('32,000 missing required names: compiled, checked and de-duplicated in O(n log n)', () => {
  const names = Array.from({ length: 32_000 }, (_, i) => 'r' + i);
  let errors = 0;
  const ms = cpuMs(() => {
    errors = compileSchema({ required: names, properties: { r5: { type: 'string' } } }).validate({ r7: 1 }).errors.length;
  });
  assert.equal(errors, 31_999);
  assert.ok(ms < 1500, `${ms.toFixed(0)} ms of CPU`);
  // The same error found twice (here: through two identical branches of allOf) is reported once.
  const twice = compileSchema({ allOf: [{ required: ['a'] }, { required: ['a'] }] }).validate({});
  assert.equal(twice.errors.length, 1);
});

test('a 2,000-value enum: the message and `expected` are summarised, not the whole list', () => {
  const values = Array.from({ length: 2000 }, (_, i) => 'value-' + i);
  const c = compileSchema({ items: { enum: values } });
  const r = c.validate(Array.from({ length: 2000 }, () => 'x'));
  assert.equal(r.errors.length, 2000);
  const e = r.errors[0];
  assert.equal(e.error, 'expected one of 2,000 allowed values, e.g. "value-0", "value-1", "value-2", "value-3", "value-4", …, got "x"');
  assert.ok(Array.isArray(e.expected) && (e.expected as unknown[]).length === 10);
  assert.ok(JSON.stringify(r.errors).length < 1_000_000, 'about 400 bytes per error');
  // Short lists are written out whole, in every language.
  const small = compileSchema({ enum: ['a', 'b'] }, { locale: 'es' }).validate('c').errors[0];
  assert.equal(small.error, 'se esperaba uno de "a", "b", se obtuvo "c"');
  assert.deepEqual(small.expected, ['a', 'b']);
  const pt = compileSchema({ enum: values }, { locale: 'pt' }).validate('c').errors[0];
  assert.match(pt.error, /^esperado um de 2\.000 valores permitidos, p\. ex\. "value-0"/);
});

test('additionalProperties beside 2,000 declared names: the allowed names are summarised', () => {
  const properties = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => ['p' + i, {}]));
  const e = compileSchema({ properties, additionalProperties: false }).validate({ zz: 1 }).errors[0];
  assert.equal(e.error, 'property "zz" is not allowed here (allowed: 2,000 names, e.g. p0, p1, p2, p3, p4, …)');
  assert.equal((e.expected as unknown[]).length, 10);
});
