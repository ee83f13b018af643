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
import { replaceOnce, V1_TOOL, V2_TOOL } from './fixtures';

const CLI = join(__dirname, '..', '..', 'dist', 'cli.js');
const SEVERITY = ['', 'error', 'warning', 'information', 'hint'];

const toolForm = (name: string) => `tool:
  name: ${name}
  description: A tool in the tool form.
  input:
    type: object
    properties:
      q: { type: string }
`;
const v2 = (id: string) => replaceOnce(V2_TOOL, 'tool_id: files.copy', `tool_id: ${id}`);
const v1 = (id: string) => replaceOnce(V1_TOOL, 'tool_id: hole_maker_v1', `tool_id: ${id}`);

/** Repository-relative to the folder: how both the CLI (run inside it on ".") and the server (its workspace folder) name files. */
const FILES: Record<string, string> = {
  // "alpha" twice in one stream, and once more in sub/more.atdf.yml; "beta" also in beta.atdf.json.
  'stream.atdf.yaml': `${v2('alpha')}---\n${v1('beta')}---\n${toolForm('alpha')}`,
  'beta.atdf.json': JSON.stringify(
    {
      schema_version: '2.0.0',
      tool_id: 'beta',
      description: 'JSON twin of beta.',
      when_to_use: 'Never.',
      how_to_use: { inputs: [], outputs: { success: 'ok', failure: [] } },
    },
    null,
    2,
  ),
  // An ordinary error (no when_to_use) in the first document, "alpha" again in the second.
  'sub/more.atdf.yml': `${replaceOnce(v2('gamma'), 'when_to_use: When a file must exist in two places.\n', '')}---\n${v2('alpha')}`,
  'unique.atdf.yaml': v1('delta'),
  'broken.atdf.yaml': 'tool_id: broken\ndescription: [unclosed\n',
};

interface Comparable {
  file: string;
  code: string;
  severity: string;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  pointer: string;
  message: string;
}

const order = (a: Comparable, b: Comparable) => JSON.stringify(a).localeCompare(JSON.stringify(b));

let folder: string;
let cli: Comparable[];

before(() => {
  folder = mkdtempSync(join(tmpdir(), 'atdf-parity-'));
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  const run = spawnSync(process.execPath, [CLI, 'validate', '--format', 'json', '.'], { cwd: folder, encoding: 'utf8' });
  assert.equal(run.status, 1, `errors are found: ${run.stderr}`);
  const entries = JSON.parse(run.stdout) as { file: string; diagnostics: Omit<Comparable, 'file'>[] }[];
  assert.deepEqual(entries.map((e) => e.file).sort(), Object.keys(FILES).sort());
  // The server's form of each message (see the header).
  cli = entries.flatMap((e) =>
    e.diagnostics.map((d) => ({
      file: e.file,
      code: d.code,
      severity: d.severity,
      range: d.range,
      pointer: d.pointer,
      message: namePointer(d.message, d.pointer, 'en'),
    })),
  );
});
after(() => rmSync(folder, { recursive: true, force: true }));

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

const cliFor = (file: string) => cli.filter((d) => d.file === file).sort(order);

test('the folder has what the test is about: duplicates across files and inside one stream, and other errors', () => {
  const duplicates = cli.filter((d) => d.code === 'atdf/duplicate-tool');
  assert.deepEqual(duplicates.map((d) => `${d.file} ${d.pointer}`).sort(), [
    'beta.atdf.json /tool_id',
    'stream.atdf.yaml /tool/name',
    'stream.atdf.yaml /tool_id',
    'stream.atdf.yaml /tool_id',
    'sub/more.atdf.yml /tool_id',
  ]);
  assert.match(cli.find((d) => d.file === 'stream.atdf.yaml' && d.pointer === '/tool/name')!.message, /document 0 of this file, sub\/more/);
  assert.ok(cli.some((d) => d.file === 'sub/more.atdf.yml' && d.code === 'required'));
  assert.ok(cli.some((d) => d.file === 'broken.atdf.yaml' && d.code.startsWith('yaml/')));
  assert.deepEqual(cliFor('unique.atdf.yaml'), []);
});

test('atdf validate and the language server report the same diagnostics, both ways', async () => {
  const { client } = await LspClient.start({ workspaceFolders: [folder] });
  try {
    const names = Object.keys(FILES).sort();
    /** Waits until the server's latest diagnostics of the file are the CLI's, then checks they are (showing the difference if not). */
    const agrees = async (name: string) => {
      const uri = fileUri(join(folder, name));
      const same = (diagnostics: PublishedDiagnostic[]) =>
        JSON.stringify(fromServer(name, diagnostics).sort(order)) === JSON.stringify(cliFor(name));
      const last = await client.waitFor(uri, (p) => same(p.diagnostics), 15_000).catch(() => client.published.get(uri)?.at(-1));
      assert.deepEqual(fromServer(name, last?.diagnostics ?? []).sort(order), cliFor(name), name);
    };
    // Each file opened while the files after it are still only on disk (the workspace index reads them).
    for (const name of names) {
      await client.open(fileUri(join(folder, name)), readFileSync(join(folder, name), 'utf8'), name.endsWith('.json') ? 'json' : 'atdf');
      await agrees(name);
    }
    // And all of them open: each one's names now come from its live report.
    for (const name of names) await agrees(name);
  } finally {
    await client.stop();
  }
});
