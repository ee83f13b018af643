// The language server's platform under Node (dist/server.js): the disk through
// files/read-bounded.ts and node:fs, the tokenizer in a worker thread
// (dist/tokenizer.js beside the server bundle), the MCP and Test Explorer
// requests that start processes, and `process`'s last-resort error events.
import { promises as fs, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { readBounded, readBoundedSync } from '../files/read-bounded';
import type { EntryKind, HostFiles, ServerHost, TokenizerThread } from './host';
import { registerProcessRequests } from './process-requests';

/** As tokens/tokenizer.ts names it (not imported: that would bundle the tokenizer into the server). */
const TOKEN_WORKER = 'atdf-token-worker';

const kindOf = (entry: Pick<Dirent, 'isFile' | 'isDirectory'>): EntryKind =>
  entry.isFile() ? 'file' : entry.isDirectory() ? 'directory' : 'other';

export const nodeFiles: HostFiles = {
  read: readBounded,
  readSync: readBoundedSync,
  async stat(path) {
    const stat = await fs.stat(path).catch(() => undefined);
    return stat && { kind: kindOf(stat), size: stat.size, mtimeMs: stat.mtimeMs };
  },
  isFileSync(path) {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  },
  async readDirectory(path) {
    const entries = await fs.readdir(path, { withFileTypes: true });
    return entries.map((entry) => ({ name: entry.name, kind: kindOf(entry) }));
  },
  realpath: (path) => fs.realpath(path),
};

/** `script`: dist/tokenizer.js, beside the server bundle. */
export function nodeTokenizer(script = join(__dirname, 'tokenizer.js')): TokenizerThread {
  const worker = new Worker(script, { workerData: TOKEN_WORKER });
  worker.unref(); // never keeps the server alive
  return {
    name: script,
    postMessage: (message) => worker.postMessage(message),
    onMessage: (listener) => worker.on('message', listener),
    onFailure(listener) {
      worker.on('error', listener);
      worker.on('exit', (code) => listener(new Error(`the worker exited (${code})`)));
    },
  };
}

export function nodeHost(): ServerHost {
  return {
    kind: 'node',
    files: nodeFiles,
    startTokenizer: () => nodeTokenizer(),
    registerProcessRequests,
    onUnexpectedError(log) {
      process.on('uncaughtException', (error) => log(`ATDF server: unexpected error: ${describe(error)}`));
      process.on('unhandledRejection', (error) => log(`ATDF server: unexpected rejection: ${describe(error)}`));
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.message}${error.stack ? `\n${error.stack}` : ''}`;
  return String(error);
}
