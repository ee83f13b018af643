// The catalog budget rule (core/export/catalog-budget.ts): files in path order
// folder by folder, the first tool over the token budget and the first past
// the tool budget; a crossing in the first file with tools is the per-file
// rule's; the message names the catalog, the files and the totals.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createEngine } from '../../../server/src/core/index';
import { comparePaths } from '../../../server/src/core/export/catalog-budget';

const engine = createEngine();
const file = (uri: string, ...tokens: number[]) => ({ uri, path: uri, tools: tokens.map((n, document) => ({ document, tokens: n })) });

test('path order is folder by folder, as a sorted walk visits the files', () => {
  const paths = ['b.atdf.yaml', 'a.atdf.yaml', 'a/z.atdf.yaml', 'a/b/c.atdf.yaml', 'A.atdf.yaml'];
  assert.deepEqual(paths.sort(comparePaths), ['A.atdf.yaml', 'a/b/c.atdf.yaml', 'a/z.atdf.yaml', 'a.atdf.yaml', 'b.atdf.yaml']);
});

test('the tool at which the running total first goes over the budget, in path order, whatever order the files come in', () => {
  const files = [file('c', 50), file('a.y', 40, 30), file('b'), file('a/x', 20)];
  // a/x (20), a.y (40, 30) -> 90, c (50) -> 140
  assert.deepEqual(engine.export.catalogCrossings(files, { tokens: 100 }), [
    { uri: 'c', document: 0, keyword: 'tokens', total: 140, files: 3 },
  ]);
  assert.deepEqual(engine.export.catalogCrossings(files, { tokens: 60 }), [
    { uri: 'a.y', document: 1, keyword: 'tokens', total: 90, files: 2 },
  ]);
  assert.deepEqual(engine.export.catalogCrossings(files, { tools: 3 }), [{ uri: 'c', document: 0, keyword: 'tools', total: 4, files: 3 }]);
  assert.deepEqual(engine.export.catalogCrossings(files, { tokens: 140, tools: 4 }), [], 'at the budget is within it');
});

test('a crossing in the first file with tools is left to the per-file rule (same totals)', () => {
  assert.deepEqual(engine.export.catalogCrossings([file('a', 40, 30), file('b', 10)], { tokens: 50, tools: 1 }), []);
  assert.deepEqual(engine.export.catalogCrossings([file('a'), file('b', 60)], { tokens: 50 }), [], 'a has no tools');
});

test('the diagnostic: on the crossing tool’s name, naming the catalog, its files and the totals, in each locale', () => {
  const text = 'tool:\n  name: first\n  description: d\n---\ntool:\n  name: second\n  description: d\n';
  const report = engine.validateFile(text, { language: 'yaml' });
  const crossing = { uri: 'f', document: 1, keyword: 'tokens' as const, total: 120, files: 2 };
  const words = { budget: { tokens: 100 }, target: 'mcp' as const, tokenizer: 'o200k_base', catalog: 'tools' };
  const [d] = engine.export.catalogBudget(report, [crossing], words);
  assert.equal(d.code, 'context/catalog-over-budget');
  assert.equal(d.severity, 'warning');
  assert.equal(d.message, 'this tool brings the catalog of tools (2 files) to 120 tokens (mcp, o200k_base), over the budget of 100');
  assert.deepEqual(d.range.start, { line: 5, character: 8 });
  const [es] = engine.export.catalogBudget(report, [{ ...crossing, keyword: 'tools', total: 4 }], {
    ...words,
    budget: { tools: 3 },
    locale: 'es',
  });
  assert.equal(es.message, 'esta es la herramienta 4 del catálogo de tools (2 archivos), por encima del presupuesto de 3 herramientas');
});
