// Turns a document composed by the `yaml` package into plain JSON data plus
// the pointer -> location map, in one walk in document order. Here live the
// rules the yaml package leaves to us: aliases expanded under a budget
// (billion laughs), a depth cap, duplicate keys, merge keys `<<`, keys
// stringified, non-core tags warned about, non-finite numbers kept as text.
import { isAlias, isMap, isPair, isScalar, isSeq, Scalar } from 'yaml';
import type { Alias, Document, Node as YamlNode, Pair } from 'yaml';
import { defineMember, duplicateKeyMessage } from './members';
import { joinPointer } from '../pointer';
import type { MessageRef } from '../text/problem';
import type { NodeLocation, ParseLimits, ParseProblem, Span } from './types';

export const DEFAULT_MAX_ALIAS_NODES = 100_000;

const CORE_TAGS = new Set([
  'tag:yaml.org,2002:str',
  'tag:yaml.org,2002:int',
  'tag:yaml.org,2002:float',
  'tag:yaml.org,2002:bool',
  'tag:yaml.org,2002:null',
  'tag:yaml.org,2002:map',
  'tag:yaml.org,2002:seq',
]);

/** Stops the walk: the document cannot be turned into a value. */
class WalkLimit extends Error {
  constructor(readonly problem: ParseProblem) {
    super(problem.message.id);
  }
}

export interface WalkResult {
  value: unknown;
  locations: Map<string, NodeLocation>;
  problems: ParseProblem[];
  /** A limit was hit (aliases, depth): no value. */
  fatal: boolean;
}

export function walkYamlDocument(doc: Document.Parsed, base: number, limits: ParseLimits): WalkResult {
  return new YamlWalker(base, limits).document(doc);
}

/** The members of one mapping being built, with what the duplicate-key and merge rules need to know about them. */
interface MappingState {
  obj: Record<string, unknown>;
  pointer: string;
  depth: number;
  /** key -> span of its first explicit definition */
  explicit: Map<string, Span>;
  /** key -> pointers copied in from a merge (removed if an explicit key overrides them) */
  merged: Map<string, string[]>;
  /** Where the last pair seen so far ends. */
  end: number;
}

/**
 * One walk over one document. Its state: where locations go (`sink`, swapped
 * for a throwaway map while a node is walked only for its value or syntax),
 * the problems found, the anchors defined so far and the alias budget.
 */
class YamlWalker {
  private readonly locations = new Map<string, NodeLocation>();
  private sink = this.locations;
  private readonly problems: ParseProblem[] = [];
  private readonly anchors = new Map<string, YamlNode>();
  /** Collections being walked (an alias to one of them would never end). */
  private readonly inProgress = new Set<YamlNode>();
  private aliasCount = 0;
  private aliasNodes = 0;
  /** > 0 while walking the target of an alias: anchors are not re-recorded, nodes count against the budget. */
  private aliasDepth = 0;
  private readonly maxAliasNodes: number;

  constructor(
    /** Offset of the document's slice in the file: the yaml package's ranges are relative to it. */
    private readonly base: number,
    private readonly limits: ParseLimits,
  ) {
    this.maxAliasNodes = limits.maxAliasNodes ?? DEFAULT_MAX_ALIAS_NODES;
  }

  document(doc: Document.Parsed): WalkResult {
    try {
      const value = this.walk(doc.contents as YamlNode | null, '', undefined, 0, 0);
      return { value, locations: this.locations, problems: this.problems, fatal: false };
    } catch (e) {
      if (!(e instanceof WalkLimit)) throw e;
      this.problems.push(e.problem);
      return { value: null, locations: this.locations, problems: this.problems, fatal: true };
    }
  }

  // ---- nodes ----------------------------------------------------------------

