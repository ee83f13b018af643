// Regression (found by the LSP fuzz test): when an edit above a document of a
// YAML stream moves it down, its reused diagnostics move with it, and so must
// the line a duplicate-key message names ("first defined on line N").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateFile } from '../../../server/src/core/validate-file';

const first = 'tool_id: a.one\ndescription: One.\n';
const second = 'tool_id: b.two\ndescription: Two.\nwhen_to_use: Often.\ndescription: Again.\n';

test('a reused document that moved keeps its duplicate-key message in step with its new lines', () => {
  const before = validateFile(`${first}---\n${second}`, { language: 'yaml' });
  for (const inserted of ['# one line\n', '# two\n# lines\n']) {
    const text = `${inserted}${first}---\n${second}`;
    const incremental = validateFile(text, { language: 'yaml', previous: before });
    const fresh = validateFile(text, { language: 'yaml' });
    assert.deepEqual(incremental.diagnostics, fresh.diagnostics);
    const duplicate = fresh.diagnostics.find((d) => d.code === 'yaml/duplicate-key');
    assert.ok(duplicate, 'the duplicate key is reported');
    const namedLine = Number(/first defined on line (\d+)/.exec(duplicate.message)?.[1]);
    assert.equal(text.split('\n')[namedLine - 1], 'description: Two.');
  }
});
