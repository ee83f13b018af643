// Every string the client shows through vscode.l10n.t has a Spanish and a
// Portuguese translation with the same {n} placeholders, and the manifest's
// nls files translate the same keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

function shownStrings(): Set<string> {
  const found = new Set<string>();
  const call = /l10n\.t\(\s*'((?:[^'\\]|\\.)*)'/g;
  for (const file of sources(join(root, 'client', 'src'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(call)) found.add(m[1].replace(/\\(.)/g, '$1'));
  }
  return found;
}

const placeholders = (s: string) => [...s.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();

for (const lang of ['es', 'pt-br']) {
  test(`client strings are translated (${lang})`, () => {
    const bundle = JSON.parse(readFileSync(join(root, 'l10n', `bundle.l10n.${lang}.json`), 'utf8')) as Record<string, string>;
    const strings = shownStrings();
    assert.ok(strings.size >= 30, `found ${strings.size} strings`);
    for (const s of strings) {
      assert.ok(Object.hasOwn(bundle, s), `missing ${lang} translation of: ${s}`);
      assert.deepEqual(placeholders(bundle[s]), placeholders(s), `placeholders of: ${s}`);
    }
  });

  test(`manifest strings are translated (${lang})`, () => {
    const en = JSON.parse(readFileSync(join(root, 'package.nls.json'), 'utf8'));
    const other = JSON.parse(readFileSync(join(root, `package.nls.${lang}.json`), 'utf8'));
    assert.deepEqual(Object.keys(other).sort(), Object.keys(en).sort());
    const manifest = readFileSync(join(root, 'package.json'), 'utf8');
    for (const key of manifest.matchAll(/"%([^%"]+)%"/g)) assert.ok(Object.hasOwn(en, key[1]), `package.nls.json lacks ${key[1]}`);
  });
}
