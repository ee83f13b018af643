// `atdf validate` habits of ESLint (issue 31), over the real bundled CLI: a path that gives no ATDF file is an
// error (a CI job with a mistyped path must fail), quoted globs, --quiet and --severity, and a summary that counts
// the hints it prints without letting them fail --max-warnings.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundledCli } from '../../cli-bundle';

let cli: string;
let dir: string;
before(async () => {
  cli = await bundledCli();
  dir = mkdtempSync(path.join(os.tmpdir(), 'atdf-unmatched-'));
  mkdirSync(path.join(dir, 'empty'));
  mkdirSync(path.join(dir, 'plain/deep'), { recursive: true });
  // A tool file not named *.atdf.*: folders skip it, a glob naming it reads it.
  writeFileSync(
    path.join(dir, 'plain/deep/echo.yaml'),
    'tool:\n  name: echo\n  description: Echoes the text back.\n  input: { type: object }\n',
  );
  // One warning (a one-word description) and hints.
  writeFileSync(
    path.join(dir, 'hints.atdf.yaml'),
    'tool:\n  name: terse\n  description: Terse.\n  input: {type: object, properties: {q: {type: string}}, required: [q]}\n',
  );
  return () => rmSync(dir, { recursive: true, force: true });
});

function atdf(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, 'validate', ...args], { cwd: dir, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('an empty folder, a folder without *.atdf.* files, a glob or a folder matching nothing: exit 2 naming it', () => {
  for (const [p, why] of [
    ['empty', /a folder is searched for \*\.atdf\.yaml/],
    ['plain', /a folder is searched for \*\.atdf\.yaml/],
    ['tools/**/*.yaml', /the pattern matches no file; check it for typing mistakes/],
  ] as const) {
    const r = atdf(p);
    assert.equal(r.code, 2, p);
    assert.match(r.stderr, new RegExp(`^atdf: No files matching "${p.replace(/[*.]/g, '\\$&')}" were found: `), p);
    assert.match(r.stderr, why);
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
    assert.equal(r.stdout, '');
  }
  // One unmatched path among good ones still fails: it is probably a typo.
  assert.equal(atdf('hints.atdf.yaml', 'empty').code, 2);
  const allowed = atdf('empty', '--no-error-on-unmatched-pattern');
  assert.equal(allowed.code, 0, allowed.stderr);
  assert.match(allowed.stderr, /0 files checked/);
});

test('a quoted glob reads every file it matches, whatever its name; ** crosses folders', () => {
  const r = atdf('plain/**/*.yaml');
  assert.match(r.stderr, /^1 file checked/m);
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.match(atdf('{plain/**/echo,nothing}.yaml').stderr, /^1 file checked/m);
  assert.match(atdf('*.atdf.yaml').stderr, /^1 file checked/m);
});

test('the summary counts hints; --quiet shows errors only; --severity filters; --max-warnings ignores hints', () => {
  const all = atdf('hints.atdf.yaml');
  const hints = all.stdout.split('\n').filter((l) => / hint: /.test(l)).length;
  const warnings = all.stdout.split('\n').filter((l) => / warning: /.test(l)).length;
  assert.ok(hints > 0 && warnings > 0, `control: the file has both (${all.stdout})`);
  assert.match(all.stderr, new RegExp(`1 file checked: 0 errors, ${warnings} warnings?, ${hints} hints?\\n`));

  const quiet = atdf('hints.atdf.yaml', '--quiet');
  assert.equal(quiet.stdout, '');
  assert.match(quiet.stderr, new RegExp(`0 errors, ${warnings} warnings?, ${hints} hints? \\(showing errors only\\)`));
  const warningsOnly = atdf('hints.atdf.yaml', '--severity', 'warning');
  assert.equal(warningsOnly.stdout.split('\n').filter(Boolean).length, warnings);
  assert.doesNotMatch(warningsOnly.stdout, / hint: /);

  assert.equal(atdf('hints.atdf.yaml', '--max-warnings', String(warnings)).code, 0, 'hints do not count');
  assert.equal(atdf('hints.atdf.yaml', '--max-warnings', String(warnings - 1)).code, 1);
  assert.equal(atdf('hints.atdf.yaml', '--quiet', '--max-warnings', String(warnings - 1)).code, 1, 'hidden warnings still count');

  const bad = atdf('hints.atdf.yaml', '--severity', 'loud');
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--severity must be one of error, warning, information, hint, not "loud"/);
});
