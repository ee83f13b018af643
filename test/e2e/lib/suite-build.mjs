// Compiles the extension-host suite (test/e2e/suite/*.ts) to CommonJS, one
// file per source, so mocha can add the *.test.js files one by one and the
// extension host can require them. `vscode` and `mocha` stay external (mocha
// resolves from the project's node_modules, up the tree).
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { suiteSources } from './paths.mjs';

export async function buildSuite(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  const entryPoints = readdirSync(suiteSources)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(suiteSources, f));
  await build({
    entryPoints,
    outdir: outDir,
    bundle: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  return join(outDir, 'index.js');
}
