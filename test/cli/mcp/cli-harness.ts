// The `atdf` CLI as a real process for the MCP tests, run asynchronously so a
// file's tests can run side by side: `node cli.js ...` over the bundle that
// test/cli-bundle.ts builds once per test process from the current sources.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bundledCli } from '../../cli-bundle';

export const ROOT = path.resolve(__dirname, '../../..');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The function that runs the bundled CLI (bundling it on the first call in this process). */
export async function bundleCli(): Promise<(args: string[], input?: string | Buffer) => Promise<CliRun>> {
  const cli = await bundledCli();
  return (args, input) =>
    new Promise((resolvePromise, reject) => {
      const child = spawn(process.execPath, [cli, ...args], { cwd: ROOT });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      child.on('error', reject);
      child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
      child.stdin.on('error', () => undefined);
      child.stdin.end(input ?? '');
    });
}
