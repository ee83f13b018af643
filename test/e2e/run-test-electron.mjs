// The same extension-host suite, launched by @vscode/test-electron in a desktop
// VS Code — for machines that have one (CI uses run-code-server.mjs, since no
// desktop VS Code can be downloaded or installed there).
//
//   VSCODE_EXECUTABLE=/path/to/code node test/e2e/run-test-electron.mjs
//   node test/e2e/run-test-electron.mjs        (lets test-electron download VS Code stable)
//
// Builds the extension, runs the suite against this folder as the extension
// under development, prints "N passed, N failed", exits non-zero on failure or
// when no VS Code can be found or downloaded.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runTests } from '@vscode/test-electron';
import { report, suiteEnvironment } from './lib/environment.mjs';
import { fixtureSources, root, work } from './lib/paths.mjs';
import { buildSuite } from './lib/suite-build.mjs';

const log = (...args) => console.log('[e2e:test-electron]', ...args);

async function main() {
  const build = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');

  const base = join(work, 'test-electron');
  rmSync(base, { recursive: true, force: true });
  const workspace = join(base, 'workspace');
  const resultsFile = join(base, 'results.json');
  mkdirSync(base, { recursive: true });
  cpSync(fixtureSources, workspace, { recursive: true });
  const extensionTestsPath = await buildSuite(join(base, 'suite'));

  const vscodeExecutablePath = process.env.VSCODE_EXECUTABLE || undefined;
  if (vscodeExecutablePath && !existsSync(vscodeExecutablePath))
    throw new Error(`VSCODE_EXECUTABLE=${vscodeExecutablePath} does not exist`);
  log(
    vscodeExecutablePath ? `VS Code: ${vscodeExecutablePath}` : 'no VSCODE_EXECUTABLE: @vscode/test-electron will download VS Code stable',
  );

  let code;
  try {
    code = await runTests({
      vscodeExecutablePath,
      extensionDevelopmentPath: root,
      extensionTestsPath,
      extensionTestsEnv: suiteEnvironment(resultsFile),
      launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust', '--user-data-dir', join(base, 'user-data')],
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (!existsSync(resultsFile)) {
      throw new Error(
        `could not run a desktop VS Code (${message.split('\n')[0]}).\n` +
          'Install VS Code and set VSCODE_EXECUTABLE to its binary, or use the code-server launcher: node test/e2e/run-code-server.mjs',
        { cause: err },
      );
    }
    code = 1;
  }
  const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : undefined;
  return report(results, { incomplete: code !== 0 && (results?.failed ?? 0) === 0 }) && code === 0;
}

let ok = false;
try {
  ok = await main();
} catch (err) {
  console.error(`[e2e:test-electron] ${err instanceof Error ? err.message : String(err)}`);
}
process.exit(ok ? 0 : 1);
