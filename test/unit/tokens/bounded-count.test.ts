// The tokenizer's cost is linear in the text: an unbroken run of 200,000
// characters (before: quadratic, 30,000 repeated letters took 5.6 s) is
// counted well within a CPU-time bound, with an estimate close to the exact
// count; text without such runs is counted exactly as the tokenizer does.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { boundedCount, MAX_RUN } from '../../../server/src/tokens/bounded-count';
import { loadTokenCounter } from '../../../server/src/tokens/load-tokenizer';
import { cpuTimed } from '../../cpu-time';

const EXAMPLES = path.resolve(__dirname, '../../../examples');

test('a 200,000-character unbroken run is counted in linear time (CPU time)', async () => {
  const count = await loadTokenCounter();
  count('warm up');
  for (const run of ['a'.repeat(200_000), 'ab'.repeat(100_000), 'x'.repeat(100_000) + ' '.repeat(100_000)]) {
    const { value, cpuMs } = cpuTimed(() => count(run));
    // Exact BPE of 'a' * 200,000 takes tens of seconds; sliced, milliseconds. The bound is generous for a loaded machine.
    assert.ok(cpuMs < 2000, `${cpuMs} ms of CPU`);
    assert.ok(value > run.length / 20, `a real count (${value})`);
  }
});

test('the estimate for a sliced run is within one token per cut of the exact count', async () => {
  const count = await loadTokenCounter();
  for (const run of [
    'a'.repeat(12_000),
    'ab'.repeat(6_000),
    'q'.repeat(6_000) + ' '.repeat(6_000),
    'key: "' + 'Zm9v'.repeat(3_000) + '"',
  ]) {
    const cuts = Math.ceil(run.length / MAX_RUN);
    const exact = countTokens(run);
    assert.ok(Math.abs(count(run) - exact) <= cuts + 1, `${count(run)} vs exact ${exact}`);
  }
});

test('text without a run over the bound is counted exactly (every example file, and their concatenation)', async () => {
  const count = await loadTokenCounter();
  const texts = readdirSync(EXAMPLES)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.json'))
    .map((f) => readFileSync(path.join(EXAMPLES, f), 'utf8'));
  assert.ok(texts.length > 3);
  for (const text of [...texts, texts.join('\n')]) assert.equal(count(text), countTokens(text));
});

test('a long run is sliced and the text around it counted as it is; slices never split a surrogate pair', () => {
  const seen: string[] = [];
  const counter = (t: string) => (seen.push(t), t.length);
  const text = 'head text ' + 'z'.repeat(25) + ' tail';
  assert.equal(boundedCount(text, counter, 10), text.length);
  assert.deepEqual(seen, ['head text ', 'zzzzzzzzzz', 'zzzzzzzzzz', 'zzzzz', ' tail']);
  seen.length = 0;
  const emoji = '😀'.repeat(12); // 24 UTF-16 units, each a pair
  assert.equal(boundedCount(emoji, counter, 5), emoji.length);
  for (const slice of seen) assert.ok(!/^[\udc00-\udfff]|[\ud800-\udbff]$/.test(slice), JSON.stringify(slice));
  seen.length = 0;
  assert.equal(boundedCount('short', counter, 10), 5);
  assert.deepEqual(seen, ['short']);
});
