// Synchronous reads for a host whose files are only read asynchronously (the
// web worker asks its client): the `.atdfrc` lookup reads on the publish path
// and cannot wait (host.ts `readSync`). A file not read yet answers "no such
// file" at once and is fetched; when what was fetched differs from what was
// answered, `onLateChange` fires (the worker server then applies the configs
// again: the document's diagnostics are published once more, now under its
// config). What was read is answered from memory; an answer older than
// MAX_AGE_MS is answered still and fetched again, so a config edited outside
// the editor is seen at the next lookup after it (stale while revalidating).
// `isFileSync` is answered the same way from the client's stat: a closed
// document's names must leave the workspace before the next message (see
// WorkspaceIndex.closed), so "not known yet" is "no file" and, should the
// client then say it is one, `onLateChange` fires (the index is scanned again).
import type { BoundedRead } from '../files/bounded-read';

/** How long a read answers without being fetched again. */
export const MAX_AGE_MS = 2000;

type Outcome = { read: BoundedRead } | { missing: true } | { error: string };

interface Entry {
  outcome: Outcome;
  at: number;
  fetching: boolean;
}

const MISSING: Outcome = { missing: true };

function same(a: Outcome, b: Outcome): boolean {
  if ('missing' in a || 'missing' in b) return 'missing' in a && 'missing' in b;
  if ('error' in a || 'error' in b) return 'error' in a && 'error' in b && a.error === b.error;
  if (a.read.kind !== 'ok' || b.read.kind !== 'ok') return JSON.stringify(a.read) === JSON.stringify(b.read);
  const x = a.read.bytes;
  const y = b.read.bytes;
  return x.length === y.length && x.every((byte, i) => byte === y[i]);
}

export class ReadAhead {
  private readonly entries = new Map<string, Entry>();
  private readonly stats = new Map<string, { isFile: boolean; at: number; fetching: boolean }>();
  private notifyTimer: ReturnType<typeof setTimeout> | undefined;
  /** Fires (at most once per task) when a fetched file differs from what `readSync` answered for it. */
  onLateChange: () => void = () => {};

  constructor(
    private readonly read: (path: string, limit: number) => Promise<BoundedRead>,
    private readonly isFile: (path: string) => Promise<boolean>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Whether a regular file is there, as last asked (false before the first answer), asked again when old. */
  isFileSync(path: string): boolean {
    let entry = this.stats.get(path);
    if (!entry) {
      entry = { isFile: false, at: -Infinity, fetching: false };
      this.stats.set(path, entry);
    }
    if (!entry.fetching && this.now() - entry.at > MAX_AGE_MS) {
      const known = entry;
      known.fetching = true;
      void this.isFile(path)
        .catch(() => false)
        .then((isFile) => {
          const changed = isFile !== known.isFile;
          Object.assign(known, { isFile, at: this.now(), fetching: false });
          if (changed) this.changed();
        });
    }
    return entry.isFile;
  }

  /** The file as last fetched ("no such file" before the first fetch), fetched again in the background when old. */
  readSync(path: string, limit: number): BoundedRead {
    let entry = this.entries.get(path);
    if (!entry) {
      entry = { outcome: MISSING, at: -Infinity, fetching: false };
      this.entries.set(path, entry);
    }
    if (!entry.fetching && this.now() - entry.at > MAX_AGE_MS) this.fetch(path, limit, entry);
    const { outcome } = entry;
    if ('read' in outcome) return outcome.read;
    if ('error' in outcome) throw new Error(outcome.error);
    throw Object.assign(new Error(`ENOENT: no such file: ${path}`), { code: 'ENOENT' });
  }

  private fetch(path: string, limit: number, entry: Entry): void {
    entry.fetching = true;
    this.read(path, limit).then(
      (read) => this.settle(entry, { read }),
      (error: Error & { code?: string }) => this.settle(entry, error.code === 'ENOENT' ? MISSING : { error: error.message }),
    );
  }

  private settle(entry: Entry, outcome: Outcome): void {
    const changed = !same(entry.outcome, outcome);
    entry.outcome = outcome;
    entry.at = this.now();
    entry.fetching = false;
    if (changed) this.changed();
  }

  private changed(): void {
    if (!this.notifyTimer) {
      // The reads of one lookup settle together: one change for all of them.
      this.notifyTimer = setTimeout(() => {
        this.notifyTimer = undefined;
        this.onLateChange();
      }, 0);
    }
  }
}
