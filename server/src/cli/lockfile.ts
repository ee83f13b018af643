// The lockfile of `atdf pin`, read and written for the CLI: `atdf.lock.json` in
// the current folder unless `--lockfile FILE` names another.
import { readFileSync } from 'node:fs';
import type { AtdfEngine, Lockfile } from '../core/index';
import { UsageError } from './usage-error';

export const DEFAULT_LOCKFILE = 'atdf.lock.json';

export function readLockfile(engine: AtdfEngine, file: string): Lockfile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`no lockfile "${file}": run "atdf pin PATH..." first to write it`);
    throw new UsageError(`cannot read the lockfile "${file}": ${code ?? String(err)}`);
  }
  const lock = engine.pins.readLockfile(text);
  if ('problem' in lock) throw new UsageError(`the lockfile "${file}" ${lock.problem}; run "atdf pin" to write it again`);
  return lock;
}
