// Answers the web worker server's file requests (server/src/protocol/web-files.ts)
// through `workspace.fs`, which reads whatever the browser's workspace is
// (github.dev's repository, vscode.dev's opened folder, a Codespace): the
// worker has no disk of its own. A file larger than asked for is refused after
// its stat, before its bytes are fetched.
import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import {
  WEB_FILE_REQUESTS,
  type ReadDirectoryResult,
  type ReadParams,
  type ReadResult,
  type StatResult,
  type UriParams,
  type WebEntryKind,
} from '../../../server/src/protocol/web-files';

const kindOf = (type: vscode.FileType): WebEntryKind =>
  type & vscode.FileType.Directory ? 'directory' : type & vscode.FileType.File ? 'file' : 'other';

const isMissing = (error: unknown) => error instanceof vscode.FileSystemError && error.code === 'FileNotFound';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function base64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function read({ uri, limit }: ReadParams): Promise<ReadResult> {
  const target = vscode.Uri.parse(uri);
  try {
    const stat = await vscode.workspace.fs.stat(target);
    if (stat.type & vscode.FileType.Directory) return { kind: 'not-a-file', what: 'folder' };
    if (stat.size > limit) return { kind: 'too-large', limit };
    const bytes = await vscode.workspace.fs.readFile(target);
    return bytes.length > limit ? { kind: 'too-large', limit } : { kind: 'ok', base64: base64(bytes) };
  } catch (error) {
    return isMissing(error) ? { kind: 'missing' } : { kind: 'error', message: messageOf(error) };
  }
}

async function stat({ uri }: UriParams): Promise<StatResult> {
  try {
    const found = await vscode.workspace.fs.stat(vscode.Uri.parse(uri));
    return { kind: kindOf(found.type), size: found.size, mtimeMs: found.mtime };
  } catch {
    return null;
  }
}

async function readDirectory({ uri }: UriParams): Promise<ReadDirectoryResult> {
  try {
    const entries = await vscode.workspace.fs.readDirectory(vscode.Uri.parse(uri));
    return { entries: entries.map(([name, type]) => ({ name, kind: kindOf(type) })) };
  } catch (error) {
    return { error: messageOf(error) };
  }
}

export function answerFileRequests(client: BaseLanguageClient): vscode.Disposable[] {
  return [
    client.onRequest(WEB_FILE_REQUESTS.read, read),
    client.onRequest(WEB_FILE_REQUESTS.stat, stat),
    client.onRequest(WEB_FILE_REQUESTS.readDirectory, readDirectory),
  ];
}
