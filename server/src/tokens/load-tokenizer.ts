// Counts tokens with the o200k_base tokenizer, loaded on the first call
// (`await import('./tokenizer.js')`: dist/tokenizer.js beside the bundle that
// asks, see scripts/bundles.mjs) and kept. Counting is linear in the text:
// unbroken runs beyond a length bound are counted in slices (bounded-count.ts).
import { boundedCount } from './bounded-count';

export const TOKENIZER = 'o200k_base';

export type TokenCounter = (text: string) => number;

let loading: Promise<TokenCounter> | undefined;

export function loadTokenCounter(): Promise<TokenCounter> {
  loading ??= import('./tokenizer.js').then((m) => (text: string) => boundedCount(text, (piece) => m.countTokens(piece)));
  return loading;
}
