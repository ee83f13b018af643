// The web worker server (dist/web/server.js in a real headless Chromium, LSP over
// postMessage) answers as `node dist/server.js --stdio` does: the same
// diagnostics, byte for byte, for every fixture the LSP tests use and every ATDF
// file under test/fixtures/; the same completion, hover, quick fix and context
// preview (token counts: the tokenizer in the worker).
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { CodeAction, CompletionList, Hover } from 'vscode-languageserver-protocol';
import { positionOf } from '../lsp/harness';
import { LspClient } from '../lsp/harness';
import { REF_TOOL, SEED, V1_JSON, V1_TOOL, V2_TOOL } from '../lsp/fixtures';
import { openBrowser, ROOT, type TestBrowser } from './browser';
import { initialize, startWebServer, webDiagnosticsFor, type WebServer } from './web-client';

/** Where the documents claim to be: no `.atdfrc` above it, so both servers run on the defaults. */
const BASE = 'file:///atdf-web-parity/';

function atdfFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return atdfFiles(path);
      return /\.atdf\.(ya?ml|json)$/.test(name) ? [path] : [];
    });
}

/** The fixtures' name prefix of the blind security corpus (names are paths under test/fixtures, / as --). */
const BLIND_CORPUS = 'lint--security-blind--';

const FIXTURES: { name: string; text: string }[] = [
  { name: 'seed.atdf.yaml', text: SEED },
  { name: 'v2-tool.atdf.yaml', text: V2_TOOL },
  { name: 'v1-tool.atdf.yaml', text: V1_TOOL },
  { name: 'ref-tool.atdf.yaml', text: REF_TOOL },
  { name: 'v1.atdf.json', text: V1_JSON },
  ...atdfFiles(join(ROOT, 'test', 'fixtures')).map((path) => ({
    name: relative(join(ROOT, 'test', 'fixtures'), path).replace(/\//g, '--'),
    text: readFileSync(path, 'utf8'),
  })),
];

/**
 * The same answer as JSON, as the Node server writes it on the wire: a worker's postMessage clones objects, so an
 * `undefined` member (absent from JSON) reaches this side as a member; JSON drops it, as a JSON-RPC client would.
 */
function assertSameJson(fromWeb: unknown, fromNode: unknown): void {
  assert.equal(JSON.stringify(fromWeb), JSON.stringify(fromNode));
}

const languageOf = (name: string) => (name.endsWith('.json') ? 'json' : 'atdf');

describe('the web worker server answers as the Node server does', () => {
  let browser: TestBrowser;
  let web: WebServer;
  let node: LspClient;
  let nodeInit: unknown;
  let webInit: unknown;

  before(async () => {
    browser = await openBrowser();
    web = await startWebServer(browser);
    [webInit, { client: node, initializeResult: nodeInit }] = await Promise.all([initialize(web), LspClient.start()]);
  });
  after(async () => {
    await node?.stop();
    await web?.close();
    await browser?.close();
  });

  test('initialize: the same capabilities and server info', () => {
    assertSameJson(webInit, nodeInit);
  });

  test(`the same diagnostics, byte for byte, for each of ${FIXTURES.length} fixtures`, async () => {
    assert.ok(FIXTURES.length >= 60, `expected the fixtures of test/lsp and test/fixtures, found ${FIXTURES.length}`);
    let withDiagnostics = 0;
    for (const { name, text } of FIXTURES) {
      const uri = BASE + name;
      const textDocument = { uri, languageId: languageOf(name), version: 1, text };
      await web.connection.sendNotification('textDocument/didOpen', { textDocument });
      await node.open(uri, text, languageOf(name));
      const [fromWeb, fromNode] = await Promise.all([webDiagnosticsFor(web, uri, 1), node.diagnosticsFor(uri, 1, 20_000)]);
      assert.equal(JSON.stringify(fromWeb.diagnostics), JSON.stringify(fromNode), `${name}: the web worker's diagnostics differ`);
      if (fromNode.length > 0 && !name.startsWith(BLIND_CORPUS)) withDiagnostics++;
      await web.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
      await node.close(uri);
    }
    // A comparison of empty lists would prove little: most fixtures have findings. The blind security corpus
    // (test/fixtures/lint/security-blind) is compared too but not counted: it measures the lint, and its benign
    // files and missed poisonings are clean by design.
    const counted = FIXTURES.filter(({ name }) => !name.startsWith(BLIND_CORPUS)).length;
    assert.ok(withDiagnostics >= counted / 2, `only ${withDiagnostics} of ${counted} fixtures had diagnostics`);
    assert.deepEqual(web.errors, []);
  });

  /** Opens a document beside this `.atdfrc.yaml` in both servers: the worker's last publishes must become Node's. */
  async function underConfig(config: string, check: (document: string, configDiagnostics: string) => void): Promise<void> {
    const dir = mkdtempSync(join(tmpdir(), 'atdf-web-config-'));
    try {
      writeFileSync(join(dir, '.atdfrc.yaml'), config);
      const uri = pathToFileURL(join(dir, 'configured.atdf.yaml')).href;
      const configUri = pathToFileURL(join(dir, '.atdfrc.yaml')).href;
      const text = V2_TOOL.replace('when_to_use:', 'when_to_us:');
      await web.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'atdf', version: 1, text } });
      await node.open(uri, text);
      const fromNode = JSON.stringify(await node.diagnosticsFor(uri, 1));
      // A config's problems are published on the config (none: nothing is published for it).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const nodeConfig = JSON.stringify(node.published.get(configUri)?.at(-1)?.diagnostics);
      check(fromNode, nodeConfig);
      const latest = (of: string) => JSON.stringify(web.published.filter((p) => p.uri === of).at(-1)?.diagnostics);
      const deadline = Date.now() + 15_000;
      while ((latest(uri) !== fromNode || latest(configUri) !== nodeConfig) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal(latest(uri), fromNode, 'the document under its config');
      assert.equal(latest(configUri), nodeConfig, "the config's own diagnostics");
      await web.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
      await node.close(uri);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  test('an .atdfrc beside the file applies in the worker too (read through the client, then published again)', () =>
    underConfig('rules:\n  atdf/unknown-key: off\n', (document) =>
      assert.ok(!document.includes('atdf/unknown-key') && document.includes('when_to_us'), `control: unknown-key is off: ${document}`),
    ));

  test("a broken .atdfrc: the worker publishes the config's own problem as Node does", () =>
    underConfig('rules:\n  no/such-rule: error\n', (_document, config) =>
      assert.ok(config?.includes('no/such-rule'), `control: the config's problem: ${config}`),
    ));

  describe('requests on an open document', () => {
    const uri = `${BASE}requests.atdf.yaml`;
    // A v2 tool with a misspelled key: a diagnostic with a quick fix.
    const text = V2_TOOL.replace('when_to_use:', 'when_to_us:');
    const ask = <R>(method: string, params: object): Promise<[R, R]> =>
      Promise.all([web.connection.sendRequest(method, params) as Promise<R>, node.connection.sendRequest(method, params) as Promise<R>]);

    before(async () => {
      await web.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'atdf', version: 1, text } });
      await node.open(uri, text);
      await Promise.all([webDiagnosticsFor(web, uri, 1), node.diagnosticsFor(uri, 1)]);
    });

    test('completion', async () => {
      const position = positionOf(text, '      type: string', 12);
      const [fromWeb, fromNode] = await ask<CompletionList | null>('textDocument/completion', { textDocument: { uri }, position });
      const items = fromWeb && ('items' in fromWeb ? fromWeb.items : fromWeb);
      assert.ok(Array.isArray(items) && items.length > 0, `no completion: ${JSON.stringify(fromWeb)}`);
      assertSameJson(fromWeb, fromNode);
    });

    test('hover', async () => {
      const position = positionOf(text, 'description: Copies', 2);
      const [fromWeb, fromNode] = await ask<Hover | null>('textDocument/hover', { textDocument: { uri }, position });
      assert.ok(fromWeb && JSON.stringify(fromWeb.contents).length > 20, `no hover: ${JSON.stringify(fromWeb)}`);
      assertSameJson(fromWeb, fromNode);
    });

    test('a quick fix', async () => {
      const diagnostics = (await webDiagnosticsFor(web, uri, 1)).diagnostics;
      const misspelled = diagnostics.find((d) => JSON.stringify(d).includes('when_to_us'));
      assert.ok(misspelled, `no diagnostic on the misspelled key: ${JSON.stringify(diagnostics)}`);
      const params = { textDocument: { uri }, range: misspelled.range, context: { diagnostics: [misspelled] } };
      const [fromWeb, fromNode] = await ask<CodeAction[]>('textDocument/codeAction', params);
      const fix = fromWeb.find((a) => a.kind === 'quickfix' && JSON.stringify(a.edit ?? {}).includes('when_to_use'));
      assert.ok(fix, `no quick fix renaming the key: ${JSON.stringify(fromWeb)}`);
      assertSameJson(fromWeb, fromNode);
    });

    test('the context preview counts tokens with the tokenizer in the worker', async () => {
      const [fromWeb, fromNode] = await ask<{ tokens: number; tokenizer: string }>('atdf/context/preview', { uri, target: 'mcp' });
      assert.equal(fromWeb.tokenizer, 'o200k_base');
      assert.ok(fromWeb.tokens > 50, `tokens: ${JSON.stringify(fromWeb).slice(0, 300)}`);
      assertSameJson(fromWeb, fromNode);
    });
  });
});
