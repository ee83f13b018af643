// The bounded reader on its own: the limit is on bytes actually read (one past
// it is "too large", whatever stat says), and what is not a regular file is
// refused before anything is read; the sync and async readers agree.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { readBounded, readBoundedSync, type BoundedRead } from '../../../server/src/files/read-bounded';

const dir = mkdtempSync(join(tmpdir(), 'atdf-read-bounded-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function both(path: string, limit: number): Promise<BoundedRead> {
  const sync = readBoundedSync(path, limit);
  assert.deepEqual(await readBounded(path, limit), sync, `sync and async agree on ${path}`);
  return sync;
}

test('a regular file is read whole up to the limit, and refused one byte over it', async () => {
  const file = join(dir, 'a.txt');
  writeFileSync(file, 'x'.repeat(3_000_000));
  const whole = await both(file, 3_000_000);
  assert.equal(whole.kind, 'ok');
  assert.equal(whole.kind === 'ok' && whole.bytes.length, 3_000_000);
  assert.deepEqual(await both(file, 2_999_999), { kind: 'too-large', limit: 2_999_999 });
  assert.deepEqual(await both(file, 0), { kind: 'too-large', limit: 0 });
});

test('an empty file is empty, not too large', async () => {
  writeFileSync(join(dir, 'empty.txt'), '');
  const read = await both(join(dir, 'empty.txt'), 0);
  assert.equal(read.kind === 'ok' && read.bytes.length, 0);
});

test('/proc and /sys files (stat size 0, maybe endless), devices and folders are refused, also through links', async () => {
  symlinkSync('/proc/self/pagemap', join(dir, 'pagemap'));
  symlinkSync('/dev/zero', join(dir, 'zero'));
  assert.deepEqual(await both(join(dir, 'pagemap'), 1e9), { kind: 'not-a-file', what: 'kernel pseudo-file' });
  assert.deepEqual(await both('/proc/self/status', 1e9), { kind: 'not-a-file', what: 'kernel pseudo-file' });
  assert.deepEqual(await both(join(dir, 'zero'), 1e9), { kind: 'not-a-file', what: 'device' });
  assert.deepEqual(await both(dir, 1e9), { kind: 'not-a-file', what: 'folder' });
});

test('a missing file throws ENOENT (the caller words it)', () => {
  assert.throws(() => readBoundedSync(join(dir, 'missing'), 10), { code: 'ENOENT' });
});

test('the bytes are the file, small or over several chunks (buffers are sized from stat, the read goes to the end)', async () => {
  for (const size of [1, 1500, 1024 * 1024, 2 * 1024 * 1024 + 7]) {
    const file = join(dir, `bytes-${size}.bin`);
    const content = Buffer.alloc(size);
    for (let i = 0; i < size; i++) content[i] = (i * 31 + 7) & 0xff;
    writeFileSync(file, content);
    const read = await both(file, size);
    assert.ok(read.kind === 'ok' && Buffer.from(read.bytes).equals(content), `${size} bytes read back as written`);
    assert.deepEqual(await both(file, size - 1), { kind: 'too-large', limit: size - 1 });
  }
});
