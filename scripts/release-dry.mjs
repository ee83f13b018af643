// `npm run release:dry`: everything a release publishes, packed and checked,
// and nothing published. Builds (unless --no-build), packs the CLI/server
// package (npm pack ./server), the library (npm pack ./library) and the .vsix
// (scripts/package.mjs) into dist/release/, runs scripts/release-check.mjs on
// each, and prints name, version, file, size and sha256 of what would go out.
// Exit 1 when a check finds a problem (each printed, naming the file). The
// release steps themselves are in docs/release.md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkLibraryTarball, checkServerTarball, checkVsix, describe } from './release-check.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'dist', 'release');
const manifest = (dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
const { version, name: extensionName } = manifest('.');

function step(title, cmd, args) {
  console.log(`release:dry: ${title}`);
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) {
    process.stdout.write(r.stdout);
    console.error(`release:dry: ${title} failed (exit ${r.status}); nothing was checked.`);
    process.exit(1);
  }
  return r.stdout;
}

if (!process.argv.includes('--no-build')) step('build', process.execPath, ['scripts/build.mjs']);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const pack = (dir) => {
  const packed = JSON.parse(step(`npm pack ./${dir}`, 'npm', ['pack', `./${dir}`, '--pack-destination', out, '--json', '--silent']));
  return join(out, packed[0].filename);
};
const server = pack('server');
const library = pack('library');
const vsix = join(out, `${extensionName}-${version}.vsix`);
step('the .vsix (scripts/package.mjs)', process.execPath, ['scripts/package.mjs', '--out', vsix]);

const artifacts = [
  {
    ...describe(server, 'npm', manifest('server').name, manifest('server').version),
    check: () => checkServerTarball(server, { version, examples: join(root, 'examples') }),
  },
  {
    ...describe(library, 'npm', manifest('library').name, manifest('library').version),
    check: () => checkLibraryTarball(library, { version }),
  },
  { ...describe(vsix, 'vsix', `${manifest('.').publisher}.${extensionName}`, version), check: () => checkVsix(vsix, { version }) },
];
const problems = [];
for (const a of artifacts) {
  console.log(`release:dry: checking ${relative(root, a.file)}`);
  problems.push(...a.check());
}
console.log('\nWould publish (nothing was published):\n');
for (const a of artifacts) {
  console.log(
    `  ${a.kind.padEnd(4)}  ${`${a.name}@${a.version}`.padEnd(32)} ${relative(root, a.file).padEnd(45)} ${String(a.size).padStart(9)} B  sha256 ${a.sha256}`,
  );
}
if (problems.length > 0) {
  console.error(`\nrelease:dry: ${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log('\nrelease:dry: every check passed.');
