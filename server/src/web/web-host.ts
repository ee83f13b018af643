// The language server's platform in a browser's web worker (dist/web/server.js):
// files are read by the client (the requests of protocol/web-files.ts; VS Code
// answers them through `workspace.fs`), the tokenizer runs in this same worker
// (loaded on first need from dist/web/tokenizer.js beside the server, so the
// server bundle stays small), no process can be started (MCP import's live
// listing and `atdf test` answer so: language-server/custom-requests.ts), and
// the worker's own error events are the last resort.
import type { Connection } from 'vscode-languageserver';
import type { BoundedRead, EntryKind, HostFiles, ServerHost, TokenizerThread } from '../host/host';
import { WEB_FILE_REQUESTS, type ReadDirectoryResult, type ReadResult, type StatResult } from '../protocol/web-files';
import { boundedCount } from '../tokens/bounded-count';
import { ReadAhead } from './read-ahead';
import { pathToUri } from '../session/uri-paths';

/** What this file needs of the worker's global scope (the project's TypeScript has no `webworker` lib). */
export interface WorkerScope {
  addEventListener(
    type: 'error' | 'unhandledrejection',
    listener: (event: { error?: unknown; reason?: unknown; message?: string }) => void,
  ): void;
  importScripts(url: string): void;
  location: { href: string };
  name?: string;
}

/** dist/web/tokenizer.js sets this global (scripts/bundles.mjs, globalName). */
interface TokenizerGlobal {
  atdfTokenizer?: { countTokens(text: string): number };
}

/** A rejection with the code that `HostFiles.read`'s callers read as "no such file". */
function missing(path: string): Error {
  return Object.assign(new Error(`ENOENT: no such file: ${path}`), { code: 'ENOENT' });
}

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The client's files, with `readSync` and `isFileSync` answered ahead (read-ahead.ts). */
export function webFiles(connection: Connection): HostFiles & { readAhead: ReadAhead } {
  const uri = pathToUri;
  const files = {
    async read(path: string, limit: number): Promise<BoundedRead> {
      const result: ReadResult = await connection.sendRequest(WEB_FILE_REQUESTS.read, { uri: uri(path), limit });
      switch (result.kind) {
        case 'ok':
          return { kind: 'ok', bytes: bytesOf(result.base64) };
        case 'too-large':
        case 'not-a-file':
          return result;
        case 'missing':
          throw missing(path);
        default:
          throw new Error(`cannot read ${path}: ${result.message}`);
      }
    },
    async stat(path: string) {
      const result: StatResult = await connection.sendRequest(WEB_FILE_REQUESTS.stat, { uri: uri(path) });
      return result ?? undefined;
    },
    async readDirectory(path: string) {
      const result: ReadDirectoryResult = await connection.sendRequest(WEB_FILE_REQUESTS.readDirectory, { uri: uri(path) });
      if ('error' in result) throw new Error(`cannot read the folder ${path}: ${result.error}`);
      return result.entries.map((entry) => ({ name: entry.name, kind: entry.kind as EntryKind }));
    },
    // A browser's file system (workspace.fs) shows no links to follow.
    realpath: async (path: string) => path,
  } satisfies HostFiles;
  const readAhead = new ReadAhead(
    (path, limit) => files.read(path, limit),
    async (path) => (await files.stat(path))?.kind === 'file',
  );
  return {
    ...files,
    readSync: (path, limit) => readAhead.readSync(path, limit),
    isFileSync: (path) => readAhead.isFileSync(path),
    readAhead,
  };
}

/**
 * The tokenizer in this worker, behind the same message interface as Node's thread (host.ts): loaded on the first
 * count with `importScripts` (a classic worker), each batch counted in a task of its own so a message already
 * queued (an edit) is handled first.
 */
export function inlineTokenizer(url: string, scope: WorkerScope & TokenizerGlobal): TokenizerThread {
  let onMessage: ((answer: { id: number; counts: number[] }) => void) | undefined;
  let onFailure: ((error: Error) => void) | undefined;
  let count: ((text: string) => number) | undefined;
  return {
    name: url,
    postMessage({ id, texts }) {
      setTimeout(() => {
        try {
          if (!count) {
            if (!scope.atdfTokenizer) scope.importScripts(url);
            const tokenizer = scope.atdfTokenizer;
            if (!tokenizer) throw new Error(`${url} did not define the tokenizer`);
            count = (text) => tokenizer.countTokens(text);
          }
          const counter = count;
          onMessage?.({ id, counts: texts.map((text) => boundedCount(text, counter)) });
        } catch (error) {
          onFailure?.(error instanceof Error ? error : new Error(String(error)));
        }
      }, 0);
    },
    onMessage: (listener) => (onMessage = listener),
    onFailure: (listener) => (onFailure = listener),
  };
}

/**
 * Where dist/web/tokenizer.js is: the worker's `name` when the client gave it one that is a URL (VS Code's web
 * extension host may start the worker from a blob, whose location says nothing), else beside the worker's script.
 */
export function tokenizerUrl(scope: WorkerScope): string {
  if (scope.name && /^(?:blob:)?[a-z][a-z0-9+.-]*:\/\/.*tokenizer\.js$/i.test(scope.name)) return scope.name;
  return new URL('tokenizer.js', scope.location.href).href;
}

export function webHost(connection: Connection, scope: WorkerScope): ServerHost & { files: ReturnType<typeof webFiles> } {
  return {
    kind: 'web',
    files: webFiles(connection),
    startTokenizer: () => inlineTokenizer(tokenizerUrl(scope), scope),
    onUnexpectedError(log) {
      scope.addEventListener('error', (event) => log(`ATDF server: unexpected error: ${describe(event.error ?? event.message)}`));
      scope.addEventListener('unhandledrejection', (event) => log(`ATDF server: unexpected rejection: ${describe(event.reason)}`));
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.message}${error.stack ? `\n${error.stack}` : ''}`;
  return String(error);
}
