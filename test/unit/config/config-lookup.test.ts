// Finding the config of a file on disk: nearest wins, the walk stops at a
// root, a broken or doubled config is reported and not applied, results are
// cached until clear().
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ConfigLookup, type ConfigFileSystem } from '../../../server/src/config-files/config-lookup';
import { diskFileSystem } from '../../../server/src/config-files/disk-config';
import { createEngine } from '../../../server/src/core/index';

const engine = createEngine();

const root = mkdtempSync(join(tmpdir(), 'atdf-lookup-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(rel: string, text: string): string {
  const file = join(root, rel);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

write('repo/.atdfrc.yaml', 'rules: {atdf/name-style: error}\nignore: [generated/]\n');
write('repo/legacy/.atdfrc.json', '{"rules": {"atdf/name-style": "off"}}');
write('repo/broken/.atdfrc.yaml', 'rules: {atdf/nope: off}\n');
write('repo/two/.atdfrc.yaml', 'rules: {}\n');
write('repo/two/.atdfrc.yml', 'rules: {}\n');

test('the nearest config wins; globs are relative to its folder', () => {
  const lookup = new ConfigLookup({ engine, fs: diskFileSystem });
  const top = lookup.forFile(join(root, 'repo/tools/a.atdf.yaml'));
  assert.equal(top.found?.file, join(root, 'repo/.atdfrc.yaml'));
  assert.equal(top.rules.severityOf('atdf/name-style', 'warning'), 'error');
  assert.equal(top.ignored, false);
  assert.equal(lookup.forFile(join(root, 'repo/generated/x/b.atdf.yaml')).ignored, true);
  const legacy = lookup.forFile(join(root, 'repo/legacy/deep/c.atdf.json'));
  assert.equal(legacy.found?.file, join(root, 'repo/legacy/.atdfrc.json'));
  assert.equal(legacy.rules.severityOf('atdf/name-style', 'warning'), 'off');
});

test('a root stops the walk: no config above a workspace folder is read', () => {
  const lookup = new ConfigLookup({ engine, fs: diskFileSystem, roots: () => [join(root, 'repo/tools')] });
  const found = lookup.forFile(join(root, 'repo/tools/a.atdf.yaml'));
  assert.equal(found.found, undefined);
  assert.equal(found.rules.severityOf('atdf/name-style', 'warning'), 'warning');
});

test('a broken config, two configs in one folder: reported, not applied', () => {
  const lookup = new ConfigLookup({ engine, fs: diskFileSystem, locale: () => 'es' });
  const broken = lookup.forFile(join(root, 'repo/broken/a.atdf.yaml'));
  assert.equal(broken.found?.config, undefined);
  assert.equal(broken.rules.severityOf('atdf/name-style', 'warning'), 'warning', 'not the parent config either');
  assert.match(broken.found!.diagnostics[0].message, /no es una regla ni un grupo/);
  const two = lookup.forFile(join(root, 'repo/two/a.atdf.yaml'));
  assert.equal(two.found?.config, undefined);
  assert.match(two.found!.diagnostics[0].message, /dos archivos de configuración en una carpeta \(\.atdfrc\.yaml, \.atdfrc\.yml\)/);
  assert.deepEqual(
    lookup
      .loadedConfigs()
      .map((c) => c.file)
      .sort(),
    [join(root, 'repo/broken/.atdfrc.yaml'), join(root, 'repo/two/.atdfrc.yaml')],
  );
});

test('an unreadable config is reported with the reason (a read that fails, injected: the tests run as root)', () => {
  const fs: ConfigFileSystem = {
    readText: (file) => {
      if (file.endsWith(join('jail', '.atdfrc.yaml'))) throw new Error('EACCES: permission denied');
      return diskFileSystem.readText(file);
    },
  };
  const found = new ConfigLookup({ engine, fs }).forFile(join(root, 'jail/a.atdf.yaml'));
  assert.equal(found.found?.file, join(root, 'jail/.atdfrc.yaml'));
  assert.match(found.found!.diagnostics[0].message, /cannot read the config file \(EACCES: permission denied\)/);
});

test('folders are read once; clear() reads again', () => {
  const reads: string[] = [];
  const fs: ConfigFileSystem = {
    readText: (file) => {
      reads.push(file);
      return diskFileSystem.readText(file);
    },
  };
  const lookup = new ConfigLookup({ engine, fs });
  lookup.forFile(join(root, 'repo/tools/a.atdf.yaml'));
  const first = reads.length;
  lookup.forFile(join(root, 'repo/tools/b.atdf.yaml'));
  lookup.forFile(join(root, 'repo/c.atdf.yaml'));
  assert.equal(reads.length, first, 'no folder read twice');
  write('repo/tools/.atdfrc.yaml', 'rules: {style: off}\n');
  assert.equal(lookup.forFile(join(root, 'repo/tools/a.atdf.yaml')).found?.file, join(root, 'repo/.atdfrc.yaml'), 'cached');
  lookup.clear();
  assert.equal(lookup.forFile(join(root, 'repo/tools/a.atdf.yaml')).found?.file, join(root, 'repo/tools/.atdfrc.yaml'));
});

test('configs cascade: the nearest on top of its parents, each glob relative to its own folder; root: true stops', () => {
  write('cascade/.atdfrc.yaml', 'rules: {atdf/name-style: error, quality/no-examples: off}\nignore: [team/generated/]\nsettings: {}\n');
  write('cascade/team/.atdfrc.yaml', 'rules: {quality: warning}\n');
  write('cascade/solo/.atdfrc.yaml', 'root: true\nrules: {quality: hint}\n');
  const lookup = new ConfigLookup({ engine, fs: diskFileSystem });
  const team = lookup.forFile(join(root, 'cascade/team/a.atdf.yaml'));
  assert.equal(team.found?.file, join(root, 'cascade/team/.atdfrc.yaml'), 'found: the nearest');
  assert.equal(team.rules.severityOf('atdf/name-style', 'warning'), 'error', "the parent's rule applies");
  assert.equal(team.rules.severityOf('quality/no-examples', 'hint'), 'warning', "the child's group wins over the parent's id");
  assert.equal(team.rules.severityOf('atdf/structure', 'error'), 'error', 'what neither names keeps its own');
  assert.equal(lookup.forFile(join(root, 'cascade/team/generated/b.atdf.yaml')).ignored, true, "the parent's ignore, from its folder");
  const solo = lookup.forFile(join(root, 'cascade/solo/a.atdf.yaml'));
  assert.equal(solo.rules.severityOf('atdf/name-style', 'warning'), 'warning', 'root: true: the parent does not apply');
  assert.equal(solo.rules.severityOf('quality/no-examples', 'warning'), 'hint');
  // A rule turned off above stays off where the child says nothing of it.
  write('cascade/off/.atdfrc.yaml', 'rules: {atdf/name-style: hint}\n');
  const off = new ConfigLookup({ engine, fs: diskFileSystem }).forFile(join(root, 'cascade/off/a.atdf.yaml'));
  assert.equal(off.rules.severityOf('quality/no-examples', 'hint'), 'off');
  assert.equal(off.rules.severityOf('atdf/name-style', 'warning'), 'hint');
});

test('a broken config above a good one: reported (found), none applied', () => {
  write('up/.atdfrc.yaml', 'rules: {atdf/nope: off}\n');
  write('up/down/.atdfrc.yaml', 'rules: {atdf/name-style: error}\n');
  const r = new ConfigLookup({ engine, fs: diskFileSystem }).forFile(join(root, 'up/down/a.atdf.yaml'));
  assert.equal(r.found?.file, join(root, 'up/.atdfrc.yaml'));
  assert.equal(r.found?.config, undefined);
  assert.equal(r.rules.severityOf('atdf/name-style', 'warning'), 'warning');
});

test('extends: presets and files (relative to the config, their globs relative to their own folder), under the config itself', () => {
  write('ext/base.yaml', 'rules: {atdf/name-style: error, quality/no-examples: off}\nignore: [repo/generated/]\n');
  write('ext/repo/.atdfrc.yaml', 'extends: [atdf:strict, ../base.yaml]\nrules: {atdf/name-style: hint}\n');
  const lookup = new ConfigLookup({ engine, fs: diskFileSystem });
  const r = lookup.forFile(join(root, 'ext/repo/a.atdf.yaml'));
  assert.equal(r.found?.file, join(root, 'ext/repo/.atdfrc.yaml'));
  assert.equal(r.rules.severityOf('atdf/name-style', 'warning'), 'hint', 'the config wins over what it extends');
  assert.equal(r.rules.severityOf('quality/no-examples', 'hint'), 'off', 'a later extends wins over an earlier one');
  assert.equal(r.rules.severityOf('quality/short-description', 'hint'), 'warning', 'atdf:strict');
  assert.equal(lookup.forFile(join(root, 'ext/repo/generated/b.atdf.yaml')).ignored, true, "the base's glob, from its folder");

  write('ext/missing/.atdfrc.yaml', 'extends: ./nope.yaml\n');
  write('ext/cycle/.atdfrc.yaml', 'extends: ./again.yaml\n');
  write('ext/cycle/again.yaml', 'extends: ./.atdfrc.yaml\n');
  write('ext/preset/.atdfrc.yaml', 'extends: atdf:lax\n');
  for (const [folder, message] of [
    ['missing', /extends "\.\/nope\.yaml", which does not exist/],
    ['cycle', /a cycle/],
    ['preset', /extends "atdf:lax": no such preset \(atdf:recommended, atdf:strict\)/],
  ] as const) {
    const broken = lookup.forFile(join(root, `ext/${folder}/a.atdf.yaml`));
    assert.equal(broken.found?.config, undefined, folder);
    assert.match(broken.found!.diagnostics[0].message, message);
    assert.equal(broken.rules.severityOf('atdf/name-style', 'warning'), 'warning', 'none of it applies');
  }
});
