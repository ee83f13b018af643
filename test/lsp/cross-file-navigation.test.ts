// Definition and references that leave the document, over stdio: a relative
// `$ref` (`./common.json#/$defs/day`) to the node it names in that file (on
// disk, or open with unsaved changes), its uses in the open documents, and a
// tool name to the tool's other definitions in the workspace.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Location, Position } from 'vscode-languageserver-protocol';
import { LspClient, delay, fileUri, positionOf } from './harness';

let client: LspClient;
let folder: string;

const COMMON = `{
  "$defs": {
    "day": { "type": "string", "format": "date" },
    "room": { "type": "string" }
  }
}
`;

const BOOKING = `tool:
  name: book_room
  description: Books a room for a range of days.
  input:
    type: object
    properties:
      from: { $ref: "./common.json#/$defs/day" }
      to:
        $ref: ./common.json#/$defs/day
      room: { $ref: "./common.json#/$defs/room" }
      floor: { $ref: "./missing.json#/$defs/floor" }
      wing: { $ref: "./#/$defs/wing" }
      desk: { $ref: "/dev/zero#/x" }
    required: [from]
`;

/** The same tool defined again in another file (a copy left behind). */
const COPY = `tool:
  name: book_room
  description: Books a room.
  input:
    type: object
`;

const uriOf = (name: string) => fileUri(join(folder, name));
const definition = (uri: string, position: Position) =>
  client.connection.sendRequest('textDocument/definition', { textDocument: { uri }, position }) as Promise<Location[]>;
const references = (uri: string, position: Position, includeDeclaration: boolean) =>
  client.connection.sendRequest('textDocument/references', { textDocument: { uri }, position, context: { includeDeclaration } }) as Promise<
    Location[]
  >;
const where = (locations: Location[]) =>
  locations.map((l) => `${l.uri.slice(l.uri.lastIndexOf('/') + 1)}:${l.range.start.line}:${l.range.start.character}`).sort();
const at = (name: string, text: string, needle: string, delta = 0, occurrence = 0) => {
  const p = positionOf(text, needle, delta, occurrence);
  return `${name}:${p.line}:${p.character}`;
};

before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'atdf-cross-file-'));
  writeFileSync(join(folder, 'common.json'), COMMON);
  writeFileSync(join(folder, 'booking.atdf.yaml'), BOOKING);
  writeFileSync(join(folder, 'copy.atdf.yaml'), COPY);
  ({ client } = await LspClient.start({ workspaceFolders: [folder] }));
  await client.open(uriOf('booking.atdf.yaml'), BOOKING);
  await client.diagnosticsFor(uriOf('booking.atdf.yaml'));
});
after(async () => {
  await client?.stop();
  rmSync(folder, { recursive: true, force: true });
});

test("a relative $ref's definition is the node its fragment names in the other file, read from disk", async () => {
  const found = await definition(uriOf('booking.atdf.yaml'), positionOf(BOOKING, 'common.json#/$defs/day', 3));
  assert.deepEqual(where(found), [at('common.json', COMMON, '"day"')]);
  assert.equal(found[0]!.uri, uriOf('common.json'));
  const room = await definition(uriOf('booking.atdf.yaml'), positionOf(BOOKING, '$defs/room'));
  assert.deepEqual(where(room), [at('common.json', COMMON, '"room"')]);
});

test('a $ref to a file that does not exist, a folder or a device goes nowhere (and the server answers)', async () => {
  assert.deepEqual(await definition(uriOf('booking.atdf.yaml'), positionOf(BOOKING, 'missing.json')), []);
  // A folder and a device are not read (files/read-bounded.ts), and the server goes on answering.
  assert.deepEqual(await definition(uriOf('booking.atdf.yaml'), positionOf(BOOKING, './#/$defs/wing', 1)), []);
  assert.deepEqual(await definition(uriOf('booking.atdf.yaml'), positionOf(BOOKING, '/dev/zero', 2)), []);
  assert.equal((await definition(uriOf('booking.atdf.yaml'), positionOf(BOOKING, '$defs/room'))).length, 1);
});

test("a relative $ref's references: its target and each $ref naming it, in every open document", async () => {
  const other = `tool:
  name: book_desk
  description: Books a desk for a day.
  input:
    type: object
    properties:
      day: { $ref: "common.json#/$defs/day" }
`;
  await client.open(uriOf('desk.atdf.yaml'), other);
  await client.diagnosticsFor(uriOf('desk.atdf.yaml'));
  const found = await references(uriOf('booking.atdf.yaml'), positionOf(BOOKING, '$defs/day'), true);
  assert.deepEqual(
    where(found),
    [
      at('booking.atdf.yaml', BOOKING, './common.json#/$defs/day'),
      at('booking.atdf.yaml', BOOKING, './common.json#/$defs/day', 0, 1),
      at('common.json', COMMON, '"day"'),
      at('desk.atdf.yaml', other, 'common.json#'),
    ].sort(),
  );
  const uses = await references(uriOf('booking.atdf.yaml'), positionOf(BOOKING, '$defs/day'), false);
  assert.equal(uses.length, 3);
  await client.close(uriOf('desk.atdf.yaml'));
});

test('an open target file is read as it is in the editor, unsaved changes included', async () => {
  const edited = COMMON.replace('"$defs": {', '"$defs": {\n    "note": { "type": "string" },');
  await client.open(uriOf('common.json'), edited, 'json');
  try {
    const found = await definition(uriOf('booking.atdf.yaml'), positionOf(BOOKING, '$defs/day'));
    assert.deepEqual(where(found), [at('common.json', edited, '"day"')]);
  } finally {
    await client.close(uriOf('common.json'));
  }
});

test("a tool name's definition is its other definitions in the workspace; references list them all", async () => {
  const name = positionOf(BOOKING, 'book_room', 2);
  // The files on disk are indexed in the background: ask until the copy shows (bounded).
  let found: Location[] = [];
  for (let i = 0; i < 50 && found.length === 0; i++) {
    found = await definition(uriOf('booking.atdf.yaml'), name);
    if (found.length === 0) await delay(100);
  }
  assert.deepEqual(where(found), [at('copy.atdf.yaml', COPY, 'book_room')]);
  assert.deepEqual(where(await references(uriOf('booking.atdf.yaml'), name, true)), [
    at('booking.atdf.yaml', BOOKING, 'book_room'),
    at('copy.atdf.yaml', COPY, 'book_room'),
  ]);
  assert.deepEqual(where(await references(uriOf('booking.atdf.yaml'), name, false)), [at('copy.atdf.yaml', COPY, 'book_room')]);
});

test('a name defined once has no other definition; local navigation is unchanged', async () => {
  const other = COPY.replace('book_room', 'book_hall');
  await client.open(uriOf('hall.atdf.yaml'), other);
  await client.diagnosticsFor(uriOf('hall.atdf.yaml'));
  assert.deepEqual(await definition(uriOf('hall.atdf.yaml'), positionOf(other, 'book_hall')), []);
  await client.close(uriOf('hall.atdf.yaml'));
  // `required: [from]` still goes to the input in this document.
  const local = await definition(uriOf('booking.atdf.yaml'), positionOf(BOOKING, '[from]', 1));
  assert.deepEqual(where(local), [at('booking.atdf.yaml', BOOKING, 'from:')]);
});
