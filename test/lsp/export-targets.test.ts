// The atdf.export.targets setting through the real server: with the default
// (mcp) nothing new is published; with openai/anthropic a dotted tool name
// gets a warning naming them, and its quick fix renames the tool to the name
// the exporter uses, after which the warning is gone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LspClient, startServerForFile } from './harness';
import { SEED, unique } from './fixtures';

let client: LspClient;
startServerForFile((started) => (client = started), { settings: {} });

const TEXT = unique(SEED).replace(/^ {2}name: (\w+)$/m, '  name: dates.$1');

test('default targets: no compatibility diagnostics; openai + anthropic: the dotted name and its fix', async () => {
  const uri = 'file:///ws/targets.atdf.yaml';
  await client.open(uri, TEXT);
  const initial = await client.diagnosticsFor(uri, 1);
  assert.deepEqual(
    initial.filter((d) => String(d.code).startsWith('export/')),
    [],
  );

  const from = client.publishCount(uri);
  await client.updateSettings({ export: { targets: ['openai', 'anthropic'] } });
  const published = await client.waitFor(uri, (p) => p.diagnostics.some((d) => d.code === 'export/renamed'), 10_000, from);
  const renamed = published.diagnostics.find((d) => d.code === 'export/renamed')!;
  assert.equal(renamed.severity, 2);
  assert.match(
    renamed.message,
    /^openai, anthropic: tool names must match \^\[a-zA-Z0-9_-\]\{1,64\}\$; "dates\.\w+" is exported as "dates_\w+" \(at \/tool\/name\)$/,
  );

  const actions = await client.codeActions(uri, renamed.range, [renamed]);
  const fix = actions.find((a) => /dates_/.test(a.title));
  assert.ok(fix, JSON.stringify(actions.map((a) => a.title)));
  const version = await client.applyEdits(uri, fix.edit!.changes![uri]);
  const after = await client.diagnosticsFor(uri, version);
  assert.deepEqual(
    after.filter((d) => d.code === 'export/renamed' || d.severity === 1),
    [],
  );
  assert.match(client.text(uri), /\n {2}name: "dates_\w+"\n/);
  await client.updateSettings({});
});
