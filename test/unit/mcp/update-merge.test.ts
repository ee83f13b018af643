// The three-way merge of `import-mcp --update` on texts (engine.mcp.updateImportedFile): the cases the live
// tests (update.test.ts) do not reach: an input the server dropped, a named item the author removed, a flow
// collection, a file that does not parse, a conflict comment replaced rather than repeated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../../server/src/core/index';

const engine = createEngine();
const base = `tool_id: t
description: Old
how_to_use:
  inputs:
    - name: a
      type: string
    - name: b
      type: string
`;

test('an input the server dropped is removed when the author left it as imported; kept with a conflict when edited', () => {
  const theirs = base.replace('    - name: b\n      type: string\n', '');
  const plain = engine.mcp.updateImportedFile(base, base + '# mine\n', theirs);
  assert.equal(plain.kind, 'updated');
  assert.equal(plain.kind === 'updated' && plain.text, theirs + '# mine\n');

  const edited = base
    .replace('      type: string\n', '      type: string\n      description: mine\n')
    .replace(/(name: b\n {6}type: string\n)$/, '$1      description: also mine\n');
  const kept = engine.mcp.updateImportedFile(base, edited, theirs);
  assert.deepEqual(
    kept.conflicts.map((c) => c.pointer),
    ['/how_to_use/inputs/1'],
  );
  assert.match(kept.conflicts[0].message, /the server no longer has it/);
  assert.ok(kept.kind === 'updated' && kept.text.includes('description: also mine'));
});

test('a named item the author removed and the server changed is a conflict at the list', () => {
  const ours = base.replace('    - name: a\n      type: string\n', '');
  const theirs = base.replace('name: a\n      type: string', 'name: a\n      type: number');
  const r = engine.mcp.updateImportedFile(base, ours, theirs);
  assert.deepEqual(
    r.conflicts.map((c) => c.pointer),
    ['/how_to_use/inputs'],
  );
  assert.match(r.conflicts[0].message, /you removed "a", which the server changed/);
});

test('a change inside a flow collection is refused with the list of changes, the file left alone', () => {
  const flow = 'tool_id: t\nx: { a: 1, b: 2 }\nmine: 1\n';
  const r = engine.mcp.updateImportedFile('tool_id: t\nx: { a: 1, b: 2 }\n', flow, 'tool_id: t\nx: { a: 1, b: 3 }\n');
  assert.equal(r.kind, 'refused');
  assert.deepEqual(r.changed, ['/x/b']);
});

test('a file that does not parse is refused, naming why', () => {
  const r = engine.mcp.updateImportedFile(base, 'tool_id: [\n', base);
  assert.equal(r.kind, 'refused');
  assert.match(r.kind === 'refused' ? r.reason : '', /does not parse as YAML/);
});

test("a conflict comment is replaced by the next run's, not repeated", () => {
  const ours = base.replace('description: Old', 'description: Mine');
  const first = engine.mcp.updateImportedFile(base, ours, base.replace('Old', 'New'));
  assert.ok(first.kind === 'updated');
  const second = engine.mcp.updateImportedFile(base.replace('Old', 'New'), first.text, base.replace('Old', 'Newer'));
  assert.ok(second.kind === 'updated');
  assert.equal(second.text.match(/# atdf import-mcp --update:/g)?.length, 1);
  assert.match(second.text, /the server now has "Newer"/);
});
