// `node:path` for the web worker bundle (scripts/bundles.mjs aliases it here):
// the POSIX functions the shared server code uses, with `/` as the working
// folder (a worker has none; every path the server handles is absolute, made
// from a `file:` URI). Same answers as Node's path.posix for absolute paths
// (test/unit/web/path-shim.test.ts compares them).
export const sep = '/';
export const delimiter = ':';

export function isAbsolute(path: string): boolean {
  return path.startsWith('/');
}

export function normalize(path: string): string {
  if (path === '') return '.';
  const absolute = isAbsolute(path);
  const trailing = path.endsWith('/');
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!absolute) out.push('..');
    } else out.push(part);
  }
  const body = out.join('/');
  if (absolute) return `/${body}${trailing && body ? '/' : ''}`;
  return body === '' ? '.' : `${body}${trailing ? '/' : ''}`;
}

export function join(...parts: string[]): string {
  const joined = parts.filter((p) => p !== '').join('/');
  return joined === '' ? '.' : normalize(joined);
}

export function resolve(...parts: string[]): string {
  let path = '';
  for (let i = parts.length - 1; i >= 0 && !isAbsolute(path); i--) if (parts[i]) path = path ? `${parts[i]}/${path}` : parts[i];
  const normal = normalize(`/${path}`);
  return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal;
}

export function dirname(path: string): string {
  if (path === '') return '.';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const at = trimmed.lastIndexOf('/');
  if (at === -1) return '.';
  if (at === 0) return '/';
  return trimmed.slice(0, at).replace(/\/+$/, '') || '/';
}

export function basename(path: string, ext?: string): string {
  const trimmed = path.replace(/\/+$/, '');
  const base = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  return ext && base.endsWith(ext) && base !== ext ? base.slice(0, -ext.length) : base;
}

export function extname(path: string): string {
  const base = basename(path);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot);
}

export function relative(from: string, to: string): string {
  const a = resolve(from).split('/').filter(Boolean);
  const b = resolve(to).split('/').filter(Boolean);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return [...Array<string>(a.length - common).fill('..'), ...b.slice(common)].join('/');
}

const path = { sep, delimiter, isAbsolute, normalize, join, resolve, dirname, basename, extname, relative };
export const posix = path;
export default path;
