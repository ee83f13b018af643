// A `required` entry that names no property (issue 31: `required: [pth]` was reported only as "missing required
// member pth" in each example), over the real bundled CLI: a warning at the entry itself with the closest property,
// and `--fix` renames the entry, after which the examples are valid.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundledCli } from '../../cli-bundle';

const TOOL = `tool:
  name: files.read
  description: Reads a text file of the workspace and returns its lines.
  input:
    type: object
    properties:
      path: { type: string, description: The file to read. }
    required: [pth]
  examples:
    - input: { path: notes.txt }
`;
let cli: string;
let dir: string;
before(async () => {
  cli = await bundledCli();
  dir = mkdtempSync(path.join(os.tmpdir(), 'atdf-required-'));
  writeFileSync(path.join(dir, 'read.atdf.yaml'), TOOL);
  return () => rmSync(dir, { recursive: true, force: true });
});

const atdf = (...args: string[]) => spawnSync(process.execPath, [cli, 'validate', ...args], { cwd: dir, encoding: 'utf8' });

test('the typo is named at the required entry, with the property it likely means', () => {
  const r = atdf('--only', 'schema', 'read.atdf.yaml');
  assert.equal(
    r.stdout,
    'read.atdf.yaml:8:16: warning: /tool/input/required/0: "pth" in "required" names no property of "properties"; did you mean "path"? [/tool/input/required/0] (schema/required-undeclared)\n',
  );
});

test('--fix renames the entry; the example is then valid', () => {
  const r = atdf('--fix', 'read.atdf.yaml');
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.match(readFileSync(path.join(dir, 'read.atdf.yaml'), 'utf8'), /^ {4}required: \["path"\]$/m);
  assert.doesNotMatch(r.stdout, /required-undeclared|missing required member/);
});
