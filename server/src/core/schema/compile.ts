// Compiles a schema document into a tree of closures, once, and collects the
// problems of the schema itself (issues) on the way. Each subschema is
// compiled once per location (document + pointer); `$ref`s point at the
// compiled target through a holder, so recursive schemas need no
// re-compilation. Keywords are compiled in schema order by the keyword
// modules (keywords-*.ts), in the dialect of the resource they are in.
import type { SchemaIssue } from './types';
import type { Draft } from './vocabulary';
import * as C from './checks';
import { isPlainObject } from './json';
import { message, type Locale, type MessageArgs, type MessageId } from './messages';
import { escapeToken as escapeSegment, parsePointer, resolvePointer } from '../pointer';
import { keywordStatus, suggestKeyword, suggestType, TYPE_NAMES, type TypeName } from './vocabulary';
import { PATTERN_STEPS_PER_VALIDATION, type PatternBudget } from './pattern';
import { RefResolver, type RefHost } from './refs';
import { FastNode, FastRun, UNSURE } from './fast';
import { Documents, type Doc } from './documents';
import { enterSchema, type Place } from './resources';
import { holderKey, type Holder } from './holder';
import { Ctx, type QuickCheck, type ScopeResource, type Validate } from './runtime';
import { SCHEMA_DEPTH_LIMIT, SCHEMA_NODE_LIMIT } from './limits';
import { SchemaBuild, type KeywordHost } from './schema-build';
import { KEYWORD_HANDLERS } from './keywords';
import { finishObject } from './keywords-object';
import { finishArray } from './keywords-array';
import { finishConditional } from './keywords-applicator';
import { inResource, withAnnotations } from './applicator-checks';
import type { SchemaRegistry } from './registry';
import { DEFAULT_BASE_URI } from './uri';

export interface CompilerOptions {
  locale: Locale;
  formatWarnings: boolean;
  draft: Draft;
  registry?: SchemaRegistry;
  baseUri?: string;
}

/** The compiled root: the full check and the fast-path descriptor. */
export interface CompiledRoot {
  full: Validate;
  fast: FastNode;
  fastRun: FastRun;
  /** The pattern step budget of the fast path; reset to PATTERN_STEPS_PER_VALIDATION before each run. */
  fastPatternBudget: PatternBudget;
  /** A `$dynamicRef` resolves at run time: the fast path (which has no dynamic scope) must not answer. */
  dynamicScope: boolean;
}

/** Keywords that only describe (no effect on validity) and hold no subschema the compiler must look at. */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly', '$comment']);
const CONTENT = new Set(['contentEncoding', 'contentMediaType', 'contentSchema']);
/** Codes whose `suggestion` argument is the word a typo meant (`strng` -> `string`), kept on the issue for quick fixes. */
const SUGGESTING_CODES = new Set(['schema/unknown-keyword', 'schema/unknown-type', 'schema/required-undeclared']);

export class Compiler implements RefHost, KeywordHost {
  readonly issues: SchemaIssue[] = [];
  readonly documents: Documents;
  readonly locale: Locale;
  readonly formatWarnings: boolean;
  readonly fastPatternBudget: PatternBudget = { patternSteps: PATTERN_STEPS_PER_VALIDATION };
  readonly fastRun = new FastRun();
  /** The context the fast path lends to the full checks it runs (`unevaluated*`); made on first use. */
  private scratch: Ctx | null = null;
  /** The fast pass for full checks that only want a verdict; set once compiled (compile-schema.ts). */
  quick: QuickCheck | null = null;
  /** Per document: pointer -> holder. */
  private readonly holders = new Map<Doc, Map<string, Holder>>();
  private readonly pending: Holder[] = [];
  readonly refs: RefResolver;
  private readonly scopes = new Map<string, ScopeResource>();
  /** Dynamic anchor names some `$dynamicRef` resolves at run time, and per document those already made ready. */
  private readonly dynamicNames = new Set<string>();
  private readonly dynamicReady = new Map<Doc, Set<string>>();
  private nodeCount = 0;
  /** Compiled nodes that may descend into members/items or follow a `$ref` (the others need no depth count). */
  private readonly descending = new WeakSet<Validate>();

  constructor(root: unknown, options: CompilerOptions) {
    this.locale = options.locale;
    this.formatWarnings = options.formatWarnings;
    this.documents = new Documents(root, options.baseUri ?? DEFAULT_BASE_URI, options.draft, options.registry);
    this.refs = new RefResolver(this);
  }

