// `npm run package`: the installable extension, atdf-tools-<version>.vsix,
// made by @vscode/vsce from what `npm run build` left in dist/. esbuild bundles
// every runtime dependency, so vsce is told not to add node_modules
// (`dependencies: false`); .vscodeignore lists exactly what goes in.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createVSIX, listFiles } from '@vscode/vsce';
import { VSIX_NEEDED, VSIX_SIZE_BUDGET } from './vsix-contents.mjs';

const root = new URL('..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const missing = VSIX_NEEDED.filter((f) => !existsSync(join(root, f)));
if (missing.length > 0) {
  console.error(`package: missing ${missing.join(', ')}; run "npm run build" first.`);
  process.exit(1);
}

// --out FILE: where the .vsix goes (scripts/release-dry.mjs packs into its own folder); default the root.
const outAt = process.argv.indexOf('--out');
const packagePath = outAt > 0 ? resolve(process.argv[outAt + 1]) : join(root, `${manifest.name}-${manifest.version}.vsix`);
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
if (size > VSIX_SIZE_BUDGET) {
  console.error(`package: the .vsix is ${(size / 1024).toFixed(0)} KB, over the 2.75 MB budget; check .vscodeignore.`);
  process.exit(1);
}
