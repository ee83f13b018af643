// The workspace rules of the engine (no tool defined twice, across files or in
// one YAML stream), through the facade, and the cost promise of the registry
// underneath: nothing is located or worded for a file without duplicates, and
// an edit that keeps a file's names touches nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createEngine } from '../../../server/src/core/index';
import type { ToolDefinition } from '../../../server/src/core/workspace/tool-definitions';
import { ToolRegistry } from '../../../server/src/core/workspace/tool-registry';

const tool = (id: string, extra = '') =>
  `schema_version: "2.0.0"\ntool_id: ${id}\ndescription: d\nwhen_to_use: w\n${extra}how_to_use:\n  inputs: []\n  outputs:\n    success: s\n    failure: []\n`;

test('diagnose: a name defined in two files and twice in one stream, each definition flagged with where the others are', () => {
  const engine = createEngine();
  const results = engine.diagnose([
    { uri: 'a.atdf.yaml', language: 'yaml', content: `${tool('one')}---\n${tool('two')}---\n${tool('one')}` },
    { uri: 'b.atdf.json', label: 'dir/b.atdf.json', language: 'json', content: new TextEncoder().encode('{"tool": {"name": "two"}}') },
    { uri: 'c.atdf.yaml', language: 'yaml', content: tool('three') },
  ]);
  const dupes = (uri: string) => results.find((r) => r.uri === uri)!.diagnostics.filter((d) => d.code === 'atdf/duplicate-tool');
  const a = dupes('a.atdf.yaml');
  assert.deepEqual(
    a.map((d) => [d.document, d.pointer, d.range.start.line]),
    [
      [0, '/tool_id', 1],
      [1, '/tool_id', 11],
      [2, '/tool_id', 21],
    ],
  );
  assert.match(a[0].message, /^\/tool_id: tool "one" is also defined in document 2 of this file;/);
  assert.match(a[1].message, /tool "two" is also defined in dir\/b\.atdf\.json:1;/);
  assert.deepEqual(a[1].related?.[0].file, 'b.atdf.json');
  assert.equal(a[0].related?.[0].file, undefined, 'a definition in the same file names no other file');
  assert.deepEqual(
    dupes('b.atdf.json').map((d) => [d.pointer, d.message.includes('a.atdf.yaml:12')]),
    [['/tool/name', true]],
  );
  assert.deepEqual(dupes('c.atdf.yaml'), []);
  // The file's own diagnostics are kept beside them, sorted by position.
  const b = results.find((r) => r.uri === 'b.atdf.json')!.diagnostics;
  assert.ok(b.length > 1);
  for (let i = 1; i < b.length; i++) assert.ok(b[i - 1].range.start.line <= b[i].range.start.line);
});

test('a Workspace follows edits: renaming one definition clears both, and says which other files changed', () => {
  const engine = createEngine();
  const ws = engine.createWorkspace();
  const report = (text: string) => engine.validateFile(text, { language: 'yaml' });
  assert.deepEqual([...ws.setReport('file:///a.atdf.yaml', 'a', report(tool('x')))], []);
  assert.deepEqual([...ws.setText('file:///b.atdf.yaml', 'b', tool('x'), 'yaml')], ['/a.atdf.yaml']);
  assert.equal(ws.diagnosticsFor('file:///a.atdf.yaml', 'es')[0].message.includes('también está definida en b:2'), true);
  assert.deepEqual([...ws.setReport('file:///a.atdf.yaml', 'a', report(tool('y')))], ['/b.atdf.yaml']);
  assert.deepEqual(ws.diagnosticsFor('file:///a.atdf.yaml', 'en'), []);
  assert.deepEqual(ws.diagnosticsFor('file:///b.atdf.yaml', 'en'), []);
  assert.deepEqual([...ws.remove('file:///b.atdf.yaml')], []);
});

test('the registry locates only duplicated names, and an edit that keeps the names touches no index', () => {
  const registry = new ToolRegistry();
  const located: string[] = [];
  const locate = (def: ToolDefinition) => {
    located.push(def.name);
    return { start: { line: def.document, character: 0 }, end: { line: def.document, character: 1 } };
  };
  const many: ToolDefinition[] = Array.from({ length: 5000 }, (_, i) => ({ name: `t${i}`, document: i, pointer: '/tool_id' }));
  registry.set('big', 'big', many, locate);
  registry.set('other', 'other', [{ name: 'lonely', document: 0, pointer: '/tool_id' }], locate);
  assert.deepEqual(registry.duplicatesFor('big', 'en'), []);
  assert.deepEqual(located, [], 'no name of a file without duplicates is located');
  // The same names again (a keystroke elsewhere in the file): nothing else is affected.
  assert.deepEqual([...registry.set('big', 'big', many.slice(), locate)], []);
  // One duplicated name: only its definitions are located.
  registry.set('other', 'other', [{ name: 't42', document: 0, pointer: '/tool_id' }], locate);
  assert.equal(registry.duplicatesFor('big', 'en').length, 1);
  assert.deepEqual(located.sort(), ['t42', 't42']);
});