  compileRoot(): CompiledRoot {
    const doc = this.documents.root;
    const root = this.holderAt(doc, '', doc.value, this.documents.rootPlace(doc));
    this.compileHolder(root, 0);
    this.drain();
    this.refs.disableCycles();
    return {
      full: root.fn,
      fast: root.node,
      fastRun: this.fastRun,
      fastPatternBudget: this.fastPatternBudget,
      dynamicScope: this.dynamicNames.size > 0,
    };
  }

  /** Compiles what references reached, and the dynamic anchors of every document loaded, until nothing is left. */
  private drain(): void {
    for (;;) {
      while (this.pending.length) {
        const h = this.pending.shift()!;
        if (!h.compiled) this.compileHolder(h, 0);
      }
      if (!this.readyDynamicAnchors()) return;
    }
  }

  issue(h: Holder, at: string, keyword: string, severity: 'error' | 'warning', code: string, id: MessageId, args: MessageArgs): void {
    // Problems of other documents belong to them (they are checked where they are written).
    if (h.doc.index !== 0) return;
    const issue: SchemaIssue = { pointer: at, keyword, severity, code, message: message(this.locale, id, args) };
    // A typo's closest word, for quick fixes (other codes' `suggestion` argument is only words of the message).
    if (SUGGESTING_CODES.has(code) && typeof args.suggestion === 'string') issue.suggestion = args.suggestion;
    this.issues.push(issue);
  }

  refTarget(doc: Doc, pointer: string, value: unknown): Holder {
    let h = this.holdersOf(doc).get(pointer);
    if (!h) {
      h = this.holderAt(doc, pointer, value, this.documents.placeAt(doc, parsePointer(pointer) ?? []));
      this.pending.push(h);
    }
    return h;
  }

  sub(value: unknown, pointer: string, parent: Holder, depth: number): Holder {
    let h = this.holdersOf(parent.doc).get(pointer);
    if (!h) h = this.holderAt(parent.doc, pointer, value, enterSchema(value, pointer, parent.place, false, this.documents.dialectOf));
    // Structural children are never in progress here (their pointers only grow), so fn is final.
    if (!h.compiled) this.compileHolder(h, depth);
    return h;
  }

  branches(fn: Validate): boolean {
    return this.descending.has(fn);
  }

  scopeResource(doc: Doc, place: Place): ScopeResource {
    const key = holderKey(doc, place.resourcePointer);
    let r = this.scopes.get(key);
    if (!r) this.scopes.set(key, (r = { uri: place.base, dynamicAnchors: new Map() }));
    return r;
  }

  needDynamicAnchor(name: string): void {
    this.dynamicNames.add(name);
  }

  /** Every resource of every loaded document that declares a wanted dynamic anchor gets it compiled; true if work was added. */
  private readyDynamicAnchors(): boolean {
    let added = false;
    for (const doc of [...this.documents.all()]) {
      let ready = this.dynamicReady.get(doc);
      if (!ready) this.dynamicReady.set(doc, (ready = new Set()));
      const missing = [...this.dynamicNames].filter((n) => !ready!.has(n));
      if (missing.length === 0) continue;
      for (const name of missing) ready.add(name);
      for (const [resourcePointer, uri, anchors] of this.documents.dynamicAnchors(doc)) {
        for (const name of missing) {
          const pointer = anchors.get(name);
          if (pointer === undefined) continue;
          const value = resolveValue(doc.value, pointer);
          const target = this.refTarget(doc, pointer, value);
          this.scopeResource(doc, { base: uri, resourcePointer, dialect: target.place.dialect }).dynamicAnchors.set(name, target);
          added = true;
        }
      }
    }
    return added || this.pending.length > 0;
  }

  private holdersOf(doc: Doc): Map<string, Holder> {
    let m = this.holders.get(doc);
    if (!m) this.holders.set(doc, (m = new Map()));
    return m;
  }

  private holderAt(doc: Doc, pointer: string, value: unknown, place: Place): Holder {
    const holders = this.holdersOf(doc);
    let h = holders.get(pointer);
    if (!h) {
      h = {
        fn: C.alwaysTrue,
        node: new FastNode(),
        compiled: false,
        value,
        doc,
        pointer,
        place,
        kwBase: doc.kwPrefix + pointer,
        inPlace: [],
      };
      holders.set(pointer, h);
    }
    return h;
  }

  private compileHolder(h: Holder, depth: number): void {
    h.compiled = true;
    h.fn = this.compileSchemaValue(h, depth);
    h.node.finish();
  }

