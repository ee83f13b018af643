// The quick fix of quality/inconsistent-tool-names over stdio: the tool
// renamed to the workspace's style in one WorkspaceEdit over open and unopened
// files (its other definition, the mentions of it in other tools' descriptions
// that the lint recognises), exact; applied (open documents edited, files on
// disk written), the workspace re-validated: the finding is gone, nothing new.
// And the fallback: a mention written with an escape cannot be edited, so the
// fix renames the name only and says so.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Range, TextEdit } from 'vscode-languageserver-protocol';
import { LspClient, fileUri, positionOf, type PublishedDiagnostic } from './harness';

const RULE = 'quality/inconsistent-tool-names';

const tool = (name: string, description: string) => `tool:
  name: ${name}
  description: ${description}
  input:
    type: object
    properties:
      title: { type: string, description: What the entry is called. }
    required: [title]
`;

/** Open: the camelCase tool the fix renames. */
const EVENTS = tool('createEvent', 'Creates a calendar event with a title and returns its id.');
/** Open: a snake_case tool whose description gives an order about createEvent (a mention the lint recognises). */
const MAIL = tool('send_mail', 'Sends a mail. When you call createEvent, always send a mail to the organiser too.');
/** On disk only: two snake_case tools, one mentioning createEvent. */
const NOTES = `${tool('search_notes', 'Searches the notes by words in their title.')}---\n${tool('delete_note', 'Deletes a note. Never use createEvent to store a note.')}`;
/** On disk only, JSON: a mention of listEvents written with an escape (`\u0045` is "E"), which cannot be edited in place. */
const ESCAPED = `{ "tool": { "name": "archive_event", "description": "Archives an event. Never use list\\u0045vents for that." } }\n`;
/** On disk only, JSON: the same tool defined again (a copy left behind). */
const CALENDAR = `{
  "tool": {
    "name": "createEvent",
    "description": "Creates an event in the shared calendar and returns its id.",
    "input": { "type": "object", "properties": { "title": { "type": "string", "description": "What the entry is called." } } }
  }
}
`;

let folder: string;
let client: LspClient;
const uriOf = (name: string) => fileUri(join(folder, name));

