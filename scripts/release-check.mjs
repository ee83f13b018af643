// The checks `npm run release:dry` runs on what it packed, exported so the
// package stage (test/package/release.test.ts) runs the very same ones. Each
// check returns the problems it found (sentences naming the file), [] when the
// artifact is fit to publish; none of them touches the network (npm runs
// --offline: the packages have no dependencies) or anything outside a temp folder.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { VSIX_NEEDED, VSIX_SIZE_BUDGET, vsixName, zipEntries } from './vsix-contents.mjs';

const npmFlags = (work) => ['--no-audit', '--no-fund', '--offline', '--cache', join(work, 'npm-cache')];

/** npm as a user runs it; its failure is returned as text (the check reports it), not thrown. */
function npm(args, cwd, work) {
  const r = spawnSync('npm', [...args, ...npmFlags(work)], { cwd, encoding: 'utf8' });
  return r.status === 0 ? null : `npm ${args[0]} exited ${r.status}: ${(r.stderr || r.stdout).trim().split('\n').slice(-3).join(' / ')}`;
}

/** In a temp folder removed afterwards, whatever fn returns or throws. */
function inTemp(prefix, fn) {
  const work = mkdtempSync(join(tmpdir(), prefix));
  try {
    return fn(work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The CLI package (atdf-language-server): installed globally into an empty prefix, `atdf --version` must say
 * `version` and `atdf validate EXAMPLES` must exit 0 (run from outside the repository).
 */
export function checkServerTarball(tarball, { version, examples }) {
  const name = basename(tarball);
  return inTemp('atdf-release-server-', (work) => {
    const prefix = join(work, 'prefix');
    const failed = npm(['install', '--global', '--prefix', prefix, tarball], work, work);
    if (failed) return [`${name}: does not install: ${failed}`];
    const atdf = join(prefix, 'bin', 'atdf');
    if (!existsSync(atdf)) return [`${name}: installed, but it put no "atdf" command on the PATH (no bin named atdf)`];
    const problems = [];
    const v = spawnSync(atdf, ['--version'], { cwd: work, encoding: 'utf8' });
    if (v.status !== 0 || v.stdout !== `${version}\n`)
      problems.push(`${name}: "atdf --version" printed ${JSON.stringify(v.stdout || v.stderr || v.error?.message)}, not ${version}`);
    const run = spawnSync(atdf, ['validate', examples], { cwd: work, encoding: 'utf8' });
    if (run.status !== 0)
      problems.push(
        `${name}: "atdf validate ${examples}" exited ${run.status}: ${(run.stdout + run.stderr).trim().split('\n').slice(-2).join(' / ')}`,
      );
    return problems;
  });
}

/**
 * The library package (atdf): installed into an empty ES module project and imported from there by its name;
 * createEngine() must validate a broken tool to an error.
 */
export function checkLibraryTarball(tarball, { version, name: packageName = 'atdf' }) {
  const name = basename(tarball);
  return inTemp('atdf-release-library-', (work) => {
    const project = join(work, 'project');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'empty-project', private: true, type: 'module' }));
    const failed = npm(['install', tarball], project, work);
    if (failed) return [`${name}: does not install: ${failed}`];
    const problems = [];
    const installed = join(project, 'node_modules', packageName, 'package.json');
    let manifest;
    try {
      manifest = JSON.parse(readFileSync(installed, 'utf8'));
    } catch {
      return [`${name}: installed, but node_modules/${packageName}/package.json is not there (is the package named ${packageName}?)`];
    }
    if (manifest.version !== version) problems.push(`${name}: its package.json says version ${manifest.version}, not ${version}`);
    const probe = [
      `import { createEngine } from '${packageName}';`,
      "const [file] = createEngine().diagnose([{ uri: 'a.atdf.yaml', language: 'yaml', content: 'tool:\\n  name: x\\n' }]);",
      "console.log(file.diagnostics.some((d) => d.severity === 'error') ? 'ok' : 'no error');",
    ].join('\n');
    writeFileSync(join(project, 'probe.mjs'), probe);
    const run = spawnSync(process.execPath, ['probe.mjs'], { cwd: project, encoding: 'utf8' });
    if (run.status !== 0 || run.stdout !== 'ok\n')
      problems.push(
        `${name}: importing '${packageName}' from an empty project failed: ${(run.stdout + run.stderr).trim().split('\n').slice(0, 2).join(' / ')}`,
      );
    return problems;
  });
}

/** The .vsix: the files the extension runs on are in it, nothing of node_modules or the sources, within budget. */
export function checkVsix(file, { version, budget = VSIX_SIZE_BUDGET }) {
  const name = basename(file);
  let entries;
  try {
    entries = zipEntries(file);
  } catch (err) {
    return [err.message.replace(`${file}: `, `${name}: `)];
  }
  const problems = [];
  const names = entries.map((e) => e.name);
  const inside = new Set(names.filter((e) => e.startsWith('extension/')).map((e) => e.slice('extension/'.length)));
  const missing = VSIX_NEEDED.filter((f) => !inside.has(vsixName(f)));
  if (missing.length > 0) problems.push(`${name}: missing ${missing.join(', ')}`);
  const stray = [...inside].filter((f) => /^(node_modules|server\/src|client\/src|test|bench|scripts)\//.test(f));
  if (stray.length > 0) problems.push(`${name}: holds what only the repository needs: ${stray.slice(0, 5).join(', ')}`);
  const manifest = entries.find((e) => e.name === 'extension/package.json');
  if (manifest) {
    const said = JSON.parse(manifest.read().toString('utf8')).version;
    if (said !== version) problems.push(`${name}: its package.json says version ${said}, not ${version}`);
  }
  const size = statSync(file).size;
  if (size > budget) problems.push(`${name}: ${(size / 1024).toFixed(0)} KB, over its ${(budget / 1024).toFixed(0)} KB budget`);
  return problems;
}

/** What would be published: one line of facts per artifact. */
export function describe(file, kind, name, version) {
  const bytes = readFileSync(file);
  return { kind, name, version, file, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}
