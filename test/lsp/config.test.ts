// .atdfrc.yaml in the editor, over stdio with the real server: severities
// change live when the config changes on disk (watched files) and while it is
// edited unsaved in the editor; a broken config is one diagnostic on the
// config file and the defaults apply; ignored files show nothing; inline
// suppression follows edits; a file on disk the config ignores is not in the
// workspace (duplicate tools); translated copies are not duplicate tools.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { vendorPath } from '../vendor-dir';
import { withoutLint } from './fixtures';
import { fileUri, LspClient, type Published, type PublishedDiagnostic } from './harness';

const dir = mkdtempSync(join(tmpdir(), 'atdf-lsp-config-'));
const configPath = join(dir, '.atdfrc.yaml');
const configUri = fileUri(configPath);
const toolUri = fileUri(join(dir, 'tool.atdf.yaml'));
const TOOL = 'tool:\n  name: BadName\n  description: Does one thing.\n  input: {type: object}\n';
let client: LspClient;

before(async () => {
  writeFileSync(configPath, 'rules:\n  atdf/name-style: error\n');
  writeFileSync(join(dir, 'tool.atdf.yaml'), TOOL);
  ({ client } = await LspClient.start({ workspaceFolders: [dir] }));
});
after(async () => {
  await client.stop();
  rmSync(dir, { recursive: true, force: true });
});

const nameStyle = (p: Published) => p.diagnostics.find((d) => d.code === 'atdf/name-style');
/** The next publish for `uri` after those already seen that satisfies `predicate`. */
const next = (uri: string, predicate: (p: Published) => boolean) => client.waitFor(uri, predicate, 15_000, client.publishCount(uri));

async function writeConfig(text: string): Promise<void> {
  writeFileSync(configPath, text);
  await client.watchedFilesChanged([{ uri: configUri, type: 2 }]);
}

test('the config on disk sets the severity, and a change to it applies at once (watched files)', async () => {
  await client.open(toolUri, TOOL);
  const first = await client.waitFor(toolUri, (p) => nameStyle(p) !== undefined);
  assert.equal(nameStyle(first)?.severity, 1, 'atdf/name-style: error');
  assert.ok(client.registrations.includes('workspace/didChangeWatchedFiles'));
  const off = next(toolUri, (p) => nameStyle(p) === undefined);
  await writeConfig('rules:\n  style: off\n');
  assert.deepEqual(withoutLint((await off).diagnostics), []);
  const hint = next(toolUri, (p) => nameStyle(p)?.severity === 4);
  await writeConfig('rules:\n  atdf/name-style: hint\n');
  await hint;
});

test('the config open in the editor applies as it is typed, unsaved; closing it goes back to the file on disk', async () => {
  const warning = next(toolUri, (p) => nameStyle(p)?.severity === 2);
  await client.open(configUri, 'rules:\n  atdf/name-style: warn\n', 'yaml');
  await warning;
  const error = next(toolUri, (p) => nameStyle(p)?.severity === 1);
  await client.replace(configUri, 2, 'rules:\n  atdf/name-style: error\n');
  await error;
  const hint = next(toolUri, (p) => nameStyle(p)?.severity === 4); // the disk says hint
  await client.close(configUri);
  await hint;
});

test('a broken config: one diagnostic on the config file, at the mistake; the defaults apply until it is fixed', async () => {
  const problems = next(configUri, (p) => p.diagnostics.length > 0);
  const defaults = next(toolUri, (p) => nameStyle(p)?.severity === 2);
  await client.open(configUri, 'rules:\n  atdf/nam-style: off\n', 'yaml');
  const published = await problems;
  assert.equal(published.diagnostics.length, 1);
  const [d] = published.diagnostics as PublishedDiagnostic[];
  assert.equal(d.code, 'config/invalid');
  assert.equal(d.severity, 1);
  assert.deepEqual(d.range, { start: { line: 1, character: 2 }, end: { line: 1, character: 16 } });
  assert.match(d.message, /did you mean "atdf\/name-style"\?.*not applied until it is fixed/);
  await defaults;
  const cleared = next(configUri, (p) => p.diagnostics.length === 0);
  const fixed = next(toolUri, (p) => nameStyle(p) === undefined);
  await client.replace(configUri, 2, 'rules:\n  atdf/name-style: off\n');
  await cleared;
  await fixed;
  await client.close(configUri);
});

