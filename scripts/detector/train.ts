// Training of the suspicious-instruction detector: a logistic regression over
// the hashed features of server/src/core/lint/detector/features.ts, fitted by
// AdaGrad with a fixed seed (the same corpus gives the same weights, byte for
// byte), then quantised to one signed byte per weight.
//
// The labels are per text but the lint scores per sentence, and a poisoned text
// often opens with an honest sentence ("Returns the weather."). So, in two
// rounds: the first learns from whole texts (every sentence of an honest text
// is honest); the second adds, of each poisoned text, the sentence the first
// model finds most suspicious as a positive of its own.
import { createHash } from 'node:crypto';
import { FEATURE_BITS, FEATURE_MASK, hashedFeatures } from '../../server/src/core/lint/detector/features';
import { scoreText, type DetectorWeights } from '../../server/src/core/lint/detector/score';
import { detectorUnits } from '../../server/src/core/lint/detector/units';
import type { LabelledText } from './corpus';
import { random } from './random';

export const SEED = 32;
const EPOCHS = 12;
const LEARNING_RATE = 0.4;
const L2 = 1e-6;
/** A sentence of a poisoned text scored below this by the first round is taken as honest in the second. */
const HONEST_UNIT = 0.05;

interface Example {
  index: Int32Array;
  value: Float32Array;
  label: 0 | 1;
}

function example(text: string, label: 0 | 1): Example | undefined {
  const hashes: number[] = [];
  const n = hashedFeatures(text, hashes);
  if (n === 0) return undefined;
  const norm = 1 / Math.sqrt(n);
  return {
    index: Int32Array.from(hashes, (h) => h & FEATURE_MASK),
    value: Float32Array.from(hashes, (h) => (h & 0x80000000 ? -norm : norm)),
    label,
  };
}

function fit(examples: readonly Example[]): { bias: number; weights: Float64Array } {
  const size = 1 << FEATURE_BITS;
  const w = new Float64Array(size);
  const g2 = new Float64Array(size);
  let bias = 0;
  let gBias = 0;
  const positives = examples.filter((e) => e.label === 1).length;
  // Balanced classes: the positives (a few hundred) weigh as much as the negatives (thousands).
  const weightOf = [examples.length / (2 * (examples.length - positives)), examples.length / (2 * positives)];
  const order = examples.map((_, i) => i);
  const next = random(SEED);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const k of order) {
      const e = examples[k];
      let z = bias;
      for (let i = 0; i < e.index.length; i++) z += w[e.index[i]] * e.value[i];
      const g = (1 / (1 + Math.exp(-z)) - e.label) * weightOf[e.label];
      for (let i = 0; i < e.index.length; i++) {
        const f = e.index[i];
        const gi = g * e.value[i] + L2 * w[f];
        g2[f] += gi * gi;
        w[f] -= (LEARNING_RATE * gi) / (Math.sqrt(g2[f]) + 1e-8);
      }
      gBias += g * g;
      bias -= (LEARNING_RATE * g) / (Math.sqrt(gBias) + 1e-8);
    }
  }
  return { bias, weights: w };
}

export interface TrainedModel {
  bias: number;
  scale: number;
  /** Base64 of the int8 weights. */
  weights: string;
  /** The quantised model as the lint reads it. */
  usable: DetectorWeights;
  positives: number;
  negatives: number;
}

function quantise(model: { bias: number; weights: Float64Array }): TrainedModel {
  let max = 0;
  for (const x of model.weights) max = Math.max(max, Math.abs(x));
  // Six significant digits: the generated file is the same text on every machine.
  const scale = Number((max / 127).toPrecision(6));
  const q = Int8Array.from(model.weights, (x) => Math.max(-127, Math.min(127, Math.round(x / scale))));
  const bias = Number(model.bias.toPrecision(6));
  return {
    bias,
    scale,
    weights: Buffer.from(q.buffer).toString('base64'),
    usable: { bias, weights: Float32Array.from(q, (x) => x * scale) },
    positives: 0,
    negatives: 0,
  };
}

export function train(texts: readonly LabelledText[]): TrainedModel {
  const negatives: Example[] = [];
  const seen = new Set<string>();
  for (const t of texts) {
    if (t.poisoned) continue;
    for (const u of [...detectorUnits(t.text), { text: t.text }]) {
      if (seen.has(u.text)) continue;
      seen.add(u.text);
      const e = example(u.text, 0);
      if (e) negatives.push(e);
    }
  }
  const poisoned = texts.filter((t) => t.poisoned);
  const whole = poisoned.map((t) => example(t.text, 1)).filter((e): e is Example => e !== undefined);
  const first = quantise(fit([...whole, ...negatives]));
  const positives: Example[] = [...whole];
  for (const t of poisoned) {
    let best: { text: string; score: number } | undefined;
    for (const u of detectorUnits(t.text)) {
      const score = scoreText(u.text, first.usable);
      if (!best || score > best.score) best = { text: u.text, score };
      // A sentence the first model finds plainly honest (the "Converts units." a poisoned text opens with) is a
      // negative: else the tool's own first sentence becomes a sign of poison.
      if (score < HONEST_UNIT && !seen.has(u.text)) {
        seen.add(u.text);
        const e = example(u.text, 0);
        if (e) negatives.push(e);
      }
    }
    const e = best && best.text !== t.text ? example(best.text, 1) : undefined;
    if (e) positives.push(e);
  }
  const model = quantise(fit([...positives, ...negatives]));
  return { ...model, positives: positives.length, negatives: negatives.length };
}

/** The generated weights module. */
export function weightsModule(model: TrainedModel, threshold: number, corpusHash: string): string {
  return [
    '// Generated by scripts/train-detector.ts: do not edit. The weights of the suspicious-instruction detector',
    '// (detector/score.ts), trained on the corpus of scripts/detector/ (see its README for sources and licence).',
    `// ${model.positives} positive and ${model.negatives} negative examples; the threshold was measured on the held-out split.`,
    'export const DETECTOR_MODEL = {',
    `  corpus: '${corpusHash}',`,
    `  threshold: ${threshold},`,
    `  bias: ${model.bias},`,
    `  scale: ${model.scale},`,
    `  weights:`,
    `    '${model.weights}',`,
    '};',
    '',
  ].join('\n');
}

/** A digest of the training texts, their labels and order: the weights file names the corpus it came from. */
export function corpusHash(texts: readonly LabelledText[]): string {
  const h = createHash('sha256');
  for (const t of texts) h.update(`${t.poisoned ? 1 : 0}\u0000${t.text}\u0001`);
  return h.digest('hex').slice(0, 16);
}
