// Documents and folders as paths and back (server/src/session/uri-paths.ts): `file:` URIs are their paths on
// disk; vscode.dev's and a remote's URIs become paths under /~uri that give back the same URI, so the config
// lookup, the folder scan and cross-file references work on them too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pathToUri, uriToPath, VIRTUAL_ROOT } from '../../../server/src/session/uri-paths';

test('file: URIs are their paths on disk, both ways', () => {
  assert.equal(uriToPath('file:///home/me/tools/a.atdf.yaml'), '/home/me/tools/a.atdf.yaml');
  assert.equal(uriToPath('file:///home/me/my%20tools/a.atdf.yaml'), '/home/me/my tools/a.atdf.yaml');
  assert.equal(pathToUri('/home/me/my tools/a.atdf.yaml'), 'file:///home/me/my%20tools/a.atdf.yaml');
});

test("vscode.dev's and a remote's URIs are paths under /~uri that give back the same URI", () => {
  for (const [uri, path] of [
    ['vscode-vfs://github/acme/tools/catalog/a.atdf.yaml', `${VIRTUAL_ROOT}/vscode-vfs/github/acme/tools/catalog/a.atdf.yaml`],
    ['vscode-remote://127.0.0.1:8080/work/a.atdf.yaml', `${VIRTUAL_ROOT}/vscode-remote/127.0.0.1:8080/work/a.atdf.yaml`],
    ['vscode-vfs://github/acme/tools/my%20folder/a.atdf.yaml', `${VIRTUAL_ROOT}/vscode-vfs/github/acme/tools/my folder/a.atdf.yaml`],
    ['vscode-test-web://mount/a.atdf.yaml', `${VIRTUAL_ROOT}/vscode-test-web/mount/a.atdf.yaml`],
    ['memfs:///folder/a.atdf.yaml', `${VIRTUAL_ROOT}/memfs/~/folder/a.atdf.yaml`],
  ]) {
    assert.equal(uriToPath(uri), path, uri);
    assert.equal(pathToUri(path), uri, path);
  }
});

test('the config beside a file and the file are in one folder, whatever the scheme', () => {
  const file = uriToPath('vscode-vfs://github/acme/tools/catalog/a.atdf.yaml')!;
  const config = file.replace(/a\.atdf\.yaml$/, '.atdfrc.yaml');
  assert.equal(pathToUri(config), 'vscode-vfs://github/acme/tools/catalog/.atdfrc.yaml');
});

test('URIs with no path of their own, a query, a dot segment or an encoded slash have no path', () => {
  for (const uri of [
    'untitled:Untitled-1',
    'vscode-vfs://github/acme/tools/a.atdf.yaml?ref=main',
    'vscode-vfs://github/acme/../etc/a.atdf.yaml',
    'vscode-vfs://github/acme/a%2F..%2Fb.atdf.yaml',
    'vscode-vfs://github/acme/%E0%A4%A',
    'not a uri',
  ])
    assert.equal(uriToPath(uri), undefined, uri);
});
