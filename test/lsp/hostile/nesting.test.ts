// Deep nesting, in a document and inside a tool's schema: 20,000 levels of
// `[`, `{`, block collections, nested `properties` and `items`. Each gets a
// depth error (never a stack overflow), and the server keeps answering.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LspClient, startServerForFile } from '../harness';
import { withoutLint } from '../fixtures';
import { assertServerAnswers, messageOf, openAndDiagnose } from './support';

const LEVELS = 20_000;

let client: LspClient;
startServerForFile((started) => (client = started));

function nestedProperties(levels: number): string {
  let schema = '{"type":"string"}';
  for (let i = 0; i < levels; i++) schema = `{"type":"object","properties":{"p":${schema}}}`;
  return schema;
}

function nestedItems(levels: number): string {
  let schema = '{"type":"string"}';
  for (let i = 0; i < levels; i++) schema = `{"type":"array","items":${schema}}`;
  return schema;
}

/** Block mappings, one more space of indentation per level (size grows with the square of the depth). */
function indentedMappings(levels: number): string {
  const lines: string[] = [];
  for (let i = 0; i < levels; i++) lines.push(`${' '.repeat(i)}k${i}:`);
  lines.push(`${' '.repeat(levels)}leaf`);
  return lines.join('\n') + '\n';
}

const toolHead = 'tool:\n  name: hostile.deep\n  description: A tool whose input schema is absurdly deep.\n  input: ';

const cases: { name: string; text: string; languageId?: 'json' }[] = [
  { name: `${LEVELS} unclosed [`, text: '['.repeat(LEVELS) },
  { name: `${LEVELS} balanced [ ]`, text: '['.repeat(LEVELS) + ']'.repeat(LEVELS) },
  { name: `${LEVELS} flow mappings {a: …}`, text: '{a: '.repeat(LEVELS) + '1' + '}'.repeat(LEVELS) },
  { name: `${LEVELS} block sequences "- - - …"`, text: '- '.repeat(LEVELS) + 'x\n' },
  { name: `${LEVELS} block mappings through explicit keys "? ? ? …"`, text: '? '.repeat(LEVELS) + 'x\n' },
  // 20,000 indented levels would be a 200 MB file (over the live size limit); 3,000 is 4.5 MB.
  { name: '3,000 indented block mappings', text: indentedMappings(3_000) },
  { name: `JSON: ${LEVELS} [ ]`, text: '['.repeat(LEVELS) + ']'.repeat(LEVELS), languageId: 'json' },
  { name: `JSON: ${LEVELS} {"a": …}`, text: '{"a":'.repeat(LEVELS) + '1' + '}'.repeat(LEVELS), languageId: 'json' },
  { name: `tool.input with properties nested ${LEVELS} deep (YAML)`, text: toolHead + nestedProperties(LEVELS) + '\n' },
  { name: `tool.input with items nested ${LEVELS} deep (YAML)`, text: toolHead + nestedItems(LEVELS) + '\n' },
  {
    name: `tool.input with properties nested ${LEVELS} deep (JSON)`,
    text: `{"tool":{"name":"hostile.deep_json","description":"d","input":${nestedProperties(LEVELS)}}}`,
    languageId: 'json',
  },
  {
    name: `tool.input with items nested ${LEVELS} deep (JSON)`,
    text: `{"tool":{"name":"hostile.deep_items","description":"d","input":${nestedItems(LEVELS)}}}`,
    languageId: 'json',
  },
];

let n = 0;
for (const c of cases) {
  test(`${c.name}: a depth error, no stack overflow, the server answers`, async () => {
    const uri = `file:///ws/deep-${++n}.atdf.${c.languageId === 'json' ? 'json' : 'yaml'}`;
    const diagnostics = await openAndDiagnose(client, uri, c.text, 10_000, c.languageId ?? 'atdf');
    const depth = diagnostics.filter((d) => d.code === 'yaml/depth-limit' || d.code === 'json/depth-limit');
    assert.equal(depth.length, 1, JSON.stringify(diagnostics).slice(0, 1000));
    assert.equal(depth[0].severity, 1, 'an error');
    assert.match(messageOf(depth[0]), /[Nn]esting .*deep.*Flatten the structure/);
    assert.ok(!diagnostics.some((d) => d.code === 'atdf/internal-error'), 'the engine did not throw');
    // The features answer on the deep document itself too.
    await client.symbols(uri);
    await client.hover(uri, { line: 0, character: 1 });
    await client.completion(uri, { line: 0, character: 1 });
    await client.close(uri);
    await assertServerAnswers(client, c.name);
  });
}

test('a schema and an example nested 300 levels deep (under the cap) are validated, with the right verdict', async () => {
  let instance = '5';
  for (let i = 0; i < 300; i++) instance = `{"p":${instance}}`;
  const text = `{"tool":{"name":"hostile.deep_ok","description":"d","input":${nestedProperties(300)},"examples":[{"input":${instance}}]}}`;
  const uri = 'file:///ws/deep-ok.atdf.json';
  const diagnostics = withoutLint(await openAndDiagnose(client, uri, text, 10_000, 'json'));
  assert.equal(diagnostics.length, 1, JSON.stringify(diagnostics).slice(0, 1000));
  assert.deepEqual([diagnostics[0].code, (diagnostics[0].data as { keyword?: string }).keyword], ['atdf/example-schema', 'type']);
  assert.equal((diagnostics[0].data as { pointer: string }).pointer, '/tool/examples/0/input' + '/p'.repeat(300));
  await client.close(uri);
  await assertServerAnswers(client, 'deep but under the cap');
});
