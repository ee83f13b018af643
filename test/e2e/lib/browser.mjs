// Headless Chromium (Debian's) driven by playwright-core from .e2e/node_modules.
// Never `npx playwright install`: the browser comes from apt.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromiumPath, e2eModules } from './paths.mjs';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launchBrowser() {
  const require = createRequire(join(e2eModules, 'noop.js'));
  const { chromium } = require('playwright-core');
  // launchServer (not launch) so that we know Chromium's PID and can always end it.
  const server = await chromium.launchServer({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS });
  const pid = server.process().pid;
  const browser = await chromium.connect(server.wsEndpoint());
  return {
    browser,
    pid,
    async close() {
      await Promise.race([
        browser
          .close()
          .then(() => server.close())
          .catch(() => {}),
        new Promise((r) => setTimeout(r, 5000)),
      ]);
      if (pid) {
        try {
          process.kill(pid, 'SIGKILL'); // Still there after close() timed out.
        } catch {
          // Gone: the normal case.
        }
      }
    },
  };
}