before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'atdf-tool-style-'));
  for (const [name, text] of Object.entries({
    'events.atdf.yaml': EVENTS,
    'mail.atdf.yaml': MAIL,
    'notes.atdf.yaml': NOTES,
    'calendar.atdf.json': CALENDAR,
    'escaped.atdf.json': ESCAPED,
  }))
    writeFileSync(join(folder, name), text);
  ({ client } = await LspClient.start({ workspaceFolders: [folder] }));
});
after(async () => {
  await client?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const styleFinding = async (uri: string, version: number): Promise<PublishedDiagnostic> => {
  const published = await client.waitFor(uri, (p) => p.version === version && p.diagnostics.some((d) => d.code === RULE));
  return published.diagnostics.find((d) => d.code === RULE)!;
};
const rangeOf = (text: string, needle: string, length = needle.length, delta = 0): Range => {
  const start = positionOf(text, needle, delta);
  return { start, end: { line: start.line, character: start.character + length } };
};
const errorsOf = (diagnostics: readonly PublishedDiagnostic[]) =>
  diagnostics
    .filter((d) => d.severity === 1)
    .map((d) => `${d.code} ${d.range.start.line}:${d.range.start.character}`)
    .sort();

test('the fix renames the tool to the workspace style in every file that names it, open or not; applied, the finding is gone', async () => {
  const events = uriOf('events.atdf.yaml');
  const mail = uriOf('mail.atdf.yaml');
  await client.open(events, EVENTS);
  await client.open(mail, MAIL);
  // The workspace's style is known once the first scan of the folder is done (workspace symbols wait for it).
  await client.connection.sendRequest('workspace/symbol', { query: '' });
  const finding = await styleFinding(events, 1);
  assert.deepEqual(finding.range, rangeOf(EVENTS, 'createEvent'));

  const actions = await client.codeActions(events, finding.range, [finding]);
  const rename = actions.filter((a) => a.diagnostics?.[0]?.code === RULE);
  assert.deepEqual(
    rename.map((a) => [a.title, a.kind, a.isPreferred]),
    [['Rename tool "createEvent" to "create_event" in the workspace (4 places in 4 files)', 'quickfix', true]],
    client.logs.join('\n'),
  );
  const action = rename[0] as CodeAction;
  assert.deepEqual(
    action.diagnostics?.map((d) => d.code),
    [RULE],
  );
  const edit = (range: Range, newText = 'create_event'): TextEdit => ({ range, newText });
  assert.deepEqual(action.edit, {
    changes: {
      [events]: [edit(rangeOf(EVENTS, 'createEvent'))],
      [mail]: [edit(rangeOf(MAIL, 'createEvent'))],
      [uriOf('notes.atdf.yaml')]: [edit(rangeOf(NOTES, 'createEvent'))],
      [uriOf('calendar.atdf.json')]: [edit(rangeOf(CALENDAR, '"createEvent"'), '"create_event"')],
    },
  });

  // Applied as an editor does: the open documents edited, the other files written, the server told.
  const changes = action.edit!.changes!;
  const eventsVersion = await client.applyEdits(events, changes[events]!);
  const mailVersion = await client.applyEdits(mail, changes[mail]!);
  writeFileSync(join(folder, 'events.atdf.yaml'), client.text(events)); // saved, as the editor would
  writeFileSync(join(folder, 'mail.atdf.yaml'), client.text(mail));
  for (const name of ['notes.atdf.yaml', 'calendar.atdf.json']) {
    const path = join(folder, name);
    const doc = TextDocument.create(uriOf(name), name.endsWith('.json') ? 'json' : 'yaml', 0, readFileSync(path, 'utf8'));
    writeFileSync(path, TextDocument.applyEdits(doc, changes[uriOf(name)]!));
  }
  await client.watchedFilesChanged([
    { uri: uriOf('notes.atdf.yaml'), type: 2 },
    { uri: uriOf('calendar.atdf.json'), type: 2 },
  ]);
  assert.match(client.text(events), /name: create_event\n/);
  assert.match(client.text(mail), /When you call create_event, always/);
  assert.match(readFileSync(join(folder, 'notes.atdf.yaml'), 'utf8'), /Never use create_event to store/);
  assert.match(readFileSync(join(folder, 'calendar.atdf.json'), 'utf8'), /"name": "create_event"/);

  // Re-validated: no style finding anywhere (the copy on disk opened to see its own), no new error.
  // The copy on disk is read again after the watched-file event: then the two definitions share the new name.
  const eventsAfter = await client.waitFor(
    events,
    (p) =>
      p.version === eventsVersion &&
      !p.diagnostics.some((d) => d.code === RULE) &&
      p.diagnostics.some((d) => d.code === 'atdf/duplicate-tool'),
  );
  assert.deepEqual(errorsOf(eventsAfter.diagnostics), ['atdf/duplicate-tool 1:8']);
  const mailAfter = await client.diagnosticsFor(mail, mailVersion);
  assert.deepEqual(
    errorsOf(mailAfter),
    [],
    'the mention names a tool of the same folder (a sibling: guidance, no security/tool-shadowing), now by its new name',
  );
  assert.match(client.text(mail), /When you call create_event/);
  const calendar = uriOf('calendar.atdf.json');
  await client.open(calendar, readFileSync(join(folder, 'calendar.atdf.json'), 'utf8'), 'json');
  const calendarAfter = await client.diagnosticsFor(calendar, 1);
  assert.deepEqual(
    calendarAfter.filter((d) => d.code === RULE),
    [],
  );
  assert.deepEqual(errorsOf(calendarAfter), ['atdf/duplicate-tool 2:12']);
  for (const uri of [events, mail, calendar]) await client.close(uri);
});

test('a mention written with an escape cannot be renamed in place: the fix renames the name only, and its title says so', async () => {
  const uri = uriOf('agenda.atdf.yaml');
  const text = tool('listEvents', 'Lists the events of a day with their titles and times.');
  await client.open(uri, text);
  const finding = await styleFinding(uri, 1);
  const actions = (await client.codeActions(uri, finding.range, [finding])).filter((a) => a.diagnostics?.[0]?.code === RULE);
  assert.deepEqual(
    actions.map((a) => [a.title, a.isPreferred, a.edit]),
    [
      [
        'Rename "listEvents" to "list_events" here only (a description names it in a way that cannot be edited)',
        undefined,
        { changes: { [uri]: [{ range: rangeOf(text, 'listEvents'), newText: 'list_events' }] } },
      ],
    ],
  );
  await client.close(uri);
});

test('a tool named nowhere else: the title says so, and the one edit is its name', async () => {
  const uri = uriOf('solo.atdf.yaml');
  const text = tool('readNotes', 'Reads the notes of a day with their titles.');
  await client.open(uri, text);
  const finding = await styleFinding(uri, 1);
  const actions = (await client.codeActions(uri, finding.range, [finding])).filter((a) => a.diagnostics?.[0]?.code === RULE);
  assert.deepEqual(
    actions.map((a) => [a.title, a.isPreferred, a.edit]),
    [
      [
        'Rename tool "readNotes" to "read_notes" (the workspace names it nowhere else)',
        true,
        { changes: { [uri]: [{ range: rangeOf(text, 'readNotes'), newText: 'read_notes' }] } },
      ],
    ],
  );
  await client.close(uri);
});
