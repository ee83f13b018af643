// The o200k_base tokenizer (GPT-4o and later OpenAI models), gpt-tokenizer's
// pure-JavaScript port of tiktoken. Its merge table makes this bundle
// (dist/tokenizer.js) about 2.5 MB: load-tokenizer.ts loads it on first use
// only, so neither the CLI's other commands nor the language server pay for it.
// The language server runs it as a worker thread (session/token-counts.ts), so
// neither loading it (~0.5 s of CPU) nor counting ever holds up a keystroke:
// then it answers `{id, texts}` messages with `{id, counts}`.
import { parentPort, workerData } from 'node:worker_threads';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { boundedCount } from './bounded-count';

export { countTokens };

/** The `workerData` the server starts this bundle with. */
export const TOKEN_WORKER = 'atdf-token-worker';

if (parentPort && workerData === TOKEN_WORKER) {
  const port = parentPort;
  port.on('message', (message: { id: number; texts: string[] }) => {
    port.postMessage({ id: message.id, counts: message.texts.map((text) => boundedCount(text, countTokens)) });
  });
}
