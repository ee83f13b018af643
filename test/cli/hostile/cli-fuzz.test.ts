// Random bytes through the real `atdf validate` (fast-check). Spawning once
// per input would be slow, so each property run writes a batch of random files
// into a temporary folder and validates the folder once: whatever the bytes,
// the exit code is 0, 1 or 2, stderr has no stack trace, and `--format json`
// prints valid JSON with one entry per file. A few single-file runs in text
// format check the same on the other output path.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { ROOT, assertOrderly, runCli, tempDir } from './cli-support';

/** The official ATDF examples, in the read-only reference data next to the checkout. */
const OFFICIAL = join(ROOT, 'test', 'vendor', 'atdf-official');

const corpus: Buffer[] = [
  ...readdirSync(join(ROOT, 'examples'))
    .filter((f) => /\.atdf\.(yaml|json)$/.test(f))
    .map((f) => readFileSync(join(ROOT, 'examples', f))),
  ...readdirSync(OFFICIAL)
    .filter((f) => f.endsWith('.json') && !f.includes('schema'))
    .map((f) => readFileSync(join(OFFICIAL, f))),
];

/** A real ATDF file with random byte-level damage: cuts, random bytes spliced in, pieces of other files. */
const damagedAtdf = fc
  .tuple(
    fc.constantFrom(...corpus),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.nat({ max: 40 }),
        fc.oneof(
          fc.uint8Array({ maxLength: 30 }),
          fc.constantFrom(...corpus).map((b) => b.subarray(0, 60)),
        ),
      ),
      { maxLength: 8 },
    ),
  )
  .map(([file, edits]) => {
    let bytes = Buffer.from(file);
    for (const [at, cut, insert] of edits) {
      const start = at % (bytes.length + 1);
      bytes = Buffer.concat([bytes.subarray(0, start), Buffer.from(insert), bytes.subarray(Math.min(bytes.length, start + cut))]);
    }
    return bytes as Uint8Array;
  });

const randomText = fc.string({ unit: 'binary', maxLength: 300 }).map((s) => Buffer.from(s, 'utf8') as Uint8Array);
/** YAML/JSON punctuation soup: the characters most likely to reach odd parser states. */
const punctuation = fc
  .array(
    fc.constantFrom(
      ...'{}[]:,-?&*!|>\'"#%@`\n \t\r\\\u0000\ufeff'.split(''),
      'a',
      '1',
      'tool:',
      '---\n',
      '...\n',
      '<<: ',
      '!!binary ',
      '&a ',
      '*a ',
    ),
    { maxLength: 200 },
  )
  .map((parts) => Buffer.from(parts.join(''), 'utf8') as Uint8Array);

const fileContent = fc.oneof(fc.uint8Array({ maxLength: 3000 }), damagedAtdf, randomText, punctuation);
const extension = fc.constantFrom('.atdf.yaml', '.atdf.yml', '.atdf.json');
const batch = fc.array(fc.tuple(fileContent, extension), { minLength: 60, maxLength: 120 });

/** More runs or another seed for a deeper hunt: ATDF_FUZZ_RUNS=100 ATDF_FUZZ_SEED=123 (npm test uses the defaults). */
const RUNS = Number(process.env.ATDF_FUZZ_RUNS ?? 0) || undefined;
const SEED = process.env.ATDF_FUZZ_SEED === undefined ? undefined : Number(process.env.ATDF_FUZZ_SEED);

interface JsonEntry {
  file: string;
  diagnostics: { severity: string; message: string }[];
}

test('random files validated as a folder: exit 0/1/2, valid JSON with one entry per file, no stack trace', async () => {
  let total = 0;
  await fc.assert(
    fc.asyncProperty(batch, async (files) => {
      const folder = tempDir('fuzz');
      try {
        files.forEach(([bytes, ext], i) => writeFileSync(join(folder.dir, `f${String(i).padStart(3, '0')}${ext}`), bytes));
        total += files.length;
        const run = await runCli(['validate', '--format', 'json', folder.dir]);
        assertOrderly(run, 'folder of random files');
        assert.notEqual(run.code, 2, `unreadable input reported for readable files: ${run.stderr}`);
        const entries = JSON.parse(run.stdout) as JsonEntry[];
        assert.equal(entries.length, files.length);
        const anyError = entries.some((e) => e.diagnostics.some((d) => d.severity === 'error'));
        assert.equal(run.code, anyError ? 1 : 0, 'the exit code follows the errors reported');
        for (const e of entries) for (const d of e.diagnostics) assert.ok(d.message.length > 0 && !/^\s+at /m.test(d.message), e.file);
      } finally {
        folder.remove();
      }
    }),
    { numRuns: RUNS ?? 4, seed: SEED ?? 20260707, endOnFailure: true },
  );
  assert.ok(total >= 60 * (RUNS ?? 4), `every batch validated (${total} files)`);
});

test('random files one at a time, text output: exit 0/1/2 and no stack trace', async () => {
  await fc.assert(
    fc.asyncProperty(fileContent, extension, async (bytes, ext) => {
      const folder = tempDir('fuzz-one');
      try {
        const file = join(folder.dir, `one${ext}`);
        writeFileSync(file, bytes);
        const run = await runCli(['validate', file]);
        assertOrderly(run, 'one random file');
        assert.notEqual(run.code, 2, run.stderr);
        assert.match(run.stderr, /^1 file checked: \d+ errors?, \d+ warnings?\n$/);
        for (const line of run.stdout.split('\n').filter(Boolean)) {
          assert.ok(line.startsWith(`${file}:`), `every line names the file: ${line.slice(0, 200)}`);
        }
      } finally {
        folder.remove();
      }
    }),
    { numRuns: RUNS ?? 6, seed: SEED ?? 7, endOnFailure: true },
  );
});
