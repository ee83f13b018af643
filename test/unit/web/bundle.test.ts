// The web worker server (dist/web/server.js) and its tokenizer
// (dist/web/tokenizer.js) hold no Node built-in and the server stays within its
// size budget (scripts/bundles.mjs WEB_SERVER_MAX_BYTES, docs/web.md). Built
// here with the options of scripts/bundles.mjs, so a stale dist/ cannot pass.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { nodeBuiltinUses } from './node-builtins';

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
  for (const name of ['webServer', 'webTokenizer']) {
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
});

for (const [name, file] of [
  ['webServer', 'dist/web/server.js'],
  ['webTokenizer', 'dist/web/tokenizer.js'],
] as const) {
  test(`${file} holds no Node built-in (fs, child_process, worker_threads, process.*, Buffer)`, () => {
    assert.deepEqual(
      inputs[name].filter((input) => input.startsWith('node:') || /^server\/src\/(host\/node-host|files\/read-bounded)/.test(input)),
      [],
    );
    assert.deepEqual(nodeBuiltinUses(readFileSync(join(dir, `${name}.js`), 'utf8')), []);
  });
}

test('dist/web/server.js is within its budget, minified (docs/web.md)', () => {
  const size = statSync(join(dir, 'webServer.js')).size;
  assert.ok(maxBytes === 1.5 * 1024 * 1024, `budget ${maxBytes}`);
  assert.ok(size <= maxBytes, `dist/web/server.js is ${size} bytes, over its ${maxBytes}-byte budget`);
  // The engine is in it (not a stub that would pass the size check).
  assert.ok(inputs.webServer.some((input) => input.startsWith('server/src/core/')));
});
