// The lockfile of `atdf pin`, read and written for the CLI: `atdf.lock.json` in
// the current folder unless `--lockfile FILE` names another.
import type { AtdfEngine, Lockfile } from '../core/index';
import { MAX_INPUT_BYTES, readBoundedSync, refusalText } from '../files/read-bounded';
import { UsageError } from './usage-error';

export const DEFAULT_LOCKFILE = 'atdf.lock.json';

export function readLockfile(engine: AtdfEngine, file: string): Lockfile {
  let read;
  try {
    read = readBoundedSync(file, MAX_INPUT_BYTES);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`no lockfile "${file}": run "atdf pin PATH..." first to write it`);
    throw new UsageError(`cannot read the lockfile "${file}": ${code ?? String(err)}`);
  }
  // Bounded like every other file the CLI is given (files/read-bounded.ts): a link to a device is refused, not read forever.
  if (read.kind !== 'ok') throw new UsageError(`cannot read the lockfile "${file}": ${refusalText(read)}`);
  const text = Buffer.from(read.bytes).toString('utf8');
  const lock = engine.pins.readLockfile(text);
  if ('problem' in lock) throw new UsageError(`the lockfile "${file}" ${lock.problem}; run "atdf pin" to write it again`);
  return lock;
}
