// What the model sees, in the editor, over stdio with the real server: the
// `.atdfrc` `targets:` drive the per-target diagnostics (and win over the
// atdf.export.targets setting); its `budget:` gives context/over-budget on
// the tool that crosses it once the tokenizer has loaded; the code lens over
// each tool shows its tokens when atdf.context.codeLens is on; the
// atdf/contextPreview request renders a file for a target with its counts.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { createEngine } from '../../server/src/core/index';
import { fileUri, LspClient, type Published } from './harness';

const dir = mkdtempSync(join(tmpdir(), 'atdf-lsp-context-'));
const configPath = join(dir, '.atdfrc.yaml');
const configUri = fileUri(configPath);
const TEXT = readFileSync(join(__dirname, '../../examples/create-event.atdf.yaml'), 'utf8');
const uri = fileUri(join(dir, 'create-event.atdf.yaml'));
let client: LspClient;

before(async () => {
  writeFileSync(configPath, 'targets: [openai]\n');
  writeFileSync(join(dir, 'create-event.atdf.yaml'), TEXT);
  ({ client } = await LspClient.start({ workspaceFolders: [dir], settings: { export: { targets: ['anthropic'] } } }));
});
after(async () => {
  await client.stop();
  rmSync(dir, { recursive: true, force: true });
});

const next = (predicate: (p: Published) => boolean) => client.waitFor(uri, predicate, 20_000, client.publishCount(uri));
const renamed = (p: Published) => p.diagnostics.find((d) => d.code === 'export/renamed');
const overBudget = (p: Published) => p.diagnostics.find((d) => d.code === 'context/over-budget');

/** The tool's part of the gemini export, as `atdf export --target gemini` gives it. */
function geminiText(): string {
  const engine = createEngine();
  const report = engine.validateFile(TEXT, { language: 'yaml' });
  return engine.export.catalog([{ file: 'f', report }], { target: 'gemini' }).tools[0].text;
}

async function writeConfig(text: string): Promise<void> {
  writeFileSync(configPath, text);
  await client.watchedFilesChanged([{ uri: configUri, type: 2 }]);
}

test('the config targets win over the setting; without targets: the setting', async () => {
  await client.open(uri, TEXT);
  const first = await client.waitFor(uri, (p) => renamed(p) !== undefined, 20_000);
  assert.match(renamed(first)!.message, /^openai: tool names must match/, 'the config (openai), not the setting (anthropic)');
  const setting = next((p) => renamed(p)?.message.startsWith('anthropic:') === true);
  await writeConfig('rules: {}\n');
  await setting;
  const none = next((p) => renamed(p) === undefined);
  await writeConfig('targets: [mcp]\n');
  await none;
});

test("budget: context/over-budget on the tool, with the tokenizer worker's exact count; gone under a larger budget", async () => {
  // The file's one tool, as the first target (gemini) exports it, is what is counted.
  const tokens = countTokens(geminiText());
  const exact = `this tool brings the file to ${tokens} tokens (gemini, o200k_base), over the budget of 10 (at /tool/name)`;
  // The first publish may use an estimate (a token per 4 characters) while the tokenizer's worker counts.
  const over = next((p) => overBudget(p)?.message === exact);
  await writeConfig('targets: [gemini, openai]\nbudget: {tokens: 10}\n');
  const d = overBudget(await over)!;
  assert.equal(d.severity, 2);
  assert.equal(
    d.range.start.line,
    TEXT.split('\n').findIndex((l) => l.includes('name: calendar.create_event')),
  );
  const gone = next((p) => overBudget(p) === undefined);
  await writeConfig('targets: [gemini, openai]\nbudget: {tokens: 100000}\n');
  await gone;
});

interface Lens {
  range: { start: { line: number } };
  command: { title: string; command: string; arguments: unknown[] };
}
const lenses = (at = uri) => client.connection.sendRequest('textDocument/codeLens', { textDocument: { uri: at } }) as Promise<Lens[]>;

/** The tool's part of the export for a target and the whole export, as `atdf export` gives them. */
function exportOf(text: string, target: 'gemini' | 'openai') {
  const engine = createEngine();
  const report = engine.validateFile(text, { language: 'yaml' });
  const result = engine.export.catalog([{ file: 'f', report }], { target });
  return { tool: result.tools[0].text, whole: result.text };
}

test('code lens: none by default; with atdf.context.codeLens, the tokens of each tool for the first target', async () => {
  assert.deepEqual(await lenses(), []);
  await client.updateSettings({ export: { targets: ['anthropic'] }, context: { codeLens: true } });
  const [lens, ...more] = await lenses();
  assert.equal(more.length, 0);
  // The config's first target (gemini) wins over the setting's (anthropic).
  // Its MCP name, its examples (checked against its schemas) and its tokens.
  const examples = createEngine().contract.tools(createEngine().validateFile(TEXT, { language: 'yaml' }))[0].examples.length;
  assert.ok(examples > 0);
  assert.equal(
    lens.command.title,
    `calendar.create_event · examples: ${examples} · ${countTokens(exportOf(TEXT, 'gemini').tool)} tokens (o200k_base, gemini)`,
  );
  assert.equal(lens.command.command, 'atdf.previewContext');
  assert.deepEqual(lens.command.arguments, [uri, 'gemini']);
  assert.equal(
    lens.range.start.line,
    TEXT.split('\n').findIndex((l) => l.includes('name: calendar.create_event')),
  );
});

interface Preview {
  target: string;
  tokenizer: string;
  tokens: number;
  tools: { name: string; tokens: number }[];
  text: string;
  error?: string;
}
const preview = (target?: string, at = uri) =>
  client.connection.sendRequest('atdf/context/preview', { uri: at, ...(target ? { target } : {}) }) as Promise<Preview>;

test('preview: the export for the target, exactly, under a header with the counts; it follows the text as edited', async () => {
  const first = await preview('openai');
  const { tool, whole } = exportOf(TEXT, 'openai');
  assert.equal(first.target, 'openai');
  assert.equal(first.tokens, countTokens(whole));
  assert.deepEqual(first.tools, [{ name: 'calendar.create_event', tokens: countTokens(tool) }]);
  assert.ok(first.text.endsWith(`\n\n${whole}`), first.text.slice(0, 400));
  assert.match(first.text, new RegExp(`^create-event\\.atdf\\.yaml as openai receives it: ${first.tokens} tokens in all \\(o200k_base`));
  assert.equal((await preview()).target, 'gemini', 'no target: the first configured one');
  const summary = (await client.connection.sendRequest('atdf/context/preview', { uri, summary: true })) as Preview;
  assert.deepEqual(summary, {
    target: 'gemini',
    tokenizer: 'o200k_base',
    tokens: countTokens(exportOf(TEXT, 'gemini').tool),
    tools: [{ name: 'calendar.create_event', tokens: countTokens(exportOf(TEXT, 'gemini').tool) }],
    text: '',
  });

  const edited = TEXT.replace(/description: .*/, 'description: Creates one calendar event, briefly.');
  assert.notEqual(edited, TEXT);
  await client.replace(uri, 2, edited);
  const after = await preview('openai');
  assert.equal(after.tokens, countTokens(exportOf(edited, 'openai').whole));
  assert.ok(after.text.includes('Creates one calendar event, briefly.'));
});

test('preview: an unknown target or a document that is not open is one message, not a failure', async () => {
  assert.match((await preview('cohere')).error ?? '', /^unknown target "cohere"; use one of mcp, openai/);
  assert.match((await preview('openai', fileUri(join(dir, 'nowhere.atdf.yaml')))).error ?? '', /is not open in the editor/);
  assert.ok(client.alive);
});
