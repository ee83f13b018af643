// `atdf validate` (the real bundled CLI) on hostile files, generated at test
// time in a temporary folder: catastrophic patterns, alias bombs, 20,000-deep
// nesting, $ref cycles, invalid UTF-8, NUL bytes, UTF-16, binary garbage,
// 20 MB files. Each gets the right diagnostic; every run exits 0/1/2 promptly
// with no stack trace.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { assertOrderly, runCli, tempDir } from './cli-support';
import { isLintCode } from '../../../server/src/core/lint/index';

interface JsonDiagnostic {
  severity: string;
  pointer: string;
  code: string;
  keyword?: string;
  message: string;
  range: { start: { line: number; character: number } };
}
interface JsonEntry {
  file: string;
  documents: { index: number; dialect: string | null }[];
  diagnostics: JsonDiagnostic[];
}

const N = 20_000;

function patternTool(name: string, pattern: string, value: string): string {
  return `tool:\n  name: ${name}\n  description: d\n  input:\n    type: object\n    properties:\n      v: { type: string, pattern: ${JSON.stringify(pattern)} }\n  examples:\n    - input: { v: ${JSON.stringify(value)} }\n`;
}

function billionLaughs(levels: number): string {
  const lines = ['l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
  for (let i = 1; i <= levels; i++)
    lines.push(
      `l${i}: &l${i} [${Array(9)
        .fill(`*l${i - 1}`)
        .join(', ')}]`,
    );
  return lines.join('\n') + '\n';
}

function nested(levels: number, wrap: (inner: string) => string, leaf: string): string {
  let s = leaf;
  for (let i = 0; i < levels; i++) s = wrap(s);
  return s;
}

function refTool(name: string, input: string[]): string {
  return [
    'tool:',
    `  name: ${name}`,
    '  description: d',
    '  input:',
    ...input.map((l) => `    ${l}`),
    '  examples:',
    '    - input: { x: 1 }',
    '',
  ].join('\n');
}

const head = Buffer.from('tool:\n  name: bad.bytes\n  description: "caf');
const INVALID_UTF8_AT = head.length; // the byte offset of 0xff below

/** Files written into the folder, with what the JSON report must say about each. */
const files: { name: string; content: string | Buffer; check: (e: JsonEntry) => void }[] = [
  {
    name: 'regex-nested-plus.atdf.yaml',
    content: patternTool('re.plus', '^(a+)+$', 'a'.repeat(40) + '!'),
    check: (e) =>
      assert.deepEqual(
        e.diagnostics.map((d) => [d.code, d.keyword, d.pointer]),
        [['atdf/example-schema', 'pattern', '/tool/examples/0/input/v']],
      ),
  },
  {
    name: 'regex-words.atdf.yaml',
    content: patternTool('re.words', '^(\\w+\\s?)*$', 'word '.repeat(20_000) + '!'),
    check: (e) =>
      assert.deepEqual(
        e.diagnostics.map((d) => [d.code, d.keyword, d.pointer]),
        [['atdf/example-schema', 'pattern', '/tool/examples/0/input/v']],
      ),
  },
  {
    name: 'regex-backreference.atdf.yaml',
    content: patternTool('re.backref', '^((a+)+)\\1$', 'a'.repeat(40) + '!'),
    check: (e) => {
      assert.equal(e.diagnostics.length, 1, JSON.stringify(e.diagnostics));
      assert.equal(e.diagnostics[0].severity, 'warning');
      // The bounded backtracker ran out of steps on this value: a warning at the value, not an error.
      assert.equal(e.diagnostics[0].pointer, '/tool/examples/0/input/v');
      assert.equal(e.diagnostics[0].code, 'schema/pattern-too-costly');
      assert.match(e.diagnostics[0].message, /pattern too costly to check here/);
    },
  },
  ...[9, 10].map((levels) => ({
    name: `billion-laughs-${levels}.atdf.yaml`,
    content: billionLaughs(levels),
    check: (e: JsonEntry) => {
      assert.deepEqual(
        e.diagnostics.map((d) => [d.severity, d.code]),
        [['error', 'yaml/alias-limit']],
      );
      assert.match(e.diagnostics[0].message, /alias bomb/);
    },
  })),
  ...[
    ['deep-brackets.atdf.yaml', '['.repeat(N) + ']'.repeat(N), 'yaml/depth-limit'],
    ['deep-braces.atdf.yaml', '{a: '.repeat(N) + '1' + '}'.repeat(N), 'yaml/depth-limit'],
    ['deep-explicit-keys.atdf.yaml', '? '.repeat(N) + 'x\n', 'yaml/depth-limit'],
    ['deep-dashes.atdf.yaml', '- '.repeat(N) + 'x\n', 'yaml/depth-limit'],
    ['deep-brackets.atdf.json', '['.repeat(N) + ']'.repeat(N), 'json/depth-limit'],
    [
      'deep-properties.atdf.json',
      `{"tool":{"name":"deep.p","description":"d","input":${nested(N, (s) => `{"type":"object","properties":{"p":${s}}}`, '{}')}}}`,
      'json/depth-limit',
    ],
    [
      'deep-items.atdf.yaml',
      `tool:\n  name: deep.i\n  description: d\n  input: ${nested(N, (s) => `{type: array, items: ${s}}`, '{}')}\n`,
      'yaml/depth-limit',
    ],
  ].map(([name, content, code]) => ({
    name,
    content,
    check: (e: JsonEntry) => {
      assert.deepEqual(
        e.diagnostics.map((d) => [d.severity, d.code]),
        [['error', code]],
      );
      assert.match(e.diagnostics[0].message, /Flatten the structure/);
    },
  })),
  {
    name: 'ref-root.atdf.yaml',
    content: refTool('ref.root', ['$ref: "#"']),
    check: (e) =>
      assert.deepEqual(
        e.diagnostics.map((d) => [d.severity, d.pointer]),
        [['error', '/tool/input/$ref']],
      ),
  },
  {
    name: 'ref-a-b.atdf.yaml',
    content: refTool('ref.ab', ['$ref: "#/$defs/a"', '$defs:', '  a: { $ref: "#/$defs/b" }', '  b: { $ref: "#/$defs/a" }']),
    check: (e) =>
      assert.deepEqual(
        e.diagnostics.map((d) => [d.severity, d.pointer]),
        [
          ['error', '/tool/input/$defs/a/$ref'],
          ['error', '/tool/input/$defs/b/$ref'],
        ],
      ),
  },
  {
    name: 'invalid-utf8.atdf.yaml',
    content: Buffer.concat([head, Buffer.from([0xff, 0xc3]), Buffer.from('"\n  input: { type: object }\n')]),
    check: (e) => {
      const d = e.diagnostics.find((x) => x.code === 'encoding/invalid-utf8');
      assert.ok(d, JSON.stringify(e.diagnostics));
      assert.match(d.message, new RegExp(`Invalid UTF-8 at byte ${INVALID_UTF8_AT}\\b`));
      assert.deepEqual(d.range.start, { line: 2, character: 19 }); // just after `  description: "caf`
    },
  },
  {
    name: 'nul.atdf.yaml',
    content: 'tool:\n  name: nul.byte\n  description: "a\u0000b"\n  input: { type: object }\n',
    check: (e) =>
      assert.deepEqual(
        e.diagnostics.map((d) => [d.severity, d.code, d.range.start]),
        [['error', 'text/nul', { line: 2, character: 17 }]],
      ),
  },
  {
    name: 'utf16.atdf.yaml',
    content: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('tool_id: x\n', 'utf16le')]),
    check: (e) =>
      assert.ok(
        e.diagnostics.some((d) => d.code === 'encoding/utf16' && /Save it as UTF-8/.test(d.message)),
        JSON.stringify(e.diagnostics),
      ),
  },
  {
    name: 'binary.atdf.yaml',
    content: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) & 0xff)),
    check: (e) =>
      assert.ok(
        e.diagnostics.some((d) => d.code === 'encoding/invalid-utf8'),
        JSON.stringify(e.diagnostics),
      ),
  },
  {
    name: 'empty.atdf.yaml',
    content: '',
    check: (e) =>
      assert.deepEqual(
        e.diagnostics.map((d) => [d.severity, d.code]),
        [['warning', 'atdf/empty-document']],
      ),
  },
];

