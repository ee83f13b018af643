// Trains the suspicious-instruction detector (scripts/detector/: corpus,
// training) and writes its weights to server/src/core/lint/detector/weights.ts,
// with the threshold measured on the held-out split: the evaluation set's
// held-out cases, the real servers' held-out tools, GitHub's odd operations
// the vendored OpenAPI specs and the lint's clean fixtures (none of them trained on). Prints the
// precision/recall points the threshold was chosen from (docs/lint.md quotes them).
//   npx tsx scripts/train-detector.ts [--check]   (--check: exit 1 if weights.ts is not what the corpus gives)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { githubTexts, realToolTexts, trainingTexts } from './detector/corpus';
import { heldOutCurve, chooseThreshold, lintFixtureTexts, openapiFixtureTexts } from './detector/held-out';
import { corpusHash, train, weightsModule } from './detector/train';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'server/src/core/lint/detector/weights.ts');
const check = process.argv.includes('--check');

const texts = trainingTexts();
const model = train(texts);
const curve = heldOutCurve(model.usable, {
  realServers: realToolTexts('held-out'),
  github: githubTexts('odd'),
  openapi: openapiFixtureTexts(),
  fixtures: lintFixtureTexts(),
});
process.stdout.write(
  `trained on ${texts.length} texts (${texts.filter((t) => t.poisoned).length} poisoned): ` +
    `${model.positives} positive, ${model.negatives} negative examples\n`,
);
process.stdout.write(curve.table);
const threshold = chooseThreshold(curve.points);
process.stdout.write(`threshold: ${threshold}\n`);
const module = weightsModule(model, threshold, corpusHash(texts));
if (check) {
  const same = readFileSync(OUT, 'utf8') === module;
  process.stdout.write(same ? 'weights.ts is what the corpus gives\n' : 'weights.ts differs from what the corpus gives: retrain\n');
  if (!same) process.exitCode = 1;
} else {
  writeFileSync(OUT, module);
  process.stdout.write(`wrote ${path.relative(ROOT, OUT)} (${module.length} bytes)\n`);
}
