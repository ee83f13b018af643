// Hostile input: alias bombs and absurd nesting end quickly with an error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFile } from '../../../server/src/core/parse';
import { checkFileSize } from '../../../server/src/core/text/decode';
import { messageOf } from '../../unit/parse/helpers';
import { cpuTimed } from '../../cpu-time';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const BILLION_LAUGHS = `a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
`;

test('a billion-laughs document stops at the alias cap, quickly, with an error', () => {
  const { value: d, cpuMs } = cpuTimed(() => parseFile(BILLION_LAUGHS, 'yaml').documents[0]);
  const p = d.problems.find((x) => x.code === 'yaml/alias-limit');
  assert.ok(p, JSON.stringify(d.problems));
  assert.equal(p.severity, 'error');
  assert.match(messageOf(p, BILLION_LAUGHS), /billion laughs/);
  assert.equal(d.unusable, true);
  assert.equal(d.value, null);
  assert.ok(cpuMs < 2000, `took ${cpuMs} ms of CPU`);
});

test('few aliases of a huge node hit the node budget', () => {
  const big = Array.from({ length: 2000 }, (_, i) => `  k${i}: ${i}`).join('\n');
  const text = `base: &b\n${big}\nlist: [${Array(100).fill('*b').join(', ')}]\n`;
  const d = parseFile(text, 'yaml').documents[0];
  assert.equal(d.problems.find((x) => x.code === 'yaml/alias-limit')?.severity, 'error');
  const ok = parseFile(text, 'yaml', { maxAliasNodes: 10_000_000 }).documents[0];
  assert.equal(ok.unusable, false);
});

test('the alias cap is configurable', () => {
  const text = 'a: &a 1\nb: [*a, *a, *a]\n';
  assert.equal(parseFile(text, 'yaml').documents[0].unusable, false);
  const d = parseFile(text, 'yaml', { maxAliasCount: 2 }).documents[0];
  assert.equal(d.problems[0].code, 'yaml/alias-limit');
  assert.equal(d.problems[0].span.start, text.lastIndexOf('*a'), 'at the alias that went over');
});

test('a self-referencing alias is an error, not a hang', () => {
  const d = parseFile('a: &x [1, *x]\n', 'yaml').documents[0];
  assert.equal(d.unusable, true);
  assert.ok(
    d.problems.some((p) => p.code === 'yaml/alias-cycle' || p.code === 'yaml/unknown-alias'),
    JSON.stringify(d.problems),
  );
});

