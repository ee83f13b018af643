// The `$ref`s of an OpenAPI document that point into other files, brought into it by
// @apidevtools/json-schema-ref-parser's bundle() (the files read and parsed by the library, JSON or YAML;
// each one's `$ref`s kept as `$ref`s into the document, so cycles stay cycles). Nothing is ever fetched:
// an http(s) `$ref` is read as an empty schema and named in a warning. A document whose `$ref`s are all
// local (`#/...`) is given back as it is, without the library's walk (GitHub's 13 MB spec has only local ones).
import { resolve as resolvePath } from 'node:path';
import { McpInputError } from '../core/index';

/** Whether a `$ref` anywhere in `value` points outside the document. */
function hasExternalRef(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (typeof node === 'object' && node !== null) {
      const ref = (node as Record<string, unknown>).$ref;
      if (typeof ref === 'string' && !ref.startsWith('#')) return true;
      for (const key of Object.keys(node)) stack.push((node as Record<string, unknown>)[key]);
    }
  }
  return false;
}

/** `doc` with its other files' `$ref`s bundled in; `file` is where relative `$ref`s start (a path, or the working folder for stdin). */
export async function bundleOpenApi(doc: unknown, file: string, source: string, warn: (message: string) => void): Promise<unknown> {
  if (!hasExternalRef(doc)) return doc;
  const remote = new Set<string>();
  // Loaded on first use: most specs have no other file to bring in.
  const { default: $RefParser } = await import('@apidevtools/json-schema-ref-parser');
  try {
    return await $RefParser.bundle(resolvePath(file), doc as object, {
      resolve: {
        http: false,
        // Before the file resolver: a URL is never fetched, whatever its scheme.
        remote: {
          order: 1,
          canRead: /^[a-z][a-z0-9+.-]*:\/\//i,
          read: (info: { url: string }) => {
            if (!info.url.startsWith('file://')) {
              remote.add(info.url);
              return '{}';
            }
            throw new Error(`${info.url}: file URLs are read as paths; write the $ref as a relative path`);
          },
        },
      },
      dereference: { circular: true },
    });
  } catch (err) {
    throw new McpInputError(`${source}: a $ref could not be resolved: ${(err as Error).message.split('\n')[0]}`);
  } finally {
    for (const url of remote) warn(`${source}: $ref "${url}" is remote: not fetched (no import ever fetches), read as any value`);
  }
}
