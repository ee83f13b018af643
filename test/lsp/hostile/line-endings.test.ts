// The text itself: lone-CR line endings (YAML 1.2 line breaks) read as line
// breaks, with ranges on the lines an editor shows; a `%YAML 1.1` directive
// gets a hint that the document is read as YAML 1.2.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { LspClient } from '../harness';
import { replaceOnce, unique, V2_TOOL } from '../fixtures';
import { assertServerAnswers, messageOf } from './support';

let client: LspClient;
before(async () => {
  ({ client } = await LspClient.start());
});
after(async () => {
  await client?.stop();
});

let count = 0;
async function diagnosticsOf(text: string): Promise<Diagnostic[]> {
  const uri = `file:///ws/endings-${++count}.atdf.yaml`;
  await client.open(uri, text);
  const diagnostics = await client.diagnosticsFor(uri, 1, 60_000);
  await client.close(uri);
  return diagnostics;
}

const shape = (ds: Diagnostic[]) => ds.map((d) => ({ code: d.code, range: d.range, severity: d.severity }));

test('lone-CR line endings: the same diagnostics, on the same lines, as with LF', async () => {
  // A valid tool, a stream of two documents, a multi-line block scalar, and one known error.
  const lf =
    replaceOnce(unique(V2_TOOL), 'retries: 1', 'retries: "many"') +
    '---\n' +
    unique(V2_TOOL).replace('description: Copies a file.', 'description: |\n  Copies\n  a file.');
  const cr = lf.replace(/\n/g, '\r');
  const expected = await diagnosticsOf(lf);
  assert.equal(expected.filter((d) => d.severity === 1).length, 1, 'control: one error with LF');
  const got = await diagnosticsOf(cr);
  assert.deepEqual(shape(got), shape(expected));
  assert.ok(!got.some((d) => String(d.code).startsWith('yaml/')), JSON.stringify(got));
  await assertServerAnswers(client, 'after lone CRs');
});

test('%YAML 1.1 gets one hint on the directive saying YAML 1.2 rules apply', async () => {
  const text = `%YAML 1.1\n---\n${unique(V2_TOOL)}`;
  const got = await diagnosticsOf(text);
  const hints = got.filter((d) => d.code === 'yaml/version-directive');
  assert.equal(hints.length, 1, JSON.stringify(got));
  assert.equal(hints[0].severity, 4);
  assert.deepEqual(hints[0].range, { start: { line: 0, character: 0 }, end: { line: 0, character: 9 } });
  assert.match(messageOf(hints[0]), /read as YAML 1\.2.*yes\/no\/on\/off are strings/);
  assert.equal(got.length, 1, 'nothing else');
  assert.equal((await diagnosticsOf(`%YAML 1.2\n---\n${unique(V2_TOOL)}`)).length, 0, 'no hint for 1.2');
});
