// Recall and false findings of the security lint, per category, on the
// evaluation set of test/fixtures/lint/security-eval/ (poisoned and honest
// texts written for this repository) and the real servers' vendored tool
// lists. docs/lint.md quotes its table; test/unit/lint/security-eval.test.ts
// holds the figures to floors that only go up.
//   npx tsx scripts/security-eval.ts [--markdown] [--misses dev|all] [--false] [--detector]
// --detector: a file also counts when the trained detector (core/lint/detector/) scores one of its strings at or
// above its threshold (the detector is not a lint rule yet: docs/lint.md, The trained detector).
import { detectorFlags, evalCases, figures, runCase, totals, type EvalResult } from '../test/unit/lint/security-eval';

const markdown = process.argv.includes('--markdown');
const missesAt = process.argv.indexOf('--misses');
const misses = missesAt > 0 ? process.argv[missesAt + 1] : undefined;
const showFalse = process.argv.includes('--false');

const withDetector = process.argv.includes('--detector');
const results: EvalResult[] = evalCases()
  .map(runCase)
  .map((r) => (withDetector && r.fired.length === 0 && detectorFlags(r.case) ? { ...r, fired: ['detector'] } : r));
const invalid = results.filter((r) => r.invalid.length > 0);
for (const r of invalid) process.stderr.write(`invalid case ${r.case.id}: ${r.invalid.join('; ')}\n`);

const pct = (n: number, d: number): string => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)} %`);
const rows = figures(results).map((f) => [
  f.kind,
  f.category,
  `${f.flagged}/${f.total}`,
  pct(f.flagged, f.total),
  `${f.heldOutFlagged}/${f.heldOutTotal}`,
]);
const header = ['kind', 'category', 'flagged', 'rate', 'held-out split'];
if (markdown) {
  process.stdout.write(`| ${header.join(' | ')} |\n| --- | --- | ---: | ---: | ---: |\n`);
  for (const r of rows) process.stdout.write(`| ${r.join(' | ')} |\n`);
} else {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ') + '\n';
  process.stdout.write(line(header));
  for (const r of rows) process.stdout.write(line(r));
}
for (const split of [undefined, 'dev', 'held-out'] as const) {
  const t = totals(results, split);
  process.stdout.write(
    `${split ?? 'all'}: recall ${t.detected}/${t.poisoned} (${pct(t.detected, t.poisoned)}), ` +
      `benign flagged ${t.falsePositives}/${t.benign} (${pct(t.falsePositives, t.benign)})\n`,
  );
}
if (misses) {
  for (const r of results) {
    if (r.case.kind !== 'poisoned' || r.fired.length > 0) continue;
    if (misses === 'dev' && r.case.split !== 'dev') continue;
    process.stdout.write(`MISS ${r.case.id}: ${r.case.payload.slice(0, 160)}\n`);
  }
}
if (showFalse) {
  for (const r of results) {
    if (r.case.kind === 'benign' && r.fired.length > 0)
      process.stdout.write(`FALSE ${r.case.id}: ${r.messages.map((m) => m.slice(0, 220).replace(/\s+/g, ' ')).join(' | ')}\n`);
  }
}
if (invalid.length > 0) process.exitCode = 1;
