// The requests a language server running in a browser's web worker sends back
// to its client to read the workspace's files (web/web-host.ts asks, the VS
// Code web client answers through `workspace.fs`, client/src/web/files.ts; a
// Monaco page or a test answers them itself). The worker has no disk: every
// file it reads (an `.atdfrc`, a `$ref`'d file, the files of a catalog) is one
// of these. Names and plain types only (the clients bundle this file alone).
export const WEB_FILE_REQUESTS = {
  /** ReadParams -> ReadResult */
  read: 'atdf/files/read',
  /** UriParams -> StatResult */
  stat: 'atdf/files/stat',
  /** UriParams -> ReadDirectoryResult */
  readDirectory: 'atdf/files/readDirectory',
} as const;

export type WebEntryKind = 'file' | 'directory' | 'other';

export interface UriParams {
  /** A `file:` URI (the server's paths are POSIX paths made from `file:` URIs). */
  uri: string;
}

export interface ReadParams extends UriParams {
  /** Read at most this many bytes: a larger file answers `too-large`, a folder `not-a-file`. */
  limit: number;
}

export type ReadResult =
  | { kind: 'ok'; /** The bytes, base64 (a file may be UTF-16 or carry a BOM: the server decodes it). */ base64: string }
  | { kind: 'too-large'; limit: number }
  | { kind: 'not-a-file'; what: 'folder' }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

export type StatResult = { kind: WebEntryKind; size: number; mtimeMs: number } | null;

export type ReadDirectoryResult = { entries: { name: string; kind: WebEntryKind }[] } | { error: string };
