// The real `atdf` entry point (server/src/cli/main.ts, through tsx: the code
// esbuild bundles into dist/cli.js), run from any folder: tsx is loaded by
// path, so a project outside the repository can be the working directory.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(__dirname, '../../..');
const TSX = pathToFileURL(path.join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const MAIN = path.join(ROOT, 'server/src/cli/main.ts');

export function atdf(args: string[], cwd = ROOT): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', TSX, MAIN, ...args], { cwd, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
