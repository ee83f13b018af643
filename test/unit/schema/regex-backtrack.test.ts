// The bounded backtracker (regex/backtrack.ts) that runs patterns with
// backreferences and lookaround: ECMA-262 semantics (checked against the native
// RegExp on small inputs, where native is safe), and a step budget that turns
// polynomial or exponential blow-ups into a "too costly" warning at the value.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { compilePattern, PATTERN_STEPS_PER_MATCH, type PatternVerdict } from '../../../server/src/core/schema/pattern';
import { compileSchema } from '../../../server/src/core/schema';

function verdict(pattern: string, s: string): PatternVerdict | string {
  const c = compilePattern(pattern);
  if (c.kind !== 'ok') return c.kind;
  assert.equal(c.engine, 'backtrack', pattern);
  return c.check(s);
}

/** RegExp.test as ECMA-262 defines it in `u` mode: matches start at code-point boundaries only. */
function specTest(sticky: RegExp, s: string): boolean {
  for (let i = 0; i <= s.length; i += i < s.length && s.codePointAt(i)! > 0xffff ? 2 : 1) {
    sticky.lastIndex = i;
    if (sticky.test(s)) return true;
  }
  return false;
}

// The inputs that froze the CLI and the server when these patterns ran on the native RegExp.
const FREEZERS: { pattern: string; value: string; expected: PatternVerdict }[] = [
  { pattern: '^(.*)(.*)(.*)(.*)(.*)\\5!$', value: 'a'.repeat(3000), expected: 'too-costly' },
  { pattern: '^(a*)(a*)(a*)\\1b$', value: 'a'.repeat(5000), expected: 'too-costly' },
  // Without a backreference the memo makes this linear: a real verdict.
  { pattern: '(?=a*x)', value: 'a'.repeat(100_000), expected: 'mismatch' },
  { pattern: '^(a*)\\1b$', value: 'a'.repeat(100_000), expected: 'too-costly' },
];

for (const f of FREEZERS) {
  test(`/${f.pattern}/ on ${f.value.length} characters ends with "${f.expected}"`, () => {
    assert.equal(verdict(f.pattern, f.value), f.expected);
    // In a schema: a warning at the value when given up (not invalid), else the pattern error.
    const c = compileSchema({ properties: { v: { pattern: f.pattern } } });
    assert.deepEqual(c.issues, []);
    const r = c.validate({ v: f.value });
    if (f.expected === 'too-costly') {
      assert.equal(r.valid, true, 'a value that could not be checked is not called invalid');
      assert.deepEqual(
        r.errors.map((e) => [e.instanceLocation, e.keyword, e.severity, e.keywordLocation]),
        [['/v', 'schema/pattern-too-costly', 'warning', '/properties/v/pattern']],
      );
      assert.match(r.errors[0].error, /^pattern too costly to check here/);
    } else {
      assert.equal(r.valid, false);
      assert.deepEqual(
        r.errors.map((e) => [e.instanceLocation, e.keyword, e.severity]),
        [['/v', 'pattern', 'error']],
      );
    }
  });
}

test('the same patterns still give real verdicts on ordinary values', () => {
  assert.equal(verdict('^(.*)(.*)(.*)(.*)(.*)\\5!$', 'abcbc!'), 'match');
  assert.equal(verdict('^(.*)(.*)(.*)(.*)(.*)\\5!$', 'abc!'), 'match', 'every group may be empty');
  assert.equal(verdict('^(.*)(.*)(.*)(.*)(.*)\\5!$', 'abc'), 'mismatch');
  assert.equal(verdict('^(a*)(a*)(a*)\\1b$', 'aaab'), 'match');
  assert.equal(verdict('^(a*)(a*)(a*)\\1b$', 'aaac'), 'mismatch');
  assert.equal(verdict('(?=a*x)', 'aaax'), 'match');
  assert.equal(verdict('^(a*)\\1b$', 'aaaab'), 'match');
  assert.equal(verdict('^(a*)\\1b$', 'aaab'), 'mismatch', 'three a cannot be a group twice... unless the group is shorter');
});

