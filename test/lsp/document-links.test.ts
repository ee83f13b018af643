// documentLink over stdio: a local `$ref` opens its target's line and column
// in the same file, a relative one the file it names (YAML and JSON), a string
// value that is an http(s) URL opens it; a URL inside a sentence is left to
// the editor's own link detection.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DocumentLink, Range } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient, positionOf, startServerForFile } from './harness';
import { REF_TOOL } from './fixtures';

let client: LspClient;
startServerForFile((started) => (client = started));

const links = (uri: string) =>
  client.connection.sendRequest('textDocument/documentLink', { textDocument: { uri } }) as Promise<DocumentLink[]>;
const textOf = (text: string, range: Range) => TextDocument.create('x:', 'x', 0, text).getText(range);

test('local $refs open their target; a URL value opens the URL', async () => {
  const uri = 'file:///ws/links.atdf.yaml';
  await client.open(uri, REF_TOOL);
  const day = positionOf(REF_TOOL, 'day:');
  const target = `${uri}#L${day.line + 1},${day.character + 1}`;
  assert.deepEqual(
    (await links(uri)).map((l) => [textOf(REF_TOOL, l.range), l.target]),
    [
      ['#/$defs/day', target],
      ['#/$defs/day', target],
      ['https://example.com/docs', 'https://example.com/docs'],
    ],
  );
});

test('a relative $ref links to the file it names, in JSON too', async () => {
  const text = JSON.stringify(
    {
      tool: {
        name: 'rel_tool',
        description: 'x',
        input: { type: 'object', properties: { a: { $ref: 'common.schema.json#/$defs/a' } } },
        output: {},
        examples: [],
      },
    },
    null,
    2,
  );
  const uri = 'file:///ws/dir/links-relative.atdf.json';
  await client.open(uri, text, 'json');
  const [link] = await links(uri);
  assert.equal(link.target, 'file:///ws/dir/common.schema.json');
  assert.equal(textOf(text, link.range), 'common.schema.json#/$defs/a');
});
