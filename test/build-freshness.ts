// Whether a bundle under dist/ is older than the sources it is built from
// (server/src), so the LSP and CLI tests never run stale code unawares.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = join(__dirname, '..', 'server', 'src');

/** True when some file under server/src was modified more than a second after `builtFile`. */
export function isOlderThanSources(builtFile: string): boolean {
  return newestMtime(SOURCES) > statSync(builtFile).mtimeMs + 1000;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}
