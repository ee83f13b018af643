// Document symbols over stdio: one tool per document of a stream, with name,
// dialect, inputs, outputs / failure codes and examples.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DocumentSymbol } from 'vscode-languageserver-protocol';
import { LspClient, positionOf, startServerForFile } from './harness';
import { SEED, V1_JSON, V2_TOOL, unique } from './fixtures';
import { generateCatalog } from '../../bench/gen-catalog';

let client: LspClient;
startServerForFile((started) => (client = started));

const child = (s: DocumentSymbol, name: string) => {
  const found = s.children?.find((c) => c.name === name);
  assert.ok(found, `no child "${name}" under "${s.name}": ${JSON.stringify(s.children?.map((c) => c.name))}`);
  return found;
};
const names = (s: DocumentSymbol | undefined) => (s?.children ?? []).map((c) => c.name);

test('a two-document stream: the tool: form and a 2.x tool, each with its parts', async () => {
  const seed = unique(SEED);
  const v2 = unique(V2_TOOL);
  const text = `${seed}---\n${v2}`;
  const uri = 'file:///ws/symbols.atdf.yaml';
  await client.open(uri, text);
  const symbols = await client.symbols(uri);
  assert.equal(symbols.length, 2);
  const [tool, copy] = symbols;

  assert.match(tool.name, /^validar_rango_de_fechas_/);
  assert.equal(tool.detail, 'tool: form');
  assert.deepEqual(tool.selectionRange.start, positionOf(text, 'validar_rango_de_fechas_'));
  assert.deepEqual(names(child(tool, 'inputs')), ['Start', 'End']);
  assert.deepEqual(names(child(tool, 'outputs')), ['success', 'error']);
  assert.deepEqual(names(child(tool, 'examples')), ['example 1', 'example 2']);

  assert.match(copy.name, /^files\.copy_/);
  assert.equal(copy.detail, 'ATDF 2.x');
  assert.ok(copy.range.start.line > tool.range.end.line - 1, 'the second tool starts after the first');
  assert.deepEqual(names(child(copy, 'inputs')), ['source', 'mode', 'retries']);
  assert.equal(child(child(copy, 'inputs'), 'retries').detail, 'integer');
  const outputs = child(copy, 'outputs');
  assert.deepEqual(names(outputs), ['success', 'failure codes']);
  assert.deepEqual(names(child(outputs, 'failure codes')), ['not_found', 'denied']);
  assert.deepEqual(names(child(copy, 'examples')), ['example 1']);
  assert.equal(child(child(copy, 'examples'), 'example 1').detail, 'Copy a report');
});

test('a 1.x JSON file', async () => {
  const uri = 'file:///ws/symbols.atdf.json';
  await client.open(uri, unique(V1_JSON), 'json');
  const [tool, ...rest] = await client.symbols(uri);
  assert.equal(rest.length, 0);
  assert.match(tool.name, /^text_translator_v1_/);
  assert.equal(tool.detail, 'ATDF 1.x');
  assert.deepEqual(names(child(tool, 'inputs')), ['source_text']);
});

test('a big catalog: the outline lists every tool but not their parts (cap of 10,000 symbols); a small one keeps them', async () => {
  const big = generateCatalog(900); // 12 symbols a tool: 10,800 in all
  const uri = 'file:///ws/symbols-big.atdf.yaml';
  await client.open(uri, big);
  const symbols = await client.symbols(uri);
  assert.equal(symbols.length, 900);
  assert.ok(
    symbols.every((s) => (s.children ?? []).length === 0),
    'tools only',
  );
  assert.ok(
    symbols.every((s, i) => i === 0 || s.range.start.line > symbols[i - 1].range.start.line),
    'in order, one per tool',
  );

  const small = generateCatalog(300); // 3,600 symbols
  const smallUri = 'file:///ws/symbols-small.atdf.yaml';
  await client.open(smallUri, small);
  const parts = await client.symbols(smallUri);
  assert.equal(parts.length, 300);
  assert.ok(
    parts.every((s) => names(s).includes('inputs')),
    'every tool with its inputs',
  );
});