test('an ignored file shows nothing; no longer ignored, it is validated again', async () => {
  const nothing = next(toolUri, (p) => p.diagnostics.length === 0);
  await writeConfig('ignore: [tool.atdf.yaml]\n');
  await nothing;
  const back = next(toolUri, (p) => nameStyle(p)?.severity === 2);
  await writeConfig('rules: {}\n');
  await back;
});

test('a file on disk that the config ignores leaves the workspace: its tool is no longer a duplicate, and is again once unignored', async () => {
  const twin = join(dir, 'twin.atdf.yaml'); // never opened: the workspace index reads it
  const text = TOOL.replace('BadName', 'twin_tool');
  writeFileSync(twin, text);
  await client.watchedFilesChanged([{ uri: fileUri(twin), type: 1 }]);
  const uri = fileUri(join(dir, 'twin-open.atdf.yaml'));
  const isDuplicate = (p: Published) => p.diagnostics.some((d) => d.code === 'atdf/duplicate-tool');
  const duplicate = next(uri, isDuplicate);
  await client.open(uri, text);
  await duplicate;
  const alone = next(uri, (p) => !isDuplicate(p));
  await writeConfig('ignore: [twin.atdf.yaml]\n');
  await alone;
  const again = next(uri, isDuplicate);
  await writeConfig('rules: {}\n');
  await again;
  await client.close(uri);
  rmSync(twin);
  await client.watchedFilesChanged([{ uri: fileUri(twin), type: 3 }]);
});

test('inline suppression follows the edits of the document', async () => {
  const uri = fileUri(join(dir, 'inline.atdf.yaml'));
  const tool = TOOL.replace('BadName', 'OtherName');
  await client.open(uri, tool.replace('tool:\n', 'tool:\n  # atdf-disable-next-line atdf/name-style\n'));
  assert.deepEqual(withoutLint(await client.diagnosticsFor(uri, 1)), []);
  await client.replace(uri, 2, tool);
  assert.deepEqual(
    withoutLint(await client.diagnosticsFor(uri, 2)).map((d) => d.code),
    ['atdf/name-style'],
  );
  await client.replace(uri, 3, '# atdf-disable-next-line atdf/name-style\n' + tool);
  assert.deepEqual(
    withoutLint(await client.diagnosticsFor(uri, 3))
      .map((d) => [d.code, d.severity])
      .sort(),
    [
      ['atdf/name-style', 2],
      ['config/unused-suppression', 2],
    ],
    'a comment two lines above the name suppresses nothing',
  );
  await client.close(uri);
});

test('translated copies of one tool open together are not duplicates; a real duplicate still is', async () => {
  const uris = ['en', 'es', 'pt'].map((lang) => {
    const file = join(dir, `hole_maker_${lang}.atdf.json`);
    copyFileSync(vendorPath('atdf-official', `hole_maker_${lang}.json`), file);
    return fileUri(file);
  });
  for (const uri of uris) await client.open(uri, readFileSync(new URL(uri), 'utf8'), 'json');
  for (const uri of uris) assert.deepEqual(withoutLint(await client.diagnosticsFor(uri, 1)), [], uri);
  const copy = fileUri(join(dir, 'drill.atdf.json'));
  const duplicate = next(uris[0], (p) => p.diagnostics.some((d) => d.code === 'atdf/duplicate-tool'));
  await client.open(copy, readFileSync(new URL(uris[1]), 'utf8'), 'json');
  await duplicate;
  assert.deepEqual(
    withoutLint(await client.diagnosticsFor(copy, 1)).map((d) => d.code),
    ['atdf/duplicate-tool'],
  );
});
