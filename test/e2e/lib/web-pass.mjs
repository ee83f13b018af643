// The browser entry of the extension (package.json `browser`: dist/extension-web.js, which starts
// dist/web/server.js in a web worker) in a real web extension host: code-server's workbench runs an
// extension that has no `main` in its web worker extension host, inside the page, as vscode.dev and
// github.dev do. The installed copy of the .vsix has its `main` taken out (and `extensionKind: ["web"]`),
// so nothing of it can run in the Node extension host: a squiggle and the Problems panel's ATDF messages
// on the broken example can only come from the worker server. (The page's workers cannot be named to check
// it another way: VS Code starts every worker of the extension host, ours too, from a blob: URL.) The
// workbench is driven as a user would (the explorer, the Problems panel), each step waiting for a precise
// selector.
import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, installExtension, startCodeServer } from './code-server.mjs';
import { fixtureSources, installedFolderName } from './paths.mjs';

const WAIT = { timeout: 90_000 };
const FILE = 'broken-example.atdf.yaml';

/** Resolves with the pass's results ({ passed, failed, tests }) and whether it ran to its end. */
export async function runWebPass({ base, chrome, env, vsix, prepareUserData, cleanups, log }) {
  const userDataDir = prepareUserData(join(base, 'user-data'));
  const extensionsDir = join(base, 'extensions');
  const workspace = join(base, 'workspace');
  cpSync(fixtureSources, workspace, { recursive: true });
  installExtension({ vsix, userDataDir, extensionsDir, env });
  const manifestFile = join(extensionsDir, installedFolderName, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (!manifest.browser) throw new Error(`${manifestFile} has no "browser" entry`);
  delete manifest.main;
  manifest.extensionKind = ['web'];
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));

  const port = await freePort();
  const server = await startCodeServer({ port, userDataDir, extensionsDir, env, logFile: join(base, 'code-server.log') });
  cleanups.push(server.stop);
  const tests = [];
  const page = await chrome.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const consoleLines = [];
  const consoleLog = join(base, 'browser-console.log');
  writeFileSync(consoleLog, '');
  page.on('console', (msg) => {
    const line = `${msg.type()}: ${msg.text()}`;
    consoleLines.push(line);
    appendFileSync(consoleLog, `${line}\n`);
  });
  const check = async (title, body) => {
    try {
      await body();
      tests.push({ title, state: 'passed' });
      log(`  ✓ ${title}`);
    } catch (err) {
      tests.push({
        title,
        state: 'failed',
        error: `${err.message}\n(browser console, last lines:)\n${consoleLines.slice(-15).join('\n')}`,
      });
      log(`  ✗ ${title}`);
      await page.screenshot({ path: join(base, 'failure.png') }).catch(() => {});
    }
  };
  try {
    log(`web workspace: code-server ${server.url} (pid ${server.pid}), the extension without its "main"`);
    await page.goto(`${server.url}/?folder=${encodeURIComponent(workspace)}`);
    await check('web extension host: the broken example gets its ATDF squiggle from the worker server', async () => {
      await page.waitForSelector('.monaco-workbench', WAIT);
      const row = page.locator('.explorer-folders-view .monaco-list-row', { hasText: FILE }).first();
      await row.waitFor(WAIT);
      await row.click();
      await page.waitForSelector(`.tabs-container .tab.active[aria-label*="${FILE}"]`, WAIT);
      await page.waitForSelector('.monaco-editor .squiggly-error', { ...WAIT, state: 'attached' });
    });
    await check("web extension host: the Problems panel lists the example's wrong input with its pointer", async () => {
      await page.keyboard.press('Control+Shift+M');
      const problem = page.locator('.markers-panel .monaco-list-row', { hasText: '/tool/examples/1/input/End' }).first();
      await problem.waitFor(WAIT);
      const text = await problem.innerText();
      if (!/expected string, got (integer|number)/.test(text)) throw new Error(`the problem reads: ${text}`);
    });
    return {
      results: {
        passed: tests.filter((t) => t.state === 'passed').length,
        failed: tests.filter((t) => t.state === 'failed').length,
        tests,
      },
      clean: true,
    };
  } finally {
    await page.close().catch(() => {});
    cleanups.splice(cleanups.indexOf(server.stop), 1);
    await server.stop();
  }
}