const DEEP = 20_000;
const cases: Array<[string, 'yaml' | 'json', string, string]> = [
  ['YAML flow [[[[', 'yaml', '['.repeat(DEEP) + ']'.repeat(DEEP), 'yaml/depth-limit'],
  ['YAML flow [[[[ unclosed', 'yaml', 'a: ' + '['.repeat(DEEP), 'yaml/depth-limit'],
  ['YAML flow mappings {a: {a:', 'yaml', '{a: '.repeat(DEEP) + '1' + '}'.repeat(DEEP), 'yaml/depth-limit'],
  ['YAML block sequences - - - -', 'yaml', '- '.repeat(DEEP) + 'x\n', 'yaml/depth-limit'],
  // Indented block mappings 20,000 deep would need 200 MB of spaces; 1,500 levels show the same guard.
  [
    'YAML block mappings (1,500 levels, indented)',
    'yaml',
    Array.from({ length: 1500 }, (_, i) => ' '.repeat(i) + 'a:').join('\n') + '\n',
    'yaml/depth-limit',
  ],
  ['JSON [[[[', 'json', '['.repeat(DEEP) + ']'.repeat(DEEP), 'json/depth-limit'],
  ['JSON objects', 'json', '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP), 'json/depth-limit'],
];
for (const [name, language, text, code] of cases) {
  test(`deep nesting (${name}) give ${code}, not a stack overflow`, () => {
    const { value: f, cpuMs } = cpuTimed(() => parseFile(text, language));
    const d = f.documents[0];
    const p = d.problems.find((x) => x.code === code);
    assert.ok(p, JSON.stringify(d.problems.slice(0, 3)));
    assert.equal(p.severity, 'error');
    assert.match(messageOf(p, text), language === 'yaml' ? /deeper than 500 levels/ : /deeper than 1000 levels/);
    assert.equal(d.unusable, true);
    assert.ok(cpuMs < 3000, `took ${cpuMs} ms of CPU`);
  });
}

test('YAML deeper than 500 levels is refused with a message naming the limit it passed, even in a fresh process (cold code, big frames)', () => {
  // The yaml package runs out of stack near 800-950 levels in a fresh
  // process; a message must never name a limit the document did not pass.
  const script = `
    const { parseFile } = require(${JSON.stringify(path.resolve(__dirname, '../../../server/src/core/parse/index.ts'))});
    const { problemText } = require(${JSON.stringify(path.resolve(__dirname, '../../../server/src/core/text/problem-text.ts'))});
    const { LineIndex } = require(${JSON.stringify(path.resolve(__dirname, '../../../server/src/core/text/line-index.ts'))});
    const shapes = {
      flow: (n) => '&x ' + '['.repeat(n) + ']'.repeat(n) + '\\n',
      block: (n) => Array.from({ length: n }, (_, i) => ' '.repeat(i) + 'k: &a' + i).join('\\n') + ' 1\\n',
      dashes: (n) => Array.from({ length: n }, (_, i) => ' '.repeat(i) + '- &a' + i).join('\\n') + ' 1\\n',
    };
    const out = [];
    for (const [shape, make] of Object.entries(shapes)) {
      for (const n of [1000, 950, 900, 850, 800, 700, 501, 499]) {
        const text = make(n);
        const d = parseFile(text, 'yaml').documents[0];
        const lines = new LineIndex(text);
        out.push({ shape, n, unusable: d.unusable, problems: d.problems.map((p) => [p.code, problemText(p, 'en', lines)]) });
      }
    }
    process.stdout.write(JSON.stringify(out));
  `;
  // One fresh process: the deepest documents are parsed first, before anything is optimised.
  const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8', timeout: 60_000 });
  assert.equal(child.status, 0, child.stderr);
  for (const r of JSON.parse(child.stdout) as { shape: string; n: number; unusable: boolean; problems: [string, string][] }[]) {
    const label = `${r.shape} ${r.n}: ${JSON.stringify(r.problems)}`;
    if (r.n < 500) {
      assert.equal(r.unusable, false, label);
      continue;
    }
    assert.deepEqual(
      r.problems.map(([code]) => code),
      ['yaml/depth-limit'],
      label,
    );
    const limit = Number(/(\d+) levels/.exec(r.problems[0][1])?.[1]);
    assert.equal(limit, 500, label);
    assert.match(r.problems[0][1], /^Nesting deeper than 500 levels/, label);
  }
});

test("900 levels (past where the yaml package's own recursion gives up) read or fail cleanly", () => {
  for (const text of ['['.repeat(900) + ']'.repeat(900), '{a: '.repeat(900) + '1' + '}'.repeat(900)]) {
    const d = parseFile(text, 'yaml').documents[0];
    if (d.unusable)
      assert.deepEqual(
        d.problems.map((p) => p.code).filter((c) => c !== 'yaml/depth-limit'),
        [],
      );
    else assert.equal(d.locations.size, 900 + (text.startsWith('{') ? 1 : 0));
  }
});

test('nesting under the limit is fine, and the limit is configurable', () => {
  const text = '['.repeat(50) + ']'.repeat(50);
  assert.equal(parseFile(text, 'yaml').documents[0].unusable, false);
  assert.equal(parseFile(text, 'json').documents[0].unusable, false);
  assert.equal(parseFile(text, 'yaml', { maxDepth: 10 }).documents[0].problems[0].code, 'yaml/depth-limit');
  assert.equal(parseFile(text, 'json', { maxDepth: 10 }).documents[0].problems[0].code, 'json/depth-limit');
  const block = 'a:\n  b:\n    c:\n      d: 1\n';
  assert.equal(parseFile(block, 'yaml', { maxDepth: 3 }).documents[0].problems[0]?.code, 'yaml/depth-limit');
  assert.equal(parseFile(block, 'yaml', { maxDepth: 4 }).documents[0].unusable, false);
});

test('binary garbage and NUL bytes parse to problems, never an exception', () => {
  let seed = 11;
  const rnd = (): number => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
  for (let k = 0; k < 200; k++) {
    const s = Array.from({ length: 300 }, () => String.fromCharCode(rnd() % 128)).join('');
    for (const lang of ['yaml', 'json'] as const) {
      const f = parseFile(s, lang);
      for (const d of f.documents) assert.ok(Array.isArray(d.problems));
    }
  }
  const nul = parseFile('a: "x\u0000y"\nb: \u0000\n', 'yaml');
  assert.ok(nul.documents.length >= 1);
});

test('a maxDepth raised beyond the stack still ends with an error, not a crash', () => {
  const text = '['.repeat(200_000) + ']'.repeat(200_000);
  for (const lang of ['json', 'yaml'] as const) {
    const d = parseFile(text, lang, { maxDepth: 10_000_000 }).documents[0];
    assert.equal(d.unusable, true, lang);
    assert.ok(
      d.problems.some((p) => p.code.endsWith('/depth-limit')),
      `${lang}: ${JSON.stringify(d.problems.slice(0, 2))}`,
    );
  }
});

test('a 20 MB text is flagged by the size guard and still parses without a crash', () => {
  const text = 'description: ' + 'x'.repeat(20 * 1024 * 1024) + '\n';
  const p = checkFileSize(text);
  assert.equal(p?.code, 'file/too-large');
  assert.match(messageOf(p!, text), /20 MB > limit 10 MB/);
  const d = parseFile(text, 'yaml').documents[0];
  assert.equal((d.value as { description: string }).description.length, 20 * 1024 * 1024);
});

test('merging a huge mapping stays linear', () => {
  const members = Array.from({ length: 20_000 }, (_, i) => `  k${i}: ${i}`).join('\n');
  const text = `base: &b\n${members}\nx:\n  <<: *b\n  k5: over\n`;
  const { value: d, cpuMs } = cpuTimed(() => parseFile(text, 'yaml', { maxAliasNodes: 1_000_000 }).documents[0]);
  assert.equal(d.unusable, false, JSON.stringify(d.problems.slice(0, 2)));
  const x = (d.value as { x: Record<string, unknown> }).x;
  assert.equal(Object.keys(x).length, 20_000);
  assert.equal(x.k5, 'over');
  assert.equal(d.locations.get('/x/k7')!.value.start, text.indexOf('k7: 7') + 4);
  assert.equal(text.slice(d.locations.get('/x/k5')!.value.start, d.locations.get('/x/k5')!.value.end), 'over');
  assert.ok(cpuMs < 3000, `took ${cpuMs} ms of CPU`);
});
