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
import { documentCuts, documentCutsAfterChange } from '../../../server/src/core/parse/split';
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

test('LineIndex.afterChange equals a fresh index, with \\r, \\n and \\r\\n around the edit, in blocks of any size (property)', () => {
  const fragments = ['\n', '\r', '\r\n', 'a', 'bc\n', '\n\r', '', 'x\ry', '😀\n', '\n\n\n\n\n\n\n\n\n\n'];
  fc.assert(
    fc.property(
      fc.string({ unit: fc.constantFrom('a', 'b', '\n', '\r', '\r\n', ' '), maxLength: 60 }),
      fc.array(fc.record({ pos: fc.nat(), del: fc.nat({ max: 30 }), ins: fc.constantFrom(...fragments) }), { minLength: 1, maxLength: 20 }),
      fc.constantFrom(1, 2, 3, 5, 2048),
      (base, edits, blockLines) => {
        let text = base;
        let lines = new LineIndex(text, blockLines);
        for (const e of edits) {
          const next = applyEdit(text, e);
          // Changes as an editor gives them: not always the minimal one.
          const minimal = findChange(text, next);
          const change = e.del % 3 === 0 ? { start: 0, oldEnd: text.length, newEnd: next.length } : minimal;
          lines = LineIndex.afterChange(lines, next, change);
          text = next;
          const fresh = new LineIndex(text);
          assert.deepEqual(lineStarts(lines), lineStarts(fresh), JSON.stringify(text));
          for (let o = -1; o <= text.length + 1; o++) {
            assert.deepEqual(lines.positionAt(o), fresh.positionAt(o));
            assert.equal(lines.lineAt(o), fresh.lineAt(o));
          }
          for (let line = -1; line <= fresh.lineCount; line++) {
            assert.equal(lines.lineEnd(line), fresh.lineEnd(line));
            assert.equal(lines.offsetAt({ line, character: 1 }), fresh.offsetAt({ line, character: 1 }));
          }
        }
      },
    ),
    { numRuns: 1500, seed: 5 },
  );
});

test('LineIndex blocks stay few and bounded through many edits', () => {
  let text = 'line\n'.repeat(1000);
  let lines = new LineIndex(text, 16);
  const blocksOf = (l: LineIndex) => (l as unknown as { blocks: Int32Array[] }).blocks;
  for (let k = 0; k < 2000; k++) {
    const at = (k * 7919) % (text.length + 1);
    const ins = k % 3 === 0 ? 'a\nb\n' : '';
    const del = k % 3 === 0 ? 0 : Math.min(3, text.length - at);
    const next = text.slice(0, at) + ins + text.slice(at + del);
    lines = LineIndex.afterChange(lines, next, findChange(text, next));
    text = next;
  }
  assert.deepEqual(lineStarts(lines), lineStarts(new LineIndex(text)));
  const sizes = blocksOf(lines).map((b) => b.length);
  assert.ok(Math.max(...sizes) <= 2 * 16 + 40, `largest block ${Math.max(...sizes)}`);
  assert.ok(sizes.length <= 4 * Math.ceil(lines.lineCount / 16) + 2, `${sizes.length} blocks for ${lines.lineCount} lines`);
});

test('documentCutsAfterChange equals a fresh split, and its head and tail are the previous cuts (property)', () => {
  const fragments = [
    '---\n',
    '--- ',
    '---',
    '...\n',
    '...',
    '%YAML 1.2\n',
    '# c\n',
    '\n',
    '\r\n',
    '\r',
    'a: 1\n',
    '-',
    '.',
    '%',
    'x',
    ' ',
    '----\n',
    '--- # c\n',
    '---\nx\n---\n',
    'a\n...\nb\n',
    '\n---\n',
    '\n...\n%TAG ! x\n---\n',
    '',
  ];
  const bases = [
    catalogYaml(3),
    '---\n---\n',
    'a: 1\n...\nb: 2\n...\n%YAML 1.2\n---\nc\n',
    '# only\n',
    '',
    '---\r\na: 1\r\n---\r\nb\r\n',
    '---\na\n---\nb\n---\nc\n---\nd\n',
    'a\n...\nb\n...\nc\n...\n%Y\n---\nd\n',
  ];
  fc.assert(
    fc.property(fc.constantFrom(...bases), editArb(fragments), (base, edits) => {
      let text = base;
      let cuts = documentCuts(text);
      for (const e of edits) {
        const next = applyEdit(text, e);
        const change = findChange(text, next);
        const after = documentCutsAfterChange(text, cuts, next, change);
        const fresh = splitYamlDocuments(next);
        assert.deepEqual(
          after.cuts,
          fresh.map((s) => s.start),
          JSON.stringify(next),
        );
        // The head: the previous cuts, wholly before the change; the tail: the previous ones from `old` on, moved.
        assert.deepEqual(after.cuts.slice(0, after.head), cuts.slice(0, after.head));
        if (after.head < cuts.length) assert.ok(after.head === 0 || cuts[after.head] < change.start);
        if (after.tail) {
          const moved = cuts.slice(after.tail.old).map((c) => c + change.newEnd - change.oldEnd);
          assert.deepEqual(after.cuts.slice(after.tail.at), moved);
          assert.ok(cuts[after.tail.old] >= change.oldEnd, 'the tail lies wholly after the change');
        }
        cuts = after.cuts;
        text = next;
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
  // Both texts read through a counter: only the edited document's lines may be read.
  const counted = (s: string) => {
    const reads = new Set<number>();
    return {
      reads,
      source: {
        length: s.length,
        charCodeAt: (i: number) => (reads.add(i), s.charCodeAt(i)),
        slice: (a: number, b?: number) => {
          for (let i = a; i < (b ?? s.length); i++) reads.add(i);
          return s.slice(a, b);
        },
      },
    };
  };
  const prev = counted(text);
  const now = counted(next);
  const after = documentCutsAfterChange(
    prev.source,
    before.map((s) => s.start),
    now.source,
    findChange(text, next),
  ).cuts;
  assert.deepEqual(
    after,
    splitYamlDocuments(next).map((s) => s.start),
  );
  const documentLength = text.length / 200;
  assert.ok(
    prev.reads.size + now.reads.size < 3 * documentLength,
    `read ${prev.reads.size} + ${now.reads.size} characters of ${text.length}`,
  );
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
        assert.equal(
          utf8LengthChange(text, next),
          Buffer.byteLength(next, 'utf8') - Buffer.byteLength(text, 'utf8'),
          JSON.stringify([text, next]),
        );
        text = next;
      }
    }),
    { numRuns: 3000, seed: 13 },
  );
});
