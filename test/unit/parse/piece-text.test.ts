// The editor's text in pieces (PieceText), its documents (LiveDocument) and the
// change they report must agree exactly with plain strings, with the
// TextDocument of vscode-languageserver-textdocument (the oracle: it is what
// the server used before), and with a fresh parse.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { PieceText } from '../../../server/src/core/text/piece-text';
import { composeChanges, findChange, type TextChange } from '../../../server/src/core/text/text-change';
import { LineIndex } from '../../../server/src/core/text/line-index';
import { LiveDocument } from '../../../server/src/session/live-document';
import { parseFile } from '../../../server/src/core/parse';
import { validateFile } from '../../../server/src/core/validate-file';
import { textOf } from '../../../server/src/core/text/source-text';
import { catalogYaml } from '../../../bench/parse/catalog';

const units = fc.constantFrom('a', 'b', '\n', '\r', '\r\n', ' ', '😀', '-', '#');
const edit = fc.record({ pos: fc.nat(), del: fc.nat({ max: 40 }), ins: fc.string({ unit: units, maxLength: 50 }) });

/** Applies an edit to a string and to a PieceText, both clamped the same way. */
function apply(text: string, e: { pos: number; del: number; ins: string }): { start: number; end: number; next: string } {
  const start = e.pos % (text.length + 1);
  const end = Math.min(text.length, start + e.del);
  return { start, end, next: text.slice(0, start) + e.ins + text.slice(end) };
}

test('PieceText reads like the string it stands for, through any sequence of edits (property, tiny pieces)', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: units, maxLength: 80 }),
      fc.array(edit, { minLength: 1, maxLength: 25 }),
      fc.constantFrom(1, 2, 3, 8),
      (base, edits, size) => {
        let text = base;
        let pieces = PieceText.from(base, size);
        for (const e of edits) {
          const { start, end, next } = apply(text, e);
          pieces = pieces.replace(start, end, e.ins);
          text = next;
          assert.equal(pieces.length, text.length);
          for (let i = -1; i <= text.length; i++) assert.deepEqual(pieces.charCodeAt(i), text.charCodeAt(i), `charCodeAt(${i})`);
          for (let a = 0; a <= text.length; a += 3)
            for (let b = a; b <= text.length; b += 2) assert.equal(pieces.slice(a, b), text.slice(a, b));
        }
        assert.equal(pieces.toString(), text);
        assert.equal(textOf(pieces), text);
      },
    ),
    { numRuns: 400, seed: 5 },
  );
});

test('PieceText keeps pieces bounded: a long paste is cut, and many deletions do not leave a piece per character', () => {
  let pieces = PieceText.from('x'.repeat(1000), 16);
  pieces = pieces.replace(500, 500, 'y'.repeat(10_000));
  assert.equal(pieces.toString(), 'x'.repeat(500) + 'y'.repeat(10_000) + 'x'.repeat(500));
  const count = (p: PieceText) => (p as unknown as { pieces: string[] }).pieces.length;
  assert.ok(count(pieces) <= Math.ceil(11_000 / 16) + 2, `pieces after a paste: ${count(pieces)}`);
  for (let k = 0; k < 900; k++) pieces = pieces.replace(100, 101, '');
  assert.equal(pieces.length, 11_000 - 900);
  assert.equal(pieces.slice(0, 100), 'x'.repeat(100));
  assert.ok(count(pieces) <= Math.ceil(10_100 / 16) + 2, `pieces after deletions: ${count(pieces)}`);
});

test('composeChanges covers both changes: outside the composed region the texts agree (property)', () => {
  fc.assert(
    fc.property(fc.string({ unit: units, maxLength: 60 }), edit, edit, (t0, e1, e2) => {
      const a = apply(t0, e1);
      const b = apply(a.next, e2);
      const first: TextChange = { start: a.start, oldEnd: a.end, newEnd: a.start + e1.ins.length };
      const second: TextChange = { start: b.start, oldEnd: b.end, newEnd: b.start + e2.ins.length };
      const c = composeChanges(first, second);
      const t2 = b.next;
      assert.ok(c.start <= c.oldEnd && c.oldEnd <= t0.length && c.start <= c.newEnd && c.newEnd <= t2.length, JSON.stringify(c));
      assert.equal(t2.length - t0.length, c.newEnd - c.oldEnd);
      assert.equal(t0.slice(0, c.start), t2.slice(0, c.start));
      assert.equal(t0.slice(c.oldEnd), t2.slice(c.newEnd));
      // Never narrower than the minimal change.
      const minimal = findChange(t0, t2);
      assert.ok(c.start <= minimal.start && c.oldEnd >= minimal.oldEnd, `${JSON.stringify(c)} vs ${JSON.stringify(minimal)}`);
    }),
    { numRuns: 3000, seed: 8 },
  );
});

/** LSP-style edits (ranges in line/character), as a client sends them, built against the client's copy. */
const lspEdit = fc.record({
  pos: fc.nat(),
  len: fc.nat({ max: 30 }),
  text: fc.string({ unit: units, maxLength: 30 }),
  full: fc.integer({ min: 0, max: 30 }),
  reversed: fc.boolean(),
});

