// A whole catalog in the editor, over stdio with the real server:
// atdf/context/previewFolder renders the ATDF files under a folder exactly as
// `atdf export --target T FOLDER` prints them, with the tool counts
// `atdf context FOLDER` gives, follows an open document's unsaved text and
// the files on disk, and caps what it reads; a config's `budget:` gives
// context/catalog-over-budget on the tool that brings its catalog over it
// (the message with the totals), gone once an edit brings the catalog under
// it again, and the same finding as `atdf validate FOLDER`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { namePointer } from '../../server/src/lsp/convert';
import { fileUri, LspClient, type Published } from './harness';

const CLI = join(__dirname, '..', '..', 'dist', 'cli.js');
const EXAMPLES = join(__dirname, '..', '..', 'examples');
const root = mkdtempSync(join(tmpdir(), 'atdf-lsp-context-folder-'));
const catalog = join(root, 'catalog');
const budgeted = join(root, 'budgeted');
let client: LspClient;

before(async () => {
  mkdirSync(join(catalog, 'more'), { recursive: true });
  copyFileSync(join(EXAMPLES, 'create-event.atdf.yaml'), join(catalog, 'create-event.atdf.yaml'));
  copyFileSync(join(EXAMPLES, 'send-email.atdf.yaml'), join(catalog, 'more', 'send-email.atdf.yaml'));
  copyFileSync(join(EXAMPLES, 'translate-text.atdf.json'), join(catalog, 'translate-text.atdf.json'));
  mkdirSync(budgeted);
  copyFileSync(join(EXAMPLES, 'create-event.atdf.yaml'), join(budgeted, 'a.atdf.yaml'));
  copyFileSync(join(EXAMPLES, 'send-email.atdf.yaml'), join(budgeted, 'b.atdf.yaml'));
  ({ client } = await LspClient.start({ workspaceFolders: [root] }));
});
after(async () => {
  await client.stop();
  rmSync(root, { recursive: true, force: true });
});

interface FolderPreview {
  target: string;
  tokens: number;
  text: string;
  tools: { name: string; tokens: number }[];
  files: { file: string; tokens: number; tools: { name: string; tokens: number }[] }[];
  notShown: number;
  error?: string;
}
const preview = (folder: string, target?: string) =>
  client.connection.sendRequest('atdf/context/previewFolder', {
    folder: fileUri(folder),
    ...(target ? { target } : {}),
  }) as Promise<FolderPreview>;
const atdf = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });

/** The export text the preview ends with (after its header and counts). */
const exported = (p: FolderPreview) => p.text.slice(p.text.indexOf('\n\n', p.text.indexOf('total (')) + 2);

test('the folder preview: exactly the text atdf export prints, the counts atdf context gives, per file', async () => {
  const p = await preview(catalog, 'anthropic');
  assert.equal(p.error, undefined);
  const cli = atdf(root, 'export', '--target', 'anthropic', 'catalog');
  assert.equal(cli.status, 0, cli.stderr);
  assert.equal(exported(p), cli.stdout);
  assert.equal(p.tokens, countTokens(cli.stdout));
  const context = JSON.parse(atdf(root, 'context', '--target', 'anthropic', '--format', 'json', 'catalog').stdout) as {
    tokens: number;
    tools: { name: string; file: string; tokens: number }[];
  };
  assert.equal(p.tokens, context.tokens);
  assert.deepEqual(
    p.tools,
    context.tools.map(({ name, tokens }) => ({ name, tokens })),
  );
  // atdf context names the files as given (catalog/...), the preview from the workspace folder: the same paths here.
  assert.deepEqual(
    p.files.map((f) => [f.file, f.tools.map((t) => t.name)]),
    [
      ['catalog/create-event.atdf.yaml', ['calendar.create_event']],
      ['catalog/more/send-email.atdf.yaml', ['send_email']],
      ['catalog/translate-text.atdf.json', ['text_translator']],
    ],
  );
  for (const tool of context.tools) {
    assert.ok(p.text.includes(`${String(tool.tokens).padStart(5)}  ${tool.name}  ${tool.file}\n`), `the line of ${tool.name}`);
  }
  assert.match(p.text, new RegExp(`^catalog as anthropic receives it: ${p.tokens} tokens in all .*, 3 tools in 3 files\\n`));
  assert.ok(p.text.includes(`${String(p.tokens).padStart(5)}  total (anthropic, 3 tools, o200k_base)\n`));
  assert.equal(p.notShown, 0);
});

