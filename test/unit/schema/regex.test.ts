// The linear-time pattern engine: catastrophic patterns finish (we assert the
// answers), and a differential property test against native RegExp.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { compilePattern } from '../../../server/src/core/schema/pattern';
import { compileSchema } from '../../../server/src/core/schema';

function run(pattern: string, s: string): boolean | string {
  const c = compilePattern(pattern);
  return c.kind === 'ok' ? c.test(s) : c.kind;
}

test('catastrophic patterns get their answer from the linear engine', () => {
  assert.equal(run('^(a+)+$', 'a'.repeat(5000) + '!'), false);
  assert.equal(run('^(a+)+$', 'a'.repeat(5000)), true);
  assert.equal(run('^(\\w+\\s?)*$', 'word '.repeat(20000) + '!'), false);
  assert.equal(run('^(\\w+\\s?)*$', 'word '.repeat(20000)), true);
  assert.equal(run('(a|aa)+$', 'a'.repeat(10000) + 'b'), false);
  assert.equal(run('^(a|a?)+$', 'a'.repeat(10000)), true);
  assert.equal(run('(x+x+)+y', 'x'.repeat(10000)), false);
  const c = compileSchema({ properties: { v: { pattern: '^(a+)+$' } } });
  assert.deepEqual(c.issues, []);
  assert.equal(c.validate({ v: 'a'.repeat(30) + '!' }).valid, false);
});

test('the transition cache is bounded on inputs with many distinct characters, answers unchanged', () => {
  const distinct = Array.from({ length: 250_000 }, (_, i) => String.fromCodePoint(0x10000 + i)).join('');
  const c = compilePattern('^[^x]*y$', { preferNative: false });
  assert.ok(c.kind === 'ok' && c.engine === 'linear');
  if (c.kind !== 'ok') return;
  assert.equal(c.test(distinct + 'y'), true);
  assert.equal(c.test(distinct + 'x'), false);
  assert.equal(c.test('ay'), true, 'still right after the cache was dropped');
});

test('native RegExp only for patterns a backtracking engine runs in linear time', () => {
  const engine = (p: string) => {
    const c = compilePattern(p);
    return c.kind === 'ok' ? c.engine : c.kind;
  };
  for (const p of ['^[a-z]{2}(-[A-Z]{2})?$', '^[a-zA-Z0-9_.-]+$', '^\\d{4}-\\d{2}-\\d{2}$', '^(?:GET|POST|PUT)$', '^$']) {
    assert.equal(engine(p), 'native', p);
  }
  for (const p of ['^(a+)+$', '^(\\w+\\s?)*$', 'a+b', '^a*a*b', '^\\d+\\.\\d+$', '^(a|b|c){1,20}$', '^[ab]{0,5000}$', '^(ab)+$']) {
    assert.equal(engine(p), 'linear', p);
  }
});

test('backreferences and lookaround run on the bounded backtracker (regex-backtrack.test.ts has the rest)', () => {
  const c1 = compilePattern('^(\\w)\\1$');
  assert.equal(c1.kind === 'ok' && c1.engine, 'backtrack');
  assert.equal(run('^(\\w)\\1$', 'aa'), true);
  assert.equal(run('^(?=.*\\d)[a-z\\d]+$', 'abc1'), true);
  assert.equal(run('^(a+)+\\1$', 'aaaa'), true);
  assert.equal(run('^(?=(a+)+$)b', 'a'), false);
  // Only a pattern too large to expand is given up when the schema is compiled.
  const c = compileSchema({ pattern: '^(?:(a)\\1){30000}$' });
  assert.deepEqual(
    c.issues.map((i) => [i.pointer, i.code, i.severity]),
    [['/pattern', 'schema/pattern-too-costly', 'warning']],
  );
  assert.match(c.issues[0].message, /pattern too costly to check here/);
  assert.equal(c.validate('a'.repeat(40) + '!').valid, true, 'not checked');
});