let folder: { dir: string; remove: () => void };
before(() => {
  folder = tempDir('cli');
  for (const f of files) writeFileSync(join(folder.dir, f.name), f.content);
});
after(() => folder?.remove());

test('a folder of hostile files: valid JSON, the right diagnostic for each file, exit 1, promptly', async () => {
  const run = await runCli(['validate', '--format', 'json', folder.dir]);
  assertOrderly(run, 'folder');
  assert.equal(run.code, 1);
  assert.ok(run.cpuMs < 20_000, `took ${run.cpuMs} ms of CPU (${run.ms} ms of wall time)`);
  const entries = JSON.parse(run.stdout) as JsonEntry[];
  assert.deepEqual(entries.map((e) => e.file.slice(folder.dir.length + 1)).sort(), files.map((f) => f.name).sort());
  for (const f of files) {
    const entry = entries.find((e) => e.file === join(folder.dir, f.name));
    assert.ok(entry, f.name);
    try {
      // The lint rules ran on these files too (they must not crash or stall on them); what is checked here is the rest.
      f.check({ ...entry, diagnostics: entry.diagnostics.filter((d) => !isLintCode(d.code)) });
    } catch (error) {
      throw new Error(`${f.name}: ${(error as Error).message}`, { cause: error });
    }
  }
});

