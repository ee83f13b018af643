// The web worker server (dist/web/server.js), its tokenizer
// (dist/web/tokenizer.js) and the web extension (dist/extension-web.js) hold no Node built-in and the server stays within its
// size budget (scripts/bundles.mjs WEB_SERVER_MAX_BYTES, docs/web.md). Built
// here with the options of scripts/bundles.mjs, so a stale dist/ cannot pass.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { nodeBuiltinUses } from '../../unit/web/node-builtins';

const ROOT = join(__dirname, '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'atdf-web-bundle-'));
let maxBytes = 0;
const inputs: Record<string, string[]> = {};

before(async () => {
  const { bundles, WEB_SERVER_MAX_BYTES } = (await import(pathToFileURL(join(ROOT, 'scripts', 'bundles.mjs')).href)) as {
    bundles: Record<string, BuildOptions>;
    WEB_SERVER_MAX_BYTES: number;
  };
  maxBytes = WEB_SERVER_MAX_BYTES;
  for (const name of ['webServer', 'webTokenizer', 'webMonaco', 'extensionWeb']) {
    const result = await build({ ...bundles[name], absWorkingDir: ROOT, outfile: join(dir, `${name}.js`), metafile: true });
    inputs[name] = Object.keys(result.metafile!.inputs);
  }
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('the check finds each kind of Node use it looks for', () => {
  const uses = nodeBuiltinUses(
    'var a=require("fs");import("node:worker_threads");import {x} from "child_process";process.env.X;Buffer.from(a);__dirname',
  );
  assert.equal(uses.length, 6, uses.join('\n'));
  // Names that only look alike are not Node's: a module of the bundle's own, a member called `process`, messageBuffer.create.
  assert.deepEqual(nodeBuiltinUses('import("./tokenizer.js");a.process.b;messageBuffer.create();var processes=1'), []);
  assert.deepEqual(nodeBuiltinUses('var p=typeof process=="object"&&process?process.platform:"posix"'), [], 'a guarded use');
  assert.equal(nodeBuiltinUses('require("vscode");require("./x")').length, 2, 'a browser has no require');
  assert.equal(nodeBuiltinUses('require("vscode");require("./x")', ['vscode']).length, 1);
});

for (const [name, file] of [
  ['webServer', 'dist/web/server.js'],
  ['webTokenizer', 'dist/web/tokenizer.js'],
  ['webMonaco', 'dist/web/monaco.js'],
  ['extensionWeb', 'dist/extension-web.js'],
] as const) {
  test(`${file} holds no Node built-in (fs, child_process, worker_threads, process.*, Buffer)`, () => {
    assert.deepEqual(
      inputs[name].filter((input) => input.startsWith('node:') || /^server\/src\/(host\/node-host|files\/read-bounded)/.test(input)),
      [],
    );
    // The web extension's `vscode` is VS Code's own module, not Node's.
    assert.deepEqual(nodeBuiltinUses(readFileSync(join(dir, `${name}.js`), 'utf8'), name === 'extensionWeb' ? ['vscode'] : []), []);
  });
}

test('dist/web/server.js is within its budget, minified (docs/web.md)', () => {
  const size = statSync(join(dir, 'webServer.js')).size;
  assert.ok(maxBytes === 1.5 * 1024 * 1024, `budget ${maxBytes}`);
  assert.ok(size <= maxBytes, `dist/web/server.js is ${size} bytes, over its ${maxBytes}-byte budget`);
  // The engine is in it (not a stub that would pass the size check).
  assert.ok(inputs.webServer.some((input) => input.startsWith('server/src/core/')));
});

test('dist/extension-web.js is the UI and the LSP client: of the server, only the request names of protocol/', () => {
  const server = inputs.extensionWeb.filter((input) => input.startsWith('server/') && !input.startsWith('server/src/protocol/'));
  assert.deepEqual(server, []);
  assert.ok(inputs.extensionWeb.some((input) => input.startsWith('client/src/web/')));
});