test('the folder preview follows an open document as it is edited, and the files on disk', async () => {
  const uri = fileUri(join(catalog, 'create-event.atdf.yaml'));
  const text = readFileSync(join(catalog, 'create-event.atdf.yaml'), 'utf8');
  await client.open(uri, text);
  await client.replace(uri, 2, text.replace('name: calendar.create_event', 'name: calendar.book_event'));
  const edited = await preview(catalog, 'mcp');
  assert.deepEqual(
    edited.tools.map((t) => t.name),
    ['calendar.book_event', 'send_email', 'text_translator'],
    'the unsaved text, not the file on disk',
  );
  writeFileSync(
    join(catalog, 'more', 'z-extra.atdf.yaml'),
    'tool:\n  name: extra_tool\n  description: An extra tool.\n  input: {type: object}\n',
  );
  writeFileSync(join(catalog, 'broken.atdf.yaml'), 'tool:\n  name: broken\n');
  const added = await preview(catalog, 'mcp');
  assert.deepEqual(
    added.tools.map((t) => t.name),
    ['calendar.book_event', 'send_email', 'extra_tool', 'text_translator'],
  );
  assert.match(added.text, /\nNot exported, with errors \(.*\):\n- catalog\/broken\.atdf\.yaml\n/);
  rmSync(join(catalog, 'broken.atdf.yaml'));
  rmSync(join(catalog, 'more', 'z-extra.atdf.yaml'));
  await client.close(uri);
});

test('the folder preview reads at most 200 files and says how many more there are; a bad folder gets a message', async () => {
  const many = join(root, 'many');
  mkdirSync(many);
  for (let i = 0; i < 203; i++) {
    const name = `t${String(i).padStart(3, '0')}`;
    writeFileSync(join(many, `${name}.atdf.yaml`), `tool:\n  name: ${name}\n  description: Tool ${i}.\n  input: {type: object}\n`);
  }
  const p = await preview(many, 'prompt');
  assert.equal(p.tools.length, 200);
  assert.equal(p.tools.at(-1)!.name, 't199');
  assert.equal(p.notShown, 3);
  assert.match(p.text, /\n3 more files not shown \(nor counted\)/);
  rmSync(many, { recursive: true });
  const missing = await preview(join(root, 'nowhere'));
  assert.match(missing.error ?? '', /is not a folder the server can read/);
});

test('budget: context/catalog-over-budget on the tool that brings the catalog over it, with the totals; gone after an edit; as atdf validate says', async () => {
  const measure = JSON.parse(atdf(budgeted, 'context', '--format', 'json', '.').stdout) as { tools: { tokens: number }[] };
  const [a, b] = measure.tools.map((t) => t.tokens);
  writeFileSync(join(budgeted, '.atdfrc.yaml'), `budget: {tokens: ${a + b - 1}}\n`);
  await client.watchedFilesChanged([{ uri: fileUri(join(budgeted, '.atdfrc.yaml')), type: 1 }]);
  const uri = fileUri(join(budgeted, 'b.atdf.yaml'));
  const text = readFileSync(join(budgeted, 'b.atdf.yaml'), 'utf8');
  const catalogOver = (p: Published) => p.diagnostics.find((d) => d.code === 'context/catalog-over-budget');
  await client.open(uri, text);
  const expected = `this tool brings the catalog of budgeted (2 files) to ${a + b} tokens (mcp, o200k_base), over the budget of ${a + b - 1}`;
  const over = catalogOver(await client.waitFor(uri, (p) => catalogOver(p) !== undefined, 20_000))!;
  assert.equal(over.message, namePointer(expected, '/tool_id', 'en'));
  assert.equal(over.severity, 2);
  // The same finding from the CLI, run from the workspace folder.
  const cli = JSON.parse(atdf(root, 'validate', '--format', 'json', 'budgeted').stdout) as {
    file: string;
    diagnostics: { code: string; message: string; range: unknown }[];
  }[];
  const fromCli = cli.flatMap((f) =>
    f.diagnostics.filter((d) => d.code === 'context/catalog-over-budget').map((d) => ({ file: f.file, ...d })),
  );
  assert.deepEqual(
    fromCli.map((d) => [d.file, namePointer(d.message, '/tool_id', 'en'), d.range]),
    [[join('budgeted', 'b.atdf.yaml'), over.message, over.range]],
  );
  // A shorter description: the catalog is under its budget again.
  const shorter = text.replace(/description: .*/, 'description: Sends an email.');
  assert.notEqual(shorter, text);
  const gone = client.waitFor(uri, (p) => catalogOver(p) === undefined, 20_000, client.publishCount(uri));
  await client.replace(uri, 2, shorter);
  await gone;
  await client.close(uri);
});
