// The real `atdf` entry point (server/src/cli/main.ts, bundled from the current
// sources as dist/cli.js is: test/cli-bundle.ts), run from any folder, so a
// project outside the repository can be the working directory.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { bundledCliSync } from '../../cli-bundle';

export const ROOT = path.resolve(__dirname, '../../..');

export function atdf(args: string[], cwd = ROOT): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [bundledCliSync(), ...args], { cwd, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
