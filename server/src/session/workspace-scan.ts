// Finds the ATDF files of the workspace folders on disk, in the background:
// one directory or file per event-loop turn, so that typing always wins.
import { join } from 'node:path';
import type { HostFiles } from '../host/host';
import { isAtdfFileName } from './served-documents';

const SKIPPED_DIRS = new Set(['node_modules', '.git', '.hg', '.svn', 'dist', 'out', '.vscode-test', '.e2e']);
/** Stop after this many directory entries: a huge tree must not keep a core busy. */
const MAX_ENTRIES = 200_000;

export async function* atdfFilesUnder(files: HostFiles, folders: readonly string[]): AsyncGenerator<string> {
  let seen = 0;
  const queue = [...folders];
  while (queue.length > 0 && seen < MAX_ENTRIES) {
    const dir = queue.shift()!;
    let entries;
    try {
      entries = await files.readDirectory(dir);
    } catch {
      continue; // unreadable or vanished: nothing to index there
    }
    for (const entry of entries) {
      if (++seen > MAX_ENTRIES) break;
      const path = join(dir, entry.name);
      if (entry.kind === 'directory') {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) queue.push(path);
      } else if (entry.kind === 'file' && isAtdfFileName(entry.name)) {
        yield path;
      }
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}
