// Binary garbage, the replacement characters an editor shows for invalid
// UTF-8, lone surrogates, control characters, and a 20 MB file. Each gets a
// diagnostic (the big file: one "too large to validate live" information that
// names the setting), and the server keeps answering.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LspClient, startServerForFile } from '../harness';
import { V2_TOOL, unique } from '../fixtures';
import { ANSWER_MS, HANG_MS, assertServerAnswers, messageOf, openAndDiagnose, within } from './support';

let client: LspClient;
startServerForFile((started) => (client = started));

/** Deterministic pseudo-random bytes, read as Latin-1 characters (what a binary file looks like as text). */
function garbage(length: number, seed: number): string {
  let x = seed;
  const chars: string[] = [];
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    chars.push(String.fromCharCode(x & 0xff));
  }
  return chars.join('');
}

const cases: { name: string; text: string; languageId?: 'json' }[] = [
  { name: '4 KB of binary garbage', text: garbage(4096, 1) },
  { name: '4 KB of binary garbage as JSON', text: garbage(4096, 2), languageId: 'json' },
  { name: 'a PNG header followed by garbage', text: '\u0089PNG\r\n\u001a\n' + garbage(1000, 3) },
  {
    name: 'invalid UTF-8 as an editor shows it (U+FFFD)',
    text: 'tool_id: \ufffd\ufffd\ndescription: \ufffd\nwhen_to_use: x\nhow_to_use: {inputs: [], outputs: {success: s, failure: []}}\nbogus: \ufffd\n',
  },
  { name: 'lone surrogates', text: 'tool_id: a\ud800b\ndescription: \udc00\nbogus: \ud83d\n' },
  { name: 'NUL and other control characters', text: 'tool_id: a\u0000b\ndescription: \u0001\u0002\u0000\nbogus: \u001b[31m\n' },
  {
    name: 'a UTF-16 byte-order mark and UTF-16 text read as Latin-1',
    text: '\u00ff\u00fet\u0000o\u0000o\u0000l\u0000:\u0000',
    languageId: 'json',
  },
];

let n = 0;
for (const c of cases) {
  test(`${c.name}: diagnostics, no crash, the server answers`, async () => {
    const uri = `file:///ws/bytes-${++n}.atdf.${c.languageId === 'json' ? 'json' : 'yaml'}`;
    const diagnostics = await openAndDiagnose(client, uri, c.text, ANSWER_MS, c.languageId ?? 'atdf');
    assert.ok(
      diagnostics.some((d) => d.severity === 1),
      `an error is reported: ${JSON.stringify(diagnostics).slice(0, 600)}`,
    );
    assert.ok(!diagnostics.some((d) => d.code === 'atdf/internal-error'), 'the engine did not throw');
    for (const d of diagnostics) {
      // Every range lies inside the document.
      const lines = c.text.split(/\r\n|\r|\n/);
      assert.ok(d.range.start.line < lines.length && d.range.end.line < lines.length, JSON.stringify(d.range));
    }
    await within(client, ANSWER_MS, 'symbols', client.symbols(uri));
    await within(client, ANSWER_MS, 'hover', client.hover(uri, { line: 0, character: 3 }));
    await within(client, ANSWER_MS, 'completion', client.completion(uri, { line: 0, character: 3 }));
    await within(
      client,
      ANSWER_MS,
      'code actions',
      client.codeActions(uri, { start: { line: 0, character: 0 }, end: { line: 2, character: 0 } }, diagnostics),
    );
    await client.close(uri);
    await assertServerAnswers(client, c.name);
  });
}

