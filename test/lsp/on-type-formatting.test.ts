// textDocument/onTypeFormatting after Enter over stdio: the new line gets the
// indentation the structure above it asks for, in YAML (keys that open a
// block, list items, block scalars) and JSON (after `{`/`[`, before `}`/`]`),
// with the editor's tabSize/insertSpaces; nothing when `atdf.formatting.enable`
// is off, or when the indentation is already right.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FormattingOptions, InitializeResult, TextEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient } from './harness';

let client: LspClient;
let initializeResult: InitializeResult;
before(async () => {
  ({ client, initializeResult } = await LspClient.start());
});
after(async () => {
  await client?.stop();
});

let n = 0;
/** Opens `lines` (the cursor's line is `lines[at]`, as Enter left it), asks for on-type formatting there, applies it. */
async function enter(lines: string[], at: number, options: FormattingOptions = { tabSize: 2, insertSpaces: true }, json = false) {
  const uri = `file:///tmp/on-type-${process.pid}-${++n}.atdf.${json ? 'json' : 'yaml'}`;
  const text = lines.join('\n');
  await client.open(uri, text, json ? 'json' : 'yaml');
  const edits = (await client.connection.sendRequest('textDocument/onTypeFormatting', {
    textDocument: { uri },
    position: { line: at, character: lines[at]!.length },
    ch: '\n',
    options,
  })) as TextEdit[];
  await client.close(uri);
  return { edits, line: TextDocument.applyEdits(TextDocument.create(uri, 'yaml', 1, text), edits).split('\n')[at] };
}

const V2 = [
  'schema_version: "2.0.0"',
  'tool_id: files.copy',
  'how_to_use:',
  '  inputs:',
  '    - name: source',
  '      type: string',
  '  outputs:',
  '    success: |',
  '      The file was copied.',
  '        (kept as written)',
  'metadata:',
  '  tags:',
  '    - files',
];
/** V2 with an empty line (the one Enter made) after line `line`, written with `typed` on it. */
const enterAfter = (line: number, typed = '') => ({ lines: [...V2.slice(0, line + 1), typed, ...V2.slice(line + 1)], at: line + 1 });

test('YAML: one level right of a key that opens a block, at its column after a key with a value', async () => {
  const cases: [number, string][] = [
    [2, '  '], // how_to_use:
    [3, '    '], //   inputs:
    [1, ''], // tool_id: files.copy
    [6, '    '], //   outputs:
  ];
  for (const [line, indent] of cases) {
    const { lines, at } = enterAfter(line);
    assert.equal((await enter(lines, at)).line, indent, `after "${V2[line]}"`);
  }
  const { lines, at } = enterAfter(2);
  assert.equal((await enter(lines, at, { tabSize: 4, insertSpaces: true })).line, '    ', 'tabSize 4');
  assert.equal(
    (await enter(lines, at, { tabSize: 4, insertSpaces: false })).line,
    '    ',
    'YAML indents with spaces whatever insertSpaces says',
  );
});

test("YAML lists: a mapping item's next key at its content column, a scalar item's next line at the dash", async () => {
  let { lines, at } = enterAfter(4); //     - name: source
  assert.equal((await enter(lines, at)).line, '      ');
  ({ lines, at } = enterAfter(5)); //       type: string
  assert.equal((await enter(lines, at)).line, '      ');
  ({ lines, at } = enterAfter(12)); //     - files
  assert.equal((await enter(lines, at)).line, '    ');
  const item = await enter(['examples:', '  - goal: Copy', '    input_values:', ''], 3);
  assert.equal(item.line, '      ', 'a key inside a list item that opens a block');
});

test("YAML block scalars: their text one level right of the header's key, then as the line above", async () => {
  let { lines, at } = enterAfter(7); //     success: |
  assert.equal((await enter(lines, at)).line, '      ');
  ({ lines, at } = enterAfter(9)); //         (kept as written)
  assert.equal((await enter(lines, at)).line, '        ');
  ({ lines, at } = enterAfter(8));
  assert.equal((await enter(lines, at)).line, '      ');
});

test('YAML: the text Enter moved to the new line is re-indented with it; a right indentation gets no edit', async () => {
  const { lines, at } = enterAfter(4, 'type: string');
  assert.equal((await enter(lines, at)).line, '      type: string');
  const right = enterAfter(3, '    ');
  assert.deepEqual((await enter(right.lines, right.at)).edits, []);
});

test('JSON: one level right after { or [, one left before } or ], as the line above otherwise; tabs when asked', async () => {
  const json = ['{', '  "tool_id": "files.copy",', '  "how_to_use": {', '', '}'];
  assert.equal((await enter(json, 3, { tabSize: 2, insertSpaces: true }, true)).line, '    ');
  assert.equal((await enter(json, 3, { tabSize: 4, insertSpaces: true }, true)).line, '      ');
  assert.equal((await enter(['{', '\t"a": [', ''], 2, { tabSize: 4, insertSpaces: false }, true)).line, '\t\t');
  assert.equal((await enter(['{', '  "a": 1,', ''], 2, { tabSize: 2, insertSpaces: true }, true)).line, '  ');
  assert.equal((await enter(['{', '  "a": {', '    "b": 1', '    }'], 3, { tabSize: 2, insertSpaces: true }, true)).line, '  }');
});

test('atdf.formatting.enable false: no edits', async () => {
  await client.updateSettings({ formatting: { enable: false } });
  try {
    assert.deepEqual((await enter(['how_to_use:', ''], 1)).edits, []);
  } finally {
    await client.updateSettings({ formatting: { enable: true } });
  }
  assert.equal((await enter(['how_to_use:', ''], 1)).line, '  ', 'on again');
});

test('initialize announces on-type formatting on Enter', () => {
  assert.deepEqual(initializeResult.capabilities.documentOnTypeFormattingProvider, { firstTriggerCharacter: '\n' });
});
