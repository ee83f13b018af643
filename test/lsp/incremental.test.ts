// Incremental validation must never drift: a sequence of small edits to a big
// multi-document stream (through didChange ranges, as an editor sends them)
// ends with exactly the diagnostics a fresh server gives the same text.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Diagnostic, Range } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient } from './harness';
import { V2_TOOL } from './fixtures';

const TOOLS = 300;

/** A catalog of 2.x tools, one YAML document each; every 40th has a wrong example value. */
function catalog(count: number): string {
  const docs: string[] = [];
  for (let i = 0; i < count; i++) {
    let doc = V2_TOOL.replace('tool_id: files.copy', `tool_id: catalog.tool_${i}`);
    if (i % 40 === 7) doc = doc.replace('retries: 1', 'retries: "many"');
    docs.push(doc);
  }
  return docs.join('---\n');
}

let editing: LspClient;
let fresh: LspClient;
before(async () => {
  // The editing server validates a big fresh stream in steps (the default); the reference server in one pass.
  [{ client: editing }, { client: fresh }] = await Promise.all([
    LspClient.start({ initializationOptions: { stepBytes: 64 * 1024 } }),
    LspClient.start({ initializationOptions: { stepBytes: 1e12 } }),
  ]);
});
after(async () => {
  await Promise.all([editing?.stop(), fresh?.stop()]);
});

const uri = 'file:///ws/catalog.atdf.yaml';
let freshCount = 0;

async function freshDiagnostics(text: string): Promise<Diagnostic[]> {
  const freshUri = `file:///ws/fresh-${++freshCount}.atdf.yaml`;
  await fresh.open(freshUri, text);
  const diagnostics = await fresh.diagnosticsFor(freshUri, 1, 30_000);
  await fresh.close(freshUri);
  // Same text, different URI: related locations point at the document itself.
  return JSON.parse(JSON.stringify(diagnostics).split(freshUri).join(uri));
}

function rangeOf(text: string, needle: string, occurrence: number): Range {
  let at = -1;
  for (let i = 0; i <= occurrence; i++) at = text.indexOf(needle, at + 1);
  assert.ok(at >= 0, `"${needle}" #${occurrence} not found`);
  const doc = TextDocument.create(uri, 'atdf', 0, text);
  return { start: doc.positionAt(at), end: doc.positionAt(at + needle.length) };
}

test('edits in the middle, at the top and across documents give the same diagnostics as a fresh open', async () => {
  // Opened, then changed twice at once while the stepwise validation of the open is under way.
  const initial = catalog(TOOLS);
  await editing.open(uri, initial);
  await editing.change(uri, 2, [{ range: rangeOf(initial, 'retries: 1', 5), text: 'retries: 5' }]);
  await editing.change(uri, 3, [{ range: rangeOf(editing.text(uri), 'retries: 5', 0), text: 'retries: 1' }]);
  const opened = await editing.diagnosticsFor(uri, 3, 30_000);
  assert.equal(opened.filter((d) => d.severity === 1).length, Math.ceil((TOOLS - 7) / 40));
  assert.deepEqual(opened, await freshDiagnostics(editing.text(uri)));

  const edits: { name: string; needle: string; occurrence: number; replacement: string }[] = [
    { name: 'break a value in the middle', needle: 'retries: 1', occurrence: 150, replacement: 'retries: -x' },
    { name: 'mend it', needle: 'retries: -x', occurrence: 0, replacement: 'retries: 2' },
    {
      name: 'an unknown key in the middle',
      needle: 'description: Path to copy from.',
      occurrence: 120,
      replacement: 'descripton: Path to copy from.',
    },
    {
      name: 'a line added at the top shifts every document',
      needle: 'schema_version: "2.0.0"',
      occurrence: 0,
      replacement: '# catalog\nschema_version: "2.0.0"',
    },
    { name: 'a new document in the middle', needle: '---\n', occurrence: 100, replacement: '---\ntool_id: inserted\n---\n' },
    { name: 'a YAML syntax error in one document', needle: 'tags: [files]', occurrence: 200, replacement: 'tags: [files' },
    { name: 'two documents merged by deleting a separator', needle: '---\n', occurrence: 250, replacement: '' },
    { name: 'the syntax error mended', needle: 'tags: [files\n', occurrence: 0, replacement: 'tags: [files]\n' },
  ];
  for (const edit of edits) {
    const text = editing.text(uri);
    const range = rangeOf(text, edit.needle, edit.occurrence);
    const version = editing.version(uri) + 1;
    await editing.change(uri, version, [{ range, text: edit.replacement }]);
    const incremental = await editing.diagnosticsFor(uri, version, 30_000);
    assert.deepEqual(incremental, await freshDiagnostics(editing.text(uri)), edit.name);
  }
  // The edits really changed something: the unknown key and the inserted document are reported.
  const final = await editing.diagnosticsFor(uri, editing.version(uri));
  assert.ok(final.some((d) => d.code === 'atdf/structure' && (d.data as { keyword: string }).keyword === 'additionalProperties'));
  assert.ok(final.some((d) => (d.data as { pointer: string }).pointer === '/description' && d.code === 'atdf/structure'));
});
