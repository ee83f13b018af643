// `atdf validate --watch` as a real process of the bundled CLI (issue 31): it validates, then again after a
// change (a burst of writes makes one run, not one per write), says a run's error and goes on watching, and
// Ctrl+C (SIGINT) ends it by the signal with its one line, no stack trace; the options it cannot go with are
// usage errors. The waits are on the CLI's own lines; the 20 s bound only ends a hung test.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundledCli } from '../../cli-bundle';

const GOOD = 'tool:\n  name: notes.read\n  description: Reads one note of the notebook and returns its text.\n  input: {type: object}\n';
let cli: string;
let dir: string;
before(async () => {
  cli = await bundledCli();
  dir = mkdtempSync(path.join(os.tmpdir(), 'atdf-watch-'));
  mkdirSync(path.join(dir, 'tools'));
  writeFileSync(path.join(dir, 'tools/read.atdf.yaml'), GOOD);
  return () => rmSync(dir, { recursive: true, force: true });
});

test('validates, again after each change (a burst is one run), says a run error and goes on; SIGINT ends it', async () => {
  const child = spawn(process.execPath, [cli, 'validate', '--watch', 'tools'], { cwd: dir });
  let stderr = '';
  let stdout = '';
  const waiters: (() => void)[] = [];
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
    for (const w of waiters.splice(0)) w();
  });
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  const watching = () => stderr.split('atdf: watching tools for changes (Ctrl+C stops)\n').length - 1;
  const until = (what: string, ok: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const guard = setTimeout(() => reject(new Error(`no ${what} within 20 s; stderr: ${stderr}`)), 20_000);
      const check = () => (ok() ? (clearTimeout(guard), resolve()) : waiters.push(check));
      check();
    });
  const exited = new Promise<[number | null, string | null]>((resolve) => child.on('exit', (code, signal) => resolve([code, signal])));
  try {
    await until('first run', () => watching() === 1);
    assert.match(stderr, /^1 file checked: 0 errors, 0 warnings/);
    // Ten writes at once: one more run (two at most, should the burst straddle a settle), not ten.
    for (let i = 0; i < 10; i++) writeFileSync(path.join(dir, 'tools/bad.atdf.yaml'), `tool:\n  name: bad${i}\n`);
    await until('the run after the burst', () => /2 files checked: 2 errors/.test(stderr) && watching() >= 2);
    assert.match(stdout, /^tools\/bad\.atdf\.yaml:1:1: error: missing required member "description"/m);
    const afterBurst = watching();
    // Every file gone: the run's error is said, and it keeps watching.
    rmSync(path.join(dir, 'tools/bad.atdf.yaml'));
    rmSync(path.join(dir, 'tools/read.atdf.yaml'));
    await until('the run with no file', () => /atdf: No files matching "tools"/.test(stderr) && watching() > afterBurst);
    writeFileSync(path.join(dir, 'tools/read.atdf.yaml'), GOOD);
    await until('the run with the file back', () => (stderr.match(/1 file checked: 0 errors/g) ?? []).length === 2);
    assert.ok(afterBurst <= 3, `the burst of ten writes made ${afterBurst - 1} runs`);
  } finally {
    child.kill('SIGINT');
  }
  const [code, signal] = await exited;
  assert.deepEqual([code, signal], [null, 'SIGINT']);
  assert.match(stderr, /atdf: stopped by SIGINT\n$/);
  assert.doesNotMatch(stderr, /\n\s+at /, 'no stack trace');
});

test('--watch with stdin, --fix, -o or --print-config is a usage error', () => {
  for (const [args, clash] of [
    [['-'], 'stdin \\("-"\\)'],
    [['--fix', 'tools'], '--fix'],
    [['-o', 'r.txt', 'tools'], '-o'],
    [['--print-config', 'tools/read.atdf.yaml'], '--print-config'],
  ] as const) {
    const r = spawnSync(process.execPath, [cli, 'validate', '--watch', ...args], { cwd: dir, encoding: 'utf8', input: '' });
    assert.equal(r.status, 2, r.stderr);
    assert.match(r.stderr, new RegExp(`^atdf: --watch does not go with ${clash}\n$`));
  }
});
