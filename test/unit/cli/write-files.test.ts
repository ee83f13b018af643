// The CLI's file writer (import-mcp, export, pin) on a real folder, with the
// commit's link/rename wrapped to inject what a test cannot time: another
// program creating a file between the check and the commit, and a failure
// halfway through the commit. All or nothing in both cases.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { writeFilesAtomically, type CommitFs } from '../../../server/src/cli/write-files';

const root = fs.mkdtempSync(path.join(tmpdir(), 'atdf-write-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));
let counter = 0;

function folderWith(files: Record<string, string>): string {
  const dir = path.join(root, `d${counter++}`);
  fs.mkdirSync(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

const contents = (dir: string) => Object.fromEntries(fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
const files = ['a', 'b', 'c', 'd'].map((n) => ({ name: `${n}.atdf.yaml`, text: `new ${n}\n` }));

/** Real link/rename, with `before(target)` run before the link of each target. */
function wrapped(before: (target: string) => void): CommitFs {
  return {
    link: (from, to) => {
      before(to);
      fs.linkSync(from, to);
    },
    rename: fs.renameSync,
  };
}

test('without --force: a file created after the check is not replaced; nothing else is written', () => {
  const dir = folderWith({});
  const race = wrapped((target) => {
    if (target.endsWith('c.atdf.yaml')) fs.writeFileSync(target, 'written meanwhile\n');
  });
  assert.throws(() => writeFilesAtomically(dir, files, false, race), /c\.atdf\.yaml" was created by another program .*nothing was changed/);
  assert.deepEqual(contents(dir), { 'c.atdf.yaml': 'written meanwhile\n' });
});

test('with --force: consent covers the files found at the check, not one created later', () => {
  const dir = folderWith({ 'a.atdf.yaml': 'old a\n' });
  const race = wrapped((target) => {
    if (target.endsWith('d.atdf.yaml')) fs.writeFileSync(target, 'written meanwhile\n');
  });
  assert.throws(() => writeFilesAtomically(dir, files, true, race), /d\.atdf\.yaml" was created by another program/);
  assert.deepEqual(contents(dir), { 'a.atdf.yaml': 'old a\n', 'd.atdf.yaml': 'written meanwhile\n' });
});

test('a failure halfway through the commit puts every committed file back as it was', () => {
  const dir = folderWith({ 'a.atdf.yaml': 'old a\n', 'b.atdf.yaml': 'old b\n', 'd.atdf.yaml': 'old d\n' });
  const failing = wrapped((target) => {
    if (target.endsWith('c.atdf.yaml')) throw Object.assign(new Error('EIO'), { code: 'EIO' });
  });
  assert.throws(() => writeFilesAtomically(dir, files, true, failing), /cannot write ".*c\.atdf\.yaml": EIO; nothing was changed/);
  assert.deepEqual(contents(dir), { 'a.atdf.yaml': 'old a\n', 'b.atdf.yaml': 'old b\n', 'd.atdf.yaml': 'old d\n' });
});

test('a folder where a file should go: refused before anything is written, naming it', () => {
  const dir = folderWith({ 'a.atdf.yaml': 'old a\n' });
  fs.mkdirSync(path.join(dir, 'c.atdf.yaml'));
  assert.throws(
    () => writeFilesAtomically(dir, files, true),
    (err: Error) =>
      err.message ===
      `"${path.join(dir, 'c.atdf.yaml')}" is a folder, where a file is to be written; move or rename it (or choose another folder), then run again; nothing was written`,
  );
  assert.deepEqual(fs.readdirSync(dir).sort(), ['a.atdf.yaml', 'c.atdf.yaml']);
  assert.equal(fs.readFileSync(path.join(dir, 'a.atdf.yaml'), 'utf8'), 'old a\n');
});

test('success: every file in place, the replaced ones gone, no temporary file left', () => {
  const dir = folderWith({ 'b.atdf.yaml': 'old b\n' });
  const outcome = writeFilesAtomically(dir, files, true);
  assert.deepEqual(outcome, { written: files.map((f) => path.join(dir, f.name)) });
  assert.deepEqual(contents(dir), Object.fromEntries(files.map((f) => [f.name, f.text])));
});