test('a NUL character: exactly one error at the NUL, naming line:col; it moves with its document as lines are added above', async () => {
  const text = 'tool_id: a\u0000b\ndescription: \u0001\u0002\u0000\nbogus: \u001b[31m\n';
  const uri = 'file:///ws/nul.atdf.yaml';
  const diagnostics = await openAndDiagnose(client, uri, text);
  const nul = diagnostics.filter((d) => d.code === 'text/nul');
  assert.equal(nul.length, 1, JSON.stringify(diagnostics).slice(0, 600));
  assert.equal(nul[0].severity, 1);
  assert.deepEqual(nul[0].range, { start: { line: 0, character: 10 }, end: { line: 0, character: 11 } });
  assert.match(messageOf(nul[0]), /contains a NUL character \(U\+0000\) at 1:11: is this a binary file\?/);
  await client.close(uri);

  // In a stream, the document holding the NUL is reused when an edit above it moves it: the message follows.
  const stream = `${unique(V2_TOOL)}---\ntool_id: b\ndescription: "x\u0000"\n`;
  const streamUri = 'file:///ws/nul-stream.atdf.yaml';
  const first = (await openAndDiagnose(client, streamUri, stream)).filter((d) => d.code === 'text/nul');
  const line = stream.slice(0, stream.indexOf('\u0000')).split('\n').length - 1;
  assert.deepEqual(
    first.map((d) => d.range.start),
    [{ line, character: 15 }],
  );
  assert.match(messageOf(first[0]), new RegExp(` at ${line + 1}:16: `));
  await client.change(streamUri, 2, [
    { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '# one\n# two\n' },
  ]);
  const moved = (await within(client, ANSWER_MS, 'diagnostics after the edit', client.diagnosticsFor(streamUri, 2, HANG_MS))).filter(
    (d) => d.code === 'text/nul',
  );
  assert.deepEqual(
    moved.map((d) => d.range.start),
    [{ line: line + 2, character: 15 }],
  );
  assert.match(messageOf(moved[0]), new RegExp(` at ${line + 3}:16: `));
  await client.close(streamUri);
});

/** A valid-looking 2.x catalog of about `megabytes` MB (one YAML document per tool). */
function bigCatalog(megabytes: number): string {
  const doc = V2_TOOL;
  const count = Math.ceil((megabytes * 1024 * 1024) / doc.length);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(doc.replace('tool_id: files.copy', `tool_id: big.tool_${i}`));
  return parts.join('---\n');
}

test('a 20 MB file: one "too large to validate live" information naming the setting; features and other documents still answer', async () => {
  const text = bigCatalog(20);
  assert.ok(Buffer.byteLength(text) > 20 * 1024 * 1024);
  const uri = 'file:///ws/huge.atdf.yaml';
  const diagnostics = await openAndDiagnose(client, uri, text, 15_000);
  assert.equal(diagnostics.length, 1, JSON.stringify(diagnostics).slice(0, 600));
  const [info] = diagnostics;
  assert.equal(info.severity, 3, 'information');
  assert.equal(info.code, 'file/too-large');
  assert.match(messageOf(info), /too large to validate live/);
  assert.match(messageOf(info), /atdf\.validation\.maxFileSize/);
  assert.match(messageOf(info), /atdf validate/);
  // Typing in the big file answers promptly with the same information.
  await client.change(uri, 2, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '# edited\n' }]);
  const again = await within(client, ANSWER_MS, 'diagnostics after an edit', client.diagnosticsFor(uri, 2, HANG_MS));
  assert.deepEqual(
    again.map((d) => d.code),
    ['file/too-large'],
  );
  await within(client, ANSWER_MS, 'symbols on the big file', client.symbols(uri));
  await within(client, ANSWER_MS, 'hover on the big file', client.hover(uri, { line: 3, character: 2 }));
  await within(client, ANSWER_MS, 'completion on the big file', client.completion(uri, { line: 3, character: 0 }));
  await assertServerAnswers(client, '20 MB file open');
  await client.close(uri);
});

test('the limit is the atdf.validation.maxFileSize setting, applied without a restart', async () => {
  const text = unique(V2_TOOL);
  const size = Buffer.byteLength(text);
  await client.updateSettings({ validation: { maxFileSize: 200 } });
  const uri = 'file:///ws/limited.atdf.yaml';
  const limited = await openAndDiagnose(client, uri, text);
  assert.deepEqual(
    limited.map((d) => d.code),
    ['file/too-large'],
  );
  assert.match(messageOf(limited[0]), new RegExp(`${size}\\b`), 'names the size');
  assert.match(messageOf(limited[0]), /\b200\b/, 'names the limit');
  const before = client.publishCount(uri);
  await client.updateSettings({ validation: { maxFileSize: size } });
  // Exactly at the limit is still validated: the clean tool has no diagnostics.
  const republished = await within(
    client,
    ANSWER_MS,
    'diagnostics after the limit was raised',
    client.waitFor(uri, (p) => p.diagnostics.every((d) => d.code !== 'file/too-large'), HANG_MS, before),
  );
  assert.deepEqual(republished.diagnostics, []);
  await client.updateSettings({});
  await client.close(uri);
});
