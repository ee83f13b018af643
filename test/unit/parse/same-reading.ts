// What two readers of one document must agree on (the yaml package path and an accelerator: yaml-fast.ts,
// yaml-json.ts): everything a ParsedDocument shows, and the answers of its locations' look-ups.
import assert from 'node:assert/strict';
import type { NodeLocation, ParsedDocument } from '../../../server/src/core/parse/types';

export const observable = (d: ParsedDocument) => ({
  value: d.value,
  span: d.span,
  locations: [...d.locations],
  problems: d.problems,
  unusable: d.unusable,
});

/**
 * The fast path's locations answer get/has/size from its table without
 * building a map: the same answers as the yaml path's Map, for every pointer
 * it holds and for near misses (a leading zero, a bad escape, a child of a
 * scalar, a trailing slash).
 */
export function assertSameLookups(fast: Map<string, NodeLocation>, expected: Map<string, NodeLocation>): void {
  assert.equal(fast.size, expected.size);
  const probes = new Set<string>(['', '/', '//', 'x', '/~', '/~2']);
  for (const p of expected.keys()) {
    probes.add(p);
    for (const q of [`${p}/0`, `${p}/1`, `${p}/`, `${p}/a`, `${p}/~2`, `${p}~`, p.replace(/\/(\d+)$/, '/0$1'), p.replace(/~1/g, '/')])
      probes.add(q);
  }
  for (const p of probes) {
    assert.equal(fast.has(p), expected.has(p), `has(${JSON.stringify(p)})`);
    assert.deepEqual(fast.get(p), expected.get(p), `get(${JSON.stringify(p)})`);
    assert.equal(fast.get(p), fast.get(p), 'the same object on every read');
  }
}
