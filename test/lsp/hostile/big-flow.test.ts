// A big document in a `.atdf.yaml` file written as JSON, or in YAML's flow
// style (2.9 MB, one tool with 16,000 properties): the yaml package composed
// it for seconds per keystroke, and every look-up into the 16,000-member
// mapping skipped the members before it. It is read by the JSON reader (or
// the flow reader) and looked up through an index now: its diagnostics come
// within a bound of the server's CPU time, on open and after an edit, and the
// server keeps answering.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LspClient, startServerForFile } from '../harness';
import { assertServerAnswers, HANG_MS, pointerOf, within } from './support';

/** The server's CPU for one full validation of the document (before: about 3.4 s on open, the yaml package and the look-ups). */
const VALIDATE_MS = 2_000;

let client: LspClient;
startServerForFile((started) => (client = started));

function bigJsonTool(count: number): string {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) properties[`p${i}`] = { type: 'string', description: `Property number ${i}, a plain string.` };
  const tool = {
    name: 'big.flow',
    description: 'A big tool written as JSON inside YAML, to check the server stays responsive.',
    input: { type: 'object', properties },
    examples: [{ input: { p15999: 7 } }],
  };
  return JSON.stringify({ tool }, null, 1) + '\n';
}

/** The same document in YAML's own flow style: plain keys, the values as they were. */
const plainKeys = (json: string): string => json.replace(/"([a-z_0-9]+)":/g, '$1:');

const forms = [
  { name: 'JSON-in-YAML', text: () => bigJsonTool(16_000), key: '"p15999": ' },
  { name: 'flow-style YAML (plain keys)', text: () => plainKeys(bigJsonTool(16_000)), key: 'p15999: ' },
];

let n = 0;
for (const form of forms) {
  test(`a 2.9 MB ${form.name} document: its example error within the CPU bound on open and after an edit; the server answers`, async () => {
    const uri = `file:///ws/big-flow-${++n}.atdf.yaml`;
    const text = form.text();
    assert.ok(text.length > 1_500_000, `${text.length} characters`);
    await client.open(uri, text);
    const opened = await within(client, VALIDATE_MS, 'diagnostics on open', client.diagnosticsFor(uri, 1, HANG_MS));
    const wrongType = opened.filter((d) => pointerOf(d) === '/tool/examples/0/input/p15999');
    assert.equal(wrongType.length, 1, JSON.stringify(opened.slice(0, 5)));
    const valueAt = text.indexOf(`${form.key}7`) + form.key.length;
    const prefix = text.slice(0, valueAt).split('\n');
    const position = { line: prefix.length - 1, character: prefix[prefix.length - 1].length };
    assert.equal(wrongType[0].range.start.line, position.line, 'at the example value, found through the document');

    // The example fixed by typing: the value 7 becomes "7".
    await client.change(uri, 2, [
      { range: { start: position, end: { line: position.line, character: position.character + 1 } }, text: '"7"' },
    ]);
    const edited = await within(client, VALIDATE_MS, 'diagnostics after an edit', client.diagnosticsFor(uri, 2, HANG_MS));
    assert.deepEqual(
      edited.filter((d) => d.severity === 1),
      [],
      'the error is gone',
    );
    await client.close(uri);
    await assertServerAnswers(client, `after the big ${form.name} document`);
  });
}
