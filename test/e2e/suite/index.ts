// Entry point of the extension-host tests, as @vscode/test-electron expects:
// VS Code loads this file (extensionTestsPath) in the real extension host and
// awaits run(). Both launchers use it: run-test-electron.mjs (desktop VS Code)
// and run-code-server.mjs (code-server in headless Chromium, CI's launcher).
//
// Besides settling run(), the suite writes its results as JSON to
// $ATDF_E2E_RESULTS (when set), so the launcher can print each test and the
// closing "N passed, N failed" line.
import * as fs from 'node:fs';
import * as path from 'node:path';
import Mocha from 'mocha';

interface TestOutcome {
  title: string;
  state: 'passed' | 'failed';
  durationMs?: number;
  error?: string;
}

export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', timeout: 60_000, color: false, reporter: 'spec' });
  const grep = process.env.ATDF_E2E_GREP;
  if (grep) mocha.grep(grep);
  // The launcher's untrusted pass (workspace not trusted) runs only the
  // *untrusted* test files; every other run (trusted workspace) runs all the rest.
  const untrustedPass = process.env.ATDF_E2E_PASS === 'untrusted';
  for (const name of fs.readdirSync(__dirname).sort()) {
    if (name.endsWith('.test.js') && name.includes('untrusted') === untrustedPass) mocha.addFile(path.join(__dirname, name));
  }
  const outcomes: TestOutcome[] = [];
  return new Promise((resolve, reject) => {
    try {
      const runner = mocha.run((failures) => {
        writeResults(outcomes);
        if (failures > 0) reject(new Error(`${failures} extension-host test(s) failed`));
        else resolve();
      });
      // One line per test on the console, which the launchers echo live (marker: [atdf-e2e]).
      runner.on('pass', (t) => {
        outcomes.push({ title: t.fullTitle(), state: 'passed', durationMs: t.duration });
        console.log(`[atdf-e2e] ✓ ${t.fullTitle()} (${t.duration} ms)`);
      });
      runner.on('fail', (t, err: Error) => {
        outcomes.push({ title: t.fullTitle(), state: 'failed', error: err?.stack ?? err?.message ?? String(err) });
        console.log(`[atdf-e2e] ✗ ${t.fullTitle()}: ${err?.message ?? String(err)}`);
      });
    } catch (err) {
      outcomes.push({ title: 'loading the suite', state: 'failed', error: err instanceof Error ? err.stack : String(err) });
      writeResults(outcomes);
      reject(err);
    }
  });
}

function writeResults(outcomes: TestOutcome[]): void {
  const file = process.env.ATDF_E2E_RESULTS;
  if (!file) return;
  const passed = outcomes.filter((o) => o.state === 'passed').length;
  const failed = outcomes.length - passed;
  fs.writeFileSync(file, JSON.stringify({ passed, failed, tests: outcomes }, null, 2));
}
