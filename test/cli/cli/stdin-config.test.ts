// `atdf validate` habits of ESLint (issue 31), over the real bundled CLI: stdin as "-" with --stdin-filename,
// -c/--config FILE, --print-config FILE, -o FILE.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundledCli } from '../../cli-bundle';

let cli: string;
let dir: string;
/** One warning (quality/description-repeats-name) and an error (no input). */
const TERSE = 'tool:\n  name: terse\n  description: Terse.\n';
before(async () => {
  cli = await bundledCli();
  dir = mkdtempSync(path.join(os.tmpdir(), 'atdf-stdin-'));
  mkdirSync(path.join(dir, 'tools'));
  // The folder's config turns quality findings off; a config elsewhere makes them errors.
  writeFileSync(path.join(dir, 'tools/.atdfrc.yaml'), 'rules:\n  quality: off\n');
  writeFileSync(path.join(dir, 'tools/terse.atdf.yaml'), TERSE);
  writeFileSync(path.join(dir, 'strict.yaml'), 'rules:\n  quality: error\n');
  writeFileSync(path.join(dir, 'broken.yaml'), 'rules: [\n');
  writeFileSync(path.join(dir, 'extends-strict.yaml'), 'extends: ./strict.yaml\n');
  writeFileSync(path.join(dir, 'extends-missing.yaml'), 'extends: ./gone.yaml\n');
  return () => rmSync(dir, { recursive: true, force: true });
});

function atdf(args: string[], input = '') {
  const r = spawnSync(process.execPath, [cli, 'validate', ...args], { cwd: dir, encoding: 'utf8', input });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('stdin as "-": named <stdin>, or as --stdin-filename says, whose folder gives its config and name its language', () => {
  const plain = atdf(['-'], TERSE);
  assert.equal(plain.code, 1);
  assert.match(plain.stdout, /^<stdin>:1:1: error: missing required member "input"/m);
  assert.match(plain.stdout, /^<stdin>:3:16: warning: .*\(quality\/description-repeats-name\)$/m);

  const named = atdf(['-', '--stdin-filename', 'tools/new.atdf.yaml'], TERSE);
  assert.match(named.stdout, /^tools\/new\.atdf\.yaml:1:1: error: missing required member "input"/m);
  assert.doesNotMatch(named.stdout, /quality\//, "tools/.atdfrc.yaml applies to the name's folder");
  assert.match(named.stderr, /^1 file checked: 1 error, 0 warnings$/m);

  const json = atdf(['-', '--stdin-filename=x.atdf.json'], '{"tool": {"name": "x"}}');
  assert.match(json.stdout, /^x\.atdf\.json:1:2: error: missing required member "description"/m, 'read as JSON');

  const both = atdf(['-', 'tools'], TERSE);
  assert.match(both.stderr, /^2 files checked/m, 'stdin beside files');
  for (const [args, message] of [
    [['--stdin-filename', 'a.atdf.yaml', 'tools'], /--stdin-filename goes with the PATH "-" \(stdin\)/],
    [['-', '-'], /"-" \(stdin\) can be given once/],
  ] as const) {
    const r = atdf([...args]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, message);
  }
});

test('-c FILE: that config for every file instead of the nearest .atdfrc; a broken or missing one is exit 2', () => {
  const own = atdf(['tools']);
  assert.doesNotMatch(own.stdout, /quality\//, 'control: the folder config turns quality off');
  const strict = atdf(['-c', 'strict.yaml', 'tools']);
  assert.match(strict.stdout, /error: .*\(quality\/description-repeats-name\)$/m);
  assert.equal(atdf(['--config=strict.yaml', 'tools']).stdout, strict.stdout);

  const broken = atdf(['-c', 'broken.yaml', 'tools']);
  assert.equal(broken.code, 2);
  assert.match(broken.stderr, /^atdf: broken\.yaml:1:\d+: YAML syntax error/);
  const missing = atdf(['-c', 'nope.yaml', 'tools']);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /^atdf: cannot read "nope\.yaml": no such file$/m);

  // Its `extends` is followed as an .atdfrc's is: what it extends applies, and one that is gone is a broken config.
  const extended = atdf(['-c', 'extends-strict.yaml', 'tools']);
  assert.equal(extended.stdout, strict.stdout);
  const gone = atdf(['-c', 'extends-missing.yaml', 'tools']);
  assert.equal(gone.code, 2, gone.stdout);
  assert.match(gone.stderr, /^atdf: extends-missing\.yaml.*gone\.yaml/m);
});

test('--print-config FILE: the config file, whether ignored, every rule severity there, as JSON', () => {
  const r = atdf(['--print-config', 'tools/terse.atdf.yaml']);
  assert.equal(r.code, 0, r.stderr);
  const printed = JSON.parse(r.stdout);
  assert.equal(printed.config, path.join('tools', '.atdfrc.yaml'));
  assert.equal(printed.ignored, false);
  assert.equal(printed.rules['quality/description-repeats-name'], 'off');
  assert.equal(printed.rules['atdf/structure'], 'error');
  const elsewhere = JSON.parse(atdf(['--print-config', 'other.atdf.yaml']).stdout);
  assert.equal(elsewhere.config, null);
  assert.equal(elsewhere.rules['quality/description-repeats-name'], 'warning', 'the default');
  assert.equal(
    JSON.parse(atdf(['-c', 'strict.yaml', '--print-config', 'tools/terse.atdf.yaml']).stdout).rules['quality/description-repeats-name'],
    'error',
  );
});

test('-o FILE: the report goes to the file (no colour, folders created), the summary and exit status stay', () => {
  const r = atdf(['tools', '-o', 'reports/atdf.txt', '--color']);
  assert.equal(r.code, 1);
  assert.equal(r.stdout, '');
  assert.match(r.stderr, /^1 file checked: 1 error/m);
  const text = readFileSync(path.join(dir, 'reports/atdf.txt'), 'utf8');
  assert.match(text, /^tools\/terse\.atdf\.yaml:1:1: error: missing required member "input"/);
  assert.doesNotMatch(text, /\u001b\[/);
  const sarif = atdf(['tools', '--output-file=reports/atdf.sarif', '--format', 'sarif']);
  assert.equal(sarif.stdout, '');
  assert.equal(JSON.parse(readFileSync(path.join(dir, 'reports/atdf.sarif'), 'utf8')).version, '2.1.0');
  const missing = atdf(['tools', '-o']);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /-o needs a file name/);
  assert.ok(!existsSync(path.join(dir, '-o')));
});
