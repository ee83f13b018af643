// Where a stepwise first validation ends its steps: at a `---` line, which the
// YAML splitter always treats as a document boundary.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markerLineAfter } from '../../../server/src/features/analysis';
import { splitYamlDocuments } from '../../../server/src/core/parse';

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