  private compileSchemaValue(h: Holder, depth: number): Validate {
    const value = h.value;
    if (value === true) return C.alwaysTrue;
    if (value === false) {
      h.node.mask = 0;
      return C.falseSchema(h.kwBase);
    }
    if (!isPlainObject(value)) {
      const suggestion =
        typeof value === 'string' ? (suggestType(value) ?? (TYPE_NAMES.includes(value as TypeName) ? value : undefined)) : undefined;
      this.issue(h, h.pointer, '', 'error', 'schema/not-a-schema', 'notSchema', { got: C.typeNameOf(value), suggestion });
      return C.alwaysTrue;
    }
    if (depth > SCHEMA_DEPTH_LIMIT) {
      this.issue(h, h.pointer, '', 'error', 'schema/too-deep', 'schemaTooDeep', { limit: SCHEMA_DEPTH_LIMIT });
      return C.alwaysTrue;
    }
    if (++this.nodeCount > SCHEMA_NODE_LIMIT) {
      if (this.nodeCount === SCHEMA_NODE_LIMIT + 1) {
        this.issue(h, h.pointer, '', 'error', 'schema/too-large', 'schemaTooLarge', { limit: SCHEMA_NODE_LIMIT });
      }
      return C.alwaysTrue;
    }
    const b = new SchemaBuild(this, h, value, depth + 1);
    this.compileKeywords(b);
    let fn = C.node(
      C.all(b.gathered('any')),
      C.all(b.gathered('str')),
      C.all(b.gathered('num')),
      C.all(b.gathered('arr')),
      C.all(b.gathered('obj')),
    );
    if (b.hasFinals) {
      fn = withAnnotations(fn, b.finals);
      h.node.fallback = this.fallback(h);
    }
    if (h.place.resourcePointer === h.pointer) fn = inResource(this.scopeResource(h.doc, h.place), fn);
    if (b.descends) this.descending.add(fn);
    return fn;
  }

  private compileKeywords(b: SchemaBuild): void {
    const s = b.s;
    const draft = b.dialect.draft;
    // draft-07: `$ref` replaces the schema it sits in; its siblings are ignored (annotations and definitions aside).
    const refOnly = draft === 'draft-07' && '$ref' in s;
    for (const key of Object.keys(s)) {
      const v = s[key];
      const at = b.h.pointer + '/' + escapeSegment(key);
      const status = keywordStatus(draft, key);
      if (status.kind === 'unknown') {
        b.issue(at, key, 'warning', 'schema/unknown-keyword', 'unknownKeyword', { keyword: key, suggestion: suggestKeyword(key) });
        continue;
      }
      if (status.kind === 'other-draft') {
        b.issue(at, key, 'warning', 'schema/other-draft', 'otherDraft', { keyword: key, detail: status.draft, name: draft });
        continue;
      }
      if (!b.dialect.vocabularies.has(status.vocabulary)) continue; // the meta-schema leaves its vocabulary out
      if (ANNOTATIONS.has(key) || CONTENT.has(key)) continue;
      if (refOnly && key !== '$ref' && !isCoreKeyword(key)) {
        b.issue(at, key, 'warning', 'schema/ignored', 'ignoredBesideRef', { keyword: key });
        continue;
      }
      KEYWORD_HANDLERS.get(key)?.(b, v, at, key);
    }
    finishObject(b);
    finishArray(b);
    finishConditional(b);
  }

  /** The full check of `h`, run for the fast path on a context it lends (see FastNode.fallback). */
  private fallback(h: Holder): (data: unknown, depth: number, soft: boolean) => boolean {
    return (data, depth, soft) => {
      const ctx = this.scratch === null || this.scratch.busy ? new Ctx(this.locale) : this.scratch;
      this.scratch ??= ctx;
      ctx.reset();
      ctx.busy = true;
      ctx.depth = depth;
      ctx.quick = this.quick;
      ctx.patternSteps = this.fastPatternBudget.patternSteps;
      let ok: boolean;
      try {
        ok = h.fn(data, ctx);
      } finally {
        ctx.busy = false;
        this.fastPatternBudget.patternSteps = ctx.patternSteps;
      }
      // Out of depth or steps here is not an answer: the full pass decides with its own counts.
      if (ctx.costly !== null || ctx.errors.some((e) => e.keyword === 'depth')) throw UNSURE;
      return soft ? ok : ok && ctx.errors.length === 0;
    };
  }
}

/** Core keywords that still count beside a draft-07 `$ref`. */
function isCoreKeyword(key: string): boolean {
  return key === '$id' || key === '$schema' || key === 'definitions' || key === '$defs' || key === '$comment';
}

function resolveValue(doc: unknown, pointer: string): unknown {
  return resolvePointer(doc, parsePointer(pointer) ?? []).value;
}
