// Token counts for the language server (budget diagnostics, code lenses, the
// context preview, the status bar). The tokenizer (dist/tokenizer.js, ~3.4 MB,
// ~0.5 s of CPU to load) runs in a thread the host starts on first need (a
// worker thread under Node, a web worker in a browser: host/host.ts), so
// neither its loading nor a count ever blocks the event loop that answers
// keystrokes. Counts are kept per text (bounded, least recently used dropped
// first): an edit counts only the tools whose text it changed.
import type { TokenizerThread } from '../host/host';
import { TOKENIZER } from '../tokens/load-tokenizer';

/** Enough for a few catalogs of thousands of tools; each entry holds one tool's text. */
const MAX_ENTRIES = 20_000;

export class TokenCounts {
  readonly tokenizer = TOKENIZER;
  /** Grows whenever new counts arrive (a key for republishing what used estimates). */
  generation = 0;
  private worker: TokenizerThread | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, { texts: string[]; resolve: (counts: number[]) => void; reject: (e: Error) => void }>();
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly log: (message: string) => void,
    /** The host's tokenizer thread (host/host.ts), started on first need. */
    private readonly startThread: () => TokenizerThread,
  ) {}

  /** The cached count of a text, if it was counted before. */
  known(text: string): number | undefined {
    const known = this.counts.get(text);
    if (known !== undefined) {
      this.counts.delete(text);
      this.counts.set(text, known);
    }
    return known;
  }

  /** The counts of these texts (from the cache, or from the worker). */
  async countAll(texts: readonly string[]): Promise<number[]> {
    const missing = [...new Set(texts.filter((text) => this.known(text) === undefined))];
    if (missing.length > 0) {
      const counts = await this.ask(missing);
      missing.forEach((text, i) => this.remember(text, counts[i]));
      this.generation++;
    }
    return texts.map((text) => this.counts.get(text) ?? 0);
  }

  private remember(text: string, tokens: number): void {
    this.counts.set(text, tokens);
    if (this.counts.size > MAX_ENTRIES) this.counts.delete(this.counts.keys().next().value as string);
  }

  private ask(texts: string[]): Promise<number[]> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { texts, resolve, reject });
      worker.postMessage({ id, texts });
    });
  }

  private start(): TokenizerThread {
    if (this.worker) return this.worker;
    const worker = this.startThread();
    worker.onMessage((answer) => {
      const request = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      request?.resolve(answer.counts);
    });
    worker.onFailure((error) => {
      if (this.worker !== worker) return; // already failed (an error is followed by an exit)
      this.log(`ATDF server: the tokenizer (${worker.name}) failed: ${error.message}`);
      for (const request of this.pending.values()) request.reject(error);
      this.pending.clear();
      this.worker = undefined;
    });
    this.worker = worker;
    return worker;
  }
}
