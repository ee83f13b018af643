// Incremental parsing: reused documents must equal freshly parsed ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseFile } from '../../../server/src/core/parse';
import type { ParsedDocument, ParsedFile } from '../../../server/src/core/parse/types';
import { catalogYaml } from '../../../bench/parse/catalog';
import { textOf } from '../../../server/src/core/text/source-text';

/** Everything a consumer can observe of a document. */
function observable(d: ParsedDocument) {
  return {
    index: d.index,
    value: d.value,
    span: d.span,
    extent: d.extent,
    locations: [...d.locations],
    problems: d.problems,
    unusable: d.unusable,
  };
}
function assertSameAsFresh(incremental: ParsedFile): void {
  const fresh = parseFile(textOf(incremental.text), incremental.language);
  assert.deepEqual(incremental.documents.map(observable), fresh.documents.map(observable));
}

const STREAM = catalogYaml(6);

test('an edit inside one document re-parses only that document', () => {
  const before = parseFile(STREAM, 'yaml');
  const at = STREAM.indexOf('tool_00003');
  const text = STREAM.slice(0, at) + 'renamed_tool_' + STREAM.slice(at);
  const after = parseFile(text, 'yaml', undefined, before);
  assertSameAsFresh(after);
  assert.equal(after.documents.length, 6);
  // Documents before the edit are the very same objects; after it, shifted copies; the edited one is new.
  for (let i = 0; i < 3; i++) assert.equal(after.documents[i], before.documents[i]);
  assert.ok(!before.documents.includes(after.documents[3]));
  for (let i = 4; i < 6; i++) {
    assert.notEqual(after.documents[i], before.documents[i]);
    assert.equal(after.documents[i].value, before.documents[i].value, 'the value is shared, not re-built');
  }
});

test('inserting and removing whole documents shifts indexes and spans', () => {
  const before = parseFile(STREAM, 'yaml');
  const cut = STREAM.indexOf('---', STREAM.indexOf('tool_00001'));
  const inserted = STREAM.slice(0, cut) + '---\nextra: [1, 2]\n' + STREAM.slice(cut);
  const a = parseFile(inserted, 'yaml', undefined, before);
  assertSameAsFresh(a);
  assert.equal(a.documents.length, 7);
  const removed = parseFile(STREAM.slice(0, cut) + STREAM.slice(STREAM.indexOf('---', cut + 3)), 'yaml', undefined, before);
  assertSameAsFresh(removed);
  assert.equal(removed.documents.length, 5);
});

test('the same text returns the previous parse; other limits or languages parse again', () => {
  const before = parseFile(STREAM, 'yaml');
  assert.equal(parseFile(STREAM, 'yaml', undefined, before), before);
  const other = parseFile(STREAM, 'yaml', { maxDepth: 50 }, before);
  assert.notEqual(other.documents[0], before.documents[0]);
  assert.equal(other.limits!.maxDepth, 50);
});

test('random edits: incremental parse equals a fresh parse (property)', () => {
  const base = catalogYaml(4) + '---\na: &x {b: 1}\nc: *x\nd: [1,\n';
  const fragments = [
    '---\n',
    '\n',
    'key: value\n',
    '  - item\n',
    '"',
    '[',
    ']',
    ': ',
    '#',
    '...\n',
    'a: 1\n',
    '\r\n',
    '\t',
    '&a ',
    '*a',
    'dup: 1\ndup: 2\n',
    'ñ😀',
  ];
  fc.assert(
    fc.property(
      fc.array(fc.record({ pos: fc.nat(), del: fc.nat({ max: 20 }), ins: fc.constantFrom(...fragments) }), { minLength: 1, maxLength: 6 }),
      (edits) => {
        let text = base;
        let prev = parseFile(text, 'yaml');
        for (const e of edits) {
          const p = e.pos % (text.length + 1);
          text = text.slice(0, p) + e.ins + text.slice(p + e.del);
          prev = parseFile(text, 'yaml', undefined, prev);
          assertSameAsFresh(prev);
        }
      },
    ),
    { numRuns: 150, seed: 42 },
  );
});
