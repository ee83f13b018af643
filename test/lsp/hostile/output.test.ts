// Output is bounded: a document with thousands of problems publishes at most
// atdf.validation.maxProblems diagnostics (default 1,000) and one final
// "N more problems not shown"; code actions are bounded the same way.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { LspClient } from '../harness';
import { assertServerAnswers, messageOf } from './support';

let client: LspClient;
before(async () => {
  ({ client } = await LspClient.start());
});
after(async () => {
  await client?.stop();
});

/** `count` tools, each missing its description and with a misspelt key: two problems each, most with a quick fix. */
function manyProblems(count: number): string {
  const docs: string[] = [];
  for (let i = 0; i < count; i++) docs.push(`tool:\n  name: many_${i}\n  descriptoin: x\n  input: { type: object }\n`);
  return docs.join('---\n');
}

test('3,000 empty documents publish 1,000 diagnostics and one "2,000 more problems not shown"', async () => {
  const uri = 'file:///ws/dashes.atdf.yaml';
  await client.open(uri, '---\n'.repeat(3000));
  const diagnostics = await client.diagnosticsFor(uri, 1, 60_000);
  assert.equal(diagnostics.length, 1001);
  const last = diagnostics[1000];
  assert.equal(last.code, 'atdf/too-many-problems');
  assert.equal(last.severity, 3);
  assert.match(messageOf(last), /^2,?000 more problems not shown \(atdf\.validation\.maxProblems is 1,?000\)/);
  assert.equal(last.range.start.line, 1000, 'at the first problem not shown');
  assert.ok(diagnostics.slice(0, 1000).every((d) => d.code === 'atdf/empty-document'));
  await client.close(uri);
});

test('the cap is a setting, and code actions for a whole document stay under it', async () => {
  await client.updateSettings({ validation: { maxProblems: 10 } });
  try {
    const uri = 'file:///ws/many-problems.atdf.yaml';
    const text = manyProblems(300);
    await client.open(uri, text);
    const diagnostics = await client.diagnosticsFor(uri, 1, 60_000);
    assert.equal(diagnostics.length, 11);
    assert.match(messageOf(diagnostics[10]), /^\d+ more problems not shown \(atdf\.validation\.maxProblems is 10\)/);
    const whole = { start: { line: 0, character: 0 }, end: { line: text.split('\n').length, character: 0 } };
    const actions = await client.codeActions(uri, whole, diagnostics.slice(0, 10));
    assert.ok(actions.length > 0, 'control: there are quick fixes');
    assert.ok(actions.length <= 10, `${actions.length} code actions`);
    await client.close(uri);
  } finally {
    await client.updateSettings({});
  }
  await assertServerAnswers(client, 'after many problems');
});

/** Every diagnostic of a publish, as it went over the wire, is at most this many characters of JSON (docs/hostile-input.md#output-bounds). */
const MAX_DIAGNOSTIC_JSON = 16_000;

function assertBounded(diagnostics: unknown[], label: string): void {
  for (const d of diagnostics) {
    const size = JSON.stringify(d).length;
    assert.ok(size <= MAX_DIAGNOSTIC_JSON, `${label}: a diagnostic of ${size} characters: ${JSON.stringify(d).slice(0, 300)}`);
  }
}

test('a 1 MB key: each diagnostic is cut to a bounded size (it was 2.9 MB on the wire), the key named at its start', async () => {
  const key = 'k'.repeat(1_000_000);
  const text = [
    'tool:',
    '  name: big.key',
    '  description: A tool whose example has a huge unknown member.',
    '  input:',
    '    type: object',
    '    additionalProperties: false',
    '  examples:',
    `    - input: { ${key}: 1 }`,
    '',
  ].join('\n');
  const uri = 'file:///ws/big-key.atdf.yaml';
  await client.open(uri, text);
  const diagnostics = await client.diagnosticsFor(uri, 1, 60_000);
  const atKey = diagnostics.filter((d) => messageOf(d).includes('kkkk'));
  assert.ok(atKey.length > 0, JSON.stringify(diagnostics).slice(0, 500));
  assertBounded(diagnostics, '1 MB key');
  assert.match(messageOf(atKey[0]), /… \[\d+ more characters\]/);
  await client.close(uri);
  await assertServerAnswers(client, '1 MB key');
});

test('an enum of 20,000 values: the diagnostic is bounded (it was 146 KB), its first values still listed', async () => {
  const values = Array.from({ length: 20_000 }, (_, i) => `value_number_${i}`);
  const text = [
    'tool:',
    '  name: big.enum',
    '  description: A tool whose input has a huge enum.',
    '  input:',
    '    type: object',
    `    properties: { v: { enum: [${values.join(', ')}] } }`,
    '  examples:',
    '    - input: { v: none_of_them }',
    '',
  ].join('\n');
  const uri = 'file:///ws/big-enum.atdf.yaml';
  await client.open(uri, text);
  const diagnostics = await client.diagnosticsFor(uri, 1, 60_000);
  const atValue = diagnostics.filter((d) => d.severity === 1 && JSON.stringify(d.data ?? {}).includes('/examples/0/input/v'));
  assert.ok(atValue.length > 0, JSON.stringify(diagnostics).slice(0, 500));
  assert.match(messageOf(atValue[0]), /value_number_0/);
  assertBounded(diagnostics, 'enum of 20,000');
  await client.close(uri);
});
