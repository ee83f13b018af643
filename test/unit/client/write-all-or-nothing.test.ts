// The Import MCP Tool command's writer (client/src/commands/write-all-or-nothing.ts)
// on a fake of the small fs it is given, in memory, with failures injected where
// a real disk would fail: every outcome is all the files in place, or the folder
// exactly as it was (no temporary file left) and one message naming the path.
// The real vscode.workspace.fs is exercised by test/e2e/suite/07-import-mcp.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeAllOrNothing, WriteFailed, type FileToWrite, type SmallFs } from '../../../client/src/commands/write-all-or-nothing';

type Entry = { kind: 'file'; text: string } | { kind: 'folder' };

/** A folder in memory with vscode.workspace.fs's semantics for what the writer uses (rename without overwrite: FileExists). */
class FakeFs implements SmallFs<string> {
  readonly entries = new Map<string, Entry>();
  /** Called before each operation: throw to fail it, or change `entries` to play another program. */
  before: (op: 'stat' | 'writeFile' | 'rename' | 'delete', uri: string, target?: string) => void = () => undefined;
  readonly ops: string[] = [];

  async stat(uri: string) {
    this.before('stat', uri);
    const entry = this.entries.get(uri);
    if (!entry) throw Object.assign(new Error(`${uri} not found`), { code: 'FileNotFound' });
    return { type: entry.kind === 'folder' ? 2 : 1 };
  }
  async writeFile(uri: string, content: Uint8Array) {
    this.before('writeFile', uri);
    this.ops.push(`write ${uri}`);
    this.entries.set(uri, { kind: 'file', text: new TextDecoder().decode(content) });
  }
  async rename(source: string, target: string, options: { overwrite: boolean }) {
    this.before('rename', source, target);
    const entry = this.entries.get(source);
    if (!entry) throw Object.assign(new Error(`${source} not found`), { code: 'FileNotFound' });
    if (!options.overwrite && this.entries.has(target)) throw Object.assign(new Error(`${target} exists`), { code: 'FileExists' });
    this.ops.push(`rename ${source} ${target}`);
    this.entries.delete(source);
    this.entries.set(target, entry);
  }
  async delete(uri: string) {
    this.before('delete', uri);
    this.entries.delete(uri);
  }
  snapshot(): Record<string, string> {
    return Object.fromEntries([...this.entries].map(([k, v]) => [k, v.kind === 'file' ? v.text : '<folder>']));
  }
}

/** vscode.l10n.t's substitution of {0}, {1}... */
const l10n = {
  t: (message: string, ...args: (string | number)[]) => message.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)])),
};
const deps = (fs: FakeFs) => ({ fs, l10n, show: (u: string) => u });

const plan = (names: string[], replace: string[] = []): FileToWrite<string>[] =>
  names.map((name, i) => ({
    target: `d/${name}`,
    temp: `d/.${i}-s.atdf-tmp`,
    aside: `d/.${i}-s.atdf-old`,
    content: new TextEncoder().encode(`new ${name}`),
    replace: replace.includes(name),
  }));

const NAMES = ['a.atdf.yaml', 'b.atdf.yaml', 'c.atdf.yaml', 'mcp-tool-order.json'];

async function failure(promise: Promise<void>): Promise<WriteFailed> {
  try {
    await promise;
  } catch (err) {
    assert.ok(err instanceof WriteFailed, `a WriteFailed, not ${String(err)}`);
    return err;
  }
  assert.fail('the write succeeded');
}

test('every file lands, a consented file is replaced, and no temporary or set-aside file is left', async () => {
  const fs = new FakeFs();
  fs.entries.set('d/a.atdf.yaml', { kind: 'file', text: 'old a' });
  fs.entries.set('d/keep.txt', { kind: 'file', text: 'mine' });
  await writeAllOrNothing(deps(fs), plan(NAMES, ['a.atdf.yaml']));
  assert.deepEqual(fs.snapshot(), {
    'd/keep.txt': 'mine',
    'd/a.atdf.yaml': 'new a.atdf.yaml',
    'd/b.atdf.yaml': 'new b.atdf.yaml',
    'd/c.atdf.yaml': 'new c.atdf.yaml',
    'd/mcp-tool-order.json': 'new mcp-tool-order.json',
  });
  // Staged first, all of them, before the first file is moved into place.
  assert.deepEqual(
    fs.ops.slice(0, 5).map((op) => op.split(' ')[0]),
    ['write', 'write', 'write', 'write', 'rename'],
  );
});

