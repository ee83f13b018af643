// `atdf validate --fix` over the real bundled CLI (issue 31): the editor's preferred quick fixes applied to the
// files until none is left, only the fixed places changed, idempotent.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundledCli } from '../../cli-bundle';

let cli: string;
let dir: string;
before(async () => {
  cli = await bundledCli();
  dir = mkdtempSync(path.join(os.tmpdir(), 'atdf-fix-'));
  return () => rmSync(dir, { recursive: true, force: true });
});

function atdf(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, 'validate', ...args], { cwd: dir, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

// A misspelled type (fix: the closest name) and an unused suppression comment (fix: remove it), among comments and
// a layout of the author's; an unknown example key has no preferred fix (which key was meant is the author's call).
const BROKEN = `# my tool, my layout
tool:
  name: search_notes
  # keep this comment
  description:   Searches the notes by a query and returns the matching titles.
  input:
    type: objct
    properties:
      query: {type: string, description: The words to look for.}   # and this one
    required: [query]
  # atdf-disable-next-line atdf/name-style
  examples:
    - title: Find the meeting notes
      input: {query: meeting}
`;

test('--fix applies the fixes, reports them, leaves every other byte, and a second run changes nothing', () => {
  const file = path.join(dir, 'notes.atdf.yaml');
  writeFileSync(file, BROKEN);
  const before = atdf('notes.atdf.yaml');
  assert.match(before.stdout, /\(schema\/unknown-type\)/);
  assert.match(before.stdout, /\(config\/unused-suppression\)/);

  const r = atdf('--fix', 'notes.atdf.yaml');
  assert.match(r.stderr, /^atdf: fixed 2 problems in notes\.atdf\.yaml$/m);
  assert.equal(r.code, 1, 'the unknown example key remains, reported');
  assert.doesNotMatch(r.stdout, /unknown-type|unused-suppression/);
  assert.match(r.stdout, /unknown key "title"/);
  const text = readFileSync(file, 'utf8');
  assert.equal(
    text,
    BROKEN.replace('type: objct', 'type: "object"').replace('  # atdf-disable-next-line atdf/name-style\n', ''),
    'only the two fixed places changed',
  );

  const again = atdf('--fix', 'notes.atdf.yaml');
  assert.doesNotMatch(again.stderr, /fixed/);
  assert.equal(readFileSync(file, 'utf8'), text, 'idempotent');
});

test('a clean file is not rewritten; --fix with stdin is a usage error', () => {
  const file = path.join(dir, 'clean.atdf.yaml');
  const clean = 'tool:\n  name: echo\n  description: Echoes the given text back unchanged.\n  input: {type: object}\n';
  writeFileSync(file, clean);
  const r = atdf('--fix', 'clean.atdf.yaml');
  assert.doesNotMatch(r.stderr, /fixed/);
  assert.equal(readFileSync(file, 'utf8'), clean);
  const stdin = atdf('--fix', '-');
  assert.equal(stdin.code, 2);
  assert.match(stdin.stderr, /--fix writes files back: it cannot fix stdin/);
});
