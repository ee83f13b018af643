// The workspace scan parses on the server's one thread, so a big YAML file that
// nobody opened is not parsed in the background (a flow-style document of a few
// MB kept the open document waiting seconds): it is left out of the index, with
// a log line, while a small file next to it is indexed as before.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { LspClient, delay, fileUri } from '../harness';
import { V2_TOOL, replaceOnce } from '../fixtures';
import { assertServerAnswers } from './support';

let client: LspClient;
let folder: string;
const tool = (id: string) => replaceOnce(V2_TOOL, 'tool_id: files.copy', `tool_id: ${id}`);
const dupes = (ds: Diagnostic[]) => ds.filter((d) => d.code === 'atdf/duplicate-tool');

before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'atdf-scan-'));
  // 2.8 MB: the tool, then one long flow-style list in a comment-free x- member.
  const padding = `x-data: [${Array.from({ length: 400_000 }, (_, i) => i % 100_000).join(', ')}]\n`;
  writeFileSync(join(folder, 'big.atdf.yaml'), tool('big.tool') + padding);
  writeFileSync(join(folder, 'small.atdf.yaml'), tool('small.tool'));
  ({ client } = await LspClient.start({ workspaceFolders: [folder] }));
});
after(async () => {
  await client?.stop();
  rmSync(folder, { recursive: true, force: true });
});

test('an unopened YAML file over 2 MB is not parsed by the scan (logged); a small one is indexed', async () => {
  const uri = fileUri(join(folder, 'open.atdf.yaml'));
  await client.open(uri, tool('small.tool') + '---\n' + tool('big.tool'));
  // The index is built in the background after the first open: the duplicate comes with a republish, once the scan is done.
  const published = await client.waitFor(uri, (p) => dupes(p.diagnostics).length > 0, 30_000);
  const found = dupes(published.diagnostics);
  assert.equal(found.length, 1, `only small.tool is a duplicate: ${JSON.stringify(found)}`);
  assert.match(String(found[0].message), /small\.atdf\.yaml/);
  for (const end = Date.now() + 10_000; Date.now() < end && !client.logs.some((l) => /big\.atdf\.yaml/.test(l));) await delay(50);
  assert.ok(
    client.logs.some((l) => /not indexing .*big\.atdf\.yaml: a YAML file over 2097152 bytes that is not open/.test(l)),
    `log: ${client.logs.join('\n').slice(0, 1500)}`,
  );
  await assertServerAnswers(client, 'after the scan');
});
