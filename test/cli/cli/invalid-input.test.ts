// Examples of a bad call (`invalid_input: true`, test/fixtures/invalid-input/) over the real CLI, bundled
// from the current sources: validate accepts them (the broken input is information, atdf/invalid-input) and checks
// the marker (atdf/invalid-input-marker); `atdf test` sends the call to server-everything and expects the failure,
// and through `atdf proxy` checks the refusal's failure code. Before the marker existed, each of these inputs was an
// error in validate and a failure without a call in `atdf test`.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundledCli } from '../../cli-bundle';
import { atdfAsync } from './atdf-cli';

const ROOT = path.resolve(__dirname, '../../..');
const DIR = 'test/fixtures/invalid-input';
const SUM = `${DIR}/sum-v2.atdf.yaml`;
const ECHO = `${DIR}/echo-tool.atdf.yaml`;
const MISUSED = `${DIR}/misused.atdf.yaml`;
const EVERYTHING = `${path.join(ROOT, 'node_modules/.bin/mcp-server-everything')} stdio`;
const scratch = mkdtempSync(path.join(tmpdir(), 'atdf-invalid-input-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let CLI: string;
before(async () => (CLI = await bundledCli()));

const atdf = (args: string[]) => atdfAsync(args);

interface Diagnostic {
  code: string;
  severity: string;
  message: string;
  data?: { pointer?: string };
  range: { start: { line: number } };
}
const diagnostics = (stdout: string) =>
  (JSON.parse(stdout) as { diagnostics: Diagnostic[] }[]).flatMap((f) => f.diagnostics).filter((d) => d.code.startsWith('atdf/'));

interface TestReport {
  results: { tool: string; example: number; status: string; findings: { code: string; pointer: string; resultPointer?: string }[] }[];
}

test('validate: a marked example is no error; where its input breaks the schema is information naming the failure', async () => {
  const r = await atdf(['validate', '--format', 'json', SUM, ECHO]);
  assert.equal(r.code, 0, r.stdout + r.stderr);
  const found = diagnostics(r.stdout).map((d) => [d.code, d.severity, d.range.start.line + 1, d.message]);
  assert.deepEqual(found, [
    [
      'atdf/invalid-input',
      'information',
      29,
      'example: /examples/1/input_values/b: expected number, got string (invalid on purpose: invalid_input; atdf test sends it and expects not_a_number)',
    ],
    [
      'atdf/invalid-input',
      'information',
      22,
      'example: /tool/examples/1/input/message: expected string, got integer (invalid on purpose: invalid_input; atdf test sends it and expects an error)',
    ],
  ]);
});

test('validate: the marker misused is an error at the marker, the expected_result or the output', async () => {
  const r = await atdf(['validate', '--format', 'json', MISUSED]);
  assert.equal(r.code, 1);
  const errors = diagnostics(r.stdout)
    .filter((d) => d.severity === 'error')
    .map((d) => [d.code, d.range.start.line + 1, d.message.replace(/:.*?: /, ': ')]);
  assert.deepEqual(errors, [
    [
      'atdf/invalid-input-marker',
      24,
      'example: invalid_input is true, but the example input matches the input schema; break the input as the example intends, or remove invalid_input',
    ],
    [
      'atdf/invalid-input-marker',
      29,
      'example: an example with invalid_input: true must expect a failure: name a code of how_to_use.outputs.failure in expected_result (declared: not_a_number)',
    ],
    [
      'atdf/invalid-input-marker',
      57,
      'example: an example with invalid_input: true expects an error, but its output is not of the tool.output.error branch',
    ],
  ]);
});

test('validate --fix leaves a deliberately invalid input as it is', async () => {
  const copy = path.join(scratch, 'sum.atdf.yaml');
  copyFileSync(path.join(ROOT, SUM), copy);
  const r = await atdf(['validate', '--fix', copy]);
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.equal(readFileSync(copy, 'utf8'), readFileSync(path.join(ROOT, SUM), 'utf8'));
});

test('atdf test sends the bad calls to server-everything and passes them on the error they get', async () => {
  const r = await atdf(['test', '--format', 'json', '--command', EVERYTHING, SUM, ECHO]);
  assert.equal(r.code, 0, r.stdout + r.stderr);
  const report = JSON.parse(r.stdout) as TestReport;
  assert.deepEqual(
    report.results.map((x) => [x.tool, x.example, x.status, x.findings.map((f) => f.code)]),
    [
      ['get-sum', 0, 'pass', []],
      ['get-sum', 1, 'pass', []],
      ['echo', 0, 'pass', []],
      ['echo', 1, 'pass', []],
    ],
  );
  const misused = JSON.parse((await atdf(['test', '--format', 'json', '--command', EVERYTHING, MISUSED])).stdout) as TestReport;
  assert.deepEqual(
    misused.results[0].findings.map((f) => [f.code, f.pointer]),
    [['contract/input-valid', '/examples/0']],
  );
  // Marked, with no failure code named: still a call that must fail (no contract/expected-success), and what its
  // expected_result quotes (`not_numeric`, no declared code) is looked for in the error text.
  assert.deepEqual(
    misused.results[1].findings.map((f) => f.code),
    ['contract/text-missing'],
  );
});

test('through atdf proxy: the refusal must carry the failure code the example names', async () => {
  const server = `${process.execPath} ${CLI} proxy --command '${EVERYTHING}' ${SUM}`;
  const right = await atdf(['test', '--format', 'json', '--command', server, SUM]);
  assert.equal(right.code, 0, right.stdout + right.stderr);
  // The same tool where the example names another declared failure than the one the proxy refuses with.
  const other = path.join(scratch, 'other.atdf.yaml');
  writeFileSync(
    other,
    readFileSync(path.join(ROOT, SUM), 'utf8')
      .replace('    failure:\n', '    failure:\n      - code: out_of_range\n        description: An input is beyond what the tool adds.\n')
      .replace('Fails with `not_a_number`.', 'Fails with `out_of_range`.'),
  );
  const wrong = await atdf(['test', '--format', 'json', '--command', server, other]);
  assert.equal(wrong.code, 1, wrong.stdout + wrong.stderr);
  const failed = (JSON.parse(wrong.stdout) as TestReport).results[1];
  assert.deepEqual(
    failed.findings.map((f) => [f.code, f.pointer, f.resultPointer]),
    [['contract/failure-differs', '/examples/1/expected_result', '/structuredContent/failure']],
  );
});