test('text output on invalid UTF-8 names the file, line, column and byte offset', async () => {
  const run = await runCli(['validate', join(folder.dir, 'invalid-utf8.atdf.yaml')]);
  assertOrderly(run, 'invalid UTF-8');
  assert.equal(run.code, 1);
  assert.match(
    run.stdout,
    new RegExp(`invalid-utf8\\.atdf\\.yaml:3:20: error: Invalid UTF-8 at byte ${INVALID_UTF8_AT}\\b.*Re-save it as UTF-8`),
  );
  assert.match(run.stderr, /1 file checked: 1 error/);
});

test('20 MB files: a valid one validates clean (exit 0), 20 MB of random bytes gets a few clear errors (exit 1)', async () => {
  const big = tempDir('big');
  try {
    const valid = join(big.dir, 'valid.atdf.yaml');
    writeFileSync(
      valid,
      `tool_id: big.description\ndescription: ${'x'.repeat(20 * 1024 * 1024)}\nwhen_to_use: w\nhow_to_use: {inputs: [], outputs: {success: s, failure: []}}\n`,
    );
    const garbage = join(big.dir, 'garbage.atdf.yaml');
    const bytes = Buffer.alloc(20 * 1024 * 1024);
    let x = 7;
    for (let i = 0; i < bytes.length; i++) bytes[i] = (x = (x * 1103515245 + 12345) & 0x7fffffff) & 0xff;
    writeFileSync(garbage, bytes);

    const ok = await runCli(['validate', valid]);
    assertOrderly(ok, '20 MB valid');
    assert.equal(ok.code, 0, ok.stdout.slice(0, 500));
    // No error. The lint on a 20 MB one-word description: too few words, far too many tokens; and no failure described.
    const lines = ok.stdout.split('\n').filter(Boolean);
    assert.deepEqual(
      lines.map((l) => / (warning|hint): (\/\S+):/.exec(l)?.slice(1).join(' ')),
      ['warning /description', 'hint /description', 'hint /how_to_use/outputs/failure'],
    );
    assert.match(lines[1], /about 5242880 tokens/);

    const bad = await runCli(['validate', '--format', 'json', garbage]);
    assertOrderly(bad, '20 MB garbage');
    assert.equal(bad.code, 1);
    const [entry] = JSON.parse(bad.stdout) as JsonEntry[];
    assert.ok(entry.diagnostics.length <= 10, `a few diagnostics, not one per byte: ${entry.diagnostics.length}`);
    assert.ok(entry.diagnostics.some((d) => d.code === 'encoding/invalid-utf8' && /and \d+ more place/.test(d.message)));
  } finally {
    big.remove();
  }
});

test('a missing file and a bad option: exit 2 with one clear line', async () => {
  const dir = tempDir('unreadable');
  try {
    const missing = await runCli(['validate', join(dir.dir, 'missing.atdf.yaml')]);
    assertOrderly(missing, 'missing file');
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /^atdf: cannot read ".*missing\.atdf\.yaml": no such file or folder\n$/);
    const usage = await runCli(['validate', '--format', 'xml', dir.dir]);
    assertOrderly(usage, 'bad format');
    assert.equal(usage.code, 2);
    assert.equal(usage.stderr.trim().split('\n').length, 1);
  } finally {
    dir.remove();
  }
});