test('^(?=.*\\d)[a-z\\d]+$ (a common "at least one digit" rule) is checked, short and long', () => {
  const p = '^(?=.*\\d)[a-z\\d]+$';
  for (const [s, ok] of [
    ['abc1', true],
    ['1', true],
    ['a1b2', true],
    ['abc', false],
    ['', false],
    ['ab-1', false],
    ['ABC1', false],
  ] as const) {
    assert.equal(verdict(p, s), ok ? 'match' : 'mismatch', s);
    assert.equal(new RegExp(p, 'u').test(s), ok, `native agrees on ${s}`);
  }
  assert.equal(verdict(p, 'a'.repeat(100_000) + '1'), 'match');
  assert.equal(verdict(p, 'a'.repeat(100_000)), 'mismatch');
  const c = compileSchema({ type: 'string', pattern: p });
  assert.deepEqual(c.validate('secret7'), { valid: true, errors: [] });
  // Long enough that the validator's quick pass gives up and the full pass decides (still a match).
  assert.deepEqual(c.validate('x'.repeat(50_000) + '7'), { valid: true, errors: [] });
  const bad = c.validate('secret');
  assert.equal(bad.valid, false);
  assert.deepEqual(
    bad.errors.map((e) => [e.keyword, e.severity]),
    [['pattern', 'error']],
  );
});

test('lookahead and lookbehind, positive and negative, with captures and backreferences', () => {
  const cases: [string, string][] = [
    ['(?<=\\$)\\d+', 'cost $42'],
    ['(?<=\\$)\\d+', 'cost 42'],
    ['(?<!\\$)\\b\\d+', '$42'],
    ['(?<!\\$)\\b\\d+', 'x 42'],
    ['^(?!.*password).*$', 'my password'],
    ['^(?!.*password).*$', 'my secret'],
    ['^(?=(a+))a*b\\1$', 'aaaba'],
    ['^(?=(a+))a*b\\1$', 'aaabaaa'],
    ['^(?=(a+?))\\1b', 'aab'],
    // Lookbehind runs right to left: greedy groups take what is nearest to the end first.
    ['(?<=(\\d+)(\\d+))$x?', '1053'],
    ['(?<=\\1(a))b', 'aab'],
    ['(?<=\\1(a))b', 'ab'],
    ['(?<=(a)\\1)b', 'aab'],
    ['(?<=^|,)x(?=,|$)', 'a,x,b'],
    ['(?<=^|,)x(?=,|$)', 'a,xy,b'],
    ['(?<![a-z])😀(?=\\p{L})', ' 😀é'],
    ['(?<=😀)a', '😀a'],
    ['(?<=^.)a', '😀a'],
    ['^(?!(a)\\1)..$', 'aa'],
    ['^(?!(a)\\1)..$', 'ab'],
    ['^(?:(?!(a)).)*\\1$', 'bcd'],
    ['(?=(\\w+))\\1:', 'abc:'],
    ['^(?<q>["\']).*\\k<q>$', '"quoted"'],
    ['^(?<q>["\']).*\\k<q>$', '"mixed\''],
    ['^\\k<w>(?<w>x)$', 'x'],
    ['^(?:(a)|b)*\\1$', 'aba'],
    ['^(?:(a)|b)*\\1$', 'abb'],
    ['^(a*?)(a*)\\1$', 'aaaa'],
    ['^(a+)\\1*$', 'aaaaaa'],
    ['^(?:(a*))*b\\1$', 'aab'],
    ['^(?:a|(b))+?\\1c', 'abbc'],
    ['(\\d)(?=\\1)', '1223'],
    ['(\\d)(?=\\1)', '1234'],
  ];
  for (const [p, s] of cases) {
    const expected = specTest(new RegExp(p, 'uy'), s);
    assert.equal(verdict(p, s), expected ? 'match' : 'mismatch', `/${p}/u on ${JSON.stringify(s)}`);
  }
});