  /**
   * The value of `node` at `pointer`, recording its location (with `key`, the
   * span of the key it is the value of). `fallback` (relative to the slice)
   * places a node that has no range of its own: an empty value.
   */
  private walk(node: YamlNode | null, pointer: string, key: Span | undefined, fallback: number, depth: number): unknown {
    if (node === null || node === undefined) {
      this.record(pointer, { value: { start: this.base + fallback, end: this.base + fallback } }, key);
      return null;
    }
    if (this.aliasDepth > 0) this.countAliasNode(node, pointer, fallback);
    if (isAlias(node)) return this.aliasValue(node, pointer, key, fallback, depth);
    this.recordAnchor(node);
    const at = this.span(node.range, fallback);
    this.warnTag(node, at, pointer);
    if (isScalar(node)) {
      this.record(pointer, { value: at }, key);
      return this.scalarValue(node, at, pointer);
    }
    if (depth >= this.limits.maxDepth) {
      throw this.limit(
        'yaml/depth-limit',
        pointer,
        { start: at.start, end: at.start + 1 },
        {
          id: 'parse.depthLimit',
          args: { limit: this.limits.maxDepth },
        },
      );
    }
    return this.collectionValue(node, pointer, key, at, depth);
  }

  /** Sets the location of `pointer` (with its key's span, when it has one). */
  private record(pointer: string, loc: NodeLocation, key: Span | undefined): NodeLocation {
    if (key) loc.key = key;
    this.sink.set(pointer, loc);
    return loc;
  }

  private scalarValue(node: Scalar, at: Span, pointer: string): unknown {
    const v = node.value;
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
    if (typeof v === 'number') {
      if (Number.isFinite(v)) return v;
      const source = node.source ?? String(v);
      const problem = this.warn('yaml/non-finite-number', pointer, at, { id: 'parse.yaml.nonFiniteNumber', args: { source } });
      // Quoted, it is the string it is read as, and says so.
      problem.repair = { offset: 0, length: at.end - at.start, insert: JSON.stringify(source) };
      return source;
    }
    if (typeof v === 'bigint') return Number(v);
    // !!binary, !!timestamp...: keep the text as written.
    return typeof node.source === 'string' ? node.source : String(v);
  }

  /** A sequence or mapping (under the depth cap). */
  private collectionValue(node: YamlNode, pointer: string, key: Span | undefined, at: Span, depth: number): unknown {
    const flow = (node as { flow?: boolean }).flow === true;
    const loc = this.record(pointer, { value: at, style: flow ? 'flow' : 'block' }, key);
    this.inProgress.add(node);
    try {
      if (isSeq(node)) {
        const { arr, end } = this.seqValue(node.items as unknown[], pointer, at, depth);
        if (!flow) loc.value = { start: at.start, end: arr.length ? end : at.end };
        return arr;
      }
      if (isMap(node)) {
        const { obj, end } = this.mapValue(node.items as Pair[], pointer, depth);
        if (!flow) loc.value = { start: at.start, end: end > at.start ? end : at.end };
        return obj;
      }
    } finally {
      this.inProgress.delete(node);
    }
    return null;
  }

  /** The items of a sequence, and where its last item ends. */
  private seqValue(items: unknown[], pointer: string, at: Span, depth: number): { arr: unknown[]; end: number } {
    const arr: unknown[] = [];
    let end = at.start;
    for (const item of items) {
      const p = joinPointer(pointer, arr.length);
      if (isPair(item)) arr.push(this.pairsAsMap([item], p, item, depth + 1));
      else arr.push(this.walk(item as YamlNode, p, undefined, at.end - this.base, depth + 1));
      end = Math.max(end, this.sink.get(p)!.value.end);
    }
    return { arr, end };
  }

  /** A flow sequence entry like `[a: 1]` is a one-pair mapping. */
  private pairsAsMap(pairs: Pair[], pointer: string, first: Pair, depth: number): unknown {
    const k = first.key as YamlNode | null;
    const start = k?.range ? this.base + k.range[0] : 0;
    const loc = this.record(pointer, { value: { start, end: start }, style: 'flow' }, undefined);
    const { obj, end } = this.mapValue(pairs, pointer, depth);
    loc.value.end = end;
    return obj;
  }

  // ---- mappings -------------------------------------------------------------

  /** The members of a mapping, and where its last pair ends. */
  private mapValue(pairs: Pair[], pointer: string, depth: number): { obj: Record<string, unknown>; end: number } {
    const m: MappingState = { obj: {}, pointer, depth, explicit: new Map(), merged: new Map(), end: 0 };
    for (const pair of pairs) this.pair(m, pair);
    return { obj: m.obj, end: m.end };
  }

