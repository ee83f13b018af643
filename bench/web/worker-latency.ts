// Edit latency of the web worker server (dist/web/server.js in headless
// Chromium) beside the Node server (`node dist/server.js --stdio`), on the
// catalog of the Node LSP benchmark (bench/lsp/catalog.ts, bench/gen-catalog.ts):
// cold open -> first diagnostics, then edits that alternately break and mend
// the `type: string` line in the middle (edit -> the diagnostics of that
// version). Each side is timed where its client sits: the worker's in the page
// (postMessage -> the page's message event), Node's in this process (stdio).
//
//   node scripts/build.mjs && npx tsx bench/web/worker-latency.ts [--sizes 200,1000,5000] [--edits 12]
import { loadCatalog, findMiddleTypeLine } from '../lsp/catalog';
import { LspClient } from '../../test/lsp/harness';
import { openBrowser } from '../../test/web/browser';
import { initialize, startWebServer, type WebServer } from '../../test/web/web-client';

interface Run {
  openMs: number;
  editMs: number[];
}

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}
const sizes = arg('--sizes', '200,1000,5000').split(',').map(Number);
const edits = Number(arg('--edits', '12'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

/** The break/mend edit of round i (even: break `string` -> `12345`, odd: mend). */
function edit(i: number, target: ReturnType<typeof findMiddleTypeLine>) {
  const breaking = i % 2 === 0;
  const current = breaking ? 'string' : '12345';
  return {
    range: {
      start: { line: target.line, character: target.startCharacter },
      end: { line: target.line, character: target.startCharacter + current.length },
    },
    text: breaking ? '12345' : 'string',
  };
}

async function runNode(uri: string, text: string): Promise<Run> {
  const { client } = await LspClient.start();
  try {
    const target = findMiddleTypeLine(text);
    let start = performance.now();
    await client.open(uri, text);
    await client.diagnosticsFor(uri, 1, 120_000);
    const openMs = performance.now() - start;
    const editMs: number[] = [];
    for (let i = 0; i < edits; i++) {
      await sleep(150);
      start = performance.now();
      await client.change(uri, i + 2, [edit(i, target)]);
      await client.diagnosticsFor(uri, i + 2, 60_000);
      editMs.push(performance.now() - start);
    }
    return { openMs, editMs };
  } finally {
    await client.stop();
  }
}

async function runWorker(web: WebServer, uri: string, text: string): Promise<Run> {
  const target = findMiddleTypeLine(text);
  const changes = Array.from({ length: edits }, (_, i) => edit(i, target));
  // In the page: each message posted to the worker and the publish of its version awaited there. Plain JavaScript
  // text: a function passed to evaluate() would carry tsx's `__name` helper, which the page lacks.
  const page = `async ({ uri, text, changes }) => {
    const worker = globalThis.atdfWorker;
    const published = (version) =>
      new Promise((resolve) => {
        const listener = (event) => {
          const m = event.data;
          if (m.method === 'textDocument/publishDiagnostics' && m.params.uri === uri && m.params.version === version) {
            worker.removeEventListener('message', listener);
            resolve(performance.now());
          }
        };
        worker.addEventListener('message', listener);
      });
    let waiting = published(1);
    let start = performance.now();
    worker.postMessage({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'atdf', version: 1, text } } });
    const openMs = (await waiting) - start;
    const editMs = [];
    for (let i = 0; i < changes.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const version = i + 2;
      waiting = published(version);
      start = performance.now();
      worker.postMessage({ jsonrpc: '2.0', method: 'textDocument/didChange', params: { textDocument: { uri, version }, contentChanges: [changes[i]] } });
      editMs.push((await waiting) - start);
    }
    worker.postMessage({ jsonrpc: '2.0', method: 'textDocument/didClose', params: { textDocument: { uri } } });
    return { openMs, editMs };
  }`;
  return web.page.evaluate(([code, args]) => (0, eval)(code)(args) as Promise<Run>, [page, { uri, text, changes }] as const);
}

async function main(): Promise<void> {
  const browser = await openBrowser();
  try {
    const rows: string[] = [];
    for (const size of sizes) {
      const { text, lines } = loadCatalog(size);
      const uri = `file:///atdf-bench-web/catalog-${size}.atdf.yaml`;
      // A fresh worker per size, as the Node side gets a fresh process: the open is cold for both.
      const web = await startWebServer(browser);
      await initialize(web);
      const worker = await runWorker(web, uri, text);
      await web.close();
      const node = await runNode(uri, text);
      const ratio = median(worker.editMs) / median(node.editMs);
      rows.push(
        `| ${size} tools (${lines} lines, ${(text.length / 1024).toFixed(0)} KB) | ${node.openMs.toFixed(0)} | ${worker.openMs.toFixed(0)} | ` +
          `${median(node.editMs).toFixed(1)} / ${p95(node.editMs).toFixed(1)} | ${median(worker.editMs).toFixed(1)} / ${p95(worker.editMs).toFixed(1)} | ${ratio.toFixed(2)}x |`,
      );
      console.error(
        `${size}: node edits ${node.editMs.map((x) => x.toFixed(1)).join(' ')}; worker ${worker.editMs.map((x) => x.toFixed(1)).join(' ')}`,
      );
    }
    console.log(`| catalog | Node open ms | worker open ms | Node edit ms median / p95 | worker edit ms median / p95 | worker/Node |`);
    console.log(`|---|---|---|---|---|---|`);
    for (const row of rows) console.log(row);
  } finally {
    await browser.close();
  }
}

void main();
