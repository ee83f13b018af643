// The CLI's habits as ESLint and git users expect them (issue 31), over the real bundled CLI: "did you mean" for
// a mistyped command or option, `atdf help <command>`, and colour only where a person reads it (a terminal,
// forced by FORCE_COLOR or --color; never in a pipe, with NO_COLOR or with --no-color).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundledCli } from '../../cli-bundle';

const ROOT = path.resolve(__dirname, '../../..');
const ESC = '\u001b[';
let cli: string;
let bad: string;
before(async () => {
  cli = await bundledCli();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atdf-habits-'));
  bad = path.join(dir, 'bad.atdf.yaml');
  writeFileSync(bad, 'tool:\n  name: x\n  description: d\n');
  return () => rmSync(dir, { recursive: true, force: true });
});

function atdf(args: string[], env: NodeJS.ProcessEnv = {}) {
  const clean = { ...process.env };
  delete clean.NO_COLOR;
  delete clean.FORCE_COLOR;
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...clean, ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The CLI with its stdout on a terminal: util-linux's `script` gives it a pseudo-terminal. */
function atdfOnTty(args: string[], env: NodeJS.ProcessEnv = {}) {
  const line = [process.execPath, cli, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const clean = { ...process.env };
  delete clean.NO_COLOR;
  delete clean.FORCE_COLOR;
  const r = spawnSync('script', ['-qec', line, '/dev/null'], { cwd: ROOT, encoding: 'utf8', env: { ...clean, ...env } });
  assert.equal(r.error, undefined, `script(1) is needed for the terminal test: ${r.error?.message}`);
  return { code: r.status, stdout: r.stdout };
}

test('a mistyped command: exit 2, the closest command suggested', () => {
  const r = atdf(['valdate', 'examples']);
  assert.equal(r.code, 2);
  assert.equal(r.stdout, '');
  assert.equal(r.stderr, 'atdf: unknown command "valdate"; did you mean "validate"? run "atdf --help" for the list\n');
  const far = atdf(['frobnicate']);
  assert.equal(far.code, 2);
  assert.equal(far.stderr, 'atdf: unknown command "frobnicate"; run "atdf --help" for the list\n');
});

test('a mistyped option: exit 2, the closest option of that command suggested', () => {
  const r = atdf(['validate', '--max-warning', '0', 'examples']);
  assert.equal(r.code, 2);
  assert.equal(r.stderr, 'atdf: unknown option "--max-warning"; did you mean "--max-warnings"? run "atdf validate --help"\n');
  const pin = atdf(['pin', '--lock-file=x.json', 'examples']);
  assert.equal(pin.code, 2);
  assert.match(pin.stderr, /unknown option "--lock-file=x\.json"; did you mean "--lockfile"\?/);
  const schema = atdf(['check-schema', '--instance', 'x.json']);
  assert.equal(schema.code, 2);
  assert.match(schema.stderr, /did you mean "--instances"\?/);
});

test('atdf help <command> prints that command\'s help, as "<command> --help" does', () => {
  for (const command of ['validate', 'pin', 'export', 'test', 'import-mcp']) {
    const viaHelp = atdf(['help', command]);
    const viaFlag = atdf([command, '--help']);
    assert.equal(viaHelp.code, 0, command);
    assert.match(viaHelp.stdout, new RegExp(`^Usage: atdf ${command} `), command);
    assert.equal(viaHelp.stdout, viaFlag.stdout, command);
  }
  const unknown = atdf(['help', 'valdate']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /did you mean "validate"\?/);
});

test('colour: none in a pipe; on with FORCE_COLOR or --color; --no-color and NO_COLOR win', () => {
  const piped = atdf(['validate', bad]);
  assert.equal(piped.code, 1);
  assert.match(piped.stdout, /: error: missing required member "input"/);
  assert.ok(!piped.stdout.includes(ESC), 'no escape codes in a pipe');
  const forced = atdf(['validate', bad], { FORCE_COLOR: '1' });
  assert.ok(forced.stdout.includes(`${ESC}31merror${ESC}0m: missing required member`), forced.stdout);
  const flag = atdf(['--color', 'validate', bad]);
  assert.ok(flag.stdout.includes(`${ESC}31merror`), flag.stdout);
  assert.ok(!atdf(['validate', '--no-color', bad], { FORCE_COLOR: '1' }).stdout.includes(ESC), '--no-color wins over FORCE_COLOR');
  assert.ok(!atdf(['validate', bad], { FORCE_COLOR: '0' }).stdout.includes(ESC), 'FORCE_COLOR=0 is off');
});

test('colour on a terminal, and not with NO_COLOR or --no-color there', () => {
  const tty = atdfOnTty(['validate', bad]);
  assert.equal(tty.code, 1);
  assert.ok(tty.stdout.includes(`${ESC}31merror${ESC}0m`), tty.stdout);
  assert.ok(!atdfOnTty(['validate', bad], { NO_COLOR: '1' }).stdout.includes(ESC), 'NO_COLOR on a terminal');
  assert.ok(!atdfOnTty(['validate', '--no-color', bad]).stdout.includes(ESC), '--no-color on a terminal');
});