test('the engine handles u-mode syntax: escapes, classes, properties, surrogate pairs, anchors, \\b', () => {
  const cases: [string, string, boolean][] = [
    ['^\\u{1F600}$', '😀', true],
    ['^\\uD83D\\uDE00$', '😀', true],
    ['^.$', '😀', true],
    ['^..$', '😀', false],
    ['^[😀-😂]+$', '😁😂', true],
    ['^\\p{Lu}\\p{Ll}+$', 'Ñandú', true],
    ['^\\P{L}+$', '123', true],
    ['^[\\d\\-.]+$', '1-2.3', true],
    ['^[^\\s]+$', 'a b', false],
    ['\\bfoo\\b', 'a foo b', true],
    ['\\bfoo\\b', 'afoo', false],
    ['\\Boo', 'foo', true],
    ['^a{2,3}$', 'aaaa', false],
    ['^a{2,}$', 'aaaa', true],
    ['^(?:ab|cd){2}$', 'abcd', true],
    ['^(?<year>\\d{4})-\\d{2}$', '2025-07', true],
    ['\\x41\\cJ\\t', 'A\n\t', true],
    ['^[\\b]$', '\b', true],
    ['^$', '', true],
    ['a.c', 'a\nc', false],
    ['[^]', '', false],
    ['[^]', '\n', true],
    ['^\\/\\.\\*$', '/.*', true],
    ['\\0', '\0', true],
  ];
  for (const [p, s, expected] of cases) {
    assert.equal(new RegExp(p, 'u').test(s), expected, `native ${p} ${JSON.stringify(s)}`);
    const c = compilePattern(p, { preferNative: false });
    assert.equal(c.kind === 'ok' && c.engine, 'linear', p);
    assert.equal(run(p, s), expected, `${p} on ${JSON.stringify(s)}`);
  }
});

// Random patterns over a small alphabet, so that random strings often match.
const atom = fc.constantFrom(
  'a',
  'b',
  'c',
  '.',
  '\\d',
  '\\w',
  '\\s',
  '\\W',
  '[ab]',
  '[^a]',
  '[a-c1]',
  '[\\s\\d]',
  'é',
  '😀',
  '\\u{1F600}',
  '\\.',
  '_',
  ' ',
  '\\p{L}',
  '[^\\w]',
);
const assertion = fc.constantFrom('^', '$', '\\b', '\\B');
const quantifier = fc.constantFrom('*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '+?', '{0,2}?');
const { pattern } = fc.letrec<{ pattern: string; term: string }>((tie) => ({
  term: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    atom,
    assertion,
    fc.tuple(atom, quantifier).map(([a, q]) => a + q),
    fc.tuple(tie('pattern'), quantifier).map(([p, q]) => `(${p})${q}`),
    tie('pattern').map((p) => `(?:${p})`),
  ),
  pattern: fc.oneof(
    { depthSize: 'small' },
    fc.array(tie('term'), { minLength: 1, maxLength: 4 }).map((t) => t.join('')),
    fc.tuple(tie('term'), tie('term')).map(([a, b]) => `${a}|${b}`),
  ),
}));
const subject = fc
  .array(fc.constantFrom('a', 'b', 'c', ' ', '1', 'é', '😀', '\n', '_', '.', 'A'), { maxLength: 10 })
  .map((cs) => cs.join(''));

/**
 * RegExp.test as the spec defines it: try the native matcher (sticky) at each
 * code-point boundary. Plain `native.test` differs in one corner: V8 also tries
 * the middle of a surrogate pair, so /\B/u.test("a😀a") is true there, although
 * ECMA-262 (RegExpBuiltinExec, AdvanceStringIndex) never starts a match inside
 * a code point in `u` mode. Everything else is the native engine's own answer.
 */
function specTest(sticky: RegExp, s: string): boolean {
  for (let i = 0; i <= s.length; i += i < s.length && s.codePointAt(i)! > 0xffff ? 2 : 1) {
    sticky.lastIndex = i;
    if (sticky.test(s)) return true;
  }
  return false;
}

test('the spec oracle only departs from native test() inside surrogate pairs', () => {
  assert.equal(specTest(/\B/uy, 'a😀a'), false);
  assert.equal(/\B/u.test('a😀a'), true);
  assert.equal(run('\\B', 'a😀a'), false);
  assert.equal(specTest(/b+/uy, 'aabb'), true);
});

test('differential: the linear engine agrees with native RegExp (u flag) on random patterns', () => {
  let compared = 0;
  fc.assert(
    fc.property(pattern, fc.array(subject, { minLength: 1, maxLength: 6 }), (p, strings) => {
      let native: RegExp;
      try {
        native = new RegExp(p, 'uy');
      } catch {
        return true; // not a valid u-mode pattern; the validator reports it as a schema error
      }
      const c = compilePattern(p, { preferNative: false });
      assert.equal(c.kind === 'ok' && c.engine, 'linear', p);
      if (c.kind !== 'ok') return false;
      for (const s of strings) {
        compared++;
        assert.equal(c.test(s), specTest(native, s), `/${p}/u on ${JSON.stringify(s)}`);
      }
      return true;
    }),
    { numRuns: 3000, seed: 20260712 },
  );
  assert.ok(compared > 3000, `compared ${compared} pattern/string pairs`);
});
