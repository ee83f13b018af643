// The suspicious-instruction detector: a logistic regression over hashed
// n-gram features (features.ts) of each sentence a string holds (units.ts),
// trained in this repository by scripts/train-detector.ts on the corpus of
// scripts/detector/ (weights in weights.ts, generated). A string's score is
// its highest-scoring sentence's probability of being an instruction aimed at
// the model rather than a description of the tool. Pure (no I/O) and
// memoised per string value, like every reading of the lint: an edit scores
// only the strings it changed.
import { MEMO_STRINGS, StringMemo } from '../string-memo';
import { FEATURE_MASK, hashedFeatures } from './features';
import { detectorUnits } from './units';
import { DETECTOR_MODEL } from './weights';

export interface DetectorScore {
  /** Probability (0..1) of the string's most suspicious sentence. */
  score: number;
  /** [from, to) of that sentence in the string (0, 0 when nothing was scored). */
  from: number;
  to: number;
}

/** The model as it is used: weights as numbers, read once from their base64 int8 form. */
export interface DetectorWeights {
  bias: number;
  /** One weight per hashed feature (already multiplied by the quantisation scale). */
  weights: Float32Array;
}

let loaded: DetectorWeights | undefined;

export function detectorWeights(): DetectorWeights {
  loaded ??= {
    bias: DETECTOR_MODEL.bias,
    weights: Float32Array.from(decodeInt8(DETECTOR_MODEL.weights), (q) => q * DETECTOR_MODEL.scale),
  };
  return loaded;
}

/** The probability of one normalised text under `model`. */
export function scoreText(text: string, model: DetectorWeights, scratch: number[] = []): number {
  scratch.length = 0;
  const n = hashedFeatures(text, scratch);
  if (n === 0) return 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const h = scratch[i];
    const w = model.weights[h & FEATURE_MASK];
    sum += h & 0x80000000 ? -w : w;
  }
  const z = model.bias + sum / Math.sqrt(n);
  return 1 / (1 + Math.exp(-z));
}

const NOTHING: DetectorScore = { score: 0, from: 0, to: 0 };
const SCORES = new StringMemo<DetectorScore>(MEMO_STRINGS);
const scratch: number[] = [];

/** A string's most suspicious sentence under `model` (the training scripts score with the model being made). */
export function bestSentenceScore(value: string, model: DetectorWeights): DetectorScore {
  let best = NOTHING;
  for (const unit of detectorUnits(value)) {
    const score = scoreText(unit.text, model, scratch);
    if (score > best.score) best = { score, from: unit.from, to: unit.to };
  }
  return best;
}

const scoreValue = (value: string): DetectorScore => bestSentenceScore(value, detectorWeights());

/** The score of a string value (its most suspicious sentence), kept per value. */
export function detectorScore(value: string): DetectorScore {
  return SCORES.get(value, scoreValue);
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Signed bytes from base64 (the engine core has no Buffer). */
export function decodeInt8(b64: string): Int8Array {
  const clean = b64.replace(/=+$/, '');
  const out = new Int8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let n = 0;
  for (let i = 0; i < clean.length; i++) {
    acc = (acc << 6) | B64.indexOf(clean[i]);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}
