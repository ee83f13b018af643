// `npm run package`: the installable extension, atdf-tools-<version>.vsix,
// made by @vscode/vsce from what `npm run build` left in dist/. esbuild bundles
// every runtime dependency, so vsce is told not to add node_modules
// (`dependencies: false`); .vscodeignore lists exactly what goes in.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createVSIX, listFiles } from '@vscode/vsce';

const root = new URL('..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// 2.75 MB: o200k_base (dist/web/tokenizer.js, ~1.1 MB compressed, which Node's dist/tokenizer.js requires) is in it
// for the context preview and token counts, once for both the desktop and the web server; VS Code for the Web's
// server and client (dist/web/server.js, dist/extension-web.js) add ~380 KB compressed (docs/web.md). It was 2.5 MB
// before them; at 2,585 KB on 2026-12-02 the docs pages had grown past it.
const SIZE_BUDGET = 2.75 * 1024 * 1024;

const needed = [
  'dist/extension.js',
  'dist/server.js',
  'dist/sdk.js',
  'dist/tokenizer.js',
  'dist/extension-web.js',
  'dist/web/server.js',
  'dist/web/tokenizer.js',
  'dist/schemas/atdf.schema.json',
  'images/icon.png',
  'LICENSE',
];
const missing = needed.filter((f) => !existsSync(join(root, f)));
if (missing.length > 0) {
  console.error(`package: missing ${missing.join(', ')}; run "npm run build" first.`);
  process.exit(1);
}

const packagePath = join(root, `${manifest.name}-${manifest.version}.vsix`);
const options = {
  cwd: root,
  packagePath,
  dependencies: false,
  // No public repository URL yet: README links stay relative (the screenshot
  // ships inside the .vsix, so the extension page still shows it).
  allowMissingRepository: true,
  rewriteRelativeLinks: false,
  skipLicense: false,
};

try {
  const files = await listFiles({ cwd: root, packageManager: 'none' }).catch(() => null);
  if (files) console.log(`package: ${files.length} files: ${files.sort().join(', ')}`);
  await createVSIX(options);
} catch (err) {
  console.error(`package: vsce failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

const size = statSync(packagePath).size;
console.log(`package: ${packagePath} (${(size / 1024).toFixed(0)} KB)`);
if (size > SIZE_BUDGET) {
  console.error(`package: the .vsix is ${(size / 1024).toFixed(0)} KB, over the 2.75 MB budget; check .vscodeignore.`);
  process.exit(1);
}
