// workspace/symbol over stdio: every tool of the workspace, from the files on
// disk (indexed in the background) and the open documents (their live
// version), with its dialect and file; the query filters as editors do.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { SymbolInformation } from 'vscode-languageserver-protocol';
import { LspClient, delay, fileUri, positionOf } from './harness';
import { SEED, V1_JSON, V2_TOOL, replaceOnce } from './fixtures';

let client: LspClient;
let folder: string;

before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'atdf-symbols-'));
  writeFileSync(join(folder, 'catalog.atdf.yaml'), `${SEED}---\n${V2_TOOL}`);
  writeFileSync(join(folder, 'translate.atdf.json'), V1_JSON);
  ({ client } = await LspClient.start({ workspaceFolders: [folder] }));
});
after(async () => {
  await client?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const symbols = (query: string) => client.connection.sendRequest('workspace/symbol', { query }) as Promise<SymbolInformation[]>;
const byName = (list: SymbolInformation[]) => Object.fromEntries(list.map((s) => [s.name, s]));

test('the tools of the files on disk, each with its dialect, file and the place of its name', async () => {
  const all = byName(await symbols(''));
  assert.deepEqual(Object.keys(all).sort(), ['files.copy', 'text_translator_v1', 'validar_rango_de_fechas']);
  const copy = all['files.copy'];
  assert.equal(copy.location.uri, fileUri(join(folder, 'catalog.atdf.yaml')));
  assert.deepEqual(copy.location.range.start, positionOf(`${SEED}---\n${V2_TOOL}`, 'files.copy'));
  assert.equal(copy.containerName, 'ATDF 2.x · catalog.atdf.yaml');
  assert.equal(all.validar_rango_de_fechas.containerName, 'tool: form · catalog.atdf.yaml');
  assert.equal(all.text_translator_v1.containerName, 'ATDF 1.x · translate.atdf.json');
});

test('the query keeps the names holding its characters in order, whatever their case', async () => {
  assert.deepEqual(
    (await symbols('FCOPY')).map((s) => s.name),
    ['files.copy'],
  );
  assert.deepEqual(
    (await symbols('rango')).map((s) => s.name),
    ['validar_rango_de_fechas'],
  );
  assert.deepEqual(await symbols('zzz'), []);
});

test('an open document counts as it is now, not as saved', async () => {
  const path = join(folder, 'translate.atdf.json');
  const uri = fileUri(path);
  const text = replaceOnce(V1_JSON, '"text_translator_v1"', '"text_translator_v2"');
  await client.open(uri, text, 'json');
  await client.diagnosticsFor(uri);
  // The index may still be applying the open; ask until it shows (bounded).
  let names: string[] = [];
  for (let i = 0; i < 50 && !names.includes('text_translator_v2'); i++) {
    names = (await symbols('translator')).map((s) => s.name);
    if (!names.includes('text_translator_v2')) await delay(100);
  }
  assert.deepEqual(names, ['text_translator_v2']);
});
