// textDocument/inlayHint over stdio: each document's dialect at its start, and
// after each example input value the type of the schema it is checked against
// (2.x input_values, the tool: form's input), only in the requested range;
// none when `atdf.inlayHints.enable` is off.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { InitializeResult, InlayHint, Range } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient, positionOf } from './harness';
import { SEED, V2_TOOL, replaceOnce, unique } from './fixtures';

let client: LspClient;
let initializeResult: InitializeResult;
before(async () => {
  ({ client, initializeResult } = await LspClient.start());
});
after(async () => {
  await client?.stop();
});

let n = 0;
async function hints(text: string, range?: Range): Promise<InlayHint[]> {
  const uri = `file:///tmp/inlay-${process.pid}-${++n}.atdf.yaml`;
  await client.open(uri, text);
  await client.diagnosticsFor(uri);
  const whole = TextDocument.create(uri, 'yaml', 1, text);
  const asked = range ?? { start: { line: 0, character: 0 }, end: whole.positionAt(text.length) };
  const out = (await client.connection.sendRequest('textDocument/inlayHint', { textDocument: { uri }, range: asked })) as InlayHint[];
  await client.close(uri);
  return out;
}
const shown = (text: string, list: InlayHint[]) => {
  const doc = TextDocument.create('x:', 'yaml', 1, text);
  return list.map((h) =>
    [doc.getText({ start: { line: h.position.line, character: 0 }, end: h.position }).trim(), `⟨${String(h.label)}⟩`]
      .filter(Boolean)
      .join(' '),
  );
};

test('2.x: the dialect at the start, the type each example input value is checked against after it', async () => {
  const text = unique(replaceOnce(V2_TOOL, 'retries: 1', 'retries: "3"'));
  const list = await hints(text);
  assert.deepEqual(shown(text, list), [
    '⟨ATDF 2.x⟩',
    'source: /tmp/report.txt ⟨string⟩',
    'mode: overwrite ⟨string⟩',
    'retries: "3" ⟨integer⟩',
  ]);
  const retries = list.at(-1)!;
  assert.deepEqual(retries.position, positionOf(text, 'retries: "3"', 'retries: "3"'.length));
  assert.equal(retries.kind, 1); // InlayHintKind.Type
  assert.equal(retries.tooltip, 'Checked against the schema declared at /how_to_use/inputs/2');
});

test('a stream: each document its dialect; the tool: form its example inputs; only the hints in the range', async () => {
  const text = `${unique(SEED)}---\n${unique(V2_TOOL)}`;
  const list = await hints(text);
  const labels = shown(text, list);
  assert.deepEqual(labels.slice(0, 5), [
    '⟨tool: form⟩',
    'Start: "2025-07-12T10:00:00Z" ⟨string⟩',
    'End:   "2025-07-12T12:00:00Z" ⟨string⟩',
    'Start: "2025-07-10T09:00:00Z" ⟨string⟩',
    'End:   "2025-07-10T08:00:00Z" ⟨string⟩',
  ]);
  assert.ok(labels.includes('⟨ATDF 2.x⟩'), labels.join('\n'));
  const second = positionOf(text, '---\nschema_version'); // a document's hint is at its `---`
  const onlySecond = await hints(text, { start: second, end: { line: second.line + 200, character: 0 } });
  assert.deepEqual(shown(text, onlySecond)[0], '⟨ATDF 2.x⟩');
  assert.ok(!shown(text, onlySecond).includes('⟨tool: form⟩'));
});

test('atdf.inlayHints.enable false: none; initialize announces the provider', async () => {
  assert.deepEqual(initializeResult.capabilities.inlayHintProvider, { resolveProvider: false });
  await client.updateSettings({ inlayHints: { enable: false } });
  try {
    assert.deepEqual(await hints(unique(V2_TOOL)), []);
  } finally {
    await client.updateSettings({ inlayHints: { enable: true } });
  }
  assert.ok((await hints(unique(V2_TOOL))).length > 0, 'on again');
});
