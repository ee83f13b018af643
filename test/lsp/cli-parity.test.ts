// The CLI and the editor report the same diagnostics on the same files: a
// folder whose tools are defined twice (across files, and inside one YAML
// stream), beside ordinary errors and a syntax error, validated by the real
// `atdf validate --format json` and by the real server over stdio (each file
// opened in turn, the others read from disk by the workspace index, then all
// open). Every diagnostic one reports, the other reports: same code,
// severity, range, pointer and message (the server adds "(at <pointer>)" to a
// message that does not name its pointer; the CLI prints the pointer apart).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { namePointer } from '../../server/src/lsp/convert';
import { fileUri, LspClient, type PublishedDiagnostic } from './harness';
import { withoutLint } from './fixtures';
import { CONFIGURED, FILES } from '../parity-folders';

const CLI = join(__dirname, '..', '..', 'dist', 'cli.js');
const SEVERITY = ['', 'error', 'warning', 'information', 'hint'];

interface Comparable {
  file: string;
  code: string;
  severity: string;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  pointer: string;
  message: string;
}

const order = (a: Comparable, b: Comparable) => JSON.stringify(a).localeCompare(JSON.stringify(b));
const isAtdf = (name: string) => /\.atdf\.(ya?ml|json)$/.test(name);

/** A folder with these files, and what `atdf validate --format json .` run inside it reports (in the server's message form). */
interface Validated {
  folder: string;
  /** The files the CLI printed an entry for. */
  checked: string[];
  cli: Comparable[];
}

function validated(files: Record<string, string>): Validated {
  const folder = mkdtempSync(join(tmpdir(), 'atdf-parity-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  const run = spawnSync(process.execPath, [CLI, 'validate', '--format', 'json', '.'], { cwd: folder, encoding: 'utf8' });
  assert.equal(run.status, 1, `errors are found: ${run.stderr}`);
  const entries = JSON.parse(run.stdout) as { file: string; diagnostics: Omit<Comparable, 'file'>[] }[];
  // The server's form of each message (see the header).
  const cli = entries.flatMap((e) =>
    e.diagnostics.map((d) => ({
      file: e.file,
      code: d.code,
      severity: d.severity,
      range: d.range,
      pointer: d.pointer,
      message: namePointer(d.message, d.pointer, 'en'),
    })),
  );
  return { folder, checked: entries.map((e) => e.file).sort(), cli };
}

function fromServer(file: string, diagnostics: PublishedDiagnostic[]): Comparable[] {
  return diagnostics.map((d) => ({
    file,
    code: String(d.code),
    severity: SEVERITY[d.severity ?? 1],
    range: d.range,
    pointer: String((d.data as { pointer?: unknown }).pointer),
    message: d.message,
  }));
}

const cliFor = (run: Validated, file: string) => run.cli.filter((d) => d.file === file).sort(order);

/**
 * Opens every ATDF file of the folder in the real server, in turn (the files
 * after it still only on disk, read by the workspace index), then checks them
 * all again once all are open: each one's diagnostics are the CLI's (none for
 * a file the CLI skipped).
 */
async function assertSameAsServer(run: Validated, names: string[]): Promise<void> {
  const { client } = await LspClient.start({ workspaceFolders: [run.folder] });
  try {
    /** Waits until the server's latest diagnostics of the file are the CLI's, then checks they are (showing the difference if not). */
    const agrees = async (name: string) => {
      const uri = fileUri(join(run.folder, name));
      const same = (diagnostics: PublishedDiagnostic[]) =>
        JSON.stringify(fromServer(name, diagnostics).sort(order)) === JSON.stringify(cliFor(run, name));
      const last = await client.waitFor(uri, (p) => same(p.diagnostics), 15_000).catch(() => client.published.get(uri)?.at(-1));
      assert.deepEqual(fromServer(name, last?.diagnostics ?? []).sort(order), cliFor(run, name), name);
    };
    for (const name of names) {
      await client.open(
        fileUri(join(run.folder, name)),
        readFileSync(join(run.folder, name), 'utf8'),
        name.endsWith('.json') ? 'json' : 'atdf',
      );
      await agrees(name);
    }
    for (const name of names) await agrees(name);
  } finally {
    await client.stop();
  }
}

let plain: Validated;
before(() => {
  plain = validated(FILES);
});
after(() => rmSync(plain.folder, { recursive: true, force: true }));

test('the folder has what the test is about: duplicates across files and inside one stream, and other errors', () => {
  assert.deepEqual(plain.checked, Object.keys(FILES).sort());
  const duplicates = plain.cli.filter((d) => d.code === 'atdf/duplicate-tool');
  assert.deepEqual(duplicates.map((d) => `${d.file} ${d.pointer}`).sort(), [
    'beta.atdf.json /tool_id',
    'stream.atdf.yaml /tool/name',
    'stream.atdf.yaml /tool_id',
    'stream.atdf.yaml /tool_id',
    'sub/more.atdf.yml /tool_id',
  ]);
  assert.match(
    plain.cli.find((d) => d.file === 'stream.atdf.yaml' && d.pointer === '/tool/name')!.message,
    /document 0 of this file, sub\/more/,
  );
  assert.ok(plain.cli.some((d) => d.file === 'sub/more.atdf.yml' && d.code === 'atdf/structure'));
  assert.ok(plain.cli.some((d) => d.file === 'broken.atdf.yaml' && d.code.startsWith('yaml/')));
  assert.deepEqual(cliFor(plain, 'unique.atdf.yaml'), []);
});

test('atdf validate and the language server report the same diagnostics, both ways', async () => {
  await assertSameAsServer(plain, Object.keys(FILES).sort());
});

let configured: Validated;
before(() => {
  configured = validated(CONFIGURED);
});
after(() => rmSync(configured.folder, { recursive: true, force: true }));

test('the configured folder has what the test is about: each part of the config changes what is reported', () => {
  const atdf = Object.keys(CONFIGURED).filter(isAtdf).sort();
  assert.deepEqual(
    configured.checked,
    atdf.filter((f) => !f.startsWith('drafts/')),
  );
  // The lint's quality findings are compared with the server's below like the rest; here, what the config changes.
  assert.ok(configured.cli.some((d) => d.code.startsWith('quality/')));
  const seen = withoutLint(configured.cli)
    .map((d) => `${d.file} ${d.code} ${d.severity}`)
    .sort();
  assert.deepEqual(seen, [
    'dup.atdf.yaml atdf/duplicate-tool warning',
    'inline.atdf.yaml config/unused-suppression warning',
    // The nested config cascades on top of the top one: duplicate-tool stays the top's warning, name-style its own hint.
    'nested/dup.atdf.yaml atdf/duplicate-tool warning',
    'nested/dup.atdf.yaml atdf/name-style hint',
    'strict/b.atdf.yaml atdf/name-style error',
  ]);
});

test('with configs, atdf validate and the language server report the same diagnostics (none for an ignored file)', async () => {
  await assertSameAsServer(configured, Object.keys(CONFIGURED).filter(isAtdf).sort());
});
