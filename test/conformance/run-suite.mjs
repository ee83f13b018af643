#!/usr/bin/env node
// The conformance stage: every test of the official JSON-Schema-Test-Suite
// (test/vendor/json-schema-test-suite) for draft2020-12 and draft7, through the
// real CLI (`dist/cli.js check-schema`), one process per draft for all of its
// groups (--schema/--instances pairs; the suite's remotes/ given with
// --remotes DIR --remotes-base http://localhost:1234/, never fetched).
//
// Required tests must all pass: each draft ends with "<draft>: N passed, M
// failed" and the exit status is 1 if any fails. The optional tests (not
// optional/format/, which only checks format assertions) are run and
// reported, never counted: "<draft> optional: N of M pass", with each failure.
//
// Usage: node test/conformance/run-suite.mjs [--draft draft2020-12|draft7] [--file NAME.json] [--quiet]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const suite = join(root, 'test/vendor/json-schema-test-suite');
const DRAFTS = { 'draft2020-12': '2020-12', draft7: '07' };

const args = process.argv.slice(2);
const pick = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const onlyDraft = pick('--draft');
const onlyFile = pick('--file');
const quiet = args.includes('--quiet');

/** Every group of every test file of one folder: { file, group }. */
function groupsOf(dir) {
  const out = [];
  for (const file of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    if (onlyFile && file !== onlyFile) continue;
    for (const group of JSON.parse(readFileSync(join(dir, file), 'utf8'))) out.push({ file, group });
  }
  return out;
}

/** Why a result does not match the test (null when it does): the verdict, and the basic output's shape. */
function problemOf(result, test) {
  if (!result || typeof result.valid !== 'boolean' || !Array.isArray(result.errors)) return `malformed result ${JSON.stringify(result)}`;
  if (result.valid !== test.valid) {
    const errors = result.errors.length ? ` errors=${JSON.stringify(result.errors).slice(0, 200)}` : '';
    return `expected valid=${test.valid}, got valid=${result.valid}${errors}`;
  }
  if (test.valid) return result.errors.length === 0 ? null : 'valid result must have errors: []';
  if (result.errors.length === 0) return 'invalid result must have a non-empty errors array';
  for (const e of result.errors) {
    if (typeof e.instanceLocation !== 'string' || typeof e.keywordLocation !== 'string' || typeof e.error !== 'string') {
      return `malformed error ${JSON.stringify(e)}`;
    }
    if (e.instanceLocation !== '' && !e.instanceLocation.startsWith('/'))
      return `instanceLocation not a JSON pointer: ${e.instanceLocation}`;
  }
  return null;
}

/** Runs one draft's groups in one CLI process; returns per-group results (or a problem for all of them). */
function runDraft(draft, groups, tmp) {
  const pairs = [];
  groups.forEach(({ group }, i) => {
    const schema = join(tmp, `${draft}-${i}-schema.json`);
    const instances = join(tmp, `${draft}-${i}-instances.json`);
    writeFileSync(schema, JSON.stringify(group.schema));
    writeFileSync(instances, JSON.stringify(group.tests.map((t) => t.data)));
    pairs.push('--schema', schema, '--instances', instances);
  });
  const argv = [
    'dist/cli.js',
    'check-schema',
    '--draft',
    DRAFTS[draft],
    '--remotes',
    join(suite, 'remotes'),
    '--remotes-base',
    'http://localhost:1234/',
  ];
  const run = spawnSync(process.execPath, [...argv, ...pairs], { cwd: root, encoding: 'utf8', maxBuffer: 256 << 20, timeout: 600_000 });
  const lines = (run.stdout || '').split('\n').filter((l) => l.startsWith('{'));
  if (run.error || lines.length !== groups.length) {
    const why = run.error
      ? run.error.message
      : `${lines.length} result lines for ${groups.length} groups (exit ${run.status}): ${(run.stderr || '').trim().slice(0, 300)}`;
    return groups.map(() => ({ problem: why }));
  }
  return lines.map((line) => {
    try {
      return { results: JSON.parse(line).results };
    } catch (e) {
      return { problem: `unparsable output line: ${e.message}` };
    }
  });
}

/** Compares, prints failures; returns { passed, failed, failures }. */
function check(groups, outputs) {
  let passed = 0;
  const failures = [];
  groups.forEach(({ file, group }, i) => {
    const out = outputs[i];
    group.tests.forEach((test, t) => {
      const problem = out.problem ?? problemOf(out.results?.[t], test);
      if (problem === null) passed++;
      else failures.push(`  ${file} | ${group.description} | ${test.description}: ${problem}`);
    });
  });
  return { passed, failed: failures.length, failures };
}

const tmp = mkdtempSync(join(tmpdir(), 'atdf-conformance-'));
let failedRequired = 0;
try {
  for (const draft of Object.keys(DRAFTS)) {
    if (onlyDraft && draft !== onlyDraft) continue;
    const required = groupsOf(join(suite, 'tests', draft));
    const optional = groupsOf(join(suite, 'tests', draft, 'optional'));
    const started = process.hrtime.bigint();
    const outputs = runDraft(draft, [...required, ...optional], tmp);
    const ms = Number((process.hrtime.bigint() - started) / 1_000_000n);
    const req = check(required, outputs.slice(0, required.length));
    const opt = check(optional, outputs.slice(required.length));
    if (req.failed) console.log(`FAIL ${draft} (required):\n${req.failures.join('\n')}`);
    if (opt.failed && !quiet) console.log(`${draft} optional, failing (reported, not required):\n${opt.failures.join('\n')}`);
    console.log(`${draft} optional (reported, not counted): ${opt.passed} of ${opt.passed + opt.failed} pass`);
    console.log(
      `${draft}: ${req.passed} passed, ${req.failed} failed (${required.length + optional.length} groups in one process, ${ms} ms)`,
    );
    failedRequired += req.failed;
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.exitCode = failedRequired === 0 ? 0 : 1;
