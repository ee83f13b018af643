// The CLI gets the engine's bounded diagnostics too (docs/hostile-input.md#output-bounds): a 1 MB key and an enum
// of 20,000 values make diagnostics of a few KB in `--format json`, not megabytes.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { assertOrderly, runCli, tempDir } from './cli-support';

const temp = tempDir('atdf-out-bounds-');
after(() => temp.remove());

test('atdf validate --format json: every diagnostic of a 1 MB key and of a 20,000-value enum is bounded', async () => {
  const key = 'k'.repeat(1_000_000);
  const values = Array.from({ length: 20_000 }, (_, i) => `value_number_${i}`);
  const file = join(temp.dir, 'big.atdf.yaml');
  writeFileSync(
    file,
    [
      'tool:',
      '  name: big.output',
      '  description: A tool whose example has a huge unknown member and whose input a huge enum.',
      '  input:',
      '    type: object',
      `    properties: { v: { enum: [${values.join(', ')}] } }`,
      '    additionalProperties: false',
      '  examples:',
      `    - input: { v: none_of_them, ${key}: 1 }`,
      '',
    ].join('\n'),
  );
  const run = await runCli(['validate', file, '--format', 'json']);
  assertOrderly(run, 'big output');
  assert.equal(run.code, 1);
  const report = JSON.parse(run.stdout) as { files: { diagnostics: unknown[] }[] } | { diagnostics: unknown[] }[];
  const files = Array.isArray(report) ? report : report.files;
  const diagnostics = files.flatMap((f) => f.diagnostics);
  assert.ok(diagnostics.length >= 2, run.stdout.slice(0, 500));
  for (const d of diagnostics) assert.ok(JSON.stringify(d).length <= 16_000, `a diagnostic of ${JSON.stringify(d).length} characters`);
  assert.ok(run.stdout.length < 200_000, `${run.stdout.length} characters of output`);
});
