// Documents and workspace folders as the paths the server reads and names files
// by (the config lookup, the workspace index, cross-file references), and back.
// A `file:` URI is its path on disk. Any other hierarchical URI (vscode.dev's
// `vscode-vfs://github/owner/repo/...`, a remote's `vscode-remote://host/...`)
// becomes a path under VIRTUAL_ROOT that keeps its scheme and authority, so the
// config beside a file, the folder scan and `$ref`s to other files work there
// too: the web worker's files are read through the client's `workspace.fs` by the
// URI that pathToUri gives back. Segments are decoded on the way in and encoded
// with encodeURIComponent on the way out, as VS Code writes names of letters,
// digits, `-`, `_`, `.` and `~`. The Node server never reads such paths from
// disk (there is nothing under VIRTUAL_ROOT), so it sees them as missing files.
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The folder that holds the non-`file:` URIs' paths: /~uri/<scheme>/<authority or ~>/<path>. */
export const VIRTUAL_ROOT = '/~uri';
const HIERARCHICAL = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)$/i;

/** The path of a URI; undefined for a URI with no path of its own (`untitled:`), a query, or a malformed one. */
export function uriToPath(uri: string): string | undefined {
  try {
    if (uri.startsWith('file:')) return fileURLToPath(uri);
    const m = HIERARCHICAL.exec(uri);
    if (!m) return undefined;
    const [, scheme, authority, rest] = m;
    const segments = rest.split('/').slice(1).map(decodeURIComponent);
    if (segments.some((s) => s === '.' || s === '..' || s.includes('/'))) return undefined;
    return [VIRTUAL_ROOT, scheme.toLowerCase(), authority === '' ? '~' : decodeURIComponent(authority), ...segments].join('/');
  } catch {
    return undefined;
  }
}

/** The URI of a path uriToPath made (or of any path on disk: its `file:` URI). */
export function pathToUri(path: string): string {
  if (!path.startsWith(`${VIRTUAL_ROOT}/`)) return pathToFileURL(path).href;
  const [scheme, authority, ...segments] = path.slice(VIRTUAL_ROOT.length + 1).split('/');
  const host = authority === '~' || authority === undefined ? '' : encodeURIComponent(authority).replace(/%3A/gi, ':');
  return `${scheme}://${host}${segments.length ? '/' + segments.map(encodeURIComponent).join('/') : ''}`;
}
