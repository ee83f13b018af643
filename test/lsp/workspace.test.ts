// The workspace duplicate-tool rule over stdio, in a real temporary workspace
// folder: files on disk are indexed lazily in the background, open documents
// live; both definitions get an error linking to the other, and the errors go
// away when one is renamed or deleted.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { PublishedDiagnostic as Diagnostic } from './harness';
import { LspClient, fileUri, positionOf } from './harness';
import { V1_TOOL, V2_TOOL, replaceOnce } from './fixtures';

let client: LspClient;
let folder: string;
const DUP = 'DUPLICATE-TOOL';
const dupes = (ds: Diagnostic[]) => ds.filter((d) => d.code === 'atdf/duplicate-tool');

before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'atdf-ws-'));
  writeFileSync(join(folder, 'on-disk.atdf.yaml'), replaceOnce(V1_TOOL, 'tool_id: hole_maker_v1', 'tool_id: shared.tool'));
  writeFileSync(
    join(folder, 'unrelated.atdf.json'),
    '{"tool_id": "other", "description": "x", "when_to_use": "y", "how_to_use": {"inputs": [], "outputs": {"success": "s", "failure": []}}}',
  );
  ({ client } = await LspClient.start({ workspaceFolders: [folder] }));
});
after(async () => {
  await client?.stop();
  rmSync(folder, { recursive: true, force: true });
});

test('a file on disk and an open document defining the same tool_id both get an error', async () => {
  const openPath = join(folder, 'open.atdf.yaml');
  const text = replaceOnce(V2_TOOL, 'tool_id: files.copy', 'tool_id: shared.tool');
  writeFileSync(openPath, text);
  const uri = fileUri(openPath);
  await client.open(uri, text);
  // The index is built in the background after the first open: the error comes with a republish.
  const published = await client.waitFor(uri, (p) => dupes(p.diagnostics).length > 0);
  const [d] = dupes(published.diagnostics);
  assert.equal(d.severity, 1);
  assert.equal(d.source, 'atdf');
  assert.deepEqual(d.range.start, positionOf(text, 'shared.tool'));
  assert.match(d.message, /"shared\.tool" is also defined in on-disk\.atdf\.yaml:2/);
  assert.equal(d.relatedInformation?.length, 1);
  assert.equal(d.relatedInformation?.[0].location.uri, fileUri(join(folder, 'on-disk.atdf.yaml')));
  assert.equal(d.relatedInformation?.[0].location.range.start.line, 1);

  // Opening the other file: it gets the mirror error, linking back.
  const diskUri = fileUri(join(folder, 'on-disk.atdf.yaml'));
  const diskText = replaceOnce(V1_TOOL, 'tool_id: hole_maker_v1', 'tool_id: shared.tool');
  await client.open(diskUri, diskText);
  const mirror = dupes(await client.diagnosticsFor(diskUri, 1));
  assert.equal(mirror.length, 1);
  assert.equal(mirror[0].relatedInformation?.[0].location.uri, uri);

  // Renaming one clears both.
  const before = client.publishCount(diskUri);
  await client.replace(uri, 2, replaceOnce(text, 'tool_id: shared.tool', 'tool_id: shared.tool2'));
  assert.deepEqual(dupes(await client.diagnosticsFor(uri, 2)), []);
  await client.waitFor(diskUri, (p) => dupes(p.diagnostics).length === 0, 10_000, before);
  await client.close(diskUri);
  await client.close(uri);
});

test('a file created on disk (didChangeWatchedFiles) with the same name is picked up, and its deletion too', async () => {
  assert.ok(client.registrations.includes('workspace/didChangeWatchedFiles'), 'the server asks to watch ATDF files');
  const uri = fileUri(join(folder, 'live.atdf.yaml'));
  const text = replaceOnce(V2_TOOL, 'tool_id: files.copy', `tool_id: ${DUP}`);
  await client.open(uri, text);
  assert.deepEqual(dupes(await client.diagnosticsFor(uri, 1)), []);

  const created = join(folder, 'sub', 'created.atdf.yaml');
  mkdirSync(join(folder, 'sub'), { recursive: true });
  writeFileSync(created, replaceOnce(V1_TOOL, 'tool_id: hole_maker_v1', `tool_id: ${DUP}`));
  let from = client.publishCount(uri);
  await client.watchedFilesChanged([{ uri: fileUri(created), type: 1 }]);
  const flagged = await client.waitFor(uri, (p) => dupes(p.diagnostics).length === 1, 10_000, from);
  assert.match(dupes(flagged.diagnostics)[0].message, /sub\/created\.atdf\.yaml:2/);

  unlinkSync(created);
  from = client.publishCount(uri);
  await client.watchedFilesChanged([{ uri: fileUri(created), type: 3 }]);
  await client.waitFor(uri, (p) => dupes(p.diagnostics).length === 0, 10_000, from);
  await client.close(uri);
});

test('two documents of one stream defining the same tool are flagged too', async () => {
  const uri = fileUri(join(folder, 'stream.atdf.yaml'));
  const one = replaceOnce(V1_TOOL, 'tool_id: hole_maker_v1', 'tool_id: twice.in.stream');
  const text = `${one}---\n${one}`;
  await client.open(uri, text);
  const found = dupes(await client.diagnosticsFor(uri, 1));
  assert.equal(found.length, 2);
  assert.match(found[0].message, /document 1 of this file/);
  assert.match(found[1].message, /document 0 of this file/);
  await client.close(uri);
});

test('the first diagnostics of an opened document do not wait for the scan of the files on disk; their duplicates come after', async () => {
  // A stream validated in many steps (one per document: stepBytes 1), which used to leave the scan a turn between
  // steps to read and validate files on disk; the duplicate is in the file the scan reads first.
  const busy = mkdtempSync(join(tmpdir(), 'atdf-ws-busy-'));
  const v1 = (id: string) => replaceOnce(V1_TOOL, 'tool_id: hole_maker_v1', `tool_id: ${id}`);
  const v2 = (id: string) => replaceOnce(V2_TOOL, 'tool_id: files.copy', `tool_id: ${id}`);
  writeFileSync(join(busy, 'a-first.atdf.yaml'), v1('busy.shared'));
  for (let f = 0; f < 10; f++)
    writeFileSync(join(busy, `filler-${f}.atdf.yaml`), Array.from({ length: 20 }, (_, i) => v1(`filler.t${f}_${i}`)).join('\n---\n'));
  const other = await LspClient.start({ workspaceFolders: [busy], initializationOptions: { stepBytes: 1 } });
  try {
    const openPath = join(busy, 'open.atdf.yaml');
    const text = [...Array.from({ length: 200 }, (_, i) => v2(`open.t${i}`)), v2('busy.shared')].join('\n---\n');
    writeFileSync(openPath, text);
    const uri = fileUri(openPath);
    await other.client.open(uri, text);
    const first = await other.client.waitFor(uri, () => true);
    assert.deepEqual(dupes(first.diagnostics), [], 'the first publish is the document alone: the scan starts after it');
    const later = await other.client.waitFor(uri, (p) => dupes(p.diagnostics).length > 0, 30_000);
    assert.match(dupes(later.diagnostics)[0].message, /"busy\.shared" is also defined in a-first\.atdf\.yaml:2/);
  } finally {
    await other.client.stop();
    rmSync(busy, { recursive: true, force: true });
  }
});
