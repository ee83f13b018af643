// `atdf validate` bounds what it writes per file like the editor does, and says
// how many problems it cut: a line in text, `"notShown"` in json, a notice in
// github; sarif and junit (files for tools) stay complete; errors past the
// limit still count (for --max-warnings and the exit status).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { atdf } from './atdf-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'atdf-max-problems-'));
after(() => rmSync(dir, { recursive: true, force: true }));
// 3,000 empty documents: one atdf/empty-document warning each.
const file = path.join(dir, 'dashes.atdf.yaml');
writeFileSync(file, '---\n'.repeat(3000));
const small = path.join(dir, 'few.atdf.yaml');
writeFileSync(small, '---\n'.repeat(30));

test('text: 1,000 problems by default, then one line saying how many more; the summary and --max-warnings count them all', () => {
  const r = atdf(['validate', '--max-warnings', '2999', file]);
  assert.equal(r.code, 1, 'more than 2,999 warnings, though 1,000 are shown');
  const lines = r.stdout.trimEnd().split('\n');
  assert.equal(lines.length, 1001);
  assert.equal(
    lines[1000],
    `${file}: information: 2000 more problems not shown (--max-problems 1000); fix the ones above, or raise --max-problems to see them all. (atdf/too-many-problems)`,
  );
  assert.match(r.stderr, /1 file checked: 0 errors, 3000 warnings/);
});

test('json: "notShown" says how many were cut; --max-problems sets the limit', () => {
  const r = atdf(['validate', '--format', 'json', '--max-problems', '10', file]);
  assert.equal(r.code, 0);
  const [entry] = JSON.parse(r.stdout) as { diagnostics: unknown[]; notShown?: number }[];
  assert.equal(entry.diagnostics.length, 10);
  assert.equal(entry.notShown, 2990);
  const all = JSON.parse(atdf(['validate', '--format', 'json', '--max-problems', '5000', file]).stdout) as {
    diagnostics: unknown[];
    notShown?: number;
  }[];
  assert.equal(all[0].diagnostics.length, 3000);
  assert.equal('notShown' in all[0], false, 'no field when nothing was cut');
});

test('github: a notice for the cut; sarif stays complete; a bad --max-problems is a usage error', () => {
  const github = atdf(['validate', '--format', 'github', '--max-problems', '2', file]).stdout.trimEnd().split('\n');
  assert.equal(github.length, 3);
  assert.match(github[2], /^::notice file=.*dashes\.atdf\.yaml,title=atdf\/too-many-problems::2998 more problems not shown/);
  const sarif = JSON.parse(atdf(['validate', '--format', 'sarif', '--max-problems', '2', small]).stdout) as {
    runs: { results: unknown[] }[];
  };
  assert.equal(sarif.runs[0].results.length, 30);
  for (const bad of ['0', '-1', 'many', '1e3']) {
    const r = atdf(['validate', '--max-problems', bad, file]);
    assert.equal(r.code, 2, bad);
    assert.match(r.stderr, /--max-problems needs a whole number of at least 1/);
  }
});