test('an I/O error on the third file: the first two are undone, the replaced one gets its content back, no temp file', async () => {
  const fs = new FakeFs();
  fs.entries.set('d/a.atdf.yaml', { kind: 'file', text: 'old a' });
  const before = fs.snapshot();
  fs.before = (op, uri, target) => {
    if (op === 'rename' && uri.endsWith('.atdf-tmp') && target === 'd/c.atdf.yaml') throw new Error('EIO: i/o error');
  };
  const err = await failure(writeAllOrNothing(deps(fs), plan(NAMES, ['a.atdf.yaml'])));
  assert.equal(err.message, 'Could not write "d/c.atdf.yaml": EIO: i/o error; nothing was changed.');
  assert.deepEqual(fs.snapshot(), before);
});

test('a file created by another program after the check is not replaced, and nothing is changed', async () => {
  const fs = new FakeFs();
  fs.before = (op, _uri, target) => {
    if (op === 'rename' && target === 'd/b.atdf.yaml') fs.entries.set('d/b.atdf.yaml', { kind: 'file', text: 'theirs' });
  };
  const err = await failure(writeAllOrNothing(deps(fs), plan(NAMES)));
  assert.equal(err.message, '"d/b.atdf.yaml" was created by another program while the files were being written; nothing was changed.');
  assert.deepEqual(fs.snapshot(), { 'd/b.atdf.yaml': 'theirs' });
});

test('a folder where a consented file should go: refused by name, nothing replaced', async () => {
  const fs = new FakeFs();
  fs.entries.set('d/a.atdf.yaml', { kind: 'file', text: 'old a' });
  fs.entries.set('d/b.atdf.yaml', { kind: 'folder' });
  const before = fs.snapshot();
  const err = await failure(writeAllOrNothing(deps(fs), plan(NAMES, ['a.atdf.yaml', 'b.atdf.yaml'])));
  assert.match(err.message, /^"d\/b\.atdf\.yaml" is a folder, where a file is to be written; .*; nothing was changed\.$/);
  assert.deepEqual(fs.snapshot(), before);
});

test('a failure while staging leaves no file at all', async () => {
  const fs = new FakeFs();
  fs.before = (op, uri) => {
    if (op === 'writeFile' && uri === 'd/.2-s.atdf-tmp') throw new Error('ENOSPC: no space left on device');
  };
  const err = await failure(writeAllOrNothing(deps(fs), plan(NAMES)));
  assert.equal(err.message, 'Could not write "d/c.atdf.yaml": ENOSPC: no space left on device; nothing was changed.');
  assert.deepEqual(fs.snapshot(), {});
});

test('when a replaced file cannot be put back, the message names the copy that holds its previous content', async () => {
  const fs = new FakeFs();
  fs.entries.set('d/a.atdf.yaml', { kind: 'file', text: 'old a' });
  fs.before = (op, uri, target) => {
    if (op === 'rename' && target === 'd/c.atdf.yaml') throw new Error('EIO: i/o error');
    if (op === 'rename' && uri === 'd/.0-s.atdf-old') throw new Error('EACCES: permission denied');
  };
  const err = await failure(writeAllOrNothing(deps(fs), plan(NAMES, ['a.atdf.yaml'])));
  assert.equal(
    err.message,
    'Could not write "d/c.atdf.yaml": EIO: i/o error; the other files were put back, and the previous content of these is kept beside them: "d/a.atdf.yaml" in "d/.0-s.atdf-old".',
  );
  assert.deepEqual(fs.snapshot(), { 'd/.0-s.atdf-old': 'old a' }, 'the old content survives; the new files are gone');
});
