// A NUL character (U+0000) in the text: one error per document, at the NUL,
// naming its line and column, through fresh and incremental parses alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFile } from '../../../server/src/core/parse';
import type { ParsedDocument } from '../../../server/src/core/parse/types';
import { validateFile } from '../../../server/src/core/validate-file';
import { textOf } from '../../../server/src/core/text/source-text';
import { messageOf } from './helpers';

const nulOf = (d: ParsedDocument) => d.problems.filter((p) => p.code === 'text/nul');

test('a NUL in a YAML value is an error at its offset, with line:col; the document is still read', () => {
  const text = 'tool_id: a\nfirst: x\ndescription: "a\u0000b"\n';
  const [d] = parseFile(text, 'yaml').documents;
  assert.deepEqual(nulOf(d), [
    {
      severity: 'error',
      code: 'text/nul',
      pointer: '',
      span: { start: text.indexOf('\u0000'), end: text.indexOf('\u0000') + 1 },
      message: { id: 'text.nul' },
      // The quick fix: remove it.
      repair: { offset: 0, length: 1, insert: '' },
    },
  ]);
  assert.equal(
    messageOf(nulOf(d)[0], text),
    'This document contains a NUL character (U+0000) at 3:16: is this a binary file? ATDF files are UTF-8 text; remove the character.',
  );
  assert.deepEqual(d.value, { tool_id: 'a', first: 'x', description: 'a\u0000b' });
});

test('only the first NUL of a document is reported (a binary file does not flood the editor)', () => {
  const [d] = parseFile('a: \u0000\u0000\nb: \u0000\n', 'yaml').documents;
  assert.equal(nulOf(d).length, 1);
  assert.equal(nulOf(d)[0].span.start, 3);
});

test('in a stream, the NUL belongs to its own document only', () => {
  const text = 'a: 1\n---\nb: "x\u0000"\n---\nc: 3\n';
  const docs = parseFile(text, 'yaml').documents;
  assert.deepEqual(
    docs.map((d) => nulOf(d).length),
    [0, 1, 0],
  );
  assert.match(messageOf(nulOf(docs[1])[0], text), / at 3:6: /);
});

test('incremental parse: a moved document names its new line; removing the NUL removes the error', () => {
  const text = 'a: 1\n---\nb: "x\u0000"\n';
  const before = parseFile(text, 'yaml');
  const moved = parseFile('a: 1\nextra: 2\n---\nb: "x\u0000"\n', 'yaml', undefined, before);
  assert.deepEqual(moved.reusedFrom, [-1, 1], 'the document with the NUL is reused, not parsed again');
  assert.equal(nulOf(moved.documents[1])[0].span.start, textOf(moved.text).indexOf('\u0000'));
  assert.match(messageOf(nulOf(moved.documents[1])[0], moved.text), / at 4:6: /);
  const fresh = parseFile(textOf(moved.text), 'yaml');
  assert.deepEqual(moved.documents[1].problems, fresh.documents[1].problems);
  const mended = parseFile('a: 1\nextra: 2\n---\nb: "x"\n', 'yaml', undefined, moved);
  assert.deepEqual(
    mended.documents.map((d) => d.problems),
    [[], []],
  );
});

test('JSON: a NUL where the reader stops is its syntax error (not reported twice); after an earlier error it gets its own', () => {
  const inString = parseFile('{"a": "x\u0000"}', 'json').documents[0];
  assert.deepEqual(
    inString.problems.map((p) => p.code),
    ['json/syntax'],
  );
  assert.match(messageOf(inString.problems[0], '{"a": "x\u0000"}'), /U\+0000/);
  const later = parseFile('{"a": tru, "b": "\u0000"}', 'json').documents[0];
  assert.deepEqual(
    later.problems.map((p) => p.code),
    ['json/syntax', 'text/nul'],
  );
});

test('validateFile turns it into one diagnostic with its range', () => {
  const text = 'tool:\n  name: n\n  description: "a\u0000b"\n  input: { type: object }\n';
  const nul = validateFile(text, { language: 'yaml' }).diagnostics.filter((d) => d.code === 'text/nul');
  assert.equal(nul.length, 1);
  assert.deepEqual(nul[0].range, { start: { line: 2, character: 17 }, end: { line: 2, character: 18 } });
  assert.equal(nul[0].severity, 'error');
});

test('validateFile with a previous report: the reused document keeps one NUL error, with its new line, as a fresh run', () => {
  const text = 'a: 1\n---\nb: "x\u0000"\n';
  const before = validateFile(text, { language: 'yaml' });
  const edited = 'a: 1\n# added\n---\nb: "x\u0000"\n';
  const after = validateFile(edited, { language: 'yaml', previous: before });
  assert.deepEqual(after.parsed.reusedFrom, [-1, 1]);
  const nul = (r: typeof after) => r.diagnostics.filter((d) => d.code === 'text/nul').map((d) => [d.range, d.message]);
  assert.deepEqual(nul(after), nul(validateFile(edited, { language: 'yaml' })));
  assert.match(String(nul(after)[0][1]), / at 4:6: /);
});

test('a NUL in a YAML file of only comments (no document to hold it) is still an error, fresh and after an edit', () => {
  const text = '# a comment\n# another \u0000 one\n';
  const fresh = validateFile(text, { language: 'yaml' });
  const nul = fresh.diagnostics.filter((d) => d.code === 'text/nul');
  assert.equal(nul.length, 1);
  assert.deepEqual(nul[0].range, { start: { line: 1, character: 10 }, end: { line: 1, character: 11 } });
  assert.match(nul[0].message, / at 2:11: /);
  assert.ok(
    fresh.diagnostics.some((d) => d.code === 'atdf/empty-document'),
    'still an empty file',
  );
  const edited = validateFile('#\n' + text, { language: 'yaml', previous: fresh });
  assert.deepEqual(
    edited.diagnostics.filter((d) => d.code === 'text/nul').map((d) => d.range.start),
    [{ line: 2, character: 10 }],
  );
  const mended = validateFile('# a comment\n# another  one\n', { language: 'yaml', previous: edited });
  assert.deepEqual(
    mended.diagnostics.filter((d) => d.code === 'text/nul'),
    [],
  );
});
