// What the suspicious-instruction detector (server/src/core/lint/detector/)
// costs per text: the real servers' tool texts and GitHub's operation texts
// scored once each (a first reading: normalise, split, hash, dot product) and
// again (read from the per-string memo, what an edit costs for the strings it
// did not change). CPU time, median of the runs.
//   npx tsx bench/engine/detector.bench.ts [--runs 5]
import os from 'node:os';
import { detectorUnits } from '../../server/src/core/lint/detector/units';
import { detectorWeights, scoreText, detectorScore } from '../../server/src/core/lint/detector/score';
import { githubTexts, realToolTexts } from '../../scripts/detector/corpus';

const at = process.argv.indexOf('--runs');
const runs = at > 0 ? Number(process.argv[at + 1]) : 5;
const texts = [...realToolTexts('dev'), ...realToolTexts('held-out'), ...githubTexts('odd')];
const chars = texts.reduce((n, t) => n + t.length, 0);
const model = detectorWeights();

const cpu = (f: () => void): number => {
  const start = process.cpuUsage();
  f();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const cold: number[] = [];
for (let r = 0; r < runs; r++) {
  // Not through the memo: every run reads every text afresh.
  cold.push(cpu(() => texts.forEach((t) => detectorUnits(t).forEach((u) => scoreText(u.text, model)))));
}
texts.forEach((t) => detectorScore(t));
const warm: number[] = [];
for (let r = 0; r < runs; r++) warm.push(cpu(() => texts.forEach((t) => detectorScore(t))));

process.stdout.write(
  `## Engine: suspicious-instruction detector (${texts.length} texts, ${Math.round(chars / texts.length)} characters on average, ${runs} runs, median CPU time)\n\n`,
);
process.stdout.write(`Load average during the run: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores.\n\n`);
process.stdout.write('| case | all texts, ms | per text, µs |\n| --- | ---: | ---: |\n');
process.stdout.write(
  `| first reading (normalise, split, hash, score) | ${median(cold).toFixed(1)} | ${((1000 * median(cold)) / texts.length).toFixed(1)} |\n`,
);
process.stdout.write(`| again (per-string memo) | ${median(warm).toFixed(1)} | ${((1000 * median(warm)) / texts.length).toFixed(2)} |\n`);
