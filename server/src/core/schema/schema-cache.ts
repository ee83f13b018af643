// Compiled schemas reused across edits, keyed by the schema's content (a
// canonical JSON string), so an unchanged schema is never compiled twice. The
// caller owns the cache object; there is no module-level state.
import type { CompiledSchema, CompileOptions } from './types';
import { canonicalKey } from './json';
import { compileSchema } from './compile-schema';

/**
 * The part of a cache key the options make: a schema compiled for one draft or
 * base URI is not the same compiled schema for another. Undefined with a
 * registry: what its `$ref`s reach is not in the schema's content, so such a
 * compilation is never shared.
 */
export function compileOptionsKey(options: CompileOptions): string | undefined {
  if (options.registry !== undefined) return undefined;
  return `${options.locale ?? 'en'}|${options.formatWarnings !== false}|${options.draft ?? '2020-12'}|${options.baseUri ?? ''}`;
}

export class SchemaCache {
  private readonly entries = new Map<string, CompiledSchema>();

  /** @param maxEntries oldest entries are dropped beyond this many (least recently used). */
  constructor(private readonly maxEntries = 500) {}

  get size(): number {
    return this.entries.size;
  }

  compile(schema: unknown, options: CompileOptions = {}): CompiledSchema {
    const optionsKey = compileOptionsKey(options);
    if (optionsKey === undefined) return compileSchema(schema, options);
    const content = canonicalKey(schema);
    if (content === null) return compileSchema(schema, options); // a cyclic value: not cacheable
    const key = `${optionsKey}|${content}`;
    const hit = this.entries.get(key);
    if (hit) {
      // Refresh its place in the LRU order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const compiled = compileSchema(schema, options);
    this.entries.set(key, compiled);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return compiled;
  }

  clear(): void {
    this.entries.clear();
  }
}