  private pair(m: MappingState, pair: Pair): void {
    const keyNode = pair.key as YamlNode | null;
    const valueNode = pair.value as YamlNode | null;
    const keySpan = this.span(keyNode?.range, 0);
    m.end = Math.max(m.end, keySpan.end);
    if (isMergeKey(keyNode)) {
      this.mergeInto(m, valueNode);
      if (valueNode?.range) m.end = Math.max(m.end, this.base + valueNode.range[1]);
      return;
    }
    const name = this.keyName(keyNode, keySpan, m);
    const childPointer = joinPointer(m.pointer, name);
    const valueFallback = keyNode?.range ? keyNode.range[1] : 0;
    const first = m.explicit.get(name);
    if (first !== undefined) {
      this.problems.push({
        severity: 'error',
        code: 'yaml/duplicate-key',
        pointer: childPointer,
        span: keySpan,
        related: first,
        message: duplicateKeyMessage(name),
      });
      // The first value is kept; the duplicate is walked aside (for its anchors and limits).
      const aside = this.walkAside(valueNode, childPointer, keySpan, valueFallback, m.depth + 1);
      m.end = Math.max(m.end, aside.locations.get(childPointer)!.value.end);
      return;
    }
    m.explicit.set(name, keySpan);
    this.dropMerged(m, name);
    defineMember(m.obj, name, this.walk(valueNode, childPointer, keySpan, valueFallback, m.depth + 1));
    m.end = Math.max(m.end, this.sink.get(childPointer)!.value.end);
  }

  /** The member name a key stands for. */
  private keyName(keyNode: YamlNode | null, keySpan: Span, m: MappingState): string {
    if (keyNode && !isScalar(keyNode)) {
      // Complex keys: walk them aside (for anchors and limits), then stringify.
      const { value } = this.walkAside(keyNode, m.pointer, undefined, 0, m.depth + 1);
      return this.keyString(value, keyNode, keySpan, m.pointer);
    }
    if (keyNode) this.recordAnchor(keyNode);
    return this.keyString(keyNode ? (keyNode as Scalar).value : null, keyNode, keySpan, m.pointer);
  }

  private keyString(key: unknown, keyNode: YamlNode | null, at: Span, pointer: string): string {
    if (key === null || key === undefined) return keyNode && isScalar(keyNode) && typeof keyNode.source === 'string' ? keyNode.source : '';
    if (typeof key === 'string') return key;
    if (typeof key === 'object') {
      this.warn('yaml/complex-key', pointer, at, { id: 'parse.yaml.complexKey' });
      return JSON.stringify(key);
    }
    return isScalar(keyNode) && typeof keyNode.source === 'string' && keyNode.type === 'PLAIN' ? keyNode.source : String(key);
  }

  /** An explicit key overrides what a merge copied in under that name: its locations go. */
  private dropMerged(m: MappingState, name: string): void {
    const stale = m.merged.get(name);
    if (!stale) return;
    for (const p of stale) this.sink.delete(p);
    m.merged.delete(name);
  }

  /** `<<: *base` or `<<: [*a, *b]`: members not defined explicitly are copied in; earlier sources win. */
  private mergeInto(m: MappingState, valueNode: YamlNode | null): void {
    const sources: Array<YamlNode | null> = valueNode && isSeq(valueNode) ? (valueNode.items as YamlNode[]) : [valueNode];
    for (const src of sources) this.mergeSource(m, src);
  }

