// Reads the server makes on its own (workspace files named by a watched-file
// event or found by the scan) are bounded by what they are and by the bytes
// actually read: a link to /proc/self/pagemap (whose stat says 0 bytes and
// which has no end), to /dev/zero, a FIFO, or a link out of the workspace is
// refused with a log line, and the server stays small and responsive.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { LspClient, delay, fileUri } from '../harness';
import { V2_TOOL, replaceOnce } from '../fixtures';
import { assertServerAnswers, memoryMb } from './support';

let client: LspClient;
let folder: string;
let outside: string;
const DUP = 'linked.tool';

before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'atdf-reads-'));
  outside = mkdtempSync(join(tmpdir(), 'atdf-outside-'));
  symlinkSync('/proc/self/pagemap', join(folder, 'pagemap.atdf.yaml'));
  symlinkSync('/dev/zero', join(folder, 'zero.atdf.yaml'));
  execFileSync('mkfifo', [join(folder, 'fifo.atdf.yaml')]);
  writeFileSync(join(outside, 'secret.atdf.yaml'), replaceOnce(V2_TOOL, 'tool_id: files.copy', `tool_id: ${DUP}`));
  symlinkSync(join(outside, 'secret.atdf.yaml'), join(folder, 'out.atdf.yaml'));
  ({ client } = await LspClient.start({ workspaceFolders: [folder] }));
});
after(async () => {
  await client?.stop();
  rmSync(folder, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

async function logged(pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await delay(50)) {
    const line = client.logs.find((l) => pattern.test(l));
    if (line) return line;
  }
  assert.fail(`no log line ${pattern} within ${timeoutMs} ms; logs: ${client.logs.join('\n').slice(0, 2000)}`);
}

test('watched-file events naming /proc, /dev/zero, a FIFO or a link out of the workspace read nothing', async () => {
  const uri = fileUri(join(folder, 'open.atdf.yaml'));
  await client.open(uri, replaceOnce(V2_TOOL, 'tool_id: files.copy', `tool_id: ${DUP}`));
  await client.diagnosticsFor(uri, 1);
  const names = ['pagemap', 'zero', 'fifo', 'out'];
  await client.watchedFilesChanged(names.map((n) => ({ uri: fileUri(join(folder, `${n}.atdf.yaml`)), type: 1 as const })));
  assert.match(await logged(/pagemap\.atdf\.yaml: it leads out of the workspace/), /not indexing/);
  assert.match(await logged(/zero\.atdf\.yaml: it leads out of the workspace/), /not indexing/);
  assert.match(await logged(/fifo\.atdf\.yaml: it is not a regular file \(fifo\)/), /not indexing/);
  assert.match(await logged(/out\.atdf\.yaml: it leads out of the workspace/), /not indexing/);
  // The linked file's tool is not in the index: no duplicate on the open document.
  const diagnostics = await client.diagnosticsFor(uri, 1);
  assert.deepEqual(
    diagnostics.filter((d) => d.code === 'atdf/duplicate-tool'),
    [],
  );
  assert.ok(memoryMb(client.child.pid!).peak < 300, `server peak RSS ${memoryMb(client.child.pid!).peak} MB`);
  await assertServerAnswers(client, 'after hostile watched files');
  await client.close(uri);
});
