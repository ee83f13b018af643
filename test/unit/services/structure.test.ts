// The engine's folding and selection over a generated catalog: the cap is
// kept (outer nodes first), folds and selections never leave their document.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createEngine } from '../../../server/src/core/index';
import { generateCatalog } from '../../../bench/gen-catalog';

const engine = createEngine();
const text = generateCatalog(50);
const parsed = engine.parse(text, 'yaml');

test('folding: at most the limit asked for, in document order, each inside one document', () => {
  const all = engine.foldingRanges(parsed);
  assert.ok(all.length > 50 * 3, `${all.length} folds for 50 tools`);
  const docs = parsed.documents;
  for (const fold of all) {
    const holder = docs.find((d) => d.span.start <= fold.start && fold.end <= d.span.end);
    assert.ok(holder, `fold ${fold.start}-${fold.end} lies in one document`);
  }
  for (let i = 1; i < all.length; i++) assert.ok(all[i - 1].start <= all[i].start, 'in document order');
  const capped = engine.foldingRanges(parsed, 10);
  assert.deepEqual(capped, all.slice(0, 10));
});

test('selection: every span holds the offset and the one before it, up to the document', () => {
  const offsets = [0, text.indexOf('rec-'), Math.floor(text.length / 2), text.length];
  const chains = engine.selectionRanges(parsed, offsets);
  assert.equal(chains.length, offsets.length);
  chains.forEach((spans, k) => {
    assert.ok(spans.length > 0);
    for (let i = 0; i < spans.length; i++) {
      assert.ok(spans[i].start <= offsets[k] && offsets[k] <= spans[i].end, 'holds the offset');
      if (i > 0) assert.ok(spans[i].start <= spans[i - 1].start && spans[i - 1].end <= spans[i].end, 'holds the inner span');
    }
    const doc = parsed.documents.find((d) => d.span.start <= offsets[k] && offsets[k] <= d.span.end);
    if (doc) assert.ok(spans.at(-1)!.start >= doc.span.start && spans.at(-1)!.end <= doc.span.end, 'no wider than its document');
  });
  assert.ok(chains[1].length >= 4, 'a value deep in a tool has its members around it');
});
