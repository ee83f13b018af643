// The security evaluation (test/unit/lint/security-eval.ts) held to floors:
// poisoned cases detected per category (a floor that only goes up: raise it
// when the lint gets better, never lower it), honest texts flagged at most so
// many, and no security finding at all on the real servers' tools.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detectorFlags, evalCases, figures, runCase, totals } from './security-eval';

/** Poisoned cases detected, at least, per category (scripts/security-eval.ts prints the figures). */
const RECALL_FLOOR: Record<string, number> = {
  plain: 21,
  multilingual: 21,
  obfuscated: 15,
  override: 17,
  conceal: 16,
  preference: 17,
  'data-flow': 14,
  'secret-command': 13,
  'side-channel': 19,
  'chat-template': 12,
  'dns-hex-exfil': 12,
  shadowing: 12,
  'html-comment': 11,
  'replace-tool': 12,
  'encoded-param': 12,
  'false-error': 8,
};
/**
 * Honest hand-written texts flagged, at most (a ceiling that only goes down): the rules flag none; the detector's
 * rule (security/suspicious-instruction) flags one held-out guidance text, within the 2.5 % its threshold allows.
 */
const BENIGN_CEILING = 1;

const results = evalCases().map(runCase);

test('security eval: every case is a valid tool, and the set is the size the docs say', () => {
  assert.deepEqual(
    results.filter((r) => r.invalid.length > 0).map((r) => `${r.case.id}: ${r.invalid.join('; ')}`),
    [],
  );
  const t = totals(results);
  assert.ok(t.poisoned >= 200, `${t.poisoned} poisoned cases`);
  assert.ok(t.benign >= 200, `${t.benign} benign cases`);
});

test('security eval: recall per category at or above its floor', (t) => {
  const all = totals(results);
  const heldOut = totals(results, 'held-out');
  t.diagnostic(
    `recall ${all.detected}/${all.poisoned}, benign flagged ${all.falsePositives}/${all.benign}; ` +
      `held-out split: ${heldOut.detected}/${heldOut.poisoned}, ${heldOut.falsePositives}/${heldOut.benign}`,
  );
  const poisoned = figures(results).filter((f) => f.kind === 'poisoned');
  assert.deepEqual(poisoned.map((f) => f.category).sort(), Object.keys(RECALL_FLOOR).sort(), 'every category has a floor');
  for (const f of poisoned)
    assert.ok(f.flagged >= RECALL_FLOOR[f.category], `${f.category}: ${f.flagged}/${f.total}, floor ${RECALL_FLOOR[f.category]}`);
});

test('security eval: honest texts flagged at most the ceiling, real servers never', () => {
  const real = results.filter((r) => r.case.category === 'real-server' && r.fired.length > 0);
  assert.deepEqual(
    real.map((r) => `${r.case.id}: ${r.fired.join(', ')}`),
    [],
  );
  const flagged = results.filter((r) => r.case.kind === 'benign' && r.fired.length > 0).length;
  assert.ok(flagged <= BENIGN_CEILING, `${flagged} honest texts flagged, ceiling ${BENIGN_CEILING}`);
});

/**
 * The trained detector (server/src/core/lint/detector/, not a lint rule yet: see docs/lint.md) at its measured
 * threshold, beside the rules: files flagged by either, on the held-out split (it was trained on the dev split).
 * Floors and a ceiling that move as the ones above.
 */
// 73 -> 71 when the threshold (0.94 -> 0.975) was chosen to keep the lint's own clean fixtures unflagged too.
const HELD_OUT_WITH_DETECTOR_FLOOR = 71;
/** Within the 2.5 % the threshold was chosen for (scripts/detector/held-out.ts): 1 of 135. */
const HELD_OUT_HONEST_WITH_DETECTOR_CEILING = 1;

test('security eval: the trained detector beside the rules, on the held-out split', (t) => {
  const heldOut = results.filter((r) => r.case.split === 'held-out');
  const flagged = heldOut.map((r) => ({ r, any: r.fired.length > 0 || detectorFlags(r.case) }));
  const poisoned = flagged.filter((f) => f.r.case.kind === 'poisoned');
  const detected = poisoned.filter((f) => f.any).length;
  const honest = flagged.filter((f) => f.r.case.kind === 'benign' && f.any).map((f) => f.r.case.id);
  t.diagnostic(`held-out with the detector: ${detected}/${poisoned.length}, honest flagged ${honest.length}`);
  assert.ok(detected >= HELD_OUT_WITH_DETECTOR_FLOOR, `${detected}/${poisoned.length}, floor ${HELD_OUT_WITH_DETECTOR_FLOOR}`);
  assert.ok(honest.length <= HELD_OUT_HONEST_WITH_DETECTOR_CEILING, honest.join(', '));
});
