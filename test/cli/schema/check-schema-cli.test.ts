// `atdf check-schema`, run as a real process (bundled from the current
// sources, test/cli-bundle.ts, so it does not depend on a fresh build).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
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
    [['--frobnicate'], /unknown option "--frobnicate"/],
  ];
  for (const [args, message] of cases) {
    const r = cli(...args);
    assert.equal(r.status, 2, args.join(' '));
    assert.match(r.stderr, message);
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  }
});

test('several --schema/--instances pairs: one line each, in order; --draft 07 for a schema without $schema', () => {
  const tuple = file('tuple.json', JSON.stringify({ items: [{ type: 'string' }], additionalItems: false }));
  const values = file('tuple-i.json', JSON.stringify([['a'], ['a', 'b'], [1]]));
  const r = cli(
    '--draft',
    '07',
    '--schema',
    tuple,
    '--instances',
    values,
    '--schema',
    file('n.json', '{"type":"number"}'),
    '--instances',
    file('n-i.json', '[1]'),
  );
  assert.equal(r.status, 1);
  const lines = r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l).results.map((x: { valid: boolean }) => x.valid));
  assert.deepEqual(lines, [[true, false, false], [true]]);
  // The same tuple in 2020-12 is checked as the draft-07 form too (with a hint the CLI does not print).
  assert.equal(cli('--schema', tuple, '--instances', values).status, 1);
  const bad = cli('--draft', '6', '--schema', tuple, '--instances', values);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--draft must be 2020-12 or 07, got "6"/);
});

test('--remotes DIR --remotes-base URL: $refs to those schemas resolve, nothing is fetched', () => {
  const remotes = mkdtempSync(join(tmpdir(), 'check-schema-remotes-'));
  mkdirSync(join(remotes, 'nested'));
  writeFileSync(join(remotes, 'nested', 'name.json'), JSON.stringify({ $defs: { name: { type: 'string', minLength: 1 } } }));
  const schema = file(
    'uses-remote.json',
    JSON.stringify({ properties: { n: { $ref: 'http://example.test/nested/name.json#/$defs/name' } } }),
  );
  const instances = file('uses-remote-i.json', JSON.stringify([{ n: 'x' }, { n: '' }]));
  const r = cli('--remotes', remotes, '--remotes-base', 'http://example.test/', '--schema', schema, '--instances', instances);
  assert.deepEqual(
    JSON.parse(r.stdout).results.map((x: { valid: boolean }) => x.valid),
    [true, false],
  );
  // Without the registration the $ref is not checked (a warning the CLI does not print): both valid.
  assert.equal(cli('--schema', schema, '--instances', instances).status, 0);
  // Relative to the schema file: the folder's default base is its file: URL.
  const local = join(remotes, 'local.json');
  writeFileSync(local, JSON.stringify({ $ref: 'nested/name.json#/$defs/name' }));
  const lr = cli('--remotes', remotes, '--schema', local, '--instances', file('local-i.json', '["", "ok"]'));
  assert.deepEqual(
    JSON.parse(lr.stdout).results.map((x: { valid: boolean }) => x.valid),
    [false, true],
  );
  const noDir = cli('--remotes', join(remotes, 'missing'), '--schema', schema, '--instances', instances);
  assert.equal(noDir.status, 2);
  assert.match(noDir.stderr, /cannot read folder ".*missing" \(ENOENT\); check --remotes/);
});

test('problems of the schema itself are reported on stderr and exit 1, as the editor shows them ("strng" no longer accepts everything)', () => {
  const schema = file('strng.json', JSON.stringify({ type: 'strng', properties: { a: { pattern: '(' } }, requird: ['a'] }));
  const instances = file('any.json', '[1, "a"]');
  const r = cli('--schema', schema, '--instances', instances);
  assert.equal(r.status, 1, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout), {
    results: [
      { valid: true, errors: [] },
      { valid: true, errors: [] },
    ],
  });
  assert.deepEqual(r.stderr.trim().split('\n'), [
    `${schema}: error at "/type": unknown type "strng"; did you mean "string"? (types: null, boolean, object, array, number, string, integer) [schema/unknown-type]`,
    `${schema}: error at "/properties/a/pattern": invalid regular expression (ECMA-262, u flag): /(/u: Unterminated group [schema/bad-regex]`,
    `${schema}: warning at "/requird": unknown keyword "requird" (ignored); did you mean "required"? [schema/unknown-keyword]`,
  ]);
});

test('a schema with only warnings keeps exit 0; the problems shown are bounded', () => {
  const warned = cli('--schema', file('w.json', '{"requird": ["a"]}'), '--instances', file('w-i.json', '[{}]'));
  assert.equal(warned.status, 0);
  assert.match(warned.stderr, /warning at "\/requird"/);
  const many = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`p${i}`, { type: 'strng' }]));
  const r = cli('--schema', file('many.json', JSON.stringify({ properties: many })), '--instances', file('m-i.json', '[{}]'));
  assert.equal(r.status, 1);
  const lines = r.stderr.trim().split('\n');
  assert.equal(lines.length, 51);
  assert.match(lines[50], /: 150 more problems not shown$/);
});
