// `$ref` cycles in a tool's input schema: a reference that leads back to
// itself without consuming input gets an error at the `$ref` (never a hang or a
// stack overflow); a very long chain ends with an error too; a legitimate
// recursive schema (one that consumes input) still validates its examples.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LspClient, startServerForFile } from '../harness';
import { withoutLint } from '../fixtures';
import { assertServerAnswers, messageOf, openAndDiagnose, pointerOf } from './support';

let client: LspClient;
startServerForFile((started) => (client = started));

function tool(name: string, inputLines: string[], exampleInput: string): string {
  return [
    'tool:',
    `  name: hostile.${name}`,
    '  description: A tool whose input schema refers to itself.',
    '  input:',
    ...inputLines.map((l) => `    ${l}`),
    '  examples:',
    `    - input: ${exampleInput}`,
    '',
  ].join('\n');
}

const cycles: { name: string; text: string; refs: string[] }[] = [
  { name: '$ref: "#" at the root of tool.input', text: tool('root', ['$ref: "#"'], '{ x: 1 }'), refs: ['/tool/input/$ref'] },
  {
    name: 'a -> b -> a in $defs',
    text: tool('ab', ['$ref: "#/$defs/a"', '$defs:', '  a: { $ref: "#/$defs/b" }', '  b: { $ref: "#/$defs/a" }'], '{ x: 1 }'),
    refs: ['/tool/input/$defs/a/$ref', '/tool/input/$defs/b/$ref'],
  },
  {
    name: 'a definition that refers to itself, used under properties',
    text: tool(
      'self',
      ['type: object', 'properties:', '  v: { $ref: "#/$defs/loop" }', '$defs:', '  loop: { $ref: "#/$defs/loop" }'],
      '{ v: 1 }',
    ),
    refs: ['/tool/input/$defs/loop/$ref'],
  },
];

let n = 0;
for (const c of cycles) {
  test(`${c.name}: an error at the $ref, no hang, the server answers`, async () => {
    const uri = `file:///ws/ref-${++n}.atdf.yaml`;
    const diagnostics = await openAndDiagnose(client, uri, c.text);
    const errors = diagnostics.filter((d) => d.severity === 1);
    for (const ref of c.refs) {
      const atRef = errors.filter((d) => pointerOf(d) === ref);
      assert.equal(atRef.length, 1, `${ref}: ${JSON.stringify(diagnostics)}`);
      assert.match(messageOf(atRef[0]), /leads back to itself/);
      // The range is the $ref itself, on its own line of the document.
      const line = c.text.split('\n')[atRef[0].range.start.line];
      assert.match(line, /\$ref/);
    }
    await client.close(uri);
    await assertServerAnswers(client, c.name);
  });
}

test('a chain of 10,000 $refs through $defs: an error, no stack overflow', async () => {
  const defs = ['$ref: "#/$defs/d0"', '$defs:'];
  for (let i = 0; i < 10_000; i++) defs.push(`  d${i}: { $ref: "#/$defs/d${i + 1}" }`);
  defs.push('  d10000: { type: string }');
  const uri = 'file:///ws/ref-chain.atdf.yaml';
  const diagnostics = await openAndDiagnose(client, uri, tool('chain', defs, '5'), 10_000);
  assert.ok(
    diagnostics.some((d) => d.severity === 1),
    JSON.stringify(diagnostics).slice(0, 1000),
  );
  assert.ok(!diagnostics.some((d) => d.code === 'atdf/internal-error'));
  await client.close(uri);
  await assertServerAnswers(client, 'ref chain');
});

test('a recursive schema that consumes input still checks a 100-deep example', async () => {
  const input = ['type: object', 'properties:', '  child: { $ref: "#" }', '  name: { type: string }', 'additionalProperties: false'];
  let good = '{}';
  for (let i = 0; i < 100; i++) good = `{ child: ${good} }`;
  const bad = good.replace('{}', '{ name: 7 }');
  const goodUri = 'file:///ws/ref-recursive-good.atdf.yaml';
  const badUri = 'file:///ws/ref-recursive-bad.atdf.yaml';
  assert.deepEqual(withoutLint(await openAndDiagnose(client, goodUri, tool('recursive_good', input, good))), []);
  const errors = withoutLint(await openAndDiagnose(client, badUri, tool('recursive_bad', input, bad)));
  assert.equal(errors.length, 1, JSON.stringify(errors));
  assert.deepEqual([errors[0].code, (errors[0].data as { keyword?: string }).keyword], ['atdf/example-schema', 'type']);
  assert.equal(pointerOf(errors[0]), '/tool/examples/0/input' + '/child'.repeat(100) + '/name');
  await client.close(goodUri);
  await client.close(badUri);
  await assertServerAnswers(client, 'recursive schema');
});
