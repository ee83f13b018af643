// Live diagnostics over stdio: pointer, line, code, source, related link,
// JSON files, documents that are not ATDF, and the latest version winning.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LspClient, positionOf, startServerForFile } from './harness';
import {
  SEED as SEED_SHARED,
  V1_JSON as V1_JSON_SHARED,
  V2_TOOL as V2_SHARED,
  replaceOnce,
  unique,
  withoutLine,
  withoutLint,
} from './fixtures';

// Each test document defines its own tool name, or the registry would rightly flag duplicates.
const SEED = () => unique(SEED_SHARED);
const V2_TOOL = () => unique(V2_SHARED);
const V1_JSON = () => unique(V1_JSON_SHARED);

let client: LspClient;
startServerForFile((started) => (client = started));

test('the seed example and clean 1.x/2.x tools publish no errors', async () => {
  for (const [uri, text, lang] of [
    ['file:///ws/seed.atdf.yaml', SEED(), 'atdf'],
    ['file:///ws/copy.atdf.yaml', V2_TOOL(), 'atdf'],
    ['file:///ws/translator.atdf.json', V1_JSON(), 'json'],
  ] as const) {
    await client.open(uri, text, lang);
    const diagnostics = await client.diagnosticsFor(uri, 1);
    assert.deepEqual(
      diagnostics.filter((d) => d.severity === 1),
      [],
      uri,
    );
  }
});

test('an example missing an input: pointer, line, code, source and a link to the declaration', async () => {
  const uri = 'file:///ws/missing-end.atdf.yaml';
  const text = withoutLine(SEED(), 'End:   "2025-07-12T12:00:00Z"');
  await client.open(uri, text);
  const [d, ...rest] = withoutLint(await client.diagnosticsFor(uri, 1));
  assert.equal(rest.length, 0);
  assert.equal(d.source, 'atdf');
  assert.deepEqual([d.code, (d.data as { keyword?: string }).keyword], ['atdf/example-schema', 'required']);
  assert.equal(d.severity, 1);
  assert.equal((d.data as { pointer: string }).pointer, '/tool/examples/0/input/End');
  assert.match(d.message, /\/tool\/examples\/0\/input/);
  // The range is the key of the object that lacks the member: `input:` of the first example.
  assert.deepEqual(d.range.start, positionOf(text, 'input:', 0, 1));
  const related = d.relatedInformation ?? [];
  assert.equal(related.length, 1);
  assert.equal(related[0].location.uri, uri);
  assert.deepEqual(related[0].location.range.start, positionOf(text, 'End:'));
});

test('a wrong type in a *.atdf.json file (language json) is reported at its value', async () => {
  const uri = 'file:///ws/bad.atdf.json';
  const text = replaceOnce(V1_JSON(), '"description": "The text to be translated"', '"description": 42');
  await client.open(uri, text, 'json');
  const diagnostics = await client.diagnosticsFor(uri, 1);
  assert.equal(diagnostics.length, 1);
  const [d] = diagnostics;
  assert.deepEqual([d.code, (d.data as { keyword?: string }).keyword], ['atdf/structure', 'type']);
  assert.equal((d.data as { pointer: string }).pointer, '/how_to_use/inputs/0/description');
  assert.deepEqual(d.range.start, positionOf(text, '"description": 42', '"description": '.length));
  assert.match(d.message, /\/how_to_use\/inputs\/0\/description/);
});

test('documents that are not ATDF get nothing', async () => {
  await client.open('file:///ws/package.json', '{"name": 1}', 'json');
  await client.open('file:///ws/config.yaml', 'a: [', 'yaml');
  const marker = 'file:///ws/after-non-atdf.atdf.yaml';
  await client.open(marker, V2_TOOL());
  await client.diagnosticsFor(marker, 1);
  assert.equal(client.publishCount('file:///ws/package.json'), 0);
  assert.equal(client.publishCount('file:///ws/config.yaml'), 0);
});

test('a YAML syntax error is a diagnostic on its line, and fixing it clears it', async () => {
  const uri = 'file:///ws/syntax.atdf.yaml';
  const good = V2_TOOL();
  const broken = replaceOnce(good, 'tags: [files]', 'tags: [files');
  await client.open(uri, broken);
  const diagnostics = await client.diagnosticsFor(uri, 1);
  assert.ok(
    diagnostics.some((d) => String(d.code).startsWith('yaml/') && d.severity === 1),
    JSON.stringify(diagnostics),
  );
  await client.replace(uri, 2, good);
  assert.deepEqual(await client.diagnosticsFor(uri, 2), []);
});

test('rapid changes: the last published diagnostics belong to the last version', async () => {
  const uri = 'file:///ws/rapid.atdf.yaml';
  const good = V2_TOOL();
  await client.open(uri, good);
  await client.diagnosticsFor(uri, 1);
  const broken = replaceOnce(good, 'retries: 1', 'retries: "one"');
  for (let v = 2; v <= 12; v++) await client.replace(uri, v, v % 2 === 0 ? broken : good);
  await client.replace(uri, 13, broken);
  const last = await client.diagnosticsFor(uri, 13);
  assert.equal(last.length, 1);
  assert.equal((last[0].data as { pointer: string }).pointer, '/examples/0/input_values/retries');
  const versions = (client.published.get(uri) ?? []).map((p) => p.version ?? -1);
  assert.deepEqual(
    [...versions].sort((a, b) => a - b),
    versions,
    'versions are published in order',
  );
  assert.equal(versions.at(-1), 13);
});
