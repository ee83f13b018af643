// The web worker's node:path and node:url (server/src/web/shims/) answer as
// Node's own do for the absolute POSIX paths the server handles: the URIs the
// worker publishes must be the Node server's, byte for byte.
import assert from 'node:assert/strict';
import { posix } from 'node:path';
import { test } from 'node:test';
import * as url from 'node:url';
import * as path from '../../../server/src/web/shims/path';
import * as urlShim from '../../../server/src/web/shims/url';

const PATHS = [
  '/',
  '/a',
  '/a/b/c.atdf.yaml',
  '/a/b/',
  '/a//b/./c/../d',
  '/a/../../b',
  '/with space/ü/日本.atdf.yaml',
  '/odd/100%/a#b?c/tab\there/back\\slash/new\nline',
  '/x/.atdfrc.yaml',
  '/x/.hidden',
];

test('path: join, resolve, dirname, basename, extname, relative, normalize, isAbsolute as path.posix', () => {
  for (const p of PATHS) {
    assert.equal(path.normalize(p), posix.normalize(p), `normalize ${p}`);
    assert.equal(path.resolve(p), posix.resolve(p), `resolve ${p}`);
    assert.equal(path.dirname(p), posix.dirname(p), `dirname ${p}`);
    assert.equal(path.basename(p), posix.basename(p), `basename ${p}`);
    assert.equal(path.extname(p), posix.extname(p), `extname ${p}`);
    assert.equal(path.isAbsolute(p), posix.isAbsolute(p));
    assert.equal(path.join(p, 'x', '..', 'y.atdf.yaml'), posix.join(p, 'x', '..', 'y.atdf.yaml'), `join ${p}`);
    assert.equal(path.resolve(p, 'sub', '.atdfrc.yaml'), posix.resolve(p, 'sub', '.atdfrc.yaml'));
    for (const q of PATHS) assert.equal(path.relative(p, q), posix.relative(p, q), `relative ${p} ${q}`);
  }
  assert.equal(path.join('a', '', 'b'), posix.join('a', '', 'b'));
  assert.equal(path.basename('/a/b.atdf.yaml', '.yaml'), posix.basename('/a/b.atdf.yaml', '.yaml'));
});

test('url: pathToFileURL and fileURLToPath as node:url', () => {
  for (const p of PATHS) {
    const href = url.pathToFileURL(p).href;
    assert.equal(urlShim.pathToFileURL(p).href, href, `pathToFileURL ${JSON.stringify(p)}`);
    assert.equal(urlShim.fileURLToPath(href), url.fileURLToPath(href), `fileURLToPath ${href}`);
  }
  for (const bad of ['http://x/a', 'file://host/a', 'file:///a%2Fb'])
    assert.throws(() => urlShim.fileURLToPath(bad), `${bad} is refused, as Node refuses it`);
});
