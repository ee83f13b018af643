// The server never dies: hostile documents get diagnostics, every feature
// answers on them, and an exception inside a feature is logged to the client
// and answered with an empty result.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LspClient, startServerForFile } from './harness';
import { V2_TOOL, unique } from './fixtures';

let client: LspClient;
startServerForFile((started) => (client = started));

const hostile: [string, string, string][] = [
  ['empty', '', 'atdf'],
  ['binary', String.fromCharCode(...Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256)), 'atdf'],
  ['nul bytes', 'tool_id: a\u0000b\ndescription: \u0000\n', 'atdf'],
  ['deep flow nesting', '['.repeat(20_000), 'atdf'],
  ['deep block nesting', Array.from({ length: 3000 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n'), 'atdf'],
  [
    'alias bomb',
    [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      ...Array.from(
        { length: 9 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9)
            .fill(`*${String.fromCharCode(97 + i)}`)
            .join(',')}]`,
      ),
    ].join('\n'),
    'atdf',
  ],
  ['a scalar document', '42', 'atdf'],
  ['unterminated JSON', '{"tool_id": "x", "how_to_use": {"inputs": [', 'json'],
  ['JSON garbage', '}{][,:"\\', 'json'],
  ['long line', `description: ${'x'.repeat(200_000)}`, 'atdf'],
  [
    'catastrophic pattern',
    `tool:\n  name: t\n  description: d\n  input:\n    type: object\n    properties:\n      s: { type: string, pattern: "^(a+)+$" }\n  examples:\n    - input: { s: "${'a'.repeat(40)}!" }\n`,
    'atdf',
  ],
  ['self $ref', 'tool:\n  name: t\n  description: d\n  input: { $ref: "#" }\n  examples:\n    - input: {}\n', 'atdf'],
];

test('hostile documents: diagnostics are published and every feature answers', async () => {
  let i = 0;
  for (const [name, text, languageId] of hostile) {
    const uri = `file:///ws/hostile-${++i}.atdf.${languageId === 'json' ? 'json' : 'yaml'}`;
    await client.open(uri, text, languageId);
    const diagnostics = await client.diagnosticsFor(uri, 1, 20_000);
    assert.ok(Array.isArray(diagnostics), name);
    if (name !== 'empty') assert.ok(diagnostics.length > 0, `${name}: expected a diagnostic`);
    assert.ok(
      !diagnostics.some((d) => d.code === 'atdf/internal-error'),
      `${name}: the validator threw: ${JSON.stringify(diagnostics[0])}`,
    );
    const position = { line: 0, character: 1 };
    await client.completion(uri, position);
    await client.hover(uri, position);
    await client.symbols(uri);
    await client.codeActions(uri, { start: position, end: { line: 5, character: 0 } });
    await client.close(uri);
    assert.ok(client.alive, `${name}: the server is still running`);
  }
});

test('an exception inside a feature is logged and the request answers empty', async () => {
  const uri = 'file:///ws/exception.atdf.yaml';
  await client.open(uri, unique(V2_TOOL).replace('retries: 1', 'retries: "x"'));
  await client.diagnosticsFor(uri, 1);
  // A malformed request (no range, no context) makes the code-action feature throw.
  const answer = await client.connection.sendRequest('textDocument/codeAction', { textDocument: { uri } });
  assert.deepEqual(answer, []);
  assert.ok(
    client.logs.some((l) => /code actions failed for file:\/\/\/ws\/exception\.atdf\.yaml/.test(l)),
    JSON.stringify(client.logs),
  );
  // And the server still works.
  const symbols = await client.symbols(uri);
  assert.equal(symbols.length, 1);
  assert.ok(client.alive);
});

test('requests for documents that are not open answer empty', async () => {
  const uri = 'file:///ws/never-opened.atdf.yaml';
  const position = { line: 0, character: 0 };
  assert.deepEqual(await client.completion(uri, position), []);
  assert.equal(await client.hover(uri, position), null);
  assert.deepEqual(await client.symbols(uri), []);
});
