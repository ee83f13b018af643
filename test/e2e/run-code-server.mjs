// CI's launcher of the real-VS-Code tests: the extension, packaged as a .vsix
// and installed into code-server (VS Code 1.139), runs the mocha suite of
// test/e2e/suite in the real extension host, in headless Chromium: a first
// pass in a trusted workspace, then a short second pass (a fresh code-server
// without --disable-workspace-trust) that runs only the untrusted-workspace tests;
// then the browser entry in code-server's web worker extension host (lib/web-pass.mjs).
//
//   node test/e2e/run-code-server.mjs            build, package, install, test, screenshot
//   ATDF_E2E_GREP=quick node test/e2e/run-code-server.mjs   only tests whose title matches
//   ATDF_E2E_SCREENSHOT=0 ...                    skip docs/screenshot.png and docs/context-preview.png
//   ATDF_E2E_PASSES=web ...                      only some passes (any of: trusted untrusted web)
//
// Prints every test, then one "N passed, N failed" line for both passes; exits non-zero
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
import { takeContextPreviewScreenshot, takeScreenshot } from './lib/screenshot.mjs';
import { buildSuite } from './lib/suite-build.mjs';
import { runWebPass } from './lib/web-pass.mjs';
import { report, suiteEnvironment } from './lib/environment.mjs';
import { fixtureSources, installedFolderName, root, vsixPath, work } from './lib/paths.mjs';

const TEST_TIMEOUT_MS = Number(process.env.ATDF_E2E_TIMEOUT_MS ?? 10 * 60_000);
const SCREENSHOT_FILE = 'broken-example.atdf.yaml';
const log = (...args) => console.log('[e2e]', ...args);
const cleanups = [];

async function cleanUp() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((err) => log(`clean-up: ${err.message}`));
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
  const extensionsDir = join(work, 'extensions');
  const suiteIndex = await buildSuite(join(work, 'suite'));
  const env = scratchEnv(work);

  log(`installing ${vsixPath} into code-server`);
  log(installExtension({ vsix: vsixPath, userDataDir: prepareUserData(join(work, 'user-data')), extensionsDir, env }));
  const extensionPath = join(extensionsDir, installedFolderName);
  if (!existsSync(join(extensionPath, 'package.json'))) throw new Error(`the .vsix did not install to ${extensionPath}`);

  const chrome = await launchBrowser();
  cleanups.push(chrome.close);
  log(`chromium pid ${chrome.pid}`);
  const common = { chrome, env, extensionsDir, extensionPath, suiteIndex };

  const passes = (process.env.ATDF_E2E_PASSES ?? 'trusted untrusted web').split(/[\s,]+/);
  const skipped = { results: { passed: 0, failed: 0, tests: [] }, clean: true };
  // Pass 1: the workspace is trusted (--disable-workspace-trust); every test but the untrusted ones.
  const trusted = passes.includes('trusted')
    ? await runPass({ ...common, name: 'trusted', trustWorkspace: true, screenshot: process.env.ATDF_E2E_SCREENSHOT !== '0' })
    : skipped;
  // Pass 2 (short): a fresh code-server that leaves workspace trust on, so the
  // folder opens untrusted (its trust prompt is never answered); only the untrusted tests.
  const grep = process.env.ATDF_E2E_GREP;
  const untrusted =
    passes.includes('untrusted') && (!grep || new RegExp(grep).test('untrusted workspace (restricted mode)'))
      ? await runPass({ ...common, name: 'untrusted', trustWorkspace: false, screenshot: false })
      : skipped;
  // Pass 3: the browser entry in the web worker extension host (vscode.dev's), driven through the workbench.
  const web =
    passes.includes('web') && (!grep || new RegExp(grep).test('web extension host'))
      ? await runWebPass({ base: join(work, 'web'), chrome, env, vsix: vsixPath, prepareUserData, cleanups, log })
      : skipped;
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  // One closing "N passed, N failed" line for all passes (scripts/test.mjs sums such lines).
  const all = [trusted, untrusted, web];
  const results = all.some((p) => p.results)
    ? {
        passed: all.reduce((n, p) => n + (p.results?.passed ?? 0), 0),
        failed: all.reduce((n, p) => n + (p.results?.failed ?? 0), 0),
        tests: all.flatMap((p) => p.results?.tests ?? []),
      }
    : undefined;
  const incomplete = all.filter((p) => !p.clean && (p.results?.failed ?? 0) === 0).length;
  const passedAll = report(results, { incomplete });
  return passedAll && all.every((p) => p.clean);
}

function prepareUserData(userDataDir) {
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
  return userDataDir;
}

/**
 * One code-server with its own user data and a fresh copy of the fixture
 * workspace, the suite run once in its extension host; the server is stopped
 * before returning. Resolves with the suite's results (undefined if it wrote
 * none) and whether the run ended cleanly (exit 0, in time, results written).
 */
async function runPass({ name, trustWorkspace, screenshot, chrome, env, extensionsDir, extensionPath, suiteIndex }) {
  const base = join(work, name);
  const userDataDir = prepareUserData(join(base, 'user-data'));
  const workspace = join(base, 'workspace');
  const resultsFile = join(base, 'results.json');
  const consoleLog = join(base, 'browser-console.log');
  cpSync(fixtureSources, workspace, { recursive: true });

  const port = await freePort();
  const server = await startCodeServer({ port, userDataDir, extensionsDir, env, logFile: join(base, 'code-server.log'), trustWorkspace });
  cleanups.push(server.stop);
  try {
    log(`${name} workspace: code-server ${server.url} (pid ${server.pid})`);
    const remote = (p) => `vscode-remote://127.0.0.1:${port}${p}`;
    const payload = [
      ['extensionDevelopmentPath', remote(extensionPath)],
      ['extensionTestsPath', remote(suiteIndex)],
      ['extensionEnvironment', JSON.stringify(suiteEnvironment(resultsFile, { pass: name }))],
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
    log(`running the suite in the extension host (${name} workspace)`);
    await page.goto(`${server.url}/?folder=${encodeURIComponent(workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`);
    const timedOut = await Promise.race([exited.then(() => false), new Promise((r) => setTimeout(() => r(true), TEST_TIMEOUT_MS))]);
    await page.close().catch(() => {});

    const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : undefined;
    if (timedOut) log(`the ${name} pass did not finish within ${TEST_TIMEOUT_MS / 1000} s (see ${consoleLog})`);
    else if (!results) log(`the ${name} pass exited with ${exitCode} without writing ${resultsFile} (see ${consoleLog})`);

    if (screenshot) {
      try {
        await takeScreenshot({
          browser: chrome.browser,
          url: server.url,
          workspace,
          fileName: SCREENSHOT_FILE,
          outFile: join(root, 'docs', 'screenshot.png'),
          debugFile: join(base, 'screenshot-failure.png'),
          log,
        });
      } catch (err) {
        log(`screenshot not taken: ${err.message.split('\n')[0]}`);
      }
      try {
        await takeContextPreviewScreenshot({
          browser: chrome.browser,
          url: server.url,
          workspace,
          fileName: 'valid.atdf.yaml',
          target: 'prompt',
          outFile: join(root, 'docs', 'context-preview.png'),
          debugFile: join(base, 'context-preview-failure.png'),
          log,
        });
      } catch (err) {
        log(`context preview screenshot not taken: ${err.message.split('\n')[0]}`);
      }
    }
    return { results, clean: !timedOut && exitCode === 0 && results !== undefined };
  } finally {
    cleanups.splice(cleanups.indexOf(server.stop), 1);
    await server.stop();
  }
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
