// splitYamlDocuments must see the same documents as the yaml package.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseAllDocuments } from 'yaml';
import { parseFile, splitYamlDocuments } from '../../../server/src/core/parse';

function yamlPackageView(text: string): unknown[] {
  const docs = parseAllDocuments(text, { schema: 'core' }) as unknown;
  if (!Array.isArray(docs)) return [];
  return docs.map((d) => (d.errors.length ? 'ERROR' : JSON.stringify(d.toJS({ maxAliasCount: -1 }))));
}
function ourView(text: string): unknown[] {
  return parseFile(text, 'yaml').documents.map((d) => (d.problems.some((p) => p.severity === 'error') ? 'ERROR' : JSON.stringify(d.value)));
}

const CASES = [
  '',
  '# only a comment\n',
  'a: 1',
  '---\n',
  '---\n---\n',
  '# c\n---\na: 1\n',
  'a: 1\n...\n# c\n',
  'a: 1\n...\nb: 2\n',
  '%YAML 1.2\n---\na\n',
  'a: |\n x\n---\nb\n',
  '--- |\nfoo\n---\nbar\n',
  'a\n--- b\n',
  '---a\n',
  'x: 1\n...\n---\ny: 2\n',
  '... \n',
  'a: 1\n---\n# only comment\n',
  'a: 1\r\n---\r\nb: 2\r\n',
  '--- # c\na: 1\n--- # d\nb: 2\n',
  'a: 1\n...\n%YAML 1.2\n---\nb: 2\n',
  '---\n...\n---\n...\n',
];

test('document boundaries match the yaml package on edge cases', () => {
  for (const text of CASES) {
    assert.deepEqual(ourView(text), yamlPackageView(text), JSON.stringify(text));
  }
});

test('slices tile the text', () => {
  for (const text of CASES) {
    const spans = splitYamlDocuments(text);
    if (text === '') {
      assert.deepEqual(spans, []);
      continue;
    }
    assert.equal(spans[0].start, 0);
    assert.equal(spans[spans.length - 1].end, text.length);
    for (let i = 1; i < spans.length; i++) assert.equal(spans[i].start, spans[i - 1].end);
  }
});

test('document boundaries match the yaml package on random streams (property)', () => {
  const piece = fc.constantFrom(
    '---\n',
    '--- \n',
    '--- # c\n',
    '...\n',
    '# c\n',
    '\n',
    'a: 1\n',
    'b: [1, 2]\n',
    'c: |\n  x\n',
    '- x\n',
    '%YAML 1.2\n',
    'k: "s"\n',
    '  d: 2\n',
    'x\n',
    '---x\n',
    '----\n',
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
      const text = parts.join('');
      assert.deepEqual(ourView(text), yamlPackageView(text), JSON.stringify(text));
    }),
    { numRuns: 3000, seed: 3 },
  );
});
