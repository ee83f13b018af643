// The blind security corpus (test/fixtures/lint/security-blind, issue 32): written from the attack literature by
// someone who had not read the lint, so it measures how the security rules generalise. The corpus must be well
// formed (every file read, no error but security findings, enough files per category), and the measured counts
// must not get worse: caught poisoned files per category are floors, flagged benign files per category ceilings.
// When the lint gets better, raise the floors (lower the ceilings) here and in the corpus README's "Measured at".
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { runValidate } from '../../../server/src/cli/validate';
import { ALL_RULES } from '../../../server/src/core/rules/registry';
import { CORPUS, SECURITY_RULES, formatReport, measureBlind, summarise } from '../../../scripts/security-blind';

// Measured at a367764 (see the corpus README): poisoned files caught, per category; raised when the trained
// detector (security/suspicious-instruction, threshold 0.975 measured on the eval set's held-out split, not on this
// corpus) became a rule at 1f5e5c2: 51 -> 60 of 94 caught.
const CAUGHT_FLOOR: Record<string, number> = {
  concealment: 5,
  destructive: 2,
  exfiltration: 4,
  'fake-template': 7,
  'hidden-plain': 3,
  multilingual: 5,
  obfuscated: 6,
  'override-persona': 5,
  preference: 3,
  'rug-pull': 4,
  secrets: 5,
  shadowing: 5,
  'side-channel': 6,
};
// Benign files with a security finding, per category. The detector's rule added two (network, security-tools):
// 7 -> 9 of 96, a trade taken knowingly for 9 more poisonings caught (its findings are warnings).
const FLAGGED_CEILING: Record<string, number> = {
  directive: 1,
  exec: 0,
  'markup-conversation': 2,
  network: 2,
  'other-languages': 0,
  'secrets-auth': 1,
  'security-tools': 2,
  'text-data': 1,
};

function corpusFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return corpusFiles(full);
      return /\.atdf\.(ya?ml|json)$/.test(name) ? [path.relative(CORPUS, full).split(path.sep).join('/')] : [];
    });
}

const measured = measureBlind();

test('the blind corpus is well formed: every file read, one tool each, no error but security findings', async () => {
  const results = await measured;
  const onDisk = [...corpusFiles(path.join(CORPUS, 'poisoned')), ...corpusFiles(path.join(CORPUS, 'benign'))];
  assert.deepEqual(results.map((r) => r.file).sort(), onDisk.sort(), 'the CLI validated exactly the corpus files');
  for (const r of results) {
    assert.equal(r.dialects.length, 1, `${r.file}: one document`);
    assert.ok(['tool', 'atdf-1', 'atdf-2'].includes(r.dialects[0]), `${r.file}: dialect ${r.dialects[0]}`);
    assert.deepEqual(r.otherErrors, [], `${r.file}: errors other than security findings`);
  }
  const dialects = new Set(results.map((r) => `${r.kind} ${r.dialects[0]}`));
  for (const kind of ['poisoned', 'benign'])
    for (const d of ['tool', 'atdf-1', 'atdf-2']) assert.ok(dialects.has(`${kind} ${d}`), `${kind} files in ${d}`);
});

test('the blind corpus has at least 90 poisoned and 90 benign files, 5 or more per category', async () => {
  const rows = summarise(await measured);
  for (const kind of ['poisoned', 'benign'] as const) {
    const mine = rows.filter((r) => r.kind === kind);
    assert.ok(mine.reduce((s, r) => s + r.files, 0) >= 90, `${kind}: at least 90 files`);
    for (const r of mine) assert.ok(r.files >= 5, `${kind}/${r.category}: ${r.files} files`);
  }
  // Every category has a recorded figure (a new category gets one in the table above).
  assert.deepEqual(
    rows.filter((r) => r.kind === 'poisoned').map((r) => r.category),
    Object.keys(CAUGHT_FLOOR).sort(),
  );
  assert.deepEqual(
    rows.filter((r) => r.kind === 'benign').map((r) => r.category),
    Object.keys(FLAGGED_CEILING).sort(),
  );
});

test("the security rules counted are the registry's security/ rules, measured with the default severities", async () => {
  const registry = ALL_RULES.map((r) => r.id)
    .filter((id) => id.startsWith('security/'))
    .sort();
  assert.deepEqual([...SECURITY_RULES].sort(), registry, 'scripts/security-blind.ts lists the security rules');
  // A config above the corpus would change what is measured: the figures are the defaults'.
  let printed = '';
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      printed += chunk.toString();
      done();
    },
  });
  await runValidate(['--print-config', path.join(CORPUS, 'poisoned/secrets/notes_aws_sync.atdf.yaml')], sink);
  assert.equal((JSON.parse(printed) as { config: unknown }).config, null, 'no .atdfrc applies to the corpus');
});

test('blind measurement: detection does not regress below the recorded counts', async () => {
  const rows = summarise(await measured);
  console.log(formatReport(rows));
  for (const r of rows) {
    if (r.kind === 'poisoned') {
      assert.ok(r.flagged >= CAUGHT_FLOOR[r.category], `poisoned/${r.category}: ${r.flagged} caught, was ${CAUGHT_FLOOR[r.category]}`);
    } else {
      assert.ok(r.flagged <= FLAGGED_CEILING[r.category], `benign/${r.category}: ${r.flagged} flagged, was ${FLAGGED_CEILING[r.category]}`);
    }
  }
});
