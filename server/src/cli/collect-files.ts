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
  return uniqueFiles(paths.flatMap((p) => filesOfPath(p, onSkipped)));
}

/**
 * collectFiles, where a path that gives no file at all (an empty folder, a folder of YAML files not named
 * `*.atdf.*`, a glob matching nothing) is a usage error naming it, as ESLint's "No files matching the pattern"
 * (a CI job with a mistyped path must not pass); `allowUnmatched` (--no-error-on-unmatched-pattern) lets it pass.
 */
export function collectMatchingFiles(paths: string[], allowUnmatched: boolean, onSkipped: OnSkippedLink = toStderr): string[] {
  const files: string[] = [];
  for (const p of paths) {
    const found = filesOfPath(p, onSkipped);
    if (found.length === 0 && !allowUnmatched) throw new UsageError(unmatched(p));
    files.push(...found);
  }
  return uniqueFiles(files);
}

function unmatched(p: string): string {
  const why = isGlob(p)
    ? 'the pattern matches no file; check it for typing mistakes (quote it, so that the shell does not expand it first)'
    : 'a folder is searched for *.atdf.yaml, *.atdf.yml and *.atdf.json files; name other files one by one';
  return `No files matching "${p}" were found: ${why} (--no-error-on-unmatched-pattern allows it)`;
}

function filesOfPath(p: string, onSkipped: OnSkippedLink): string[] {
  let stat;
  try {
    stat = statSync(p);
  } catch {
    if (isGlob(p)) return globFiles(p, onSkipped);
    throw new UsageError(`cannot read "${p}": no such file or folder`);
  }
  return stat.isDirectory() ? new FolderWalk(p, onSkipped).files() : [p];
}

/** Whether a path that names nothing is a glob pattern (as the shell would have expanded it unquoted). */
export const isGlob = (p: string) => /[*?[{]/.test(p);

/**
 * A quoted glob (`'tools/**\/*.yaml'`): every file under its folder part (the segments before the first with a
 * wildcard) whose path matches, any name (the pattern chose them). `**` any number of folders, `*` and `?` within
 * one name, `{a,b}` alternatives, `[abc]` classes. Links are followed as in a folder walk.
 */
function globFiles(pattern: string, onSkipped: OnSkippedLink): string[] {
  const normal = pattern.split(path.sep).join('/');
  const segments = normal.split('/');
  const first = segments.findIndex((segment) => isGlob(segment));
  const base = segments.slice(0, first).join('/') || (normal.startsWith('/') ? '/' : '.');
  let stat;
  try {
    stat = statSync(base);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return [];
  const matcher = globRegExp(normal.replace(/^\.\//, ''));
  const accept = (file: string) => matcher.test(file.split(path.sep).join('/').replace(/^\.\//, ''));
  return new FolderWalk(base, onSkipped, accept).files();
}

export function globRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      out += slash ? '(?:[^/]*/)*' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '{') {
      const close = glob.indexOf('}', i);
      if (close === -1) out += '\\{';
      else {
        out +=
          '(?:' +
          glob
            .slice(i + 1, close)
            .split(',')
            .map((alt) => globRegExp(alt).source.slice(1, -1))
            .join('|') +
          ')';
        i = close;
      }
    } else if (c === '[') {
      const close = glob.indexOf(']', i + 1);
      if (close === -1) out += '\\[';
      else {
        out +=
          '[' +
          glob
            .slice(i + 1, close)
            .replace(/^!/, '^')
            .replace(/\\/g, '\\\\') +
          ']';
        i = close;
      }
    } else out += c.replace(/[.+^$()|\\\]]/g, '\\$&');
  }
  return new RegExp('^' + out + '$');
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

  /** `accept`: which files (by the path as named) are read; default: the ATDF file names. */
  constructor(
    private readonly given: string,
    private readonly onSkipped: OnSkippedLink,
    private readonly accept: (file: string) => boolean = (file) => ATDF_FILE.test(path.basename(file)),
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
        if (this.accept(full)) this.addFile(full, path.join(real, entry.name));
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
    if (!isDirectory && !this.accept(full)) return; // not a file asked for by its name: not read, as a plain file would not be
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
