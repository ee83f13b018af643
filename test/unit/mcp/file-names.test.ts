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

test('names equal under NFC and Unicode case folding get distinct files (case-insensitive file systems would merge them)', () => {
  const names = ['stop', 'ſtop', 'STOP', 'straße', 'STRASSE', 'k', '\u212a', 'e\u0301', '\u00e9', '\u00c9'];
  const files = uniqueFileNames(names);
  assert.equal(new Set(files.map((f) => f.normalize('NFC').toUpperCase().toLowerCase())).size, names.length, files.join(' '));
  assert.deepEqual(files.slice(0, 3), ['stop.atdf.yaml', 'ſtop-2.atdf.yaml', 'STOP-3.atdf.yaml']);
  assert.equal(files[6], 'K-2.atdf.yaml', 'NFC maps the Kelvin sign to K');
});

test('lone surrogates never reach a file name, so three names differing only there give three files', () => {
  const files = uniqueFileNames(['x\ud800', 'x\udc00', 'x\udfff', 'ok\ud83d\ude00']);
  assert.deepEqual(files, ['x_.atdf.yaml', 'x_-2.atdf.yaml', 'x_-3.atdf.yaml', 'ok\ud83d\ude00.atdf.yaml']);
  // What the file system stores: the UTF-8 of each name, distinct.
  assert.equal(new Set(files.map((f) => Buffer.from(f, 'utf8').toString('hex'))).size, 4);
});
