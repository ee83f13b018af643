// The workspace scan (for the duplicate-tool rule) reads files nobody opened on
// the server's one thread: a 1.8 MB flow-style file on disk kept a hover on the
// open document waiting 10 s (issue 25). Now the flow reader reads such a file
// at its own pace, and one that only the yaml package reads is bounded as for
// open documents (docs/hostile-input.md, round 3): hovers answer meanwhile.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { LspClient, delay, fileUri } from '../harness';
import { V2_TOOL, replaceOnce } from '../fixtures';
import { HANG_MS, HOVER_MS, within } from './support';

let client: LspClient;
let folder: string;
const tool = (id: string) => replaceOnce(V2_TOOL, 'tool_id: files.copy', `tool_id: ${id}`);

/** About 1.85 MB: a tool in flow style whose x-data list has one item per line at column 0; `anchor` adds an anchor (the yaml package's then). */
function bigFlow(name: string, anchor: boolean): string {
  const items = Array.from({ length: 68_000 }, (_, i) => `{k: ${i}, v: item ${i}}`);
  return `{tool: {name: ${name}, description: ${anchor ? '&d ' : ''}A big flow file on disk.,\n x-data: [\n${items.join(',\n')}\n]}}\n`;
}

before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'atdf-scan-block-'));
  writeFileSync(join(folder, 'big-flow.atdf.yaml'), bigFlow('big.flow', false));
  writeFileSync(join(folder, 'big-anchored.atdf.yaml'), bigFlow('big.anchored', true));
  writeFileSync(join(folder, 'small.atdf.yaml'), tool('small.tool'));
  ({ client } = await LspClient.start({ workspaceFolders: [folder] }));
});
after(async () => {
  await client?.stop();
  rmSync(folder, { recursive: true, force: true });
});

test('1.8 MB flow files on disk: hovers on the open document answer while the scan reads them', async () => {
  assert.ok(bigFlow('x', false).length > 1_700_000);
  const uri = fileUri(join(folder, 'open.atdf.yaml'));
  await client.open(uri, tool('small.tool') + '---\n' + tool('big.flow'));
  await client.diagnosticsFor(uri, 1, HANG_MS);
  // The scan starts after this first publish: hover while it runs, until its duplicates are published.
  let duplicates = false;
  const scanned = client.waitFor(uri, (p) => p.diagnostics.filter((d) => d.code === 'atdf/duplicate-tool').length >= 2, HANG_MS);
  void scanned.then(() => (duplicates = true));
  for (let n = 0; !duplicates || n < 3; n++) {
    const hover = await within(client, HOVER_MS, `hover ${n} during the scan`, client.hover(uri, { line: 2, character: 2 }));
    assert.ok(hover !== null);
    await delay(50);
  }
  const found = (await scanned).diagnostics.filter((d) => d.code === 'atdf/duplicate-tool');
  assert.ok(
    found.some((d) => /small\.atdf\.yaml/.test(String(d.message))),
    JSON.stringify(found),
  );
  assert.ok(
    found.some((d) => /big-flow\.atdf\.yaml/.test(String(d.message))),
    `the big flow file was read by the scan: ${JSON.stringify(found)}`,
  );
});
