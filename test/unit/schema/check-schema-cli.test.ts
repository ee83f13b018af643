// `atdf check-schema`, run as a real process (bundled from the current
// sources, test/cli-bundle.ts, so it does not depend on a fresh build).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundledCli } from '../../cli-bundle';

const root = resolve(__dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'check-schema-'));
let bundled: string;
before(async () => {
  bundled = await bundledCli();
});

function cli(...args: string[]) {
  return spawnSync(process.execPath, [bundled, 'check-schema', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
}

function file(name: string, content: string): string {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
}

test('prints one line of basic output units, errors only (no warnings)', () => {
  const schema = file('s.json', JSON.stringify({ type: 'object', required: ['a'], properties: { d: { format: 'date' } } }));
  const instances = file('i.json', JSON.stringify([{ a: 1, d: 'not a date' }, { d: 3 }]));
  const r = cli('--schema', schema, '--instances', instances);
  assert.equal(r.status, 1);
  const lines = r.stdout.trim().split('\n');
  assert.equal(lines.length, 1);
  assert.deepEqual(JSON.parse(lines[0]), {
    results: [
      { valid: true, errors: [] },
      { valid: false, errors: [{ instanceLocation: '/a', keywordLocation: '/required', error: 'missing required property "a"' }] },
    ],
  });
});

test('exit 0 when all are valid; --help', () => {
  const schema = file('t.json', '{"type":"string"}');
  const instances = file('u.json', '["x","y"]');
  assert.equal(cli('--schema', schema, '--instances', instances).status, 0);
  const help = cli('--help');
  assert.equal(help.status, 0);
  assert.match(help.stdout, /Usage: atdf check-schema --schema FILE --instances FILE/);
});

test('unreadable or malformed input: one clear line, exit 2, no stack trace', () => {
  const good = file('g.json', '{}');
  const cases: [string[], RegExp][] = [
    [['--schema', join(dir, 'missing.json'), '--instances', good], /cannot read schema file ".*missing\.json" \(ENOENT\)/],
    [['--schema', file('bad.json', '{nope'), '--instances', good], /schema file ".*bad\.json" is not valid JSON/],
    [['--schema', good, '--instances', file('obj.json', '{}')], /must hold a JSON array/],
    [['--schema', good], /both --schema FILE and --instances FILE are required/],
    [['--frobnicate'], /unknown argument "--frobnicate"/],
  ];
  for (const [args, message] of cases) {
    const r = cli(...args);
    assert.equal(r.status, 2, args.join(' '));
    assert.match(r.stderr, message);
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  }
});
