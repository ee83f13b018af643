// web/read-ahead.ts: synchronous answers for the worker's `.atdfrc` lookup and
// closed documents, fetched from the client behind them; a late answer that
// differs from what was said fires one change.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BoundedRead } from '../../../server/src/files/bounded-read';
import { MAX_AGE_MS, ReadAhead } from '../../../server/src/web/read-ahead';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const enoent = (path: string) => Object.assign(new Error(`ENOENT ${path}`), { code: 'ENOENT' });

function setup(files: Map<string, string>, isFile = (path: string) => files.has(path)) {
  let now = 0;
  let reads = 0;
  let changes = 0;
  const ahead = new ReadAhead(
    async (path): Promise<BoundedRead> => {
      reads++;
      const text = files.get(path);
      if (text === undefined) throw enoent(path);
      return { kind: 'ok', bytes: new TextEncoder().encode(text) };
    },
    async (path) => isFile(path),
    () => now,
  );
  ahead.onLateChange = () => changes++;
  return { ahead, advance: (ms: number) => (now += ms), reads: () => reads, changes: () => changes };
}

const text = (read: BoundedRead) => (read.kind === 'ok' ? new TextDecoder().decode(read.bytes) : read.kind);

test('a file not read yet is "no such file" at once; once fetched it is answered, and one change fires', async () => {
  const { ahead, changes, reads } = setup(new Map([['/p/.atdfrc.yaml', 'rules: {}\n']]));
  assert.throws(() => ahead.readSync('/p/.atdfrc.yaml', 100), { code: 'ENOENT' });
  await tick();
  assert.equal(changes(), 1);
  assert.equal(text(ahead.readSync('/p/.atdfrc.yaml', 100)), 'rules: {}\n');
  assert.equal(reads(), 1, 'answered from memory while fresh');
  assert.equal(changes(), 1);
});

test('a file that is still missing fires nothing', async () => {
  const { ahead, changes } = setup(new Map());
  assert.throws(() => ahead.readSync('/p/.atdfrc.yaml', 100), { code: 'ENOENT' });
  await tick();
  assert.throws(() => ahead.readSync('/p/.atdfrc.yaml', 100), { code: 'ENOENT' });
  assert.equal(changes(), 0);
});

test('an old answer is given, fetched again, and a change in the file fires a change', async () => {
  const files = new Map([['/p/.atdfrc.yaml', 'a']]);
  const { ahead, changes, advance } = setup(files);
  assert.throws(() => ahead.readSync('/p/.atdfrc.yaml', 100));
  await tick();
  files.set('/p/.atdfrc.yaml', 'b');
  advance(MAX_AGE_MS + 1);
  assert.equal(text(ahead.readSync('/p/.atdfrc.yaml', 100)), 'a', 'stale while revalidating');
  await tick();
  assert.equal(changes(), 2);
  assert.equal(text(ahead.readSync('/p/.atdfrc.yaml', 100)), 'b');
});

test('isFileSync: "no file" until the client says otherwise, then a change', async () => {
  const { ahead, changes } = setup(new Map([['/p/a.atdf.yaml', 'x']]));
  assert.equal(ahead.isFileSync('/p/a.atdf.yaml'), false);
  assert.equal(ahead.isFileSync('/p/gone.atdf.yaml'), false);
  await tick();
  assert.equal(changes(), 1, 'one change for the file that is there; none for the one that is not');
  assert.equal(ahead.isFileSync('/p/a.atdf.yaml'), true);
});
