// The schemas a caller makes available to non-local `$ref`s, by URI. The
// validator never fetches anything: a `$ref` to another document resolves
// only against these (and the official meta-schemas, known by name). A
// registry is built once and never changes, so compiled schemas can be kept
// per registry; the caller makes a new one when the documents change.
import { defaultDialect, dialectFor, type Dialect } from './dialect';
import { META_SCHEMAS } from './metaschemas';
import { ResourceIndex, type DialectOf, type Location } from './resources';
import { resolveUri, splitFragment } from './uri';
import type { Draft } from './vocabulary';

export interface RegistryOptions {
  /** The draft of a registered document without `$schema` (default 2020-12). */
  draft?: Draft;
}

export class SchemaRegistry {
  /** Retrieval URI (no fragment) -> document. */
  private readonly documents = new Map<string, unknown>();
  /** Every resource and anchor the documents define. */
  readonly index: Readonly<ResourceIndex> = new ResourceIndex();
  readonly draft: Draft;

  /**
   * @param entries [uri, schema] pairs: each document is known by `uri` (an
   * absolute URI; a fragment is ignored) and by the `$id`s inside it.
   */
  constructor(entries: Iterable<readonly [string, unknown]>, options: RegistryOptions = {}) {
    this.draft = options.draft ?? '2020-12';
    for (const [uri, schema] of entries) {
      const normal = resolveUri(uri, uri);
      if (normal !== null) this.documents.set(splitFragment(normal).resource, schema);
    }
    const dialectOf = this.dialectOf();
    const root = defaultDialect(this.draft);
    const index = this.index as ResourceIndex;
    for (const [uri, schema] of this.documents) index.add(uri, schema, { base: uri, resourcePointer: '', dialect: root }, dialectOf);
  }

  /** The document registered at `uri` (or a meta-schema), by its retrieval URI. */
  document(uri: string): unknown {
    return this.documents.has(uri) ? this.documents.get(uri) : META_SCHEMAS.get(uri);
  }

  /** Where an absolute URI (a resource, or a resource + `#anchor`) is defined, if in a registered document. */
  lookup(uri: string): Location | undefined {
    return this.index.names.get(uri) ?? (this.documents.has(uri) ? { document: uri, pointer: '' } : undefined);
  }

  /** Whether `uri` is the retrieval URI of a registered document (not a meta-schema). */
  has(uri: string): boolean {
    return this.documents.has(uri);
  }

  /** How `$schema` values are read against this registry's meta-schemas. */
  dialectOf(): DialectOf {
    return (schemaUri: string, current: Dialect) => dialectFor(schemaUri, current, (u) => this.document(u)).dialect;
  }

  /** The number of registered documents. */
  get size(): number {
    return this.documents.size;
  }
}