test('LiveDocument equals the vscode TextDocument after the same content changes, and its changeSince covers them (property)', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: units, maxLength: 80 }),
      fc.array(fc.array(lspEdit, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 20 }),
      (base, batches) => {
        let oracle = TextDocument.create('file:///a.yaml', 'yaml', 1, base);
        let live = LiveDocument.create('file:///a.yaml', 'yaml', 1, base);
        const versions: { doc: LiveDocument; text: string }[] = [{ doc: live, text: base }];
        for (const batch of batches) {
          // Each change of a batch is made against the text left by the ones before it, as a client does.
          let client = TextDocument.create(oracle.uri, 'yaml', 0, oracle.getText()); // (update changes a TextDocument in place)
          const changes = batch.map((e) => {
            const change =
              e.full === 0
                ? { text: e.text }
                : (() => {
                    const text = client.getText();
                    const start = e.pos % (text.length + 1);
                    const range = { start: client.positionAt(start), end: client.positionAt(start + e.len) };
                    // Clients send ranges in order; a reversed one must still be read as TextDocument reads it.
                    return { range: e.reversed ? { start: range.end, end: range.start } : range, text: e.text };
                  })();
            client = TextDocument.update(client, [change], client.version);
            return change;
          });
          const version = oracle.version + 1;
          oracle = TextDocument.update(oracle, changes, version);
          live = LiveDocument.update(live, changes, version);
          const text = oracle.getText();
          assert.equal(live.getText(), text);
          assert.equal(live.lineCount, oracle.lineCount);
          for (let o = 0; o <= text.length + 1; o++) assert.deepEqual(live.positionAt(o), oracle.positionAt(o), `positionAt(${o})`);
          for (let line = -1; line <= oracle.lineCount; line++) {
            for (const character of [0, 1, 3, 100]) {
              const p = { line, character };
              assert.equal(live.offsetAt(p), oracle.offsetAt(p), `offsetAt(${JSON.stringify(p)})`);
            }
            assert.deepEqual(live.getLineRange(line), oracle.getLineRange(line), `getLineRange(${line})`);
            assert.equal(live.getEOLCharacters(line), oracle.getEOLCharacters(line), `getEOLCharacters(${line})`);
          }
          const range = { start: oracle.positionAt(1), end: oracle.positionAt(text.length - 1) };
          assert.equal(live.getText(range), oracle.getText(range));
          for (const earlier of versions.slice(-16)) {
            const c = live.changeSince(earlier.doc);
            assert.ok(c, 'a recent version has a change');
            assert.equal(earlier.text.slice(0, c.start), text.slice(0, c.start));
            assert.equal(earlier.text.slice(c.oldEnd), text.slice(c.newEnd));
            assert.equal(text.length - earlier.text.length, c.newEnd - c.oldEnd);
          }
          versions.push({ doc: live, text });
        }
        if (versions.length > 17) assert.equal(live.changeSince(versions[0].doc), undefined, 'too old: no change');
        assert.equal(live.changeSince(TextDocument.create('file:///a.yaml', 'yaml', 1, base)), undefined, 'not a LiveDocument: no change');
      },
    ),
    { numRuns: 300, seed: 13 },
  );
});

test('the engine given a LiveDocument and its hints gives exactly the report of a fresh validation (property, real catalog)', () => {
  const catalog = catalogYaml(12);
  const fragments = ['\n', 'x', 'type: 42', '---\n', '\n---\n', '  - name: q\n', ': :', '"', '\u0000', 'é', '😀', '\r\n', '#c\n', '...\n'];
  fc.assert(
    fc.property(
      fc.array(fc.record({ pos: fc.nat(), del: fc.nat({ max: 60 }), ins: fc.constantFrom(...fragments) }), { minLength: 1, maxLength: 12 }),
      (edits) => {
        let doc = LiveDocument.create('file:///c.atdf.yaml', 'atdf', 1, catalog);
        let report = validateFile(doc.source, { language: 'yaml', hint: { lines: doc.lines } });
        for (const e of edits) {
          const text = doc.getText();
          const start = e.pos % (text.length + 1);
          const range = { start: doc.positionAt(start), end: doc.positionAt(start + e.del) };
          const before = doc;
          doc = LiveDocument.update(doc, [{ range, text: e.ins }], doc.version + 1);
          report = validateFile(doc.source, {
            language: 'yaml',
            previous: report,
            hint: { change: doc.changeSince(before), lines: doc.lines },
          });
          const fresh = validateFile(doc.getText(), { language: 'yaml' });
          assert.deepEqual(report.diagnostics, fresh.diagnostics);
          assert.deepEqual(
            report.parsed.documents.map((d) => [d.index, d.span, d.extent, d.unusable, d.value, [...d.locations], d.problems]),
            fresh.parsed.documents.map((d) => [d.index, d.span, d.extent, d.unusable, d.value, [...d.locations], d.problems]),
          );
        }
      },
    ),
    { numRuns: 100, seed: 17 },
  );
});

test('a wrong hint cannot make the parse wrong when it does not fit the texts (length mismatch: the texts are compared instead)', () => {
  const before = parseFile('a: 1\n---\nb: 2\n', 'yaml');
  const after = parseFile('a: 1\n---\nb: 22\n', 'yaml', undefined, before, {
    change: { start: 0, oldEnd: 0, newEnd: 0 },
    lines: new LineIndex('x'),
  });
  const fresh = parseFile('a: 1\n---\nb: 22\n', 'yaml');
  assert.deepEqual(
    after.documents.map((d) => [d.value, d.span]),
    fresh.documents.map((d) => [d.value, d.span]),
  );
});
