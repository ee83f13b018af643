// The extension bundle is a thin client: it is built here (the options of
// scripts/bundles.mjs, with esbuild's metafile) and must hold no engine module
// (nothing of server/src but the request names of server/src/protocol/) and
// none of the MCP SDK, zod, ajv or yaml (the language server does that work).
// What is left is the UI and vscode-languageclient with its protocol packages.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

const ROOT = join(__dirname, '..', '..', '..');
const KB = 1024;
/** The extension's own code (client/src and the protocol names): the UI. */
const OWN_CODE_BUDGET = 150 * KB;
/** The whole file; vscode-languageclient with vscode-jsonrpc and the protocol types is ~420 KB of it, minified. */
const BUNDLE_BUDGET = 480 * KB;
const ENGINE_PACKAGES = /^node_modules\/(@modelcontextprotocol\/|zod|ajv|yaml\/)/;

test('dist/extension.js carries the UI and the LSP client only: no engine module, no MCP SDK', async () => {
  const { bundles } = (await import(pathToFileURL(join(ROOT, 'scripts', 'bundles.mjs')).href)) as { bundles: Record<string, BuildOptions> };
  const dir = mkdtempSync(join(tmpdir(), 'atdf-bundle-'));
  try {
    const outfile = join(dir, 'extension.js');
    const result = await build({ ...bundles.extension, absWorkingDir: ROOT, outfile, sourcemap: false, metafile: true });
    // A package's path from its node_modules/ on (a worktree's node_modules may be a link to another checkout's).
    const inputs = Object.keys(result.metafile!.inputs).map((p) => p.replace(/^(?:\.\.\/)+.*?(?=node_modules\/)/, ''));
    const engine = inputs.filter((p) => (p.startsWith('server/') && !p.startsWith('server/src/protocol/')) || ENGINE_PACKAGES.test(p));
    assert.deepEqual(engine, [], 'the extension bundle must not hold the engine or the MCP SDK');
    assert.ok(
      inputs.some((p) => p.startsWith('node_modules/vscode-languageclient/')),
      'control: the bundle does hold vscode-languageclient',
    );
    const output = Object.values(result.metafile!.outputs)[0];
    let own = 0;
    for (const [path, input] of Object.entries(output.inputs)) if (!path.includes('node_modules/')) own += input.bytesInOutput;
    const size = statSync(outfile).size;
    assert.ok(own <= OWN_CODE_BUDGET, `the extension's own code is ${(own / KB).toFixed(0)} KB (budget ${OWN_CODE_BUDGET / KB} KB)`);
    assert.ok(size <= BUNDLE_BUDGET, `dist/extension.js is ${(size / KB).toFixed(0)} KB (budget ${BUNDLE_BUDGET / KB} KB)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
