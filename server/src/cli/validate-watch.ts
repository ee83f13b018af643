// `atdf validate --watch`: the paths validated once, then again whenever an
// ATDF file or an .atdfrc under them changes. Bounded: one fs.watch per path
// given (recursive for a folder, the folder part of a glob), the changes of
// 200 ms make one run, and one run at a time (changes during a run make one
// more after it, never a queue). Every run validates all the files again
// (a tool defined in two files is an error: one file cannot be checked alone).
// A run's error (every file deleted, a broken config) is said and the watch
// goes on. Ctrl+C ends it as any CLI run: the signal handler of
// stop-on-exit.ts says "stopped by SIGINT" and the process ends by the signal;
// the CLI starts no other process here, so none is left.
import fs from 'node:fs';
import path from 'node:path';
import { isGlob } from './collect-files';
import { UsageError } from './usage-error';

const SETTLE_MS = 200;
/** What a change must touch to matter: an ATDF file, a config, or a file named on the command line. */
const RELEVANT = /(\.atdf\.(ya?ml|json)|^\.atdfrc(\.(ya?ml|json))?)$/;

export function watchValidate(paths: readonly string[], runOnce: () => Promise<number>): Promise<number> {
  const named = new Set(paths.filter((p) => !isGlob(p)).map((p) => path.resolve(p)));
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;

  const run = async (): Promise<void> => {
    running = true;
    try {
      await runOnce();
    } catch (err) {
      // Said, and the watch goes on: the next change may fix it.
      process.stderr.write(`atdf: ${err instanceof Error ? err.message : String(err)}\n`);
    }
    running = false;
    process.stderr.write(`atdf: watching ${paths.join(' ')} for changes (Ctrl+C stops)\n`);
    if (again) {
      again = false;
      schedule();
    }
  };
  const schedule = (): void => {
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => void run(), SETTLE_MS);
  };
  const onChange = (dir: string) => (_event: string, name: string | Buffer | null) => {
    const file = name === null ? undefined : path.join(dir, name.toString());
    // Unknown name (some platforms): assume it matters.
    if (file === undefined || RELEVANT.test(path.basename(file)) || named.has(path.resolve(file))) schedule();
  };

  for (const p of paths) {
    const target = isGlob(p) ? globBase(p) : p;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(target);
    } catch {
      throw new UsageError(`--watch: cannot watch "${p}": no such file or folder`);
    }
    const dir = stat.isDirectory() ? target : path.dirname(target);
    // A file is watched through its folder: editors replace a file on save (a new inode a file watch would miss).
    fs.watch(dir, { recursive: stat.isDirectory(), persistent: true }, onChange(dir)).on('error', (err) => {
      process.stderr.write(`atdf: --watch: stopped watching "${p}": ${err.message}\n`);
    });
  }
  void run();
  // Never resolves: the watch ends with the process (Ctrl+C).
  return new Promise<number>(() => undefined);
}

/** The folder part of a glob: its segments before the first with a wildcard (`.` when it starts with one). */
function globBase(pattern: string): string {
  const segments = pattern.split(/[\\/]/);
  const first = segments.findIndex((s) => isGlob(s));
  return segments.slice(0, first).join('/') || '.';
}
