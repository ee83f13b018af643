// The npm package `atdf` (library/, docs/library.md), as a user gets it:
// `npm pack ./library` (its prepack stages the bundle and emits the
// declarations), installed from the tarball into an empty folder with no
// network (it has no dependencies); there the example of docs/library.md is
// type-checked against the package's declarations (tsc --checkJs, no
// skipLibCheck) and run, and the package is bundled for the browser (no Node
// built-in may be imported).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { build } from 'esbuild';

const ROOT = join(__dirname, '..', '..');
const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;
const work = mkdtempSync(join(tmpdir(), 'atdf-library-'));
/** An empty project of the user's, outside the repository. */
const project = join(work, 'project');
let tarball = '';

const npm = (args: string[], cwd = work) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--offline', '--cache', join(work, 'npm-cache')], { cwd, encoding: 'utf8' });

/** The example of docs/library.md: the js block under "A runnable example", and the text block after it (what it prints). */
function docsExample(): { code: string; prints: string } {
  const page = readFileSync(join(ROOT, 'docs', 'library.md'), 'utf8');
  const section = page.slice(page.indexOf('## A runnable example'));
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  const prints = /It prints:\n\n```text\n([\s\S]*?)```/.exec(section)?.[1];
  assert.ok(code && prints, 'docs/library.md has the example and its output');
  return { code, prints };
}

before(() => {
  const packed = JSON.parse(npm(['pack', join(ROOT, 'library'), '--pack-destination', work, '--json'], ROOT)) as { filename: string }[];
  tarball = join(work, packed[0].filename);
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'user-project', private: true, type: 'module' }));
  npm(['install', tarball], project);
});
after(() => rmSync(work, { recursive: true, force: true }));

test('the tarball: the ES module, its declarations, README, LICENSE, package.json; no dependencies', () => {
  const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
  const other = listing.filter((f) => !f.startsWith('package/dist/types/') || !f.endsWith('.d.ts'));
  assert.deepEqual(other.sort(), ['package/LICENSE', 'package/README.md', 'package/dist/index.js', 'package/package.json']);
  assert.ok(listing.includes('package/dist/types/core/index.d.ts'));
  const manifest = JSON.parse(readFileSync(join(project, 'node_modules', 'atdf', 'package.json'), 'utf8'));
  assert.equal(manifest.name, 'atdf');
  assert.equal(manifest.version, VERSION);
  assert.equal(manifest.dependencies, undefined);
});

/** tsc on one file of the project, strict, against the installed package's declarations (not skipped). */
function typecheck(file: string) {
  const config = join(project, `tsconfig.${file}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2022', 'dom'],
        types: [],
        allowJs: true,
        checkJs: true,
        noEmit: true,
        strict: true,
        skipLibCheck: false,
      },
      files: [file],
    }),
  );
  return spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', config], { encoding: 'utf8' });
}

test("docs/library.md's example type-checks against the installed declarations and prints what the page says", () => {
  const { code, prints } = docsExample();
  writeFileSync(join(project, 'example.mjs'), code);
  const tsc = typecheck('example.mjs');
  assert.equal(tsc.status, 0, `tsc: ${tsc.stdout}${tsc.stderr}`);
  const run = spawnSync(process.execPath, ['example.mjs'], { cwd: project, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout, prints);
});

test('a type error against the declarations is caught (the check above can fail)', () => {
  writeFileSync(join(project, 'wrong.mjs'), "// @ts-check\nimport { createEngine } from 'atdf';\ncreateEngine().diagnose([{ uri: 1 }]);\n");
  const tsc = typecheck('wrong.mjs');
  assert.notEqual(tsc.status, 0);
  assert.match(tsc.stdout, /wrong\.mjs\(3,\d+\): error TS2345: .*WorkspaceFile/);
});

test('bundled for the browser, the installed package imports no Node built-in', async () => {
  writeFileSync(join(project, 'page.mjs'), "import { createEngine } from 'atdf';\nglobalThis.engine = createEngine();\n");
  const result = await build({
    entryPoints: [join(project, 'page.mjs')],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const imports = Object.values(result.metafile.inputs).flatMap((input) => input.imports.map((i) => i.path));
  assert.deepEqual(
    imports.filter((path) => path.startsWith('node:') || /^(fs|path|crypto|os|child_process|worker_threads|url|util)$/.test(path)),
    [],
  );
  assert.ok(Object.keys(result.metafile.inputs).some((input) => input.endsWith('atdf/dist/index.js')));
});
