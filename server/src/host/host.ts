// What the language server needs from the platform it runs on, and nothing
// more: reading files and folders, a thread for the tokenizer, the requests
// that start processes, and where unexpected errors go. The server itself
// (language-server/create-server.ts) imports no Node built-in: Node gives it
// node-host.ts, a browser's web worker gives it web-host.ts, so one server runs
// in both. Paths are POSIX-style absolute paths as `uriToPath` makes them.
import type { Connection } from 'vscode-languageserver';
import type { AtdfEngine, Locale } from '../core/index';
import type { BoundedRead } from '../files/bounded-read';

export type { BoundedRead };

export type EntryKind = 'file' | 'directory' | 'other';

export interface FileStat {
  kind: EntryKind;
  size: number;
  mtimeMs: number;
}

export interface HostFiles {
  /**
   * At most `limit` bytes of a regular file (files/read-bounded.ts's contract: folders and special files are
   * refused, never read). A missing file rejects with an error whose `code` is 'ENOENT'.
   */
  read(path: string, limit: number): Promise<BoundedRead>;
  /** The same, synchronously, where the host can (Node). Without it the `.atdfrc` files are fetched ahead (ProjectConfig.ready). */
  readSync?(path: string, limit: number): BoundedRead;
  /** Undefined when there is nothing at that path. */
  stat(path: string): Promise<FileStat | undefined>;
  /** Whether a regular file is there, answered before the next message is handled (see WorkspaceIndex.closed); Node only. */
  isFileSync?(path: string): boolean;
  /** A folder's entries; rejects when it cannot be read. */
  readDirectory(path: string): Promise<{ name: string; kind: EntryKind }[]>;
  /** Where a path really is (links followed); the path itself where the host has no links. */
  realpath(path: string): Promise<string>;
}

/** A thread that counts tokens: answers `{id, texts}` with `{id, counts}` (tokens/tokenizer.ts). */
export interface TokenizerThread {
  postMessage(message: { id: number; texts: string[] }): void;
  onMessage(listener: (answer: { id: number; counts: number[] }) => void): void;
  /** The thread failed or ended: pending counts are rejected, the next count starts a new one. */
  onFailure(listener: (error: Error) => void): void;
  /** What the log names when it fails (the script). */
  readonly name: string;
}

/** What the handlers of the process requests get from the server. */
export interface ProcessRequestContext {
  connection: Connection;
  engine: AtdfEngine;
  locale: () => Locale;
  guard: {
    request<A extends unknown[], R>(
      feature: string,
      handler: (...args: A) => R,
      fallback: () => Awaited<NoInfer<R>> | null,
    ): (...args: A) => Promise<Awaited<R> | null>;
  };
}

export interface ServerHost {
  /** 'node' or 'web': said in the log line the server writes when it starts. */
  readonly kind: 'node' | 'web';
  readonly files: HostFiles;
  /** Starts the tokenizer's thread (on first need only: it costs ~0.5 s of CPU to load). */
  startTokenizer(): TokenizerThread;
  /**
   * Registers the requests that start processes (MCP import's live listing, the Test Explorer's runs). Absent
   * where no process can be started (a browser): the server then answers them with a message saying so.
   */
  registerProcessRequests?(context: ProcessRequestContext): void;
  /** Where errors nobody caught go (never fatal: a bug must not end the server the editor depends on). */
  onUnexpectedError(log: (message: string) => void): void;
}
