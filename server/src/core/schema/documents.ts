// The documents one compilation reads: the schema being compiled (document
// 0), the registered ones its `$ref`s reach, and the official meta-schemas.
// Each is loaded (and, when names must be looked up, indexed) at most once,
// and only when a reference needs it: a schema whose `$ref`s are all
// `#/...` pointers costs no index at all.
import { defaultDialect, dialectFor, type Dialect } from './dialect';
import { META_SCHEMAS } from './metaschemas';
import type { SchemaRegistry } from './registry';
import { enterSchema, locate, ResourceIndex, type DialectOf, type Location, type Place } from './resources';
import type { Draft } from './vocabulary';

export interface Doc {
  /** 0 for the schema being compiled. */
  index: number;
  /** Its retrieval URI (the base its root starts from). */
  uri: string;
  value: unknown;
  /** What keyword locations inside it start with: '' for document 0 (plain pointers), `uri#` for the others. */
  kwPrefix: string;
  /** The place its root starts from (before the root's own `$id` and `$schema`). */
  start: Place;
}

export class Documents {
  readonly root: Doc;
  private readonly byUri = new Map<string, Doc>();
  /** Names defined in the documents the registry does not index (document 0, the meta-schemas); made when first asked. */
  private localIndex: ResourceIndex | null = null;
  private readonly indexed = new Set<Doc>();
  readonly dialectOf: DialectOf;

  constructor(
    schema: unknown,
    baseUri: string,
    private readonly draft: Draft,
    private readonly registry: SchemaRegistry | undefined,
  ) {
    this.dialectOf = (uri: string, current: Dialect) => this.dialectAnswer(uri, current).dialect;
    this.root = this.add(baseUri, schema, defaultDialect(draft));
  }

  /** What `$schema: uri` means here (for the compiler's hints as well). */
  dialectAnswer(uri: string, current: Dialect) {
    return dialectFor(uri, current, (u) => this.registry?.document(u) ?? META_SCHEMAS.get(u));
  }

  /** Every document loaded so far. */
  all(): IterableIterator<Doc> {
    return this.byUri.values();
  }

  /** The place of the schema at `segments` in `doc`. */
  placeAt(doc: Doc, segments: readonly string[]): Place {
    return locate(doc.value, segments, doc.start, this.dialectOf);
  }

  /** The place of `doc`'s root. */
  rootPlace(doc: Doc): Place {
    return enterSchema(doc.value, '', doc.start, true, this.dialectOf);
  }

  /** Where an absolute URI (a resource, or a resource + `#anchor`) is defined, loading its document if needed. */
  find(uri: string): { doc: Doc; pointer: string } | undefined {
    this.indexDocument(this.root);
    const at: Location | undefined = this.local.names.get(uri) ?? this.registry?.lookup(uri) ?? this.metaSchema(uri);
    if (at === undefined) return undefined;
    const doc = this.document(at.document);
    return doc && { doc, pointer: at.pointer };
  }

  /** The `$dynamicAnchor`s of `doc`, per resource: [resource root pointer, resource URI, name -> pointer]. */
  dynamicAnchors(doc: Doc): [string, string, ReadonlyMap<string, string>][] {
    const index = this.indexOf(doc);
    const out: [string, string, ReadonlyMap<string, string>][] = [];
    for (const [pointer, place] of index.resourcesOf(doc.uri)) {
      const anchors = index.dynamicAnchors.get(place.base);
      if (anchors !== undefined) out.push([pointer, place.base, anchors]);
    }
    return out;
  }

  /** The index that has `doc`'s names: the registry's for its documents, else this compilation's own. */
  private indexOf(doc: Doc): Readonly<ResourceIndex> {
    if (doc.index !== 0 && this.registry?.has(doc.uri)) return this.registry.index;
    this.indexDocument(doc);
    return this.local;
  }

  private metaSchema(uri: string): Location | undefined {
    const hash = uri.indexOf('#');
    const resource = hash < 0 ? uri : uri.slice(0, hash);
    if (!META_SCHEMAS.has(resource)) return undefined;
    this.indexDocument(this.document(resource)!);
    return this.local.names.get(uri) ?? (hash < 0 ? { document: resource, pointer: '' } : undefined);
  }

  /** The document known by retrieval URI `uri` (the registry's, a meta-schema, or document 0), loaded once. */
  private document(uri: string): Doc | undefined {
    const known = this.byUri.get(uri);
    if (known) return known;
    const value = this.registry?.document(uri) ?? META_SCHEMAS.get(uri);
    if (value === undefined) return undefined;
    const draft = this.registry?.has(uri) ? this.registry.draft : this.draft;
    return this.add(uri, value, defaultDialect(draft));
  }

  private get local(): ResourceIndex {
    return (this.localIndex ??= new ResourceIndex());
  }

  private add(uri: string, value: unknown, dialect: Dialect): Doc {
    const index = this.byUri.size;
    const doc: Doc = { index, uri, value, kwPrefix: index === 0 ? '' : uri + '#', start: { base: uri, resourcePointer: '', dialect } };
    this.byUri.set(uri, doc);
    return doc;
  }

  /** Indexes the names of a document the registry does not index (once). */
  private indexDocument(doc: Doc): void {
    if (this.indexed.has(doc)) return;
    this.indexed.add(doc);
    if (doc.index !== 0 && this.registry?.has(doc.uri)) return; // the registry's own index has it
    this.local.add(doc.uri, doc.value, doc.start, this.dialectOf);
  }
}
