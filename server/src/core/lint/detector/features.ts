// The features of the suspicious-instruction detector (detector/score.ts):
// hashed character n-grams (2 to 5 characters, across word boundaries, so a
// Chinese sentence without spaces and a German compound give features as an
// English phrase does) and hashed words and word pairs, of a text already
// normalised (unicode.ts: invisible characters dropped, lookalikes made
// ASCII, leetspeak and spaced letters joined; decode.ts: encoded runs read).
// The same function serves the training script (scripts/train-detector.ts)
// and the scorer (score.ts), so a model is always read with the features it was trained on.
//
// Hashing (FNV-1a with a final mix) keeps the model a fixed size whatever the
// vocabulary; the sign bit of the hash spreads collisions (signed hashing).

/** Bits of the hashed feature space: 2^16 weights (64 KB as int8). */
export const FEATURE_BITS = 16;
export const FEATURE_MASK = (1 << FEATURE_BITS) - 1;
const FNV_BASIS = 0x811c9dc5;
const FNV_PRIME = 16777619;
const MIN_GRAM = 2;
const MAX_GRAM = 5;
/** Seeds that keep the three kinds of feature apart in the hashed space. */
const WORD_SEED = 0x9e3779b9;
const PAIR_SEED = 0x85ebca6b;
/** A unit longer than this is read in its first MAX_UNIT characters (a sentence; a 20 MB description is not read whole). */
export const MAX_UNIT = 2_000;

const WORD = /[\p{L}\p{N}]+/gu;

function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

function hashString(s: string, seed: number): number {
  let h = (FNV_BASIS ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return mix(h);
}

/**
 * The hashed features of `text` (lower-cased, white space collapsed), appended to `out` as unsigned 32-bit hashes:
 * the low FEATURE_BITS bits are the weight's index, the top bit its sign. Returns the number of features.
 */
export function hashedFeatures(text: string, out: number[]): number {
  const start = out.length;
  const t = ' ' + text.slice(0, MAX_UNIT).toLowerCase().replace(/\s+/g, ' ').trim() + ' ';
  for (let i = 0; i + MIN_GRAM <= t.length; i++) {
    let h = FNV_BASIS;
    for (let n = 1; n <= MAX_GRAM && i + n <= t.length; n++) {
      h = Math.imul(h ^ t.charCodeAt(i + n - 1), FNV_PRIME);
      if (n >= MIN_GRAM) out.push(mix(h + n));
    }
  }
  let previous = '';
  WORD.lastIndex = 0;
  for (let m = WORD.exec(t); m; m = WORD.exec(t)) {
    out.push(hashString(m[0], WORD_SEED));
    if (previous) out.push(hashString(previous + ' ' + m[0], PAIR_SEED));
    previous = m[0];
  }
  return out.length - start;
}
