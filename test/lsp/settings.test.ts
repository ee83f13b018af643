// Settings pulled with workspace/configuration and applied without a reload
// on didChangeConfiguration: atdf.validation.enable, atdf.format.warnings,
// atdf.validation.maxFileSize.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PublishedDiagnostic as Diagnostic } from './harness';
import { LspClient, startServerForFile } from './harness';
import { SEED, replaceOnce, unique } from './fixtures';

let client: LspClient;
startServerForFile((started) => (client = started), { settings: {} });

const formatWarnings = (ds: Diagnostic[]) => ds.filter((d) => d.code === 'atdf/example-format');

test('each setting takes effect on the open document as soon as it changes', async () => {
  const uri = 'file:///ws/settings.atdf.yaml';
  // A date-time that is not one: a `format` warning (never an error).
  const text = replaceOnce(unique(SEED), 'Start: "2025-07-12T10:00:00Z"', 'Start: "tomorrow"');
  await client.open(uri, text);
  const initial = await client.diagnosticsFor(uri, 1);
  assert.equal(formatWarnings(initial).length, 1, JSON.stringify(initial));
  assert.equal(formatWarnings(initial)[0].severity, 2);

  let from = client.publishCount(uri);
  await client.updateSettings({ format: { warnings: false } });
  let p = await client.waitFor(uri, () => true, 10_000, from);
  assert.deepEqual(formatWarnings(p.diagnostics), []);

  from = client.publishCount(uri);
  await client.updateSettings({ validation: { enable: false } });
  p = await client.waitFor(uri, () => true, 10_000, from);
  assert.deepEqual(p.diagnostics, []);
  // While disabled, edits publish nothing but an empty list.
  await client.replace(uri, 2, replaceOnce(text, 'tool:\n  name:', 'tool: 3\nbroken:\n  name:'));
  assert.deepEqual(await client.diagnosticsFor(uri, 2), []);

  from = client.publishCount(uri);
  await client.updateSettings({ validation: { enable: true, maxFileSize: 100 } });
  p = await client.waitFor(uri, () => true, 10_000, from);
  assert.equal(p.diagnostics.length, 1);
  assert.equal(p.diagnostics[0].severity, 3);
  assert.equal(p.diagnostics[0].code, 'file/too-large');
  assert.match(p.diagnostics[0].message, /too large to validate live/);
  assert.match(p.diagnostics[0].message, /atdf\.validation\.maxFileSize \(100 bytes\)/);

  await client.updateSettings({});
  await client.replace(uri, 3, text);
  assert.equal(formatWarnings(await client.diagnosticsFor(uri, 3)).length, 1, 'defaults are back');
});

test('the server pulls the settings of the document (scopeUri) with section "atdf"', async () => {
  // The harness answers `workspace/configuration` only for section "atdf": the
  // too-large result above proves the server asked with that section.
  const uri = 'file:///ws/settings-2.atdf.yaml';
  await client.updateSettings({ validation: { maxFileSize: 10 } });
  await client.open(uri, unique(SEED));
  const [d] = await client.diagnosticsFor(uri, 1);
  assert.equal(d.code, 'file/too-large');
});
