// quality/inconsistent-tool-names, the workspace rule: tool names in another
// case style than most tools of the workspace are warned about at the name;
// names without a telling mark fit every style; the dominant style does not
// depend on the order files come in, and an edit that flips it touches the
// other files.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createEngine } from '../../../server/src/core/index';
import { CLEAN_V2 } from '../lint/clean-tools';

const RULE = 'quality/inconsistent-tool-names';
const engine = createEngine();
const tool = (id: string) => CLEAN_V2.replace('tool_id: send_email', `tool_id: ${id}`);

function styleFindings(files: Record<string, string>): Record<string, string[]> {
  const results = engine.diagnose(Object.entries(files).map(([uri, content]) => ({ uri, language: 'yaml' as const, content })));
  return Object.fromEntries(
    results.map((r) => [
      r.uri,
      r.diagnostics.filter((d) => d.code === RULE).map((d) => `${d.severity} ${d.pointer} ${d.range.start.line}`),
    ]),
  );
}

test('the names in the minority style are warned at the name, across files and documents; plain words fit every style', () => {
  const found = styleFindings({
    'a.atdf.yaml': `${tool('search_notes')}---\n${tool('createEvent')}`,
    'b.atdf.yaml': tool('delete_note'),
    'c.atdf.yaml': tool('search'),
  });
  assert.deepEqual(found, { 'a.atdf.yaml': ['warning /tool_id 32'], 'b.atdf.yaml': [], 'c.atdf.yaml': [] });
  const [d] = engine
    .diagnose([
      { uri: 'a.atdf.yaml', language: 'yaml', content: tool('search_notes') },
      { uri: 'b.atdf.yaml', language: 'yaml', content: tool('createEvent') },
      { uri: 'c.atdf.yaml', language: 'yaml', content: tool('delete_note') },
    ])[1]
    .diagnostics.filter((x) => x.code === RULE);
  assert.match(
    d.message,
    /"createEvent" is camelCase while most tools of the workspace are snake_case \(e\.g\. "(search_notes|delete_note)"\)/,
  );
  // One style everywhere: nothing.
  assert.deepEqual(styleFindings({ 'a.atdf.yaml': tool('search_notes'), 'b.atdf.yaml': tool('delete_note') }), {
    'a.atdf.yaml': [],
    'b.atdf.yaml': [],
  });
});

test('a tie is broken by a fixed order of styles, not by the order of the files', () => {
  const one = styleFindings({ 'a.atdf.yaml': tool('search_notes'), 'b.atdf.yaml': tool('createEvent') });
  const other = styleFindings({ 'b.atdf.yaml': tool('createEvent'), 'a.atdf.yaml': tool('search_notes') });
  assert.deepEqual(one, other);
  assert.deepEqual(one['b.atdf.yaml'].length, 1, 'snake_case comes first');
});

test('a Workspace follows edits: a file whose names stay costs nothing, one that flips the dominant style touches the others', () => {
  const ws = engine.createWorkspace();
  const report = (text: string) => engine.validateFile(text, { language: 'yaml' });
  const codes = (uri: string) => ws.diagnosticsFor(uri, 'en').map((d) => d.code);
  ws.setReport('file:///a.atdf.yaml', 'a', report(tool('search_notes')));
  assert.deepEqual([...ws.setReport('file:///b.atdf.yaml', 'b', report(tool('createEvent')))], []);
  assert.deepEqual(codes('file:///b.atdf.yaml'), [RULE]);
  // c in camelCase: camelCase now has more names, so a (snake_case) and b change.
  assert.deepEqual([...ws.setText('file:///c.atdf.yaml', 'c', tool('deleteNote'), 'yaml')].sort(), ['/a.atdf.yaml', '/b.atdf.yaml']);
  assert.deepEqual(codes('file:///a.atdf.yaml'), [RULE]);
  assert.deepEqual(codes('file:///b.atdf.yaml'), []);
  // The same report again (an edit that keeps the names): nothing else touched.
  assert.deepEqual([...ws.setReport('file:///b.atdf.yaml', 'b', report(tool('createEvent')))], []);
  assert.deepEqual([...ws.remove('file:///c.atdf.yaml')].sort(), ['/a.atdf.yaml', '/b.atdf.yaml']);
  assert.deepEqual(codes('file:///a.atdf.yaml'), []);
});
