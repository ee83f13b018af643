// Counts tokens with the o200k_base tokenizer, loaded on the first call
// (`await import('./tokenizer.js')`: dist/tokenizer.js beside the bundle that
// asks, see scripts/bundles.mjs) and kept.
export const TOKENIZER = 'o200k_base';

export type TokenCounter = (text: string) => number;

let loading: Promise<TokenCounter> | undefined;

export function loadTokenCounter(): Promise<TokenCounter> {
  loading ??= import('./tokenizer.js').then((m) => (text: string) => m.countTokens(text));
  return loading;
}
