// Headless Chromium (Debian's, /usr/bin/chromium or $CHROMIUM / $ATDF_E2E_CHROMIUM)
// driven by playwright-core, and a small HTTP server for the pages it opens: the
// repository's dist/web/ and examples/ (a worker cannot start from file:). Never
// `npx playwright install`: the browser comes from apt (.ci/run installs it).
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const ROOT = join(__dirname, '..', '..');
export const CHROMIUM = process.env.CHROMIUM || process.env.ATDF_E2E_CHROMIUM || '/usr/bin/chromium';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'];
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.json': 'application/json' };
/** The folders the server serves (nothing else of the repository). */
const SERVED = ['dist/web/', 'examples/monaco/', 'node_modules/monaco-editor/min/'];

export interface TestBrowser {
  browser: Browser;
  /** http://127.0.0.1:port/ — `${base}dist/web/server.js`; `${base}` itself is an empty page. */
  base: string;
  close(): Promise<void>;
}

export async function openBrowser(): Promise<TestBrowser> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM`);
  const http = await serve();
  const server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const pid = server.process().pid;
  const browser = await chromium.connect(server.wsEndpoint());
  return {
    browser,
    base: `http://127.0.0.1:${(http.address() as AddressInfo).port}/`,
    async close() {
      await Promise.race([browser.close().then(() => server.close()), new Promise((r) => setTimeout(r, 5000).unref())]).catch(() => {});
      try {
        if (pid) process.kill(pid, 'SIGKILL'); // still there after close() timed out
      } catch {
        // already gone
      }
      http.close();
    },
  };
}

function serve(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^\/+/, '');
    if (path === '' || path === '.') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>ATDF web tests</title>');
      return;
    }
    const file = join(ROOT, path);
    if (!SERVED.some((dir) => path.startsWith(dir)) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
