import { test } from 'node:test';
import assert from 'node:assert/strict';
import { safeBaseName, uniqueFileNames } from '../../../server/src/core/mcp/file-names';

test('tool names never choose the folder: separators, .., control characters, Windows-forbidden characters', () => {
  for (const name of ['../../etc/passwd', 'a/b', 'a\\b', '..', '.hidden', 'x\u0000y', 'new\nline', 'a:b*c?"<>|', 'trailing. ', '/']) {
    const base = safeBaseName(name);
    assert.doesNotMatch(base, /[/\\\u0000-\u001f:*?"<>|]/, name);
    assert.ok(!base.includes('..'), `${name} -> ${base}`);
    assert.ok(!base.startsWith('.'), `${name} -> ${base}`);
    assert.ok(!/[. ]$/.test(base), `${name} -> ${base}`);
    assert.ok(base.length > 0);
  }
  assert.equal(safeBaseName('../../etc/passwd'), '____etc_passwd');
});

test('Windows reserved names get a prefix; long names are cut to a safe byte length at a character boundary', () => {
  assert.equal(safeBaseName('CON'), '_CON');
  assert.equal(safeBaseName('lpt1'), '_lpt1');
  assert.equal(safeBaseName('console'), 'console');
  const long = safeBaseName('é'.repeat(500));
  assert.ok(Buffer.byteLength(long, 'utf8') <= 180);
  assert.equal(long, 'é'.repeat(90));
});

test('ordinary names are kept as they are', () => {
  assert.deepEqual(uniqueFileNames(['echo', 'get-sum', 'read_file', 'ünïcode', 'a.b']), [
    'echo.atdf.yaml',
    'get-sum.atdf.yaml',
    'read_file.atdf.yaml',
    'ünïcode.atdf.yaml',
    'a.b.atdf.yaml',
  ]);
});

test('names that collide after sanitizing, or only by case, get -2, -3; a real "x-2" is not overwritten', () => {
  assert.deepEqual(uniqueFileNames(['a/b', 'a\\b', 'a:b', 'Echo', 'echo', 'a_b-2']), [
    'a_b.atdf.yaml',
    'a_b-2.atdf.yaml',
    'a_b-3.atdf.yaml',
    'Echo.atdf.yaml',
    'echo-2.atdf.yaml',
    'a_b-2-2.atdf.yaml',
  ]);
});
