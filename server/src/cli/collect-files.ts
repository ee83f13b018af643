// The files a command reads from the paths it is given: a file as given; a
// folder searched recursively (sorted, node_modules and .git left out) for
// *.atdf.yaml, *.atdf.yml and *.atdf.json. Symbolic links inside a folder are
// followed when they stay inside the folder given, each real file and folder
// read once (a link back to an ancestor is a cycle, not a loop); a link that
// points outside it, a broken one and a cycle are skipped, and each skip is
// said on stderr, never silently. A file reached twice, under two spellings
// of the paths given, is read once.
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { UsageError } from './usage-error';

const ATDF_FILE = /\.atdf\.(ya?ml|json)$/i;

/** Says why a link was not followed (default: one line on stderr). */
export type OnSkippedLink = (message: string) => void;

const toStderr: OnSkippedLink = (message) => process.stderr.write(`atdf: ${message}\n`);

/** The files to read, in order: each path as given; folders expanded (sorted, recursive, links inside followed once). */
export function collectFiles(paths: string[], onSkipped: OnSkippedLink = toStderr): string[] {
  const files: string[] = [];
  for (const p of paths) {
    let stat;
    try {
      stat = statSync(p);
    } catch {
      throw new UsageError(`cannot read "${p}": no such file or folder`);
    }
    if (stat.isDirectory()) files.push(...new FolderWalk(p, onSkipped).files());
    else files.push(p);
  }
  return uniqueFiles(files);
}

/**
 * `files` without a file already listed under another spelling (`examples ./examples/x.atdf.yaml`, a `..`, a link
 * to it: the same real path), the first spelling kept: the registry would otherwise see its tools twice (a false
 * atdf/duplicate-tool).
 */
function uniqueFiles(files: string[]): string[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    let key = path.resolve(file);
    try {
      key = realpathSync(key);
    } catch {
      // unreadable: reading it reports the problem under its own name
    }
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

class FolderWalk {
  private readonly root: string;
  /** Real paths of the folders and files read so far: each is read once, whatever the links leading to it. */
  private readonly seen = new Set<string>();
  private readonly out: string[] = [];

  constructor(
    private readonly given: string,
    private readonly onSkipped: OnSkippedLink,
  ) {
    this.root = realpathSync(given);
  }

  files(): string[] {
    this.walk(this.given, this.root, [this.root]);
    return this.out;
  }

  private inside(real: string): boolean {
    return real === this.root || real.startsWith(this.root.endsWith(path.sep) ? this.root : this.root + path.sep);
  }

  /** `dir` as named, `real` its real path, `ancestors` the real paths of the folders above it and itself. */
  private walk(dir: string, real: string, ancestors: readonly string[]): void {
    this.seen.add(real);
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      throw new UsageError(`cannot read folder "${dir}": ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const sub = path.join(real, entry.name);
        // A folder already read through a link is not read again.
        if (entry.name !== 'node_modules' && entry.name !== '.git' && !this.seen.has(sub)) this.walk(full, sub, [...ancestors, sub]);
      } else if (entry.isFile()) {
        if (ATDF_FILE.test(entry.name)) this.addFile(full, path.join(real, entry.name));
      } else if (entry.isSymbolicLink()) this.followLink(full, entry.name, ancestors);
    }
  }

  private addFile(named: string, real: string): void {
    if (this.seen.has(real)) return; // the same file reached through a link and directly: read once
    this.seen.add(real);
    this.out.push(named);
  }

  private followLink(full: string, name: string, ancestors: readonly string[]): void {
    let target: string;
    let isDirectory: boolean;
    try {
      target = realpathSync(full);
      isDirectory = statSync(target).isDirectory();
    } catch {
      this.onSkipped(`skipped the link "${full}": it is broken (its target does not exist)`);
      return;
    }
    if (!isDirectory && !ATDF_FILE.test(name)) return; // not an ATDF file by its name: not read, as a plain file would not be
    if (!this.inside(target)) {
      this.onSkipped(`skipped the link "${full}": it points outside "${this.given}" (to ${target}); name it to read it`);
      return;
    }
    if (!isDirectory) return this.addFile(full, target);
    if (ancestors.includes(target)) {
      this.onSkipped(`skipped the link "${full}": it points to a folder that contains it (a cycle)`);
      return;
    }
    if (!this.seen.has(target) && name !== 'node_modules' && name !== '.git') this.walk(full, target, [...ancestors, target]);
  }
}
