// `node:url` for the web worker bundle (scripts/bundles.mjs aliases it here):
// `pathToFileURL` and `fileURLToPath` for POSIX paths, written as Node writes
// them (the URIs the server publishes must be the Node server's, byte for
// byte: test/unit/web/url-shim.test.ts compares them). `URL` is the global one.
import { resolve } from './path';

export function pathToFileURL(path: string): URL {
  // Node escapes these before the URL parser sees them (it would read `%` as an escape, `\` as a separator).
  // Node keeps a trailing slash (a folder's URL) that resolve() drops.
  const resolved = path.endsWith('/') && path !== '/' ? `${resolve(path)}/` : resolve(path);
  const escaped = resolved.replace(/%/g, '%25').replace(/\\/g, '%5C').replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/\t/g, '%09');
  const url = new URL('file:///');
  url.pathname = escaped;
  return url;
}

export function fileURLToPath(input: string | URL): string {
  const url = typeof input === 'string' ? new URL(input) : input;
  if (url.protocol !== 'file:') throw new TypeError('The URL must be of scheme file');
  if (url.hostname !== '' && url.hostname !== 'localhost') throw new TypeError(`File URL host must be "localhost" or empty on linux`);
  if (/%2f/i.test(url.pathname)) throw new TypeError('File URL path must not include encoded / characters');
  return decodeURIComponent(url.pathname);
}

export default { pathToFileURL, fileURLToPath };
