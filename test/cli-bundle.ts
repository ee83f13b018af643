// The `atdf` CLI as tests run it: server/src/cli/main.ts bundled by esbuild (as
// scripts/build.mjs bundles dist/cli.js) from the current sources, once per
// test process, into a scratch folder. A real process per run, without tsx:
// through tsx each spawn cost about a second of compiling (1.35 s of CPU for
// `validate examples`, against 0.17 s for the bundle).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync, type BuildOptions } from 'esbuild';

const ROOT = path.resolve(__dirname, '..');
let bundled: string | undefined;

/** The path of the bundled CLI (`node <path> ...args`), bundled on the first call. */
export function bundledCli(): Promise<string> {
  return Promise.resolve(bundledCliSync());
}

/** As bundledCli, for synchronous callers (spawnSync helpers). */
export function bundledCliSync(): string {
  bundled ??= bundle();
  return bundled;
}

function bundle(): string {
  const scratch = mkdtempSync(path.join(tmpdir(), 'atdf-cli-bundle-'));
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
  const outfile = path.join(scratch, 'cli.js');
  const common: BuildOptions = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', logLevel: 'error' };
  buildSync({
    ...common,
    loader: { '.json': 'json' },
    alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' }, // as scripts/build.mjs (its UMD build does not bundle)
    entryPoints: [path.join(ROOT, 'server/src/cli/main.ts')],
    outfile,
    // As in dist/: the tokenizer is a bundle of its own beside cli.js, loaded on first use (scripts/bundles.mjs).
    external: ['./tokenizer.js'],
  });
  buildSync({
    ...common,
    entryPoints: [path.join(ROOT, 'server/src/tokens/tokenizer.ts')],
    outfile: path.join(scratch, 'tokenizer.js'),
  });
  return outfile;
}
