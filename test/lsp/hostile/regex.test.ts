// Catastrophic regular expressions in a schema's `pattern`, used by an
// example: a backtracking engine would take 2^40 steps on these, or polynomial
// time on long values (backreferences and lookaround, which froze the native
// RegExp). The server must answer promptly with the right verdict (or, when
// the bounded matcher runs out of steps, a "pattern too costly to check here"
// warning at the value), and other documents keep getting their diagnostics.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LspClient, startServerForFile } from '../harness';
import { HANG_MS, assertServerAnswers, messageOf, openAndDiagnose, patternTool, pointerOf, within } from './support';

/** Of the server's CPU time: far below what backtracking needs (hours), far above what a linear check needs (milliseconds). */
const PROMPT_MS = 3_000;

let client: LspClient;
startServerForFile((started) => (client = started));

const EVIL_A = 'a'.repeat(40) + '!';
const LONG_LINE = 'word '.repeat(20_000) + '!'; // 100,001 characters

const cases: { name: string; pattern: string; value: string; expect: 'mismatch' | 'match' | 'too-costly' }[] = [
  { name: '^(a+)+$ against "aaaa…a!" (40 a)', pattern: '^(a+)+$', value: EVIL_A, expect: 'mismatch' },
  { name: '^(a+)+$ against 40 a (a match)', pattern: '^(a+)+$', value: 'a'.repeat(40), expect: 'match' },
  { name: '^(a|aa)*$ against "aaaa…a!"', pattern: '^(a|aa)*$', value: EVIL_A, expect: 'mismatch' },
  { name: '^(\\w+\\s?)*$ against a 100,000-character line', pattern: '^(\\w+\\s?)*$', value: LONG_LINE, expect: 'mismatch' },
  {
    name: '^(\\w+\\s?)*$ against the same line without "!" (a match)',
    pattern: '^(\\w+\\s?)*$',
    value: LONG_LINE.slice(0, -1),
    expect: 'match',
  },
  // Backreferences and lookaround run on the bounded backtracker: a verdict, or a warning when its step budget runs out.
  { name: 'backreference with nested quantifiers ^((a+)+)\\1$', pattern: '^((a+)+)\\1$', value: EVIL_A, expect: 'too-costly' },
  { name: 'backreference with nested quantifiers, a match', pattern: '^((a+)+)\\1$', value: 'aaaa', expect: 'match' },
  {
    name: 'backreference after a starred group ^(\\w+\\s?)*(x)\\2$',
    pattern: '^(\\w+\\s?)*(x)\\2$',
    value: LONG_LINE,
    expect: 'too-costly',
  },
  // These four froze the server on the native RegExp (killed after 20 s, or seconds of quadratic time).
  {
    name: '^(.*)(.*)(.*)(.*)(.*)\\5!$ against 3,000 a',
    pattern: '^(.*)(.*)(.*)(.*)(.*)\\5!$',
    value: 'a'.repeat(3000),
    expect: 'too-costly',
  },
  { name: '^(a*)(a*)(a*)\\1b$ against 5,000 a', pattern: '^(a*)(a*)(a*)\\1b$', value: 'a'.repeat(5000), expect: 'too-costly' },
  {
    name: '(?=a*x) against 100,000 a (linear with the memo: a verdict)',
    pattern: '(?=a*x)',
    value: 'a'.repeat(100_000),
    expect: 'mismatch',
  },
  { name: '^(a*)\\1b$ against 100,000 a', pattern: '^(a*)\\1b$', value: 'a'.repeat(100_000), expect: 'too-costly' },
  {
    name: '^(?=.*\\d)[a-z\\d]+$ against 100,000 letters and a digit (a match)',
    pattern: '^(?=.*\\d)[a-z\\d]+$',
    value: 'a'.repeat(100_000) + '1',
    expect: 'match',
  },
];

let n = 0;
for (const c of cases) {
  test(`pattern ${c.name}: a prompt verdict, and the server still answers`, async () => {
    const uri = `file:///ws/regex-${++n}.atdf.yaml`;
    const diagnostics = await openAndDiagnose(client, uri, patternTool(`hostile.regex_${n}`, c.pattern, c.value), PROMPT_MS);
    const onValue = diagnostics.filter((d) => pointerOf(d) === '/tool/examples/0/input/v');
    const costly = diagnostics.filter((d) => /pattern too costly to check here/.test(messageOf(d)));
    if (c.expect === 'mismatch') {
      assert.equal(onValue.length, 1, JSON.stringify(diagnostics));
      assert.deepEqual([onValue[0].code, (onValue[0].data as { keyword?: string }).keyword], ['atdf/example-schema', 'pattern']);
      assert.equal(onValue[0].severity, 1);
      assert.equal(costly.length, 0);
    } else if (c.expect === 'match') {
      assert.deepEqual(
        diagnostics.filter((d) => d.severity === 1),
        [],
      );
      assert.equal(costly.length, 0);
    } else {
      assert.equal(costly.length, 1, JSON.stringify(diagnostics));
      assert.equal(costly[0].severity, 2, 'a warning');
      assert.equal(costly[0].code, 'schema/pattern-too-costly');
      assert.equal(pointerOf(costly[0]), '/tool/examples/0/input/v', 'at the value that could not be checked');
      assert.deepEqual(
        diagnostics.filter((d) => d.severity === 1),
        [],
        'the value is not called invalid',
      );
    }
    await client.close(uri);
    await assertServerAnswers(client, c.name);
  });
}

test('while catastrophic patterns are being checked, another document still gets its diagnostics promptly', async () => {
  // Open every hostile document and, right behind them, an ordinary one; do not wait in between.
  const hostile = cases.map((c, i) => ({
    uri: `file:///ws/regex-burst-${i}.atdf.yaml`,
    text: patternTool(`hostile.burst_${i}`, c.pattern, c.value),
  }));
  for (const h of hostile) await client.open(h.uri, h.text);
  // The server's CPU time, not the wall clock: what the ordinary document waited for is the server's work.
  await within(
    client,
    PROMPT_MS,
    'the ordinary document behind a burst of hostile patterns',
    assertServerAnswers(client, 'burst of hostile patterns'),
  );
  for (const h of hostile) {
    const diagnostics = await within(client, PROMPT_MS, h.uri, client.diagnosticsFor(h.uri, 1, HANG_MS));
    assert.ok(Array.isArray(diagnostics));
    await client.close(h.uri);
  }
});
