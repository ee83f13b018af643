// validateFile as a pipeline: incremental reuse gives exactly what a fresh run
// gives, and unchanged documents are not validated again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createCompiler } from '../../../server/src/core/atdf/compiler';
import type { SchemaCompiler } from '../../../server/src/core/atdf/finding';
import { validateFile } from '../../../server/src/core/validate-file';
import { generateCatalog } from '../../../bench/gen-catalog';
import { missingCatalogEntries } from '../../../server/src/core/atdf/messages';
import { atdfDiagnostics } from './helpers';

const BROKEN_TOOL = `---
tool_id: broken
description: 5
when_to_use: x
how_to_use:
  inputs: [{name: a, type: string, required: true}]
  outputs: {success: ok, failure: []}
examples:
  - goal: g
    input_values: {b: 1}
    expected_result: r
`;

function fresh(text: string) {
  return validateFile(text, { language: 'yaml' });
}

/** Counts the schemas compiled, to see which documents were validated. */
function countingCompiler(): SchemaCompiler & { calls: number } {
  const inner = createCompiler();
  const c = {
    calls: 0,
    compile(schema: unknown, options?: Parameters<SchemaCompiler['compile']>[1]) {
      c.calls++;
      return inner.compile(schema, options);
    },
  };
  return c;
}

test('editing one document of a stream: same diagnostics as a fresh run, only that document re-validated', () => {
  const base = generateCatalog(20) + BROKEN_TOOL + generateCatalog(5);
  const compiler = countingCompiler();
  const first = validateFile(base, { language: 'yaml', compiler });
  assert.ok(first.diagnostics.some((d) => d.document === 20));
  const callsPerRun = compiler.calls;
  // Break document 10 in the middle, adding a line (shifts every later document).
  const lines = base.split('\n');
  const target = lines.findIndex((l) => l === 'tool_id: catalog_tool_00011');
  lines.splice(target + 1, 0, 'unexpected_but_allowed_in_2x: true', 'description: 12');
  lines.splice(target + 3, 1);
  const edited = lines.join('\n');
  compiler.calls = 0;
  const incremental = validateFile(edited, { language: 'yaml', compiler, previous: first });
  assert.ok(compiler.calls < callsPerRun / 5, `${compiler.calls} compiles vs ${callsPerRun} for a full run`);
  assert.deepEqual(incremental.diagnostics, fresh(edited).diagnostics);
  assert.deepEqual(incremental.documents, fresh(edited).documents);
  assert.ok(incremental.diagnostics.some((d) => d.document === 10 && d.pointer === '/description'));
  // The broken tool moved down by one line and kept its diagnostics.
  const before = first.diagnostics.filter((d) => d.document === 20).map((d) => d.range.start.line);
  const after = incremental.diagnostics.filter((d) => d.document === 20).map((d) => d.range.start.line);
  assert.deepEqual(
    after,
    before.map((l) => l + 1),
  );
});

test('inserting and deleting whole documents keeps results equal to a fresh run', () => {
  const base = generateCatalog(6);
  const first = fresh(base);
  const inserted = BROKEN_TOOL + base;
  const second = validateFile(inserted, { language: 'yaml', previous: first });
  assert.deepEqual(second.diagnostics, fresh(inserted).diagnostics);
  assert.deepEqual(second.documents, fresh(inserted).documents);
  const removed = inserted.replace(BROKEN_TOOL, '');
  const third = validateFile(removed, { language: 'yaml', previous: second });
  assert.deepEqual(third.diagnostics, []);
  assert.equal(third.documents.length, 6);
});

test('a previous report of another language is ignored', () => {
  const json = '{"tool": {"name": "a", "description": "b", "input": {}}}';
  const yamlReport = fresh('tool: {name: a}\n');
  const report = validateFile(json, { language: 'json', previous: yamlReport });
  assert.deepEqual(report.diagnostics, validateFile(json, { language: 'json' }).diagnostics);
  assert.deepEqual(atdfDiagnostics(report), []);
});

test('the generated catalog validates clean', () => {
  const report = fresh(generateCatalog(50));
  assert.deepEqual(report.diagnostics, []);
  assert.equal(report.documents.length, 50);
  assert.ok(report.documents.every((d) => d.dialect === 'atdf-2'));
  assert.equal(generateCatalog(1000).split('\n').length - 1, 45_000);
});

test('the message catalogs have every message in es and pt', () => {
  assert.deepEqual(missingCatalogEntries(), []);
});

test('a previous report made with another locale or format setting is not reused', () => {
  const text = BROKEN_TOOL;
  const english = validateFile(text, { language: 'yaml' });
  const spanish = validateFile(text, { language: 'yaml', locale: 'es', previous: english });
  assert.deepEqual(spanish.diagnostics, validateFile(text, { language: 'yaml', locale: 'es' }).diagnostics);
  assert.notDeepEqual(
    spanish.diagnostics.map((d) => d.message),
    english.diagnostics.map((d) => d.message),
  );
  const format = 'tool:\n  name: a\n  description: d\n  input: {format: date-time}\n  examples: [{input: soon}]\n';
  const withWarnings = validateFile(format, { language: 'yaml' });
  assert.equal(atdfDiagnostics(withWarnings).length, 1);
  const without = validateFile(format, { language: 'yaml', formatWarnings: false, previous: withWarnings });
  assert.deepEqual(atdfDiagnostics(without), []);
  assert.deepEqual(without.diagnostics, validateFile(format, { language: 'yaml', formatWarnings: false }).diagnostics);
});
