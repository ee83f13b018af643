// Parsed values must not keep the text they were parsed from alive: an edited
// stream keeps the documents it did not touch, parsed from older versions of
// the file, so a value that is a view into its text (V8 slices strings of 13+
// characters that way) would pin one whole old copy of the file per edited
// document. Measured on the heap after forced collections.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createCompiler } from '../../../server/src/core/atdf/compiler';
import { validateFile } from '../../../server/src/core/validate-file';
import { generateCatalog } from '../../../bench/gen-catalog';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

test('editing many different documents does not keep old versions of the text alive', () => {
  const tools = 300;
  let text = generateCatalog(tools) + '---\ntool_id: "a quoted name, long enough to be sliced"\ndescription: "x"\n';
  const compiler = createCompiler();
  let report = validateFile(text, { language: 'yaml', compiler });
  const before = heapAfterGc();
  const edits = 60;
  for (let k = 0; k < edits; k++) {
    const at = text.indexOf(`Looks up record ${1 + Math.floor((k * tools) / edits)} of`);
    text = text.slice(0, at) + 'X' + text.slice(at);
    report = validateFile(text, { language: 'yaml', compiler, previous: report });
  }
  // A document whose YAML the fast reader leaves to the yaml package (a block scalar) must not pin either.
  for (let k = 0; k < 10; k++) {
    text = `${text}---\ntool_id: t${k}\ndescription: |\n  A block scalar long enough to be a slice ${k}\n`;
    report = validateFile(text, { language: 'yaml', compiler, previous: report });
  }
  const grown = heapAfterGc() - before;
  // Pinning keeps ~70 copies of the 0.4 MB text (~30 MB measured); without it the heap grows 1-2 MB
  // (the new documents, caches, collector noise).
  assert.ok(grown < 12 * text.length, `heap grew by ${(grown / 1e6).toFixed(1)} MB for a ${(text.length / 1e6).toFixed(2)} MB text`);
  assert.equal(report.documents.length, tools + 11);
});
