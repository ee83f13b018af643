// Where the web worker server loads its tokenizer from: the worker's name when the client gave a URL of
// tokenizer.js (https on vscode.dev; a blob: URL with the name as its fragment when the extension lives on a
// remote and the client read the script itself: client/src/web/worker-script.ts), else beside the worker.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tokenizerUrl } from '../../../server/src/web/web-host';

const scope = (name: string | undefined) =>
  ({ name, location: { href: 'https://example.test/ext/dist/web/server.js' } }) as unknown as Parameters<typeof tokenizerUrl>[0];

test("the client's URL of tokenizer.js is used: https, or a blob with the name as its fragment", () => {
  const https = 'https://cdn.example.test/ext/dist/web/tokenizer.js';
  assert.equal(tokenizerUrl(scope(https)), https);
  const blob = 'blob:http://127.0.0.1:8080/5f0c1b2e-9a7d-4c1e-8f00-1d2e3f4a5b6c#tokenizer.js';
  assert.equal(tokenizerUrl(scope(blob)), blob);
});

test('any other name (none, not a URL, another file) falls back to beside the worker', () => {
  for (const name of [undefined, '', 'atdf-server', 'blob:http://127.0.0.1/uuid#server.js', 'javascript:tokenizer.js'])
    assert.equal(tokenizerUrl(scope(name)), 'https://example.test/ext/dist/web/tokenizer.js', String(name));
});
