// The `$ref`s of an OpenAPI document that point into other files, brought into it by
// @apidevtools/json-schema-ref-parser's bundle() (each one's `$ref`s kept as `$ref`s into the document, so
// cycles stay cycles). The library walks; we read and parse: its own file reader read anything a `$ref` named
// (a FIFO waited forever for a writer, /dev/zero or a huge file filled the memory) and its walk recursed until
// the stack overflowed on a deep file. So every file goes through the CLI's bounded reader (regular files only,
// opened non-blocking) and the spec's own parser, and is refused deeper than the importer walks, before the
// library sees it. Nothing is ever fetched: an http(s) `$ref` is read as an empty schema and named in a warning.
// A document whose `$ref`s are all local (`#/...`) is given back as it is (GitHub's 13 MB spec has only local ones).
import { dirname, relative, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine, McpInputError } from '../core/index';
import { readBoundedSync, refusalText } from '../files/read-bounded';
import { parseSpec } from './parse-spec';
import { readFailureText } from './read-input';

const engine = createEngine();

export interface BundleOptions {
  /** Where relative `$ref`s start: the spec's path, or a file in the working folder for stdin. */
  file: string;
  /** The spec's name in messages (as given, or `<stdin>`). */
  source: string;
  /** The most bytes the spec and the files its `$ref`s name may hold together (each one's read stops there). */
  maxBytes: number;
  /** Bytes already taken by the spec itself. */
  usedBytes: number;
  warn: (message: string) => void;
}

/** Where a file was first named: the file that names it (as in messages) and the `$ref` as written there. */
interface Referrer {
  from: string;
  ref: string;
}

const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** The `$ref` strings of `value` that point outside it, as written. */
function externalRefs(value: unknown): string[] {
  const refs: string[] = [];
  const stack = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (typeof node === 'object' && node !== null) {
      const ref = (node as Record<string, unknown>).$ref;
      if (typeof ref === 'string' && !ref.startsWith('#')) refs.push(ref);
      for (const key of Object.keys(node)) stack.push((node as Record<string, unknown>)[key]);
    }
  }
  return refs;
}

/** A file system path from the library's form of it (a path it percent-encoded, or a file: URL). */
function toPath(url: string): string {
  if (/^file:/i.test(url)) return fileURLToPath(url);
  try {
    return decodeURIComponent(url.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  } catch {
    return url;
  }
}

/** `doc` with its other files' `$ref`s bundled in; McpInputError names the file and the `$ref` when one cannot be. */
export async function bundleOpenApi(doc: unknown, options: BundleOptions): Promise<unknown> {
  const { source, warn } = options;
  const top = externalRefs(doc);
  if (top.length === 0) return doc;
  // The library's walk is recursive: a deep document overflowed the stack ("Maximum call stack size exceeded").
  engine.mcp.checkOpenApiDepth(doc, source);
  const base = resolvePath(options.file);
  const shown = (path: string) => {
    if (path === base) return source;
    const rel = relative(process.cwd(), path);
    return rel === '' || rel.startsWith('..') ? path : rel;
  };
  const referrers = new Map<string, Referrer>();
  const note = (refs: string[], from: string) => {
    for (const ref of refs) {
      if (URL_SCHEME.test(ref)) continue;
      const target = resolvePath(dirname(from), toPath(ref.split('#')[0]));
      if (!referrers.has(target)) referrers.set(target, { from: shown(from), ref });
    }
  };
  note(top, base);
  const remote = new Set<string>();
  let used = options.usedBytes;
  // The first problem met, as we word it: the library wraps what a plugin throws and may try another plugin.
  let refused: McpInputError | undefined;
  const refuse = (message: string): never => {
    refused ??= new McpInputError(message);
    throw refused;
  };
  const named = (path: string) => {
    const by = referrers.get(path) ?? { from: source, ref: relative(dirname(base), path) };
    return `${source}: ${by.from === source ? '' : `in ${by.from}, `}$ref "${by.ref}"`;
  };

  const readFile = (info: { url: string }): Buffer => {
    const path = toPath(info.url);
    let read;
    try {
      read = readBoundedSync(path, options.maxBytes);
    } catch (err) {
      return refuse(`${named(path)}: cannot read "${shown(path)}": ${readFailureText(err)}`);
    }
    if (read.kind !== 'ok') return refuse(`${named(path)}: cannot read "${shown(path)}": ${refusalText(read)}`);
    used += read.bytes.length;
    if (used > options.maxBytes)
      refuse(`${named(path)}: the spec and the files its $refs name hold more than ${options.maxBytes} bytes together; refusing them`);
    return Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.length);
  };

  const parseFile = (info: { url: string; data: unknown }): unknown => {
    if (remote.has(info.url)) return {}; // never fetched: any value
    const path = toPath(info.url);
    try {
      const value = parseSpec(info.data as Uint8Array, shown(path));
      engine.mcp.checkOpenApiDepth(value, shown(path));
      note(externalRefs(value), path);
      return value;
    } catch (err) {
      if (err instanceof McpInputError) refuse(`${named(path)}: ${err.message}`);
      throw err;
    }
  };

  // Loaded on first use: most specs have no other file to bring in.
  const { default: $RefParser } = await import('@apidevtools/json-schema-ref-parser');
  let bundled: unknown;
  try {
    bundled = await $RefParser.bundle(base, doc as object, {
      resolve: {
        http: false,
        // Before the file resolver: a URL is never fetched, whatever its scheme.
        remote: {
          order: 1,
          canRead: URL_SCHEME,
          read: (info: { url: string }) => {
            if (!/^file:/i.test(info.url)) {
              remote.add(info.url);
              return '{}';
            }
            return refuse(`${source}: $ref "${info.url}": file URLs are read as paths; write the $ref as a relative path`);
          },
        },
        file: { read: readFile },
      },
      // Only ours: the library's parsers would read a file's bytes with no depth bound and no strict UTF-8.
      parse: {
        json: false,
        yaml: false,
        text: false,
        binary: false,
        spec: { order: 1, canParse: true, allowEmpty: true, parse: parseFile },
      },
      dereference: { circular: true },
    });
  } catch (err) {
    if (refused) throw refused;
    // A chain of files each under the depth bound can still nest the library's walk too deep.
    if (err instanceof RangeError)
      throw new McpInputError(
        `${source}: is nested too deeply through its $refs to other files (the bundler's walk overflowed); refusing it`,
      );
    throw new McpInputError(`${source}: a $ref could not be resolved: ${(err as Error).message.split('\n')[0]}`);
  } finally {
    for (const url of remote) warn(`${source}: $ref "${url}" is remote: not fetched (no import ever fetches), read as any value`);
  }
  // A refusal the library stepped over by trying its next plugin is still a refusal.
  if (refused) throw refused;
  return bundled;
}
