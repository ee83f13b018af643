// GitHub's REST API description (the devDependency @octokit/openapi: about 1,200 operations, 13 MB of JSON, nobody
// here wrote it): imported within 10 s of CPU (as `atdf import-openapi` does it: read, MCP rules, files checked),
// with the spec-side checks of spec-checks.ts: one tool per operation, every parameter an input, every error
// response a failure, and one written file in 8 valid with no error (security lint included: issue 29's false
// findings): validating all 1,223 took ~10 s of the test's ~15 s of CPU; scripts/openapi-lint-precision.ts
// validates every one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { checkSpec } from './spec-checks';

const SPEC = path.resolve(__dirname, '../../../node_modules/@octokit/openapi/generated/api.github.com.json');
const CPU_LIMIT_MS = 10_000;

test('GitHub REST: imported in <= 10 s of CPU, tools == operations, inputs, failures, files valid (1 in 8)', (t) => {
  const doc = JSON.parse(readFileSync(SPEC, 'utf8')) as Record<string, unknown>;
  const counts = checkSpec(doc, 'api.github.com.json', { validateEvery: 8 });
  t.diagnostic(JSON.stringify(counts));
  assert.ok(counts.importCpuMs <= CPU_LIMIT_MS, `import took ${Math.round(counts.importCpuMs)} ms of CPU (limit ${CPU_LIMIT_MS})`);
  assert.ok(counts.operations > 1000, `${counts.operations} operations`);
  assert.equal(counts.tools, counts.operations);
  assert.equal(counts.files, counts.operations);
  assert.ok(counts.validated >= counts.files / 8, `${counts.validated} files validated`);
});