test('the step budget: per match, shared by a whole validation, deterministic', () => {
  const c = compilePattern('^(a*)*\\1b$');
  assert.ok(c.kind === 'ok');
  const s = 'a'.repeat(40);
  assert.equal(c.check(s), 'too-costly');
  assert.equal(c.check(s), 'too-costly', 'the same answer every time');
  assert.equal(c.test(s), false);
  assert.equal(c.check('aab'), 'match');
  // A budget object is charged what the match used; an empty one gives up at once.
  const budget = { patternSteps: 5 * PATTERN_STEPS_PER_MATCH };
  assert.equal(c.check(s, budget), 'too-costly');
  assert.ok(budget.patternSteps <= 4 * PATTERN_STEPS_PER_MATCH, `charged: ${budget.patternSteps} left`);
  assert.equal(c.check('aab', { patternSteps: 0 }), 'too-costly');
  const small = compilePattern('^(a*)*\\1b$', { stepsPerMatch: 50 });
  assert.ok(small.kind === 'ok');
  assert.equal(small.check('aaaaab'), 'too-costly');

  // A document with many such values: after the validation's total budget is spent, the rest are
  // given up at once (even the cheap last one); every one gets its warning, none is called invalid.
  const schema = compileSchema({ items: { pattern: '^(a*)*\\1b$' } });
  const values = [...Array.from({ length: 30 }, () => s), 'aab'];
  const r = schema.validate(values);
  assert.equal(r.valid, true);
  assert.equal(r.errors.length, 31);
  assert.ok(
    r.errors.every((e, i) => e.instanceLocation === `/${i}` && e.keyword === 'schema/pattern-too-costly' && e.severity === 'warning'),
  );
  assert.deepEqual(schema.validate(values), r, 'deterministic');
  assert.deepEqual(schema.validate(['aab']), { valid: true, errors: [] }, 'the budget is per validation');
});

test('patterns without backreferences or lookaround stay on the linear engines', () => {
  for (const p of ['^(a+)+$', '^[a-z]+(?:-[a-z]+)*$', '(x+x+)+y', '^(?:ab){3,5}$']) {
    const c = compilePattern(p);
    assert.ok(c.kind === 'ok' && c.engine !== 'backtrack', p);
  }
  for (const p of ['(a)\\1', '(?=a)', '(?!a)', '(?<=a)', '(?<!a)', '(?<n>a)\\k<n>']) {
    const c = compilePattern(p);
    assert.ok(c.kind === 'ok' && c.engine === 'backtrack', p);
  }
});

// Random patterns with groups, backreferences and lookaround over a small alphabet.
const atom = fc.constantFrom('a', 'b', '.', '\\d', '\\w', '[ab]', '[^a]', '😀', '\\b', '\\B', '^', '$', '\\1', '\\2', '\\k<n>');
const quantifier = fc.constantFrom('', '', '*', '+', '?', '{2}', '{0,2}', '*?', '+?', '??', '{1,2}?');
const { pattern } = fc.letrec<{ pattern: string; term: string }>((tie) => ({
  term: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(atom, quantifier).map(([a, q]) => (/^[\\^$]b?$|^\\B$|^\\b$/.test(a) && q ? a : a + q)),
    fc.tuple(tie('pattern'), quantifier).map(([p, q]) => `(${p})${q}`),
    fc.tuple(tie('pattern'), quantifier).map(([p, q]) => `(?:${p})${q}`),
    tie('pattern').map((p) => `(?<n>${p})`),
    fc.tuple(fc.constantFrom('(?=', '(?!', '(?<=', '(?<!'), tie('pattern')).map(([open, p]) => `${open}${p})`),
  ),
  pattern: fc.oneof(
    { depthSize: 'small' },
    fc.array(tie('term'), { minLength: 1, maxLength: 4 }).map((t) => t.join('')),
    fc.tuple(tie('term'), tie('term')).map(([a, b]) => `${a}|${b}`),
  ),
}));
const subject = fc.array(fc.constantFrom('a', 'b', '1', ' ', '😀', 'é'), { maxLength: 8 }).map((cs) => cs.join(''));

test('differential: the backtracker agrees with native RegExp (u flag) on random patterns and small strings', () => {
  let compared = 0;
  let givenUp = 0;
  fc.assert(
    fc.property(pattern, fc.array(subject, { minLength: 1, maxLength: 6 }), (p, strings) => {
      let native: RegExp;
      try {
        native = new RegExp(p, 'uy');
      } catch {
        return true; // e.g. \2 with one group, or a repeated group name: a schema error, not a match
      }
      const c = compilePattern(p, { preferNative: false });
      if (c.kind !== 'ok') return false;
      for (const s of strings) {
        const expected = specTest(native, s);
        const got = c.check(s);
        if (got === 'too-costly') {
          givenUp++; // never a wrong verdict
          continue;
        }
        compared++;
        assert.equal(got, expected ? 'match' : 'mismatch', `/${p}/u on ${JSON.stringify(s)} (${c.engine})`);
      }
      return true;
    }),
    { numRuns: 6000, seed: 20260713 },
  );
  assert.ok(compared > 5000, `compared ${compared} pattern/string pairs`);
  // Only deeply nested repeats around backreferences (no memo possible) exhaust the budget on strings this small.
  assert.ok(givenUp * 100 < compared, `gave up on ${givenUp} of ${compared}`);
});
