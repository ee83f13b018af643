// Where an output folder cannot be (the real CLI, bundled from the current
// sources): `import-mcp --out /proc/nope` spun at 70% CPU forever in Node's
// recursive mkdir; `--out existing-file/sub` printed a raw ENOTDIR; `atdf pin
// --lockfile /missing/dir/lock.json` created the folders in silence. Each is
// now one clear line naming the path, exit 2, within seconds, nothing written.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundledCli } from '../../cli-bundle';

const ROOT = path.resolve(__dirname, '../../..');
const TOOLS = path.join(ROOT, 'test/fixtures/mcp/everything-tools.json');
const scratch = mkdtempSync(path.join(tmpdir(), 'atdf-out-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let cli: string;
before(async () => (cli = await bundledCli()));

// A bound in wall time only so that the old spin ends the test (SIGKILL: a spinning mkdir never runs the CLI's
// SIGTERM handler); it fails by the status (null when killed), not by a timing.
const atdf = (...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { cwd: scratch, encoding: 'utf8', timeout: 30_000, killSignal: 'SIGKILL' });

test('import-mcp --out under /proc: a clear error, not a spin', { skip: process.platform !== 'linux' && 'Linux /proc' }, () => {
  const r = atdf('import-mcp', TOOLS, '--out', '/proc/nope');
  assert.equal(r.status, 2, `ended by ${r.signal ?? 'itself'}: ${r.stderr}`);
  assert.equal(r.stderr, 'atdf: cannot create the folder "/proc/nope": the file system does not allow it there\n');
});

test('import-mcp --out below a file, or naming a file: the file is named, no raw ENOTDIR', () => {
  writeFileSync(path.join(scratch, 'notes.txt'), 'mine');
  const below = atdf('import-mcp', TOOLS, '--out', 'notes.txt/sub');
  assert.equal(below.status, 2);
  assert.equal(
    below.stderr,
    `atdf: cannot use the folder "notes.txt/sub": "${path.join(scratch, 'notes.txt')}" in "notes.txt/sub" is a file, not a folder\n`,
  );
  const itself = atdf('import-mcp', TOOLS, '--out', 'notes.txt');
  assert.equal(itself.status, 2);
  assert.equal(itself.stderr, 'atdf: cannot use the folder "notes.txt": "notes.txt" exists and is a file, not a folder\n');
});

test('import-mcp --out still creates missing folders, level by level', () => {
  const r = atdf('import-mcp', TOOLS, '--out', 'new/a/b');
  assert.equal(r.status, 0, r.stderr);
  assert.ok(existsSync(path.join(scratch, 'new/a/b/echo.atdf.yaml')));
});

test('pin --lockfile in a missing folder: an error naming it, no folder created', () => {
  const r = atdf('pin', '--lockfile', 'missing/dir/lock.json', path.join(ROOT, 'examples'));
  assert.equal(r.status, 2);
  assert.equal(r.stderr, 'atdf: the folder "missing/dir" of --lockfile does not exist; create it first (nothing was written)\n');
  assert.equal(existsSync(path.join(scratch, 'missing')), false);
});

test("validate -o: missing folders are created as ESLint's -o does, and --help says so; a folder at FILE is exit 2", () => {
  const help = atdf('validate', '--help').stdout;
  assert.match(
    help,
    /-o, --output-file FILE .*\n.*missing folders of FILE are created, as ESLint's -o\n.*a folder at FILE is an error \(exit 2\)/,
  );
  const r = atdf('validate', '-o', 'reports/ci/atdf.txt', path.join(ROOT, 'examples'));
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, '');
  assert.ok(existsSync(path.join(scratch, 'reports/ci/atdf.txt')));
  const folder = atdf('validate', '-o', 'reports', path.join(ROOT, 'examples'));
  assert.equal(folder.status, 2);
  assert.match(folder.stderr, /^atdf: "reports" is a folder, where a file is to be written; .*nothing was written\n$/);
  writeFileSync(path.join(scratch, 'plain.txt'), 'mine');
  const below = atdf('validate', '-o', 'plain.txt/atdf.txt', path.join(ROOT, 'examples'));
  assert.equal(below.status, 2);
  assert.match(below.stderr, /^atdf: cannot use the folder "plain\.txt": "plain\.txt" exists and is a file, not a folder\n$/);
  assert.match(atdf('export', '--help').stdout, /--out FILE .*\n.*missing folders of FILE are created/);
});
