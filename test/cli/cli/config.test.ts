// `atdf validate` under a .atdfrc.yaml, run as the real CLI in a project
// folder: severities changed and turned off, ignored files, overrides, inline
// suppression, a broken config (one line, exit 2), and translated copies of
// one tool that are not duplicates.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { vendorPath } from '../../vendor-dir';
import { atdf } from './atdf-cli';

const scratch = mkdtempSync(path.join(tmpdir(), 'atdf-cli-config-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A project folder with these files (path -> text). */
function project(name: string, files: Record<string, string>): string {
  const dir = path.join(scratch, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** A clean tool: form file but for its name, which breaks atdf/name-style (a warning by default). */
const badName = (name: string) => `tool:\n  name: ${name}\n  description: Does one thing.\n  input: {type: object}\n`;

interface Entry {
  file: string;
  diagnostics: { code: string; severity: string; range: { start: { line: number } } }[];
}
const json = (dir: string, ...args: string[]) => {
  const r = atdf(['validate', '--format', 'json', ...args, '.'], dir);
  return { ...r, entries: r.code === 2 ? [] : (JSON.parse(r.stdout) as Entry[]) };
};
/** `file severity code`, not the lint's findings on the fixtures' prose (lint.test.ts's business). */
const codes = (entries: Entry[]) =>
  entries.flatMap((e) =>
    e.diagnostics.filter((d) => !/^(quality|security)\//.test(d.code)).map((d) => `${e.file} ${d.severity} ${d.code}`),
  );

test('without a config: the defaults (name style is a warning, exit 0)', () => {
  const dir = project('none', { 'a.atdf.yaml': badName('BadName') });
  const r = json(dir);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(codes(r.entries), ['a.atdf.yaml warning atdf/name-style']);
});

test('rules: a rule raised to error fails the run; a group turned off drops its findings', () => {
  const raised = project('raised', { '.atdfrc.yaml': 'rules:\n  atdf/name-style: error\n', 'a.atdf.yaml': badName('BadName') });
  const r = json(raised);
  assert.equal(r.code, 1);
  assert.deepEqual(codes(r.entries), ['a.atdf.yaml error atdf/name-style']);
  const off = project('off', { '.atdfrc.json': '{"rules": {"style": "off"}}', 'a.atdf.yaml': badName('BadName') });
  assert.deepEqual(codes(json(off).entries), []);
});

test('ignore and overrides, with globs relative to the config folder; the nearest config wins', () => {
  const dir = project('globs', {
    '.atdfrc.yaml': 'ignore: [generated/]\noverrides:\n  - files: ["legacy/**"]\n    rules: {atdf/name-style: off}\n',
    'tools/a.atdf.yaml': badName('BadA'),
    'generated/b.atdf.yaml': 'not: [valid',
    'legacy/c.atdf.yaml': badName('BadC'),
    'team/.atdfrc.yaml': 'rules: {atdf/name-style: hint}\n',
    'team/d.atdf.yaml': badName('BadD'),
  });
  const r = json(dir);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(codes(r.entries), ['team/d.atdf.yaml hint atdf/name-style', 'tools/a.atdf.yaml warning atdf/name-style']);
  assert.deepEqual(
    r.entries.map((e) => e.file),
    ['legacy/c.atdf.yaml', 'team/d.atdf.yaml', 'tools/a.atdf.yaml'],
  );
  const text = atdf(['validate', 'generated/b.atdf.yaml', 'tools'], dir);
  assert.equal(text.code, 0, 'an ignored file named on the command line is skipped too');
  assert.match(text.stderr, /1 file checked, 1 ignored by the config: 0 errors, 1 warning/);
});

test('inline suppression, and a suppression that suppresses nothing', () => {
  const dir = project('inline', {
    // The lint's quality hints on these two-line tools are not this test's business.
    '.atdfrc.yaml': 'rules:\n  quality: off\n',
    'a.atdf.yaml':
      'tool:\n  # atdf-disable-next-line atdf/name-style -- a legacy name\n  name: BadName\n  description: Does one thing.\n  input: {type: object}\n',
    'b.atdf.yaml':
      '# atdf-disable-next-line atdf/name-style\ntool:\n  name: good_name\n  description: Does one thing.\n  input: {type: object}\n',
  });
  const r = atdf(['validate', '.'], dir);
  assert.equal(r.code, 0);
  assert.equal(
    r.stdout,
    'b.atdf.yaml:1:26: warning: "atdf-disable-next-line atdf/name-style" suppresses nothing: atdf/name-style is not reported here [] (config/unused-suppression)\n',
  );
});

test('a broken config: one line naming the file, line and column, exit 2, nothing validated', () => {
  const dir = project('broken', {
    '.atdfrc.yaml': 'rules:\n  atdf/nam-style: off\n  yaml/syntax: loud\n',
    'a.atdf.yaml': badName('BadName'),
  });
  for (const format of ['text', 'json', 'sarif']) {
    const r = atdf(['validate', '--format', format, '.'], dir);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, '');
    assert.equal(
      r.stderr,
      'atdf: .atdfrc.yaml:2:3: /rules/atdf~1nam-style: "atdf/nam-style" is neither a rule nor a group; did you mean "atdf/name-style"? ' +
        '(the rules are listed in docs/rules.md) (this config is not applied until it is fixed) (and 1 more problem in it)\n',
    );
  }
});

test('translated copies of one tool (the ATDF project’s hole_maker_en/_es/_pt) are not duplicates; the setting and the severity still apply', () => {
  const dir = project('translations', {});
  mkdirSync(dir);
  for (const lang of ['en', 'es', 'pt'])
    copyFileSync(vendorPath('atdf-official', `hole_maker_${lang}.json`), path.join(dir, `hole_maker_${lang}.atdf.json`));
  // A real duplicate beside them: another file, the same tool_id, no language of its own.
  const clean = json(dir);
  assert.equal(clean.code, 0, clean.stdout + clean.stderr);
  assert.deepEqual(codes(clean.entries), []);
  copyFileSync(vendorPath('atdf-official', 'hole_maker_es.json'), path.join(dir, 'drill.atdf.json'));
  const duplicate = json(dir);
  assert.equal(duplicate.code, 1);
  assert.deepEqual(codes(duplicate.entries), [
    'drill.atdf.json error atdf/duplicate-tool',
    'hole_maker_en.atdf.json error atdf/duplicate-tool',
    'hole_maker_es.atdf.json error atdf/duplicate-tool',
    'hole_maker_pt.atdf.json error atdf/duplicate-tool',
  ]);
  rmSync(path.join(dir, 'drill.atdf.json'));
  writeFileSync(path.join(dir, '.atdfrc.yaml'), 'settings:\n  atdf/duplicate-tool: {translations: false}\n');
  assert.equal(codes(json(dir).entries).length, 3, 'translations: false counts the copies as duplicates');
  writeFileSync(
    path.join(dir, '.atdfrc.yaml'),
    'settings:\n  atdf/duplicate-tool: {translations: false}\nrules: {atdf/duplicate-tool: warning}\n',
  );
  const warned = json(dir);
  assert.equal(warned.code, 0);
  assert.deepEqual(new Set(warned.entries.flatMap((e) => e.diagnostics.map((d) => d.severity))), new Set(['warning']));
});
