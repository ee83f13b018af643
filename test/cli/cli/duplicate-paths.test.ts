// One file given twice under two spellings (`examples ./examples/x.atdf.yaml`,
// `a/../examples/x.atdf.yaml`, a link to it) is one file: the real CLI (bundled
// from the current sources) reads it once in validate, export-mcp and context,
// so its tools are not "also defined" in themselves (atdf/duplicate-tool).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundledCli } from '../../cli-bundle';

const ROOT = path.resolve(__dirname, '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'atdf-dup-paths-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let CLI: string;
before(async () => {
  CLI = await bundledCli();
  mkdirSync(path.join(scratch, 'examples'));
  cpSync(path.join(ROOT, 'test/fixtures/contract/echo-three.atdf.yaml'), path.join(scratch, 'examples/x.atdf.yaml'));
  symlinkSync(path.join(scratch, 'examples/x.atdf.yaml'), path.join(scratch, 'link.atdf.yaml'));
});

const atdf = (args: string[]) => spawnSync(process.execPath, [CLI, ...args], { cwd: scratch, encoding: 'utf8' });
const spellings = ['examples', './examples/x.atdf.yaml', 'examples/../examples/x.atdf.yaml', 'link.atdf.yaml'];

test('validate: a file given under several spellings is checked once, no atdf/duplicate-tool', () => {
  const r = atdf(['validate', '--format', 'json', ...spellings]);
  assert.equal(r.status, 0, r.stdout + r.stderr);
  const files = JSON.parse(r.stdout) as { file: string; diagnostics: { code: string }[] }[];
  assert.deepEqual(
    files.map((f) => f.file),
    ['examples/x.atdf.yaml'],
    'named as first given',
  );
  assert.ok(!files[0].diagnostics.some((d) => d.code === 'atdf/duplicate-tool'));
});

test('export-mcp and context: the same, one tool exported and counted', () => {
  const exported = atdf(['export-mcp', ...spellings]);
  assert.equal(exported.status, 0, exported.stderr);
  assert.deepEqual(
    (JSON.parse(exported.stdout) as { tools: { name: string }[] }).tools.map((t) => t.name),
    ['echo'],
  );
  const counted = atdf(['context', ...spellings]);
  assert.equal(counted.status, 0, counted.stderr);
  assert.match(counted.stdout, /echo/);
});
