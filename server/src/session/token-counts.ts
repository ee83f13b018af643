// Token counts for the language server (budget diagnostics, code lenses, the
// context preview). The tokenizer (dist/tokenizer.js, ~3.4 MB) is loaded on
// first need only, never on a keystroke's path: until it is ready, callers
// get `undefined` and are told when it is (`whenReady`). Counts are kept per
// tool text (bounded, least recently used dropped first), so an edit counts
// only the tools whose text it changed.
import { loadTokenCounter, TOKENIZER, type TokenCounter } from '../tokens/load-tokenizer';

/** Enough for a few catalogs of thousands of tools; each entry holds one tool's text. */
const MAX_ENTRIES = 20_000;

export class TokenCounts {
  readonly tokenizer = TOKENIZER;
  private counter: TokenCounter | undefined;
  private loading: Promise<TokenCounter> | undefined;
  private readonly counts = new Map<string, number>();

  constructor(private readonly log: (message: string) => void) {}

  get ready(): boolean {
    return this.counter !== undefined;
  }

  /** The counter, loading it if needed. */
  load(): Promise<TokenCounter> {
    this.loading ??= loadTokenCounter().then(
      (counter) => (this.counter = counter),
      (error: unknown) => {
        this.log(`ATDF server: the tokenizer could not be loaded: ${String(error)}`);
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  /** Starts loading (once) and calls `then` when the counter is ready; nothing when it already is. */
  whenReady(then: () => void): void {
    if (this.ready) return;
    this.load().then(then, () => undefined);
  }

  /** The tokens of a text, from the cache when it was counted before. Only when `ready`. */
  count(text: string): number {
    const known = this.counts.get(text);
    if (known !== undefined) {
      this.counts.delete(text);
      this.counts.set(text, known);
      return known;
    }
    const tokens = this.counter!(text);
    this.counts.set(text, tokens);
    if (this.counts.size > MAX_ENTRIES) this.counts.delete(this.counts.keys().next().value as string);
    return tokens;
  }
}
