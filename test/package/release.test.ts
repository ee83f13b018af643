// `npm run release:dry`'s checks (scripts/release-check.mjs) on the real
// artifacts, packed here as the script packs them: the CLI/server tarball,
// the library tarball and the .vsix must pass; the same checks must say what
// is wrong with an artifact that is not fit (so they can fail).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
// @ts-expect-error: a plain ES module of the build scripts, no declarations
import { checkLibraryTarball, checkServerTarball, checkVsix, describe } from '../../scripts/release-check.mjs';

const ROOT = join(__dirname, '..', '..');
const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;
const work = mkdtempSync(join(tmpdir(), 'atdf-release-test-'));
let server = '';
let library = '';
const vsix = join(work, `atdf-tools-${VERSION}.vsix`);

const pack = (dir: string) => {
  const out = execFileSync('npm', ['pack', `./${dir}`, '--pack-destination', work, '--json', '--silent', '--offline'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return join(work, (JSON.parse(out) as { filename: string }[])[0].filename);
};

before(() => {
  server = pack('server');
  library = pack('library');
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'package.mjs'), '--out', vsix], { cwd: ROOT, encoding: 'utf8' });
});
after(() => rmSync(work, { recursive: true, force: true }));

test('the server tarball installs into an empty prefix, says its version and validates examples/', () => {
  assert.deepEqual(checkServerTarball(server, { version: VERSION, examples: join(ROOT, 'examples') }), []);
});

test('the library tarball imports from an empty project and its engine finds an error', () => {
  assert.deepEqual(checkLibraryTarball(library, { version: VERSION }), []);
});

test('the .vsix holds what the extension runs on, within its size budget', () => {
  assert.deepEqual(checkVsix(vsix, { version: VERSION }), []);
});

test('what would be published: name, version, size and sha256 of each file', () => {
  const facts = describe(server, 'npm', 'atdf-language-server', VERSION);
  assert.equal(facts.size, readFileSync(server).length);
  assert.match(facts.sha256, /^[0-9a-f]{64}$/);
  assert.equal(facts.sha256, execFileSync('sha256sum', [server], { encoding: 'utf8' }).split(' ')[0]);
});

test('the checks fail on unfit artifacts, naming the file', () => {
  const name = `atdf-tools-${VERSION}.vsix`;
  assert.deepEqual(checkVsix(vsix, { version: '9.9.9', budget: 1024 * 1024 }), [
    `${name}: its package.json says version ${VERSION}, not 9.9.9`,
    `${name}: ${Math.round(readFileSync(vsix).length / 1024)} KB, over its 1024 KB budget`,
  ]);
  assert.deepEqual(checkVsix(server, { version: VERSION }), [
    `atdf-language-server-${VERSION}.tgz: not a zip file (no end of central directory)`,
  ]);
  // The library's tarball installs, but it has no `atdf` bin: the server check says so.
  const wrong = checkServerTarball(library, { version: VERSION, examples: join(ROOT, 'examples') });
  assert.deepEqual(wrong, [`atdf-${VERSION}.tgz: installed, but it put no "atdf" command on the PATH (no bin named atdf)`]);
  assert.match(checkLibraryTarball(server, { version: VERSION })[0], /node_modules\/atdf\/package\.json is not there/);
});
