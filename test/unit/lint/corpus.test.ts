// The lint corpus (test/fixtures/lint/): every poisoned case gets exactly the
// security rules its `# expect:` line names, every clean near-miss none; each
// file is valid ATDF, so the lint is all that speaks about it. The recall on
// the poisoned cases is reported (docs/lint.md quotes it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateFile } from '../../../server/src/core/validate-file';
import { isLintCode } from '../../../server/src/core/lint/index';

const CORPUS = path.resolve(__dirname, '../../fixtures/lint');

interface Case {
  file: string;
  text: string;
  expected: string[];
  missed: boolean;
}

function cases(folder: 'poisoned' | 'clean'): Case[] {
  const dir = path.join(CORPUS, folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.atdf.yaml'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const expect = /^# expect:(.*)$/m.exec(text);
      assert.ok(expect, `${file} starts with "# expect:"`);
      return { file, text, expected: expect[1].trim().split(/\s+/).filter(Boolean).sort(), missed: /^# missed:/m.test(text) };
    });
}

function securityRules(text: string): { fired: string[]; errors: string[] } {
  const diagnostics = validateFile(text, { language: 'yaml' }).diagnostics;
  return {
    fired: [...new Set(diagnostics.filter((d) => d.code.startsWith('security/')).map((d) => d.code))].sort(),
    errors: diagnostics.filter((d) => d.severity === 'error' && !isLintCode(d.code)).map((d) => `${d.code} ${d.pointer}`),
  };
}

const poisoned = cases('poisoned');
const clean = cases('clean');

for (const c of [...poisoned, ...clean]) {
  test(`corpus: ${c.file} -> ${c.expected.join(' ') || 'no security finding'}`, () => {
    const { fired, errors } = securityRules(c.text);
    assert.deepEqual(errors, [], 'the case is valid ATDF');
    assert.deepEqual(fired, c.expected);
  });
}

test('corpus: recall on the poisoned cases, and no finding on the clean ones', (t) => {
  assert.ok(poisoned.length >= 30 && clean.length >= 20, `${poisoned.length} poisoned, ${clean.length} clean`);
  const detected = poisoned.filter((c) => securityRules(c.text).fired.length > 0).length;
  const partial = poisoned.filter((c) => c.missed).length;
  const falsePositives = clean.filter((c) => securityRules(c.text).fired.length > 0).length;
  t.diagnostic(
    `poisoned: ${detected}/${poisoned.length} detected (${partial} with a documented miss); clean: ${falsePositives}/${clean.length} with a finding`,
  );
  assert.equal(falsePositives, 0);
  // Every case the rules do not catch at all says so in a "# missed:" line.
  for (const c of poisoned) if (c.expected.length === 0) assert.ok(c.missed, `${c.file} is undetected without a "# missed:" line`);
});
