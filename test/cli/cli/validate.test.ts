// `atdf validate`, run as the real CLI entry point (server/src/cli/main.ts,
// bundled from the current sources as dist/cli.js is, test/cli-bundle.ts):
// output formats, folder walking, exit codes, and no stack traces.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { bundledCli } from '../../cli-bundle';

const ROOT = path.resolve(__dirname, '../../..');
const FIX = 'test/fixtures/atdf';
let cli: string;
before(async () => {
  cli = await bundledCli();
});

function atdf(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, 'validate', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('the bundled examples validate clean: exit 0', () => {
  const r = atdf('examples');
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.equal(r.stdout, '');
  assert.match(r.stderr, /4 files checked: 0 errors, 0 warnings/);
});

test('text output: file:line:col: severity: message [pointer] (rule), exit 1 on errors', () => {
  const r = atdf(`${FIX}/broken-example.atdf.yaml`);
  assert.equal(r.code, 1);
  assert.equal(
    r.stdout,
    `${FIX}/broken-example.atdf.yaml:8:7: hint: /tool/input/properties/End: the required input "End" appears in no example: an example is the surest way to show a correct value. [/tool/input/properties/End] (quality/required-input-without-example)\n` +
      `${FIX}/broken-example.atdf.yaml:11:7: error: example: missing required member "End" in /tool/examples/0/input [/tool/examples/0/input/End] (atdf/example-schema)\n`,
  );
});

test('json output: exact shape, 0-based ranges, files as found under a folder, sorted', () => {
  const r = atdf('--format', 'json', `${FIX}/folder`);
  assert.equal(r.code, 1, r.stderr);
  const out = JSON.parse(r.stdout) as Array<Record<string, unknown>>;
  assert.deepEqual(
    out.map((f) => f.file),
    [`${FIX}/folder/a.atdf.yml`, `${FIX}/folder/c.atdf.json`, `${FIX}/folder/nested/b.atdf.yaml`],
  );
  assert.deepEqual(out[0], { file: `${FIX}/folder/a.atdf.yml`, documents: [{ index: 0, dialect: 'atdf-1' }], diagnostics: [] });
  assert.deepEqual(out[1], {
    file: `${FIX}/folder/c.atdf.json`,
    documents: [{ index: 0, dialect: 'tool' }],
    diagnostics: [
      // The lint rules' findings come in the same list, with their rule ids as codes.
      ...[
        [
          'quality/no-examples',
          '/tool/examples',
          'the tool has no examples: one example call shows a model a correct use better than prose.',
        ],
        [
          'quality/no-failure-described',
          '/tool/output/error',
          'the tool has no output.error schema: a model that does not know how the tool fails cannot recover from an error.',
        ],
        [
          'quality/undescribed-output',
          '/tool/output/success',
          'the success output has no description (none of its own, none on its properties): say what comes back so a model can use it.',
        ],
      ].map(([code, pointer, message]) => ({
        severity: 'hint',
        document: 0,
        pointer,
        code,
        message: `${pointer}: ${message}`,
        range: { start: { line: 0, character: 1 }, end: { line: 0, character: 7 } },
      })),
      {
        severity: 'warning',
        document: 0,
        pointer: '/tool/description',
        code: 'quality/short-description',
        message:
          '/tool/description: the description has 1 word(s), fewer than 3: too few for a model to tell what the tool does and when to pick it.',
        range: { start: { line: 0, character: 46 }, end: { line: 0, character: 49 } },
      },
      {
        severity: 'error',
        document: 0,
        pointer: '/extra',
        code: 'atdf/structure',
        keyword: 'additionalProperties',
        message: '/extra: unknown key "extra"; allowed keys: tool',
        range: { start: { line: 0, character: 81 }, end: { line: 0, character: 88 } },
      },
    ],
  });
  const b = out[2].diagnostics as Array<Record<string, unknown>>;
  const required = b.find((d) => d.code === 'atdf/example-schema' && d.keyword === 'required')!;
  assert.deepEqual(Object.keys(required), ['severity', 'document', 'pointer', 'code', 'keyword', 'message', 'range']);
  assert.deepEqual(required.range, { start: { line: 10, character: 6 }, end: { line: 10, character: 11 } });
});

test('invalid UTF-8 becomes a diagnostic, not a crash', () => {
  const r = atdf(`${FIX}/invalid-utf8.atdf.yaml`);
  assert.equal(r.code, 1);
  assert.match(r.stdout, /invalid-utf8\.atdf\.yaml:3:14: error: Invalid UTF-8 at byte \d+/);
  assert.doesNotMatch(r.stdout + r.stderr, /\n\s+at /);
});

test('a UTF-16 file gets one clear error, not also "empty document"', () => {
  const r = atdf(`${FIX}/utf16.atdf.yaml`);
  assert.equal(r.code, 1);
  assert.equal(
    r.stdout,
    `${FIX}/utf16.atdf.yaml:1:1: error: The file is encoded as UTF-16; ATDF files must be UTF-8. Save it as UTF-8 and try again. [] (encoding/utf16)\n`,
  );
});

test('--no-format-warnings drops format mismatches', () => {
  const file = `${FIX}/format-warning.atdf.yaml`;
  const warned = atdf(file);
  assert.equal(warned.code, 0);
  assert.match(warned.stdout, /warning: .*date-time/);
  const quiet = atdf('--no-format-warnings', file);
  assert.equal(quiet.code, 0);
  assert.equal(quiet.stdout, '');
});

test('usage errors and unreadable input: exit 2, one line on stderr, no stack trace', () => {
  for (const args of [[], ['--format', 'xml', 'examples'], ['--bogus', 'examples'], ['does/not/exist.atdf.yaml']]) {
    const r = atdf(...args);
    assert.equal(r.code, 2, args.join(' '));
    assert.equal(r.stdout, '');
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.match(r.stderr, /^atdf: /);
  }
});

test('--help prints the usage and exits 0', () => {
  const r = atdf('--help');
  assert.equal(r.code, 0);
  assert.match(r.stdout, /Usage: atdf validate \[--format FORMAT\] \[--max-warnings N\]/);
  assert.match(r.stdout, /sarif: a SARIF 2\.1\.0 log/);
});
