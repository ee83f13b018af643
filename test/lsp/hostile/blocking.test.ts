// Hostile documents that used to keep the server busy for seconds in one
// piece (issue 25): each is answered within 3 s of the server's CPU, and while
// it is being worked on, a hover on another open document is answered within
// HOVER_MS of CPU (the work is done in slices that yield, or bounded by a cap
// with a diagnostic that says so).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { LspClient, delay, startServerForFile } from '../harness';
import { V2_TOOL, unique } from '../fixtures';
import { HANG_MS, HOSTILE_MS, HOVER_MS, assertServerAnswers, messageOf, pointerOf, within } from './support';

let client: LspClient;
startServerForFile((started) => (client = started));

let n = 0;

/**
 * Opens an ordinary document (and waits for it), then the hostile one; once
 * the server has spent some CPU on the hostile one (so the hover is not simply
 * answered before the work starts), a hover on the ordinary document must be
 * answered within HOVER_MS; the hostile document's diagnostics within
 * HOSTILE_MS of CPU from its open.
 */
export async function openWhileHovering(c: LspClient, name: string, text: string): Promise<Diagnostic[]> {
  const other = `file:///ws/blocking-other-${++n}.atdf.yaml`;
  await c.open(other, unique(V2_TOOL));
  await c.diagnosticsFor(other, 1, HANG_MS);
  const uri = `file:///ws/blocking-${n}.atdf.yaml`;
  const start = c.cpuMs();
  await c.open(uri, text);
  const diagnostics = c.diagnosticsFor(uri, 1, HANG_MS);
  let done = false;
  void diagnostics.then(
    () => (done = true),
    () => (done = true),
  );
  // Let the server start on the hostile document before asking.
  for (const end = Date.now() + HANG_MS; !done && c.cpuMs() - start < 150 && Date.now() < end;) await delay(5);
  const hover = await within(c, HOVER_MS, `${name}: hover on another document meanwhile`, c.hover(other, { line: 2, character: 2 }));
  assert.ok(hover !== null, `${name}: the hover answers`);
  const found = await within(c, HANG_MS, `${name}: diagnostics`, diagnostics);
  const spent = c.cpuMs() - start;
  assert.ok(spent <= HOSTILE_MS, `${name}: diagnostics after ${spent} ms of the server's CPU (limit ${HOSTILE_MS} ms)`);
  await c.close(uri);
  await c.close(other);
  return found;
}

test('a file of 100,000 empty YAML documents', async () => {
  const diagnostics = await openWhileHovering(client, 'empty documents', '---\n'.repeat(100_000));
  assert.ok(diagnostics.length > 0 && diagnostics.length <= 1_001, `${diagnostics.length} diagnostics`);
  await assertServerAnswers(client, 'empty documents');
});

test('a mapping with 100,000 duplicate keys: over what the yaml package reads live, said so', async () => {
  const text = 'tool:\n  name: dup.keys\n  x-dup:\n' + '    k: 1\n'.repeat(100_000);
  const diagnostics = await openWhileHovering(client, 'duplicate keys', text);
  assert.equal(diagnostics.length, 1, JSON.stringify(diagnostics.slice(0, 3)));
  assert.equal(diagnostics[0].code, 'file/too-large');
  assert.match(messageOf(diagnostics[0]), /only the general YAML reader reads .* Run `atdf validate` on the file/);
  await assertServerAnswers(client, 'duplicate keys');
});

test('20,000 duplicate keys (under the bound): each reported, within the bound', async () => {
  const text = 'tool:\n  name: dup.keys\n  x-dup:\n' + '    k: 1\n'.repeat(20_000);
  const diagnostics = await openWhileHovering(client, 'duplicate keys', text);
  assert.ok(diagnostics.filter((d) => d.code === 'yaml/duplicate-key').length >= 1_000, JSON.stringify(diagnostics.slice(0, 3)));
});

test('an example object with 10,000 wrong members', async () => {
  const members = Array.from({ length: 10_000 }, (_, i) => `        m${i}: ${i}`);
  const text = [
    'tool:',
    '  name: wrong.members',
    '  description: An example with many members its schema refuses.',
    '  input:',
    '    type: object',
    '    properties: { a: { type: string } }',
    '    additionalProperties: false',
    '  examples:',
    '    - input:',
    ...members,
    '',
  ].join('\n');
  const diagnostics = await openWhileHovering(client, 'wrong members', text);
  assert.ok(
    diagnostics.some((d) => d.severity === 1 && pointerOf(d)?.startsWith('/tool/examples/0/input')),
    JSON.stringify(diagnostics.slice(0, 3)),
  );
  await assertServerAnswers(client, 'wrong members');
});

test('a chain of 10,000 $refs', async () => {
  const lines = [
    'tool:',
    '  name: ref.chain',
    '  description: A long chain of references.',
    '  input:',
    '    $ref: "#/$defs/d0"',
    '    $defs:',
  ];
  for (let i = 0; i < 10_000; i++) lines.push(`      d${i}: { $ref: "#/$defs/d${i + 1}" }`);
  lines.push('      d10000: { type: string }', '  examples:', '    - input: 5', '');
  const diagnostics = await openWhileHovering(client, 'ref chain', lines.join('\n'));
  assert.ok(
    diagnostics.some((d) => d.severity === 1),
    JSON.stringify(diagnostics.slice(0, 3)),
  );
  assert.ok(!diagnostics.some((d) => d.code === 'atdf/internal-error'));
  await assertServerAnswers(client, 'ref chain');
});

test('uniqueItems over a 50,000-item array in a 2 MB flow document', async () => {
  // The last item equals the first: the same members in another order, 0 written as 0 instead of 0.0.
  const items = Array.from({ length: 49_999 }, (_, i) => `{id: ${i}, label: item number ${i}, n: ${i}.0}`);
  items.push('{n: 0, label: item number 0, id: 0}');
  const text = `{tool: {name: unique.items, description: A long list whose items must be unique.,\n input: {type: object, properties: {v: {type: array, uniqueItems: true, items: {type: object}}}},\n examples: [{input: {v: [\n${items.join(',\n')}\n]}}]}}\n`;
  assert.ok(text.length > 2_000_000, `${text.length} characters`);
  const diagnostics = await openWhileHovering(client, 'uniqueItems', text);
  const unique = diagnostics.filter((d) => /items must be unique/.test(messageOf(d)));
  assert.equal(unique.length, 1, JSON.stringify(diagnostics.slice(0, 3)));
  assert.match(messageOf(unique[0]), /item 49999 is equal to item 0/);
  await assertServerAnswers(client, 'uniqueItems');
});
