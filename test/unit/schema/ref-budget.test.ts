// The `$ref` step budget (limits.ts): unions of references to unions make
// exponentially many paths; one validation stops at the budget with an error
// instead of running for hours. (Its own file: the CPU bound is measured in a
// fresh process, not after the big allocations of other tests.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileSchema } from '../../../server/src/core/schema';

function cpuMs(fn: () => void): number {
  const t0 = process.cpuUsage();
  fn();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1000;
}

test('a union of references to unions, 30 deep (2^30 paths), stops at the step budget with an error', () => {
  const $defs: Record<string, unknown> = { d30: { type: 'string' } };
  for (let i = 29; i >= 0; i--) $defs['d' + i] = { anyOf: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }] };
  const c = compileSchema({ $defs, $ref: '#/$defs/d0' });
  assert.equal(c.validate('x').valid, true, 'a valid value takes one path');
  let r: ReturnType<typeof c.validate> | undefined;
  const ms = cpuMs(() => {
    r = c.validate(1);
  });
  assert.equal(r!.valid, false);
  assert.ok(
    r!.errors.some((e) => e.keyword === 'schema/too-costly'),
    JSON.stringify(r!.errors.slice(0, 3)),
  );
  // A hang guard, not a timing: 2^30 paths would take hours; the budget stops it in ~3.5 s of CPU on a quiet
  // 2-core machine, and CPU time grows under load (5.8 s seen in CI beside other jobs), so the bound is wide.
  assert.ok(ms < 15_000, `${ms.toFixed(0)} ms of CPU`);
});
