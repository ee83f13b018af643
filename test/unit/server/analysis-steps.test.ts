// Where a stepwise first validation ends its steps: at a `---` line, which the
// YAML splitter always treats as a document boundary.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AnalysisStore, markerLineAfter } from '../../../server/src/session/analysis';
import { LiveDocument } from '../../../server/src/session/live-document';
import { DEFAULT_SETTINGS } from '../../../server/src/session/settings';
import { generateCatalog } from '../../../bench/gen-catalog';
import { splitYamlDocuments } from '../../../server/src/core/parse';
import { createEngine } from '../../../server/src/core/index';

test('the first `---` marker line at or after an offset, never a `---` inside a line or `----`', () => {
  const text = 'a: 1\nb: "x ---"\n----\n---\nc: 2\r\n--- # c\r\nd: 3\n---';
  assert.equal(markerLineAfter(text, 0), text.indexOf('---\nc'));
  assert.equal(markerLineAfter(text, text.indexOf('---\nc')), text.indexOf('---\nc'), 'at the offset itself');
  assert.equal(markerLineAfter(text, text.indexOf('---\nc') + 1), text.indexOf('--- # c'));
  assert.equal(markerLineAfter(text, text.indexOf('d: 3')), text.length - 3, 'a marker at the very end');
  assert.equal(markerLineAfter('a: 1\n', 0), -1);
  assert.equal(markerLineAfter('---\na: 1\n', 0), -1, 'the first line has no line break before it: never a step end');
});

test('every step end is where a slice of the split starts (so the slices of a step are those of the whole file)', () => {
  const text = Array.from({ length: 30 }, (_, i) => `# tool ${i}\n---\ntool_id: t${i}\ndescription: "d ---"\nx: |\n  ---x\n`).join('');
  const starts = new Set(splitYamlDocuments(text).map((s) => s.start));
  let count = 0;
  for (let cut = markerLineAfter(text, 50); cut > 0; cut = markerLineAfter(text, cut + 50)) {
    count++;
    assert.ok(starts.has(cut), `cut at ${cut} is where a slice of the split starts`);
  }
  assert.ok(count > 10);
});

test('a big file under the size limit is validated in steps even when its UTF-16 length x 3 passes the limit; one over it is not validated', async () => {
  const text = generateCatalog(2700); // about 3.8 MB: x 3 is over the 10 MB limit, its UTF-8 size is not
  assert.ok(text.length * 3 > DEFAULT_SETTINGS.maxFileSize && Buffer.byteLength(text) < DEFAULT_SETTINGS.maxFileSize);
  const doc = LiveDocument.create('file:///big.atdf.yaml', 'atdf', 1, text);
  const store = new AnalysisStore(createEngine(), () => 'en');
  let steps = 0;
  const analysis = await store.analyzeInSteps(doc, DEFAULT_SETTINGS, () => (steps++, true));
  assert.ok(steps > 10, `yielded ${steps} times`);
  assert.equal(analysis?.report?.documents.length, 2700);
  assert.deepEqual(analysis?.report?.diagnostics, []);

  const small = { ...DEFAULT_SETTINGS, maxFileSize: 1_000_000 };
  let tooLargeSteps = 0;
  const other = new AnalysisStore(createEngine(), () => 'en');
  const refused = await other.analyzeInSteps(
    LiveDocument.create('file:///big2.atdf.yaml', 'atdf', 1, text),
    small,
    () => (tooLargeSteps++, true),
  );
  assert.equal(tooLargeSteps, 0);
  assert.equal(refused?.tooLarge?.limit, 1_000_000);
});

test('a stream validated in many steps gets the same diagnostics, in the same order, as validated whole (each step keeps the earlier ones as they are)', async () => {
  // Tiny documents with diagnostics each (not ATDF: missing members, a wrong type), some with a lint finding.
  const text = Array.from({ length: 3000 }, (_, i) =>
    i % 7 === 0 ? `---\ntool_id: t${i}\ndescription: "TODO"\n` : `---\nname: t${i}\nversion: ${i % 3 === 0 ? '[1]' : '"1"'}\n`,
  ).join('');
  const doc = LiveDocument.create('file:///tiny.atdf.yaml', 'atdf', 1, text);
  let steps = 0;
  const stepped = await new AnalysisStore(
    createEngine(),
    () => 'en',
    () => 2000,
  ).analyzeInSteps(doc, DEFAULT_SETTINGS, () => (steps++, true));
  const whole = new AnalysisStore(createEngine(), () => 'en').analyze(doc, DEFAULT_SETTINGS);
  assert.ok(steps > 20, `yielded ${steps} times`);
  assert.ok((whole?.report?.diagnostics.length ?? 0) > 6000);
  assert.deepEqual(stepped?.report?.diagnostics, whole?.report?.diagnostics);
});
