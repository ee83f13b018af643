// YAML alias bombs ("billion laughs"): 9 and 10 levels of nine-fold aliases
// would expand to 10^9+ nodes. The expansion is capped: an error diagnostic,
// memory stays bounded (peak RSS read from /proc), the server keeps answering.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LspClient, startServerForFile } from '../harness';
import { assertServerAnswers, memoryMb, messageOf, openAndDiagnose, pointerOf } from './support';

/** Peak resident memory allowed for the whole server process (it idles around 60-80 MB). */
const PEAK_MB = 300;

let client: LspClient;
startServerForFile((started) => (client = started));

/** `levels` anchors, each a sequence of nine aliases to the previous one. */
function billionLaughs(levels: number): string {
  const lines = ['lol0: &lol0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
  for (let i = 1; i <= levels; i++)
    lines.push(
      `lol${i}: &lol${i} [${Array(9)
        .fill(`*lol${i - 1}`)
        .join(', ')}]`,
    );
  return lines.join('\n') + '\n';
}

/** The same with mappings, inside a tool's input schema, so the bomb sits where a schema is expected. */
function mappingBombInTool(levels: number): string {
  const defs = ['      m0: &m0 {type: string, description: lol}'];
  for (let i = 1; i <= levels; i++) {
    defs.push(`      m${i}: &m${i} {${Array.from({ length: 9 }, (_, j) => `k${j}: *m${i - 1}`).join(', ')}}`);
  }
  return [
    'tool:',
    '  name: hostile.bomb',
    '  description: d',
    '  input:',
    '    $defs:',
    ...defs,
    '  examples:',
    `    - input: *m${levels}`,
    '',
  ].join('\n');
}

/** Few aliases, each to a huge node: under the alias count, over the node budget. */
function wideAliases(): string {
  return `wide: &wide [${Array(50_000).fill('1').join(',')}]\ncopies: [${Array(900).fill('*wide').join(', ')}]\n`;
}

const cases = [
  { name: 'billion laughs, 9 levels', text: billionLaughs(9) },
  { name: 'billion laughs, 10 levels', text: billionLaughs(10) },
  { name: 'a mapping bomb inside tool.input, 10 levels', text: mappingBombInTool(10) },
  { name: '900 aliases of a 50,000-item sequence', text: wideAliases() },
];

let n = 0;
for (const c of cases) {
  test(`${c.name}: capped with an error, bounded memory, the server answers`, async () => {
    const uri = `file:///ws/bomb-${++n}.atdf.yaml`;
    const diagnostics = await openAndDiagnose(client, uri, c.text, 10_000);
    const capped = diagnostics.filter((d) => d.code === 'yaml/alias-limit');
    assert.ok(capped.length >= 1, JSON.stringify(diagnostics).slice(0, 1000));
    assert.equal(capped[0].severity, 1, 'an error');
    assert.match(messageOf(capped[0]), /alias bomb/);
    assert.ok(pointerOf(capped[0]) !== undefined);
    assert.ok(!diagnostics.some((d) => d.code === 'atdf/internal-error'));
    await client.symbols(uri);
    await client.hover(uri, { line: 1, character: 1 });
    const memory = memoryMb(client.child.pid as number);
    assert.ok(memory.peak < PEAK_MB, `server peak RSS ${memory.peak.toFixed(0)} MB (now ${memory.rss.toFixed(0)} MB)`);
    await client.close(uri);
    await assertServerAnswers(client, c.name);
  });
}

test('ten bombs open at once: still bounded, still answering', async () => {
  const uris = Array.from({ length: 10 }, (_, i) => `file:///ws/bombs-${i}.atdf.yaml`);
  for (const uri of uris) await client.open(uri, billionLaughs(10));
  await assertServerAnswers(client, 'ten bombs open');
  for (const uri of uris) {
    const diagnostics = await client.diagnosticsFor(uri, 1, 10_000);
    assert.ok(
      diagnostics.some((d) => d.code === 'yaml/alias-limit'),
      uri,
    );
  }
  const memory = memoryMb(client.child.pid as number);
  assert.ok(memory.peak < PEAK_MB, `server peak RSS ${memory.peak.toFixed(0)} MB`);
  for (const uri of uris) await client.close(uri);
});
