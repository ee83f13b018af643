// The repairs the readers attach to a syntax error where they know the place:
// applied, the text parses (or its first error is past the repaired one).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFile } from '../../../server/src/core/parse/index';

function repaired(text: string, language: 'yaml' | 'json'): string {
  const [doc] = parseFile(text, language).documents;
  const problem = doc.problems.find((p) => p.repair);
  assert.ok(problem?.repair, `a repair for ${JSON.stringify(text)}: ${JSON.stringify(doc.problems)}`);
  const start = problem.span.start + problem.repair.offset;
  return text.slice(0, start) + problem.repair.insert + text.slice(start + problem.repair.length);
}

const clean = (text: string, language: 'yaml' | 'json') =>
  assert.deepEqual(
    parseFile(text, language).documents[0].problems.filter((p) => p.severity === 'error'),
    [],
    text,
  );

const cases: Array<[string, 'yaml' | 'json', string]> = [
  ['{"a": 1', 'json', '{"a": 1}'],
  ['[1, 2', 'json', '[1, 2]'],
  ['{"a": 1\n "b": 2}', 'json', '{"a": 1,\n "b": 2}'],
  ['[1\n 2]', 'json', '[1,\n 2]'],
  ['{"a" 1}', 'json', '{"a": 1}'],
  ['{"a": 1,}', 'json', '{"a": 1}'],
  ['[1, 2, ]', 'json', '[1, 2 ]'],
  ['{"a": "x,\n "b": 2}', 'json', '{"a": "x",\n "b": 2}'],
  ['{"a": "x', 'json', '{"a": "x"'],
  ['a: "x\nb: 1\n', 'yaml', 'a: "x"\nb: 1\n'],
  ["a: 'it''s\nb: 1\n", 'yaml', "a: 'it''s'\nb: 1\n"],
  ['a: [x, y\nb: 1\n', 'yaml', 'a: [x, y]\nb: 1\n'],
  ['a: {x: 1\nb: 1\n', 'yaml', 'a: {x: 1}\nb: 1\n'],
];

for (const [text, language, expected] of cases) {
  test(`${language}: ${JSON.stringify(text)} -> ${JSON.stringify(expected)}`, () => {
    const out = repaired(text, language);
    assert.equal(out, expected);
    // An unterminated string at the very end still lacks its closing brace: one repair at a time.
    if (expected !== '{"a": "x"') clean(out, language);
  });
}

test('a repair moves with its problem when an edit above shifts the document (YAML stream)', () => {
  const before = parseFile('a: 1\n---\nb: "x\nc: 2\n', 'yaml');
  const text = 'a: 100\n---\nb: "x\nc: 2\n';
  const after = parseFile(text, 'yaml', undefined, before, { change: { start: 4, oldEnd: 4, newEnd: 6 } });
  assert.equal(after.reusedFrom?.[1], 1, 'the second document is reused');
  const p = after.documents[1].problems.find((x) => x.repair)!;
  const start = p.span.start + p.repair!.offset;
  assert.equal(text.slice(0, start) + p.repair!.insert + text.slice(start), 'a: 100\n---\nb: "x"\nc: 2\n');
});
