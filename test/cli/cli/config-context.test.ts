// The `.atdfrc` `targets:` and `budget:` through the real CLI (bundled as
// dist/ is): `atdf validate` runs the compatibility rules of the config's
// targets and reports context/over-budget on the tool that crosses the
// budget; `atdf context` takes the config's first target and its budget when
// no --target or --budget is given.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { bundledCli } from '../../cli-bundle';

const ROOT = path.resolve(__dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'atdf-config-context-'));
let cli: string;
before(async () => {
  cli = await bundledCli();
  for (const f of ['create-event.atdf.yaml', 'send-email.atdf.yaml']) copyFileSync(path.join(ROOT, 'examples', f), path.join(dir, f));
});
after(() => rmSync(dir, { recursive: true, force: true }));

function atdf(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface JsonFile {
  file: string;
  diagnostics: { code: string; severity: string; message: string; range: { start: { line: number } } }[];
}
const validate = () => JSON.parse(atdf('validate', '--format', 'json', '.').stdout) as JsonFile[];
const codes = (files: JsonFile[]) => files.flatMap((f) => f.diagnostics.map((d) => `${path.basename(f.file)} ${d.code}`));

test('validate: the config targets run their compatibility rules; without targets (mcp) none', () => {
  writeFileSync(path.join(dir, '.atdfrc.yaml'), 'rules: {}\n');
  assert.deepEqual(
    codes(validate()).filter((c) => c.includes('export/')),
    [],
  );
  writeFileSync(path.join(dir, '.atdfrc.yaml'), 'targets: [openai]\n');
  const renamed = validate()
    .flatMap((f) => f.diagnostics)
    .filter((d) => d.code === 'export/renamed');
  assert.equal(renamed.length, 1, 'calendar.create_event is a dotted name');
  assert.match(renamed[0].message, /^openai: tool names must match .*"calendar\.create_event" is exported as "calendar_create_event"/);
});

test('validate: context/over-budget on the tool that brings its file over the budget, counted for the first target', () => {
  const measure = JSON.parse(atdf('context', '--target', 'anthropic', '--format', 'json', 'create-event.atdf.yaml').stdout) as {
    tools: { tokens: number }[];
  };
  const tokens = measure.tools[0].tokens;
  writeFileSync(path.join(dir, '.atdfrc.yaml'), `targets: [anthropic, openai]\nbudget: {tokens: ${tokens}}\n`);
  assert.deepEqual(
    codes(validate()).filter((c) => c.endsWith(' context/over-budget')),
    [],
    'at the budget: nothing',
  );
  writeFileSync(
    path.join(dir, '.atdfrc.yaml'),
    `targets: [anthropic, openai]\nbudget: {tokens: ${tokens - 1}}\nrules: {context/over-budget: error}\n`,
  );
  const r = atdf('validate', '--format', 'json', '.');
  assert.equal(r.code, 1, 'an error by the config');
  const over = (JSON.parse(r.stdout) as JsonFile[]).flatMap((f) => f.diagnostics.filter((d) => d.code === 'context/over-budget'));
  assert.equal(over.length, 1, JSON.stringify(over));
  assert.equal(over[0].severity, 'error');
  assert.equal(over[0].message, `this tool brings the file to ${tokens} tokens (anthropic, o200k_base), over the budget of ${tokens - 1}`);
});

test('validate: the tool budget marks the first tool past it', () => {
  writeFileSync(
    path.join(dir, 'two.atdf.yaml'),
    'tool:\n  name: one_tool\n  description: One.\n  input: {type: object}\n---\ntool:\n  name: two_tool\n  description: Two.\n  input: {type: object}\n',
  );
  writeFileSync(path.join(dir, '.atdfrc.yaml'), 'budget: {tools: 1}\n');
  try {
    const two = validate().find((f) => f.file.endsWith('two.atdf.yaml'))!;
    const over = two.diagnostics.filter((d) => d.code === 'context/over-budget');
    assert.deepEqual(
      over.map((d) => [d.range.start.line, d.message]),
      [[6, 'this is tool 2 of the file, over the budget of 1 tools']],
    );
  } finally {
    rmSync(path.join(dir, 'two.atdf.yaml'));
  }
});

test('context: the config budget (tokens and tools) and first target apply without --budget / --target; the options win', () => {
  const exported = atdf('export', '--target', 'gemini', '.').stdout;
  const total = countTokens(exported);
  writeFileSync(path.join(dir, '.atdfrc.yaml'), `targets: [gemini]\nbudget: {tokens: ${total - 1}}\n`);
  const over = atdf('context', '.');
  assert.equal(over.code, 1);
  assert.match(over.stdout, new RegExp(`${total}  total \\(gemini, 2 tools, o200k_base\\)\\n$`));
  assert.equal(over.stderr, `atdf: ${total} tokens is over the budget of ${total - 1} (by 1)\n`);
  assert.equal(atdf('context', '--budget', String(total), '.').code, 0, '--budget wins');
  assert.match(atdf('context', '--target', 'mcp', '--budget', '999999', '.').stdout, /total \(mcp, /);
  writeFileSync(path.join(dir, '.atdfrc.yaml'), 'budget: {tools: 1}\n');
  const tools = atdf('context', '.');
  assert.equal(tools.code, 1);
  assert.equal(tools.stderr, 'atdf: 2 tools is over the budget of 1 tools\n');
});

test('validate: context/catalog-over-budget on the tool that brings the catalog (the files the config governs, in path order) over it', () => {
  const measure = JSON.parse(atdf('context', '--format', 'json', '.').stdout) as { tools: { name: string; tokens: number }[] };
  const [create, send] = measure.tools.map((t) => t.tokens);
  assert.deepEqual(
    measure.tools.map((t) => t.name),
    ['calendar.create_event', 'send_email'],
  );
  // A folder with its own config is a catalog of its own (first in path order): its tool does not count in this one.
  mkdirSync(path.join(dir, 'a-sub'));
  writeFileSync(path.join(dir, 'a-sub', '.atdfrc.yaml'), 'rules: {}\n');
  copyFileSync(path.join(ROOT, 'examples', 'hole-maker.atdf.yaml'), path.join(dir, 'a-sub', 'a.atdf.yaml'));
  try {
    writeFileSync(path.join(dir, '.atdfrc.yaml'), `budget: {tokens: ${create + send}}\n`);
    assert.deepEqual(
      codes(validate()).filter((c) => c.includes('budget')),
      [],
      'at the budget: nothing',
    );
    writeFileSync(path.join(dir, '.atdfrc.yaml'), `budget: {tokens: ${create + send - 1}}\n`);
    const over = validate().flatMap((f) => f.diagnostics.filter((d) => d.code.includes('budget')).map((d) => ({ file: f.file, ...d })));
    assert.deepEqual(
      over.map((d) => [path.basename(d.file), d.code, d.severity, d.range.start.line, d.message]),
      [
        [
          'send-email.atdf.yaml',
          'context/catalog-over-budget',
          'warning',
          2,
          `this tool brings the catalog of . (2 files) to ${create + send} tokens (mcp, o200k_base), over the budget of ${create + send - 1}`,
        ],
      ],
    );
  } finally {
    rmSync(path.join(dir, 'a-sub'), { recursive: true });
  }
});
