// One function under every front end (core/diagnose/): the same folder gives
// the same final diagnostics through `atdf validate --format json` (its code,
// run in this process), through the library call `engine.diagnose` and through
// the editor's `DiagnosticsSession` (each file validated on its own, the
// workspace fed file by file, as the language server does). Code, severity,
// range, pointer and message, file by file; the configured folder checks that
// the config (severities, groups off, overrides, ignored folders, nested
// configs, suppression comments) is applied the same way by all three. The
// real CLI and the real server are compared in test/lsp/cli-parity.test.ts.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { after, before, test } from 'node:test';
import { runValidate, collectFiles } from '../../../server/src/cli/validate';
import { ConfigLookup } from '../../../server/src/config-files/config-lookup';
import { diskFileSystem } from '../../../server/src/config-files/disk-config';
import { createEngine, languageOfFileName, type Diagnostic, type FileDiagnostics } from '../../../server/src/core/index';
import { withoutLint } from '../../lsp/fixtures';
import { CONFIGURED, FILES } from '../../parity-folders';

const engine = createEngine();

interface Comparable {
  file: string;
  code: string;
  severity: string;
  range: Diagnostic['range'];
  pointer: string;
  message: string;
}

const comparable = (file: string, d: Pick<Comparable, 'code' | 'severity' | 'range' | 'pointer' | 'message'>): Comparable => ({
  file,
  code: d.code,
  severity: d.severity,
  range: d.range,
  pointer: d.pointer,
  message: d.message,
});

/** A folder with these files; files are named as the CLI names them when given the folder (a path from here). */
interface Folder {
  dir: string;
  /** The ATDF files the CLI would validate, as it names them. */
  files: string[];
}

function folderWith(files: Record<string, string>): Folder {
  const dir = mkdtempSync(path.join(tmpdir(), 'atdf-parity-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const given = path.relative(process.cwd(), dir) || '.';
  return { dir, files: collectFiles([given]) };
}

/** Folder-relative, `/`-separated: how the results are compared. */
const nameIn = (folder: Folder, file: string) => path.relative(folder.dir, path.resolve(file)).split(path.sep).join('/');

async function viaCli(folder: Folder): Promise<{ code: number; found: Comparable[]; checked: string[] }> {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk) => (text += chunk));
  const code = await runValidate(['--format', 'json', path.relative(process.cwd(), folder.dir) || '.'], out);
  const entries = JSON.parse(text) as { file: string; diagnostics: Omit<Comparable, 'file'>[] }[];
  return {
    code,
    checked: entries.map((e) => nameIn(folder, e.file)).sort(),
    found: entries.flatMap((e) => e.diagnostics.map((d) => comparable(nameIn(folder, e.file), d))).sort(order),
  };
}

/** What the CLI does before the engine: each file's config, the ignored ones left out. */
function configured(folder: Folder) {
  const lookup = new ConfigLookup({ engine, fs: diskFileSystem });
  return folder.files.map((file) => ({ file, ...lookup.forFile(file) })).filter((f) => !f.ignored);
}

function viaLibrary(folder: Folder): Comparable[] {
  const files = configured(folder).map(({ file, rules }) => ({
    uri: file,
    language: languageOfFileName(file),
    content: new Uint8Array(readFileSync(file)),
    rules,
  }));
  return flatten(folder, engine.diagnose(files));
}

/** The editor's way: each file validated on its own (text, config targets), the workspace fed, then the session asked per file. */
function viaSession(folder: Folder): Comparable[] {
  const workspace = engine.createWorkspace();
  const session = engine.diagnosticsSession({ workspace });
  const open = configured(folder).map(({ file, rules }) => {
    const report = engine.validateFile(readFileSync(file, 'utf8'), { language: languageOfFileName(file), targets: rules.targets });
    workspace.setReport(file, file, report);
    return { file, rules, report };
  });
  return flatten(
    folder,
    open.map(({ file, rules, report }) => session.diagnose({ uri: file, report, rules, targets: rules.targets })),
  );
}

function flatten(folder: Folder, results: FileDiagnostics[]): Comparable[] {
  return results.flatMap((r) => r.diagnostics.map((d) => comparable(nameIn(folder, r.uri), d))).sort(order);
}

const order = (a: Comparable, b: Comparable) => JSON.stringify(a).localeCompare(JSON.stringify(b));

let plain: Folder;
let withConfigs: Folder;
before(() => {
  plain = folderWith(FILES);
  withConfigs = folderWith(CONFIGURED);
});
after(() => {
  rmSync(plain.dir, { recursive: true, force: true });
  rmSync(withConfigs.dir, { recursive: true, force: true });
});

