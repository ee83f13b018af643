// The fix of quality/inconsistent-tool-names in the engine: the name in the
// workspace's style, the edits over every file naming the tool (definitions,
// recognised mentions) and the cases where only the name is edited or no fix
// is offered.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyEdits, createEngine, type Diagnostic, type RenameSource } from '../../../server/src/core/index';
import { styledName } from '../../../server/src/core/workspace/tool-style-fix';
import { CLEAN_V2 } from '../lint/clean-tools';

const RULE = 'quality/inconsistent-tool-names';
const engine = createEngine();
const tool = (id: string, extra = '') =>
  CLEAN_V2.replace('tool_id: send_email', `tool_id: ${id}`).replace('one recipient and returns the message id.', `one recipient.${extra}`);

/** The files validated as a workspace: each file's report and the style findings of all. */
function workspaceOf(files: Record<string, string>): { sources: RenameSource[]; findings: Diagnostic[]; defined: Set<string> } {
  const workspace = engine.createWorkspace();
  const sources = Object.entries(files).map(([uri, text]) => ({
    uri,
    report: engine.validateFile(text, { language: uri.endsWith('.json') ? 'json' : 'yaml' }),
  }));
  for (const s of sources) workspace.setReport(s.uri, s.uri, s.report);
  const findings = sources.flatMap((s) => workspace.diagnosticsFor(s.uri, 'en').filter((d) => d.code === RULE));
  const defined = new Set(sources.flatMap((s) => s.report.documents.map((d) => d.toolName).filter((n) => n !== undefined)));
  return { sources, findings, defined };
}

test('a name is written in each style; a result not in the style (no capital for camelCase after a number) is none', () => {
  assert.equal(styledName('createEvent', 'snake_case'), 'create_event');
  assert.equal(styledName('create-event', 'camelCase'), 'createEvent');
  assert.equal(styledName('getHTTPResponse', 'kebab-case'), 'get-http-response');
  assert.equal(styledName('search_notes', 'PascalCase'), 'SearchNotes');
  assert.equal(styledName('SearchNotes', 'SCREAMING_CASE'), 'SEARCH_NOTES');
  assert.equal(styledName('calendar.createEvent', 'snake_case'), 'calendar.create_event');
  assert.equal(styledName('calendar.create_event', 'camelCase'), 'calendarCreateEvent');
  assert.equal(styledName('v2_search', 'camelCase'), 'v2Search');
  assert.equal(styledName('page_2', 'camelCase'), undefined);
});

test('the fix renames every definition and recognised mention; applied, no file has the finding', () => {
  const files = {
    'a.atdf.yaml': `${tool('search_notes')}---\n${tool('createEvent')}`,
    'b.atdf.yaml': tool('delete_note', ' Never use createEvent to send mail.'),
    'c.atdf.yaml': tool('send_note'),
    'd.atdf.yaml': tool('createEvent'),
  };
  const { sources, findings } = workspaceOf(files);
  assert.deepEqual(
    findings.map((d) => `${d.pointer} ${String(d.data?.tool)} ${String(d.data?.dominant)}`),
    ['/tool_id createEvent snake_case', '/tool_id createEvent snake_case'],
  );
  const fix = engine.toolStyleFix(findings[0], { uri: 'a.atdf.yaml', sources, complete: true, isDefined: () => false });
  assert.ok(fix);
  assert.deepEqual(
    [fix.scope, fix.from, fix.to, fix.places, fix.files.map((f) => `${f.uri} ${f.edits.map((e) => e.newText).join(',')}`)],
    ['workspace', 'createEvent', 'create_event', 3, ['a.atdf.yaml create_event', 'b.atdf.yaml create_event', 'd.atdf.yaml create_event']],
  );
  const fixed = Object.fromEntries(
    Object.entries(files).map(([uri, text]) => [uri, applyEdits(text, fix.files.find((f) => f.uri === uri)?.edits ?? [])]),
  );
  assert.match(fixed['b.atdf.yaml'], /Never use create_event to send mail\./);
  assert.deepEqual(workspaceOf(fixed).findings, []);
});

test('only the name is edited when a file that defines the tool was not read, or a mention is written with an escape', () => {
  const { sources, findings } = workspaceOf({
    'a.atdf.yaml': `${tool('search_notes')}---\n${tool('createEvent')}`,
    'b.atdf.json': JSON.stringify({
      tool: { name: 'delete_note', description: 'Deletes. Never use create\\u0045vent for notes.' },
    }).replace('\\\\u', '\\u'),
  });
  const options = { uri: 'a.atdf.yaml', sources, isDefined: () => false };
  const escaped = engine.toolStyleFix(findings[0], { ...options, complete: true });
  assert.deepEqual([escaped?.scope, escaped?.reason, escaped?.files.map((f) => f.uri)], ['name', 'mention-not-literal', ['a.atdf.yaml']]);
  const unread = engine.toolStyleFix(findings[0], { ...options, sources: sources.slice(0, 1), complete: false });
  assert.deepEqual([unread?.scope, unread?.reason, unread?.places], ['name', 'unread-file', 1]);
  assert.equal(engine.mayNameTool('{"description": "never use create\\u0045vent"}', 'createEvent'), true);
  assert.equal(engine.mayNameTool('description: never use cr\u0435ateEvent', 'createEvent'), true, 'a Cyrillic lookalike letter');
  assert.equal(engine.mayNameTool('description: never use create_event', 'createEvent'), false);
});

test('no fix when the new name is already a tool of the workspace (it would make a duplicate)', () => {
  const { sources, findings, defined } = workspaceOf({
    'a.atdf.yaml': `${tool('search_notes')}---\n${tool('create_event')}---\n${tool('createEvent')}`,
  });
  assert.equal(findings.length, 1);
  assert.equal(
    engine.toolStyleFix(findings[0], { uri: 'a.atdf.yaml', sources, complete: true, isDefined: (n) => defined.has(n) }),
    undefined,
  );
});
