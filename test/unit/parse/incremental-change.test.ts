// The pieces of incremental work after an edit (where the text changed, the
// line index and the document split derived from the previous ones) must give
// exactly what a fresh computation on the new text gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { findChange } from '../../../server/src/core/text/text-change';
import { LineIndex } from '../../../server/src/core/text/line-index';
import { utf8Length, utf8LengthChange } from '../../../server/src/core/text/utf8-length';
import { parseFile, splitYamlDocuments } from '../../../server/src/core/parse';
import { splitYamlDocumentsAfterChange } from '../../../server/src/core/parse/split';
import { catalogYaml } from '../../../bench/parse/catalog';

/** Every line start of a LineIndex, read through its public API. */
function lineStarts(lines: LineIndex): number[] {
  return Array.from({ length: lines.lineCount }, (_, i) => lines.lineStart(i));
}

const editArb = (fragments: string[]) =>
  fc.array(fc.record({ pos: fc.nat(), del: fc.nat({ max: 30 }), ins: fc.constantFrom(...fragments) }), { minLength: 1, maxLength: 8 });

function applyEdit(text: string, e: { pos: number; del: number; ins: string }): string {
  const p = e.pos % (text.length + 1);
  return text.slice(0, p) + e.ins + text.slice(p + e.del);
}

test('findChange: the common prefix and suffix, never overlapping', () => {
  assert.deepEqual(findChange('abc', 'abc'), { start: 3, oldEnd: 3, newEnd: 3 });
  assert.deepEqual(findChange('abc', 'abXc'), { start: 2, oldEnd: 2, newEnd: 3 });
  assert.deepEqual(findChange('aaaa', 'aa'), { start: 2, oldEnd: 4, newEnd: 2 });
  assert.deepEqual(findChange('', 'x'), { start: 0, oldEnd: 0, newEnd: 1 });
  const big = 'line of text\n'.repeat(20_000);
  const edited = big.slice(0, 130_001) + 'Z' + big.slice(130_002);
  assert.deepEqual(findChange(big, edited), { start: 130_001, oldEnd: 130_002, newEnd: 130_002 });
  fc.assert(
    fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (a, b) => {
      const c = findChange(a, b);
      assert.equal(a.slice(0, c.start), b.slice(0, c.start));
      assert.equal(a.slice(c.oldEnd), b.slice(c.newEnd));
      assert.ok(c.start <= c.oldEnd && c.start <= c.newEnd);
      // Maximal prefix: the next characters differ (or one text ends).
      if (c.start < Math.min(a.length, b.length)) assert.notEqual(a[c.start], b[c.start]);
    }),
    { numRuns: 2000, seed: 11 },
  );
});

test('LineIndex.afterChange equals a fresh index, with \\r, \\n and \\r\\n around the edit (property)', () => {
  const fragments = ['\n', '\r', '\r\n', 'a', 'bc\n', '\n\r', '', 'x\ry', '😀\n'];
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom('a', 'b', '\n', '\r', '\r\n', ' '), maxLength: 60 }), editArb(fragments), (base, edits) => {
      let text = base;
      let lines = new LineIndex(text);
      for (const e of edits) {
        const next = applyEdit(text, e);
        lines = LineIndex.afterChange(lines, next, findChange(text, next));
        text = next;
        assert.deepEqual(lineStarts(lines), lineStarts(new LineIndex(text)), JSON.stringify(text));
        for (let o = 0; o <= text.length; o++) assert.deepEqual(lines.positionAt(o), new LineIndex(text).positionAt(o));
      }
    }),
    { numRuns: 1500, seed: 5 },
  );
});

test('splitYamlDocumentsAfterChange equals a fresh split (property)', () => {
  const fragments = [
    '---\n', '--- ', '---', '...\n', '...', '%YAML 1.2\n', '# c\n', '\n', '\r\n', '\r', 'a: 1\n', '-', '.', '%', 'x', ' ', '----\n', '--- # c\n',
    '---\nx\n---\n', 'a\n...\nb\n', '\n---\n', '\n...\n%TAG ! x\n---\n', '',
  ];
  const bases = [
    catalogYaml(3), '---\n---\n', 'a: 1\n...\nb: 2\n...\n%YAML 1.2\n---\nc\n', '# only\n', '', '---\r\na: 1\r\n---\r\nb\r\n',
    '---\na\n---\nb\n---\nc\n---\nd\n', 'a\n...\nb\n...\nc\n...\n%Y\n---\nd\n',
  ];
  fc.assert(
    fc.property(fc.constantFrom(...bases), editArb(fragments), (base, edits) => {
      let text = base;
      let slices = splitYamlDocuments(text);
      for (const e of edits) {
        const next = applyEdit(text, e);
        slices = splitYamlDocumentsAfterChange(text, slices, next, findChange(text, next));
        text = next;
        assert.deepEqual(slices, splitYamlDocuments(text), JSON.stringify(text));
      }
    }),
    { numRuns: 6000, seed: 8 },
  );
});

test('an edit in the middle of a big stream re-splits only around it', () => {
  const text = catalogYaml(200);
  const before = splitYamlDocuments(text);
  const at = text.indexOf('tool_00100');
  const next = text.slice(0, at) + 'x' + text.slice(at);
  const after = splitYamlDocumentsAfterChange(text, before, next, findChange(text, next));
  assert.deepEqual(after, splitYamlDocuments(next));
  // Slices before the edit are the previous objects themselves (not rescanned).
  assert.equal(after[50], before[50]);
});

test('a moved document answers single location look-ups without copying its whole map', () => {
  const text = catalogYaml(3);
  const before = parseFile(text, 'yaml');
  const after = parseFile('# moved\n' + text, 'yaml', undefined, before);
  const doc = after.documents[2];
  const root = doc.locations.get('');
  assert.ok(root);
  assert.equal(root.value.start, before.documents[2].locations.get('')!.value.start + 8);
  assert.equal(doc.locations.get(''), root, 'the same object on every read');
  assert.equal(doc.locations.has('/nope'), false);
  // Iterating afterwards gives the full shifted map, including the object already handed out.
  const all = new Map(doc.locations);
  assert.equal(all.get(''), root);
  assert.equal(all.size, before.documents[2].locations.size);
  // The first document's extent holds the new comment: parsed anew; the others are reused.
  assert.deepEqual(after.reusedFrom, [-1, 1, 2]);
});

test('utf8LengthChange: the byte size difference, with surrogate pairs cut and joined by the edit (property)', () => {
  const unit = fc.constantFrom('a', 'ñ', '€', '\ud83d', '\ude00', '😀', '\n');
  fc.assert(
    fc.property(fc.string({ unit, maxLength: 30 }), editArb(['', 'x', '\ud83d', '\ude00', '😀', 'é']), (base, edits) => {
      let text = base;
      assert.equal(utf8Length(text), Buffer.byteLength(text, 'utf8'));
      for (const e of edits) {
        const next = applyEdit(text, e);
        assert.equal(utf8LengthChange(text, next), Buffer.byteLength(next, 'utf8') - Buffer.byteLength(text, 'utf8'), JSON.stringify([text, next]));
        text = next;
      }
    }),
    { numRuns: 3000, seed: 13 },
  );
});