test('the folder has what the test is about: duplicates across files and inside one stream, and other errors', async () => {
  const cli = await viaCli(plain);
  assert.equal(cli.code, 1, 'errors are found');
  assert.deepEqual(cli.checked, Object.keys(FILES).sort());
  const duplicates = cli.found.filter((d) => d.code === 'atdf/duplicate-tool');
  assert.deepEqual(duplicates.map((d) => `${d.file} ${d.pointer}`).sort(), [
    'beta.atdf.json /tool_id',
    'stream.atdf.yaml /tool/name',
    'stream.atdf.yaml /tool_id',
    'stream.atdf.yaml /tool_id',
    'sub/more.atdf.yml /tool_id',
  ]);
  assert.match(
    cli.found.find((d) => d.file === 'stream.atdf.yaml' && d.pointer === '/tool/name')!.message,
    /document 0 of this file, .*sub\/more/,
  );
  assert.ok(cli.found.some((d) => d.file === 'sub/more.atdf.yml' && d.code === 'atdf/structure'));
  assert.ok(cli.found.some((d) => d.file === 'broken.atdf.yaml' && d.code.startsWith('yaml/')));
  assert.ok(!cli.found.some((d) => d.file === 'unique.atdf.yaml'));
});

test('atdf validate, the library call and the editor session give the same diagnostics', async () => {
  const cli = (await viaCli(plain)).found;
  assert.deepEqual(viaLibrary(plain), cli, 'library');
  assert.deepEqual(viaSession(plain), cli, 'editor session');
});

test('the configured folder has what the test is about: each part of the config changes what is reported', async () => {
  const cli = await viaCli(withConfigs);
  const atdf = Object.keys(CONFIGURED).filter((name) => /\.atdf\.(ya?ml|json)$/.test(name));
  assert.deepEqual(cli.checked, atdf.filter((f) => !f.startsWith('drafts/')).sort());
  assert.ok(cli.found.some((d) => d.code.startsWith('quality/')));
  assert.deepEqual(
    withoutLint(cli.found).map((d) => `${d.file} ${d.code} ${d.severity}`),
    [
      'dup.atdf.yaml atdf/duplicate-tool warning',
      'inline.atdf.yaml config/unused-suppression warning',
      // The nested config cascades on top of the top one: duplicate-tool stays the top's warning, name-style its own hint.
      'nested/dup.atdf.yaml atdf/duplicate-tool warning',
      'nested/dup.atdf.yaml atdf/name-style hint',
      'strict/b.atdf.yaml atdf/name-style error',
    ],
  );
});

test('with configs, atdf validate, the library call and the editor session give the same diagnostics', async () => {
  const cli = (await viaCli(withConfigs)).found;
  assert.deepEqual(viaLibrary(withConfigs), cli, 'library');
  assert.deepEqual(viaSession(withConfigs), cli, 'editor session');
});

test('the session hands back the same result while nothing changes, and a new one when another file makes a duplicate', () => {
  const workspace = engine.createWorkspace();
  const session = engine.diagnosticsSession({ workspace });
  const report = engine.validateFile(FILES['unique.atdf.yaml'], { language: 'yaml' });
  workspace.setReport('a', 'a', report);
  const first = session.diagnose({ uri: 'a', report });
  assert.equal(session.diagnose({ uri: 'a', report }), first);
  workspace.setReport('b', 'b', engine.validateFile(FILES['unique.atdf.yaml'], { language: 'yaml' }));
  const second = session.diagnose({ uri: 'a', report });
  assert.notEqual(second, first);
  assert.ok(second.diagnostics.some((d) => d.code === 'atdf/duplicate-tool'));
});

test('the problem cap: the first maxProblems shown, then atdf/too-many-problems at the first one not shown (off: none)', () => {
  const report = engine.validateFile('---\n'.repeat(30), { language: 'yaml' });
  const session = engine.diagnosticsSession({});
  const result = session.diagnose({ uri: 'a', report, maxProblems: 10 });
  assert.equal(result.diagnostics.length, 30);
  assert.equal(result.shown.length, 10);
  assert.equal(result.notShown, 20);
  assert.equal(result.tooMany?.code, 'atdf/too-many-problems');
  assert.equal(result.tooMany?.severity, 'information');
  assert.deepEqual(result.tooMany?.range, result.diagnostics[10].range);
  assert.match(result.tooMany!.message, /^20 more problems not shown \(atdf\.validation\.maxProblems is 10\)/);
  const off = engine.configForFile(
    engine.loadConfig([{ file: '.atdfrc.json', text: '{"rules":{"atdf/too-many-problems":"off"}}' }])!.config!,
    'a',
  ).rules;
  assert.equal(session.diagnose({ uri: 'b', report, maxProblems: 10, rules: off }).tooMany, undefined);
});
