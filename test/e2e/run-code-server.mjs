// CI's launcher of the real-VS-Code tests: the extension, packaged as a .vsix
// and installed into code-server (VS Code 1.139), runs the mocha suite of
// test/e2e/suite in the real extension host, in headless Chromium.
//
//   node test/e2e/run-code-server.mjs            build, package, install, test, screenshot
//   ATDF_E2E_GREP=quick node test/e2e/run-code-server.mjs   only tests whose title matches
//   ATDF_E2E_SCREENSHOT=0 ...                    skip docs/screenshot.png
//
// Prints every test, then "N passed, N failed" on its own line; exits non-zero
// on any failure or timeout. code-server and Chromium are stopped by PID
// whatever happens. Needs Debian's chromium and libkrb5-dev (installed when
// root), and installs .e2e/node_modules from its lockfile on first use.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './lib/browser.mjs';
import { freePort, installExtension, scratchEnv, startCodeServer } from './lib/code-server.mjs';
import { ensureDebianPackages } from './lib/prerequisites.mjs';
import { ensureRuntime, runtimeIsInstalled } from './lib/runtime.mjs';
import { takeScreenshot } from './lib/screenshot.mjs';
import { buildSuite } from './lib/suite-build.mjs';
import { report, suiteEnvironment } from './lib/environment.mjs';
import { fixtureSources, installedFolderName, root, vsixPath, work } from './lib/paths.mjs';

const TEST_TIMEOUT_MS = Number(process.env.ATDF_E2E_TIMEOUT_MS ?? 10 * 60_000);
const SCREENSHOT_FILE = 'broken-example.atdf.yaml';
const log = (...args) => console.log('[e2e]', ...args);
const cleanups = [];

async function cleanUp() {
  while (cleanups.length) await cleanups.pop()().catch((err) => log(`clean-up: ${err.message}`));
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => void cleanUp().finally(() => process.exit(130)));
}

function step(cmd, args, what) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status ?? r.signal})`);
}

async function main() {
  const started = Date.now();
  ensureDebianPackages({ needKrb5: !runtimeIsInstalled() }, log);
  ensureRuntime(log);

  log('building and packaging the extension');
  step('node', ['scripts/build.mjs'], 'npm run build');
  step('node', ['scripts/package.mjs'], 'npm run package');

  // A fresh scratch area for every run: code-server's state, the workspace the tests change.
  rmSync(work, { recursive: true, force: true });
  const userDataDir = join(work, 'user-data');
  const extensionsDir = join(work, 'extensions');
  const workspace = join(work, 'workspace');
  const resultsFile = join(work, 'results.json');
  const consoleLog = join(work, 'browser-console.log');
  mkdirSync(join(userDataDir, 'User'), { recursive: true });
  writeFileSync(
    join(userDataDir, 'User', 'settings.json'),
    JSON.stringify({
      'workbench.startupEditor': 'none',
      'workbench.colorTheme': 'Default Dark Modern',
      'workbench.secondarySideBar.defaultVisibility': 'hidden',
      'chat.disableAIFeatures': true,
      'extensions.ignoreRecommendations': true,
      'update.mode': 'none',
      'workbench.tips.enabled': false,
    }),
  );
  cpSync(fixtureSources, workspace, { recursive: true });
  const suiteIndex = await buildSuite(join(work, 'suite'));
  const env = scratchEnv(work);

  log(`installing ${vsixPath} into code-server`);
  log(installExtension({ vsix: vsixPath, userDataDir, extensionsDir, env }));
  const extensionPath = join(extensionsDir, installedFolderName);
  if (!existsSync(join(extensionPath, 'package.json'))) throw new Error(`the .vsix did not install to ${extensionPath}`);

  const port = await freePort();
  const server = await startCodeServer({ port, userDataDir, extensionsDir, env, logFile: join(work, 'code-server.log') });
  cleanups.push(server.stop);
  log(`code-server ${server.url} (pid ${server.pid})`);
  const chrome = await launchBrowser();
  cleanups.push(chrome.close);
  log(`chromium pid ${chrome.pid}`);

  const remote = (p) => `vscode-remote://127.0.0.1:${port}${p}`;
  const extensionEnvironment = suiteEnvironment(resultsFile);
  const payload = [
    ['extensionDevelopmentPath', remote(extensionPath)],
    ['extensionTestsPath', remote(suiteIndex)],
    ['extensionEnvironment', JSON.stringify(extensionEnvironment)],
  ];
  const page = await chrome.browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('console', (msg) => {
    const text = msg.text();
    appendFileSync(consoleLog, `${msg.type()}: ${text}\n`);
    if (text.includes('[atdf-e2e]')) console.log(text.replace(/^.*\[atdf-e2e\]\s?/, '  '));
  });
  let exitCode;
  const exited = new Promise((resolve) => {
    void page.exposeFunction('codeAutomationExit', (code) => {
      exitCode = code;
      resolve(code);
    });
  });
  log('running the suite in the extension host');
  await page.goto(`${server.url}/?folder=${encodeURIComponent(workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`);
  const timedOut = await Promise.race([exited.then(() => false), new Promise((r) => setTimeout(() => r(true), TEST_TIMEOUT_MS))]);
  await page.close().catch(() => {});

  const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : undefined;
  if (timedOut) log(`the suite did not finish within ${TEST_TIMEOUT_MS / 1000} s (see ${consoleLog})`);
  else if (!results) log(`the suite exited with ${exitCode} without writing ${resultsFile} (see ${consoleLog})`);

  if (process.env.ATDF_E2E_SCREENSHOT !== '0') {
    try {
      await takeScreenshot({ browser: chrome.browser, url: server.url, workspace, fileName: SCREENSHOT_FILE, outFile: join(root, 'docs', 'screenshot.png'), debugFile: join(work, 'screenshot-failure.png'), log });
    } catch (err) {
      log(`screenshot not taken: ${err.message.split('\n')[0]}`);
    }
  }
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const clean = !timedOut && exitCode === 0 && results !== undefined;
  return report(results, { incomplete: !clean && (results?.failed ?? 0) === 0 }) && clean;
}

let ok = false;
try {
  ok = await main();
} catch (err) {
  console.error(`[e2e] ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