  private mergeSource(m: MappingState, src: YamlNode | null): void {
    const { value, locations } = this.walkAside(src, m.pointer, undefined, 0, m.depth);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      this.problems.push({
        severity: 'error',
        code: 'yaml/merge',
        pointer: m.pointer,
        span: this.span(src?.range, 0),
        message: { id: 'parse.yaml.merge' },
      });
      return;
    }
    // Members taken from this source, by their escaped pointer token.
    const taken = new Map<string, string[]>();
    for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
      if (m.explicit.has(name) || m.merged.has(name)) continue;
      defineMember(m.obj, name, v);
      const copied: string[] = [];
      m.merged.set(name, copied);
      taken.set(joinPointer('', name).slice(1), copied);
    }
    // One pass over the source's locations (not one per member: a merge of a huge mapping stays linear).
    const skip = m.pointer.length + 1;
    for (const [p, l] of locations) {
      if (p.length < skip) continue; // the source mapping itself
      const slash = p.indexOf('/', skip);
      const copied = taken.get(slash === -1 ? p.slice(skip) : p.slice(skip, slash));
      if (copied) {
        this.sink.set(p, l);
        copied.push(p);
      }
    }
  }

  /** Walks a node with its locations going to a map of their own, which is returned with the value. */
  private walkAside(
    node: YamlNode | null,
    pointer: string,
    key: Span | undefined,
    fallback: number,
    depth: number,
  ): { value: unknown; locations: Map<string, NodeLocation> } {
    const saved = this.sink;
    const locations = new Map<string, NodeLocation>();
    this.sink = locations;
    try {
      return { value: this.walk(node, pointer, key, fallback, depth), locations };
    } finally {
      this.sink = saved;
    }
  }

  // ---- aliases and anchors --------------------------------------------------

  /** Anchors are recorded where they are defined, not again when an alias walks their node. */
  private recordAnchor(node: YamlNode): void {
    if (node.anchor && this.aliasDepth === 0) this.anchors.set(node.anchor, node);
  }

  /** The value of the anchored node, located where the alias is written. */
  private aliasValue(alias: Alias, pointer: string, key: Span | undefined, fallback: number, depth: number): unknown {
    const target = this.resolveAlias(alias, pointer);
    this.aliasDepth++;
    let value: unknown;
    try {
      value = this.walk(target, pointer, key, fallback, depth);
    } finally {
      this.aliasDepth--;
    }
    const loc: NodeLocation = { ...this.sink.get(pointer)!, value: this.span(alias.range, fallback) };
    if (key) loc.key = key;
    else delete loc.key;
    this.sink.set(pointer, loc);
    return value;
  }

  private resolveAlias(alias: Alias, pointer: string): YamlNode {
    const at = this.span(alias.range, 0);
    this.aliasCount++;
    if (this.aliasCount > this.limits.maxAliasCount) {
      throw this.limit('yaml/alias-limit', pointer, at, { id: 'parse.yaml.aliasCount', args: { limit: this.limits.maxAliasCount } });
    }
    const target = this.anchors.get(alias.source);
    if (!target) throw this.limit('yaml/unknown-alias', pointer, at, { id: 'parse.yaml.unknownAlias', args: { name: alias.source } });
    if (this.inProgress.has(target)) {
      throw this.limit('yaml/alias-cycle', pointer, at, { id: 'parse.yaml.aliasCycle', args: { name: alias.source } });
    }
    return target;
  }

  /** Every node walked through an alias counts against the expansion budget. */
  private countAliasNode(node: YamlNode, pointer: string, fallback: number): void {
    this.aliasNodes++;
    if (this.aliasNodes > this.maxAliasNodes) {
      throw this.limit('yaml/alias-limit', pointer, this.span(node.range, fallback), {
        id: 'parse.yaml.aliasNodes',
        args: { limit: this.maxAliasNodes },
      });
    }
  }

  // ---- problems and places --------------------------------------------------

  private warnTag(node: YamlNode, at: Span, pointer: string): void {
    const tag = node.tag;
    if (!tag || CORE_TAGS.has(tag)) return;
    const shown = tag.startsWith('tag:yaml.org,2002:') ? '!!' + tag.slice(18) : tag;
    this.warn('yaml/unknown-tag', pointer, at, { id: 'parse.yaml.unknownTag', args: { tag: shown } });
  }

  private warn(code: string, pointer: string, span: Span, message: MessageRef): ParseProblem {
    const problem: ParseProblem = { severity: 'warning', code, pointer, span, message };
    this.problems.push(problem);
    return problem;
  }

  /** The error that stops the walk (thrown by the caller). */
  private limit(code: string, pointer: string, span: Span, message: MessageRef): WalkLimit {
    return new WalkLimit({ severity: 'error', code, pointer, span, message });
  }

  /** A yaml range as a span of the file (or an empty span at `fallback` for a node without one). */
  private span(range: readonly number[] | null | undefined, fallback: number): Span {
    const base = this.base;
    return range ? { start: base + range[0], end: base + range[1] } : { start: base + fallback, end: base + fallback };
  }
}

/** `<<` as a plain, untagged key: YAML 1.1's merge key. */
function isMergeKey(keyNode: YamlNode | null): boolean {
  return !!keyNode && isScalar(keyNode) && keyNode.type === 'PLAIN' && keyNode.source === '<<' && !keyNode.tag;
}
