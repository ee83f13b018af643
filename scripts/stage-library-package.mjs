// Fills library/ with what the npm package `atdf` ships (its `prepack`, so
// `npm pack ./library` does it): the engine's ES module bundle `npm run build`
// made (dist/library/index.js), its declarations (tsc over the engine's facade,
// library/tsconfig.json: about 15 s of CPU, so here rather than in every build)
// and the repository's LICENSE. All of it is build output, ignored by git.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist', 'library');
const target = join(root, 'library', 'dist');
if (!existsSync(join(built, 'index.js'))) {
  console.error('stage-library-package: missing dist/library/index.js; run "npm run build" first.');
  process.exit(1);
}
const rootVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
const libraryVersion = JSON.parse(readFileSync(join(root, 'library', 'package.json'), 'utf8')).version;
if (rootVersion !== libraryVersion) {
  console.error(
    `stage-library-package: library/package.json is ${libraryVersion}, the root ${rootVersion}; run "node scripts/stamp-version.mjs".`,
  );
  process.exit(1);
}
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
copyFileSync(join(built, 'index.js'), join(target, 'index.js'));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'library', 'tsconfig.json')], { stdio: 'inherit' });
// The package is an ES module: its declarations' relative imports need the file they name (`./x.js` for
// `./x.d.ts`, `./x/index.js` for a folder), as a user's tsc resolves them under "moduleResolution": "node16".
const withExtension = (file, specifier) => {
  const base = join(dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`stage-library-package: ${file} imports "${specifier}", which has no declaration`);
};
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      const fixed = text.replace(/((?:from |import\()['"])(\.{1,2}\/[^'"]*)(['"])/g, (_, before, specifier, after) =>
        specifier.endsWith('.js') ? `${before}${specifier}${after}` : `${before}${withExtension(path, specifier)}${after}`,
      );
      if (fixed !== text) writeFileSync(path, fixed);
    }
  }
};
walk(join(target, 'types'));
copyFileSync(join(root, 'LICENSE'), join(root, 'library', 'LICENSE'));
