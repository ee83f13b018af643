// Hover on values over stdio (issue 14): an enum/const value shows the allowed
// values (it in bold) and their description; an example value the schema it is
// checked against and where that is declared; a JSON type name what it means;
// a `$ref` its target. YAML and JSON, the three dialects.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LspClient, positionOf, startServerForFile } from './harness';
import { SEED, V1_TOOL, V2_TOOL, unique } from './fixtures';

let client: LspClient;
let n = 0;
startServerForFile((started) => (client = started));

async function hoverText(text: string, marker: string, delta = 1, occurrence = 0, ext = 'yaml'): Promise<string> {
  const uri = `file:///ws/hover-value-${process.pid}-${++n}.atdf.${ext}`;
  await client.open(uri, text, ext === 'json' ? 'json' : 'atdf');
  const h = await client.hover(uri, positionOf(text, marker, delta, occurrence));
  await client.close(uri);
  assert.ok(h, `a hover at ${marker}`);
  return (h.contents as { value: string }).value;
}

test('2.x YAML: an example value of an enum input shows its allowed values and the schema it is checked against', async () => {
  const text = unique(V2_TOOL);
  const shown = await hoverText(text, 'mode: overwrite', 8);
  assert.match(shown, /Allowed values: \*\*`"overwrite"`\*\*, `"skip"`/);
  assert.match(shown, /Checked against this schema \(declared at \/how_to_use\/inputs\/1\)/);
  assert.match(shown, /"enum": \[\n\s+"overwrite",\n\s+"skip"\n\s+\]/);
});

test('tool: form YAML: an example value shows its declared schema (format date-time), a const status its one value', async () => {
  const text = unique(SEED);
  const start = await hoverText(text, 'Start: "2025-07-12T10:00:00Z"', 10);
  assert.match(start, /Checked against this schema \(declared at \/tool\/input\/properties\/Start\)/);
  assert.match(start, /"format": "date-time"/);
  assert.match(start, /Fecha y hora de inicio\./);
  const status = await hoverText(text, 'status: "success"', 10);
  assert.match(status, /Allowed values: \*\*`"success"`\*\*/);
});

test('1.x YAML: a structure value shows what its key is for (the meta-schema)', async () => {
  const shown = await hoverText(unique(V1_TOOL), 'when_to_use: Use when', 15);
  assert.match(shown, /`"Use when you need to make a hole\."` · Type: `string`/);
  assert.match(shown, /when/i);
});

test('a JSON type name as the value of `type` says what it means (embedded schema and 2.x input)', async () => {
  assert.match(await hoverText(unique(SEED), 'type: string', 7), /`string`: text\./);
  assert.match(await hoverText(unique(V2_TOOL), 'type: integer', 7), /`integer`: a whole number\./);
});

test('tool: form JSON: a `$ref` shows its target; one that resolves to nothing says so', async () => {
  const json = (ref: string) => `{
  "tool": {
    "name": "rooms.book_${process.pid}_${++n}",
    "description": "Books a room.",
    "input": {
      "type": "object",
      "$defs": { "room": { "type": "string", "enum": ["red", "blue"] } },
      "properties": { "room": { "$ref": "${ref}" } }
    },
    "examples": [{ "input": { "room": "red" } }]
  }
}
`;
  const ok = await hoverText(json('#/$defs/room'), '"#/$defs/room"', 3, 0, 'json');
  assert.match(ok, /Points to \/tool\/input\/\$defs\/room:/);
  assert.match(ok, /"enum": \[/);
  const example = await hoverText(json('#/$defs/room'), '"room": "red"', 10, 0, 'json');
  assert.match(example, /Allowed values: \*\*`"red"`\*\*, `"blue"`/);
  const missing = await hoverText(json('#/$defs/nothing'), '"#/$defs/nothing"', 3, 0, 'json');
  assert.match(missing, /points to nothing/);
});

test('hover on a key still explains the key', async () => {
  assert.match(await hoverText(unique(V2_TOOL), 'when_to_use:', 2), /\*\*when_to_use\*\*/);
});
