// The real `atdf` entry point (server/src/cli/main.ts, bundled from the current
// sources as dist/cli.js is: test/cli-bundle.ts), run from any folder, so a
// project outside the repository can be the working directory.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { bundledCliSync } from '../../cli-bundle';

export const ROOT = path.resolve(__dirname, '../../..');

export function atdf(args: string[], cwd = ROOT): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [bundledCliSync(), ...args], { cwd, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** As atdf, without blocking the test's event loop (for a test that runs servers in process while the CLI works). */
export function atdfAsync(
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundledCliSync(), ...args], {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
