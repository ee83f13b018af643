// `atdf-language-server` (dist/server.js, the npm package's bin) started from a
// terminal: --version and --help answer and exit 0; without a transport it
// exits 2 with the usage. Before, each printed vscode-languageserver's stack
// trace ("Connection input stream is not set").
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(__dirname, '../..');
const SERVER = path.join(ROOT, 'dist/server.js');
const VERSION = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version as string;
const server = (args: string[]) => spawnSync(process.execPath, [SERVER, ...args], { encoding: 'utf8', input: '', timeout: 20_000 });
const NO_STACK = /\bat \S+ \(|Error:|node:internal/;

test('--version and -v print the version and exit 0', () => {
  for (const flag of ['--version', '-v']) {
    const r = server([flag]);
    assert.deepEqual([r.status, r.stdout, r.stderr], [0, `${VERSION}\n`, ''], flag);
  }
});

test('--help prints the usage with every transport and exits 0', () => {
  const r = server(['--help']);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stderr, '');
  for (const transport of ['--stdio', '--node-ipc', '--socket=PORT', '--pipe=NAME']) assert.ok(r.stdout.includes(transport), transport);
});

test('no arguments, or none naming a transport: exit 2, the usage on stderr, no stack trace', () => {
  const bare = server([]);
  assert.equal(bare.status, 2);
  assert.equal(bare.stdout, '');
  assert.match(bare.stderr, /^atdf-language-server: no transport given\n\nUsage: atdf-language-server --stdio\n/);
  assert.doesNotMatch(bare.stderr, NO_STACK);
  const typo = server(['--stdi']);
  assert.equal(typo.status, 2);
  assert.match(typo.stderr, /^atdf-language-server: no transport in "--stdi"\n/);
  assert.doesNotMatch(typo.stderr, NO_STACK);
});
