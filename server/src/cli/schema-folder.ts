// Reads every JSON file under a folder as a schema to register at a base URI
// plus its path relative to the folder (`--remotes DIR --remotes-base URL`):
// this is how the official test suite's remotes/ are given, and how schemas
// that refer to each other by relative path find each other. Only regular
// files are read (no symlinks followed), each at most MAX_SCHEMA_FILE bytes.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readBoundedSync, refusalText } from '../files/read-bounded';
import { UsageError } from './usage-error';

/** A schema file bigger than this is refused (a schema is text someone wrote; this is far more). */
export const MAX_SCHEMA_FILE = 16 * 1024 * 1024;

/** The folder's `file:` URL, ending with `/` (the default base of its files). */
export function folderUrl(dir: string): string {
  const href = pathToFileURL(dir).href;
  return href.endsWith('/') ? href : href + '/';
}

/** [uri, schema] for every `.json` file under `dir`, the uri being `base` + its path from `dir`. */
export function readSchemaFolder(dir: string, base: string): [string, unknown][] {
  const out: [string, unknown][] = [];
  const walk = (d: string) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch (e) {
      throw new UsageError(`cannot read folder "${d}" (${(e as NodeJS.ErrnoException).code ?? 'read error'}); check --remotes`);
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile() && entry.name.endsWith('.json')) {
        const path = relative(dir, p).split(sep).map(encodeURIComponent).join('/');
        out.push([base + path, parseSchemaFile(p)]);
      }
    }
  };
  walk(dir);
  return out;
}

/** A JSON file, read up to MAX_SCHEMA_FILE bytes (counted as read, not as the file system says), regular files only. */
export function parseSchemaFile(path: string): unknown {
  let read;
  try {
    read = readBoundedSync(path, MAX_SCHEMA_FILE);
  } catch (e) {
    throw new UsageError(`cannot read schema file "${path}" (${(e as NodeJS.ErrnoException).code ?? 'read error'}); check the path`);
  }
  if (read.kind === 'too-large') throw new UsageError(`schema file "${path}" is larger than ${MAX_SCHEMA_FILE} bytes; not read`);
  if (read.kind === 'not-a-file') throw new UsageError(`cannot read schema file "${path}": ${refusalText(read)}`);
  const text = Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.length).toString('utf8');
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    throw new UsageError(`schema file "${path}" is not valid JSON: ${(e as Error).message}`);
  }
}
