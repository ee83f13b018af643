// Turns a document composed by the `yaml` package into plain JSON data plus
// the pointer -> location map, in one walk in document order. Here live the
// rules the yaml package leaves to us: aliases expanded under a budget
// (billion laughs), a depth cap, duplicate keys, merge keys `<<`, keys
// stringified, non-core tags warned about, non-finite numbers kept as text.
import { isAlias, isMap, isPair, isScalar, isSeq, Scalar } from 'yaml';
import type { Alias, Document, Node as YamlNode, Pair } from 'yaml';
import { defineMember, duplicateKeyMessage } from './members';
import { joinPointer } from '../pointer';
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
  const locations = new Map<string, NodeLocation>();
  let sink = locations;
  const problems: ParseProblem[] = [];
  const anchors = new Map<string, YamlNode>();
  const inProgress = new Set<YamlNode>();
  let aliasCount = 0;
  let aliasNodes = 0;
  /** > 0 while walking the target of an alias: anchors are not re-recorded, nodes count against the budget. */
  let aliasDepth = 0;
  const maxAliasNodes = limits.maxAliasNodes ?? DEFAULT_MAX_ALIAS_NODES;

  const span = (range: readonly number[] | null | undefined, fallback: number): Span =>
    range ? { start: base + range[0], end: base + range[1] } : { start: base + fallback, end: base + fallback };

  const warnTag = (node: YamlNode, at: Span, pointer: string): void => {
    const tag = node.tag;
    if (!tag || CORE_TAGS.has(tag)) return;
    const shown = tag.startsWith('tag:yaml.org,2002:') ? '!!' + tag.slice(18) : tag;
    problems.push({
      severity: 'warning',
      code: 'yaml/unknown-tag',
      pointer,
      span: at,
      message: { id: 'parse.yaml.unknownTag', args: { tag: shown } },
    });
  };

  const scalarValue = (node: Scalar, at: Span, pointer: string): unknown => {
    const v = node.value;
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
    if (typeof v === 'number') {
      if (Number.isFinite(v)) return v;
      problems.push({
        severity: 'warning',
        code: 'yaml/non-finite-number',
        pointer,
        span: at,
        message: { id: 'parse.yaml.nonFiniteNumber', args: { source: node.source ?? String(v) } },
      });
      return node.source ?? String(v);
    }
    if (typeof v === 'bigint') return Number(v);
    // !!binary, !!timestamp...: keep the text as written.
    return typeof node.source === 'string' ? node.source : String(v);
  };

  const keyString = (key: unknown, keyNode: YamlNode | null, at: Span, pointer: string): string => {
    if (key === null || key === undefined) return keyNode && isScalar(keyNode) && typeof keyNode.source === 'string' ? keyNode.source : '';
    if (typeof key === 'string') return key;
    if (typeof key === 'object') {
      problems.push({
        severity: 'warning',
        code: 'yaml/complex-key',
        pointer,
        span: at,
        message: { id: 'parse.yaml.complexKey' },
      });
      return JSON.stringify(key);
    }
    return isScalar(keyNode) && typeof keyNode.source === 'string' && keyNode.type === 'PLAIN' ? keyNode.source : String(key);
  };

  const resolveAlias = (alias: Alias, pointer: string): YamlNode => {
    const at = span(alias.range, 0);
    aliasCount++;
    if (aliasCount > limits.maxAliasCount) {
      throw new WalkLimit({
        severity: 'error',
        code: 'yaml/alias-limit',
        pointer,
        span: at,
        message: { id: 'parse.yaml.aliasCount', args: { limit: limits.maxAliasCount } },
      });
    }
    const target = anchors.get(alias.source);
    if (!target) {
      throw new WalkLimit({
        severity: 'error',
        code: 'yaml/unknown-alias',
        pointer,
        span: at,
        message: { id: 'parse.yaml.unknownAlias', args: { name: alias.source } },
      });
    }
    if (inProgress.has(target)) {
      throw new WalkLimit({
        severity: 'error',
        code: 'yaml/alias-cycle',
        pointer,
        span: at,
        message: { id: 'parse.yaml.aliasCycle', args: { name: alias.source } },
      });
    }
    return target;
  };

  const walk = (node: YamlNode | null, pointer: string, key: Span | undefined, fallback: number, depth: number): unknown => {
    if (node === null || node === undefined) {
      const loc: NodeLocation = { value: { start: base + fallback, end: base + fallback } };
      if (key) loc.key = key;
      sink.set(pointer, loc);
      return null;
    }
    if (aliasDepth > 0) {
      aliasNodes++;
      if (aliasNodes > maxAliasNodes) {
        throw new WalkLimit({
          severity: 'error',
          code: 'yaml/alias-limit',
          pointer,
          span: span(node.range, fallback),
          message: { id: 'parse.yaml.aliasNodes', args: { limit: maxAliasNodes } },
        });
      }
    }
    if (isAlias(node)) {
      const target = resolveAlias(node, pointer);
      aliasDepth++;
      let value: unknown;
      try {
        value = walk(target, pointer, key, fallback, depth);
      } finally {
        aliasDepth--;
      }
      // The alias itself is where this value is written in the text.
      const loc: NodeLocation = { ...sink.get(pointer)!, value: span(node.range, fallback) };
      if (key) loc.key = key;
      else delete loc.key;
      sink.set(pointer, loc);
      return value;
    }
    if (node.anchor && aliasDepth === 0) anchors.set(node.anchor, node);
    const at = span(node.range, fallback);
    warnTag(node, at, pointer);
    if (isScalar(node)) {
      const loc: NodeLocation = { value: at };
      if (key) loc.key = key;
      sink.set(pointer, loc);
      return scalarValue(node, at, pointer);
    }
    if (depth >= limits.maxDepth) {
      throw new WalkLimit({
        severity: 'error',
        code: 'yaml/depth-limit',
        pointer,
        span: { start: at.start, end: at.start + 1 },
        message: { id: 'parse.depthLimit', args: { limit: limits.maxDepth } },
      });
    }
    const flow = (node as { flow?: boolean }).flow === true;
    const loc: NodeLocation = { value: at, style: flow ? 'flow' : 'block' };
    if (key) loc.key = key;
    sink.set(pointer, loc);
    inProgress.add(node);
    try {
      if (isSeq(node)) {
        const arr: unknown[] = [];
        let end = at.start;
        for (const item of node.items as unknown[]) {
          const p = joinPointer(pointer, arr.length);
          if (isPair(item)) arr.push(walkPairsAsMap([item], p, undefined, item, depth + 1));
          else arr.push(walk(item as YamlNode, p, undefined, at.end - base, depth + 1));
          end = Math.max(end, sink.get(p)!.value.end);
        }
        if (!flow) loc.value = { start: at.start, end: arr.length ? end : at.end };
        return arr;
      }
      if (isMap(node)) {
        const { obj, end } = mapValue(node.items as Pair[], pointer, depth);
        if (!flow) loc.value = { start: at.start, end: end > at.start ? end : at.end };
        return obj;
      }
    } finally {
      inProgress.delete(node);
    }
    return null;
  };

  /** A flow sequence entry like `[a: 1]` is a one-pair mapping. */
  const walkPairsAsMap = (pairs: Pair[], pointer: string, key: Span | undefined, first: Pair, depth: number): unknown => {
    const k = first.key as YamlNode | null;
    const start = k?.range ? base + k.range[0] : 0;
    const loc: NodeLocation = { value: { start, end: start }, style: 'flow' };
    if (key) loc.key = key;
    sink.set(pointer, loc);
    const { obj, end } = mapValue(pairs, pointer, depth);
    loc.value.end = end;
    return obj;
  };

  /** The members of a mapping, and where its last pair ends. */
  const mapValue = (pairs: Pair[], pointer: string, depth: number): { obj: Record<string, unknown>; end: number } => {
    const obj: Record<string, unknown> = {};
    let end = 0;
    /** key -> span of its first explicit definition */
    const explicit = new Map<string, Span>();
    /** key -> pointers copied in from a merge (removed if an explicit key overrides them) */
    const merged = new Map<string, string[]>();
    for (const pair of pairs) {
      const keyNode = pair.key as YamlNode | null;
      const keySpan = span(keyNode?.range, 0);
      end = Math.max(end, keySpan.end);
      let name: string;
      if (keyNode && isScalar(keyNode) && keyNode.type === 'PLAIN' && keyNode.source === '<<' && !keyNode.tag) {
        mergeInto(obj, explicit, merged, pair.value as YamlNode | null, pointer, depth);
        const v = pair.value as YamlNode | null;
        if (v?.range) end = Math.max(end, base + v.range[1]);
        continue;
      }
      if (keyNode && !isScalar(keyNode)) {
        // Complex keys: walk them aside (for anchors and limits), then stringify.
        const saved = sink;
        sink = new Map();
        let keyValue: unknown;
        try {
          keyValue = walk(keyNode, pointer, undefined, 0, depth + 1);
        } finally {
          sink = saved;
        }
        name = keyString(keyValue, keyNode, keySpan, pointer);
      } else {
        if (keyNode?.anchor && aliasDepth === 0) anchors.set(keyNode.anchor, keyNode);
        name = keyString(keyNode ? (keyNode as Scalar).value : null, keyNode, keySpan, pointer);
      }
      const childPointer = joinPointer(pointer, name);
      const valueFallback = keyNode?.range ? keyNode.range[1] : 0;
      const first = explicit.get(name);
      if (first !== undefined) {
        problems.push({
          severity: 'error',
          code: 'yaml/duplicate-key',
          pointer: childPointer,
          span: keySpan,
          related: first,
          message: duplicateKeyMessage(name),
        });
        const saved = sink;
        sink = new Map();
        try {
          walk(pair.value as YamlNode | null, childPointer, keySpan, valueFallback, depth + 1);
          end = Math.max(end, sink.get(childPointer)!.value.end);
        } finally {
          sink = saved;
        }
        continue;
      }
      explicit.set(name, keySpan);
      const stale = merged.get(name);
      if (stale) {
        for (const p of stale) sink.delete(p);
        merged.delete(name);
      }
      defineMember(obj, name, walk(pair.value as YamlNode | null, childPointer, keySpan, valueFallback, depth + 1));
      end = Math.max(end, sink.get(childPointer)!.value.end);
    }
    return { obj, end };
  };

  /** `<<: *base` or `<<: [*a, *b]`: members not defined explicitly are copied in; earlier sources win. */
  const mergeInto = (
    obj: Record<string, unknown>,
    explicit: Map<string, Span>,
    merged: Map<string, string[]>,
    valueNode: YamlNode | null,
    pointer: string,
    depth: number,
  ): void => {
    const sources: Array<YamlNode | null> = valueNode && isSeq(valueNode) ? (valueNode.items as YamlNode[]) : [valueNode];
    for (const src of sources) {
      const saved = sink;
      const aside = new Map<string, NodeLocation>();
      sink = aside;
      let value: unknown;
      try {
        value = walk(src, pointer, undefined, 0, depth);
      } finally {
        sink = saved;
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        problems.push({
          severity: 'error',
          code: 'yaml/merge',
          pointer,
          span: span(src?.range, 0),
          message: { id: 'parse.yaml.merge' },
        });
        continue;
      }
      // Members taken from this source, by their escaped pointer token.
      const taken = new Map<string, string[]>();
      for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
        if (explicit.has(name) || merged.has(name)) continue;
        defineMember(obj, name, v);
        const copied: string[] = [];
        merged.set(name, copied);
        taken.set(joinPointer('', name).slice(1), copied);
      }
      // One pass over the source's locations (not one per member: a merge of a huge mapping stays linear).
      const skip = pointer.length + 1;
      for (const [p, l] of aside) {
        if (p.length < skip) continue; // the source mapping itself
        const slash = p.indexOf('/', skip);
        const copied = taken.get(slash === -1 ? p.slice(skip) : p.slice(skip, slash));
        if (copied) {
          sink.set(p, l);
          copied.push(p);
        }
      }
    }
  };

  try {
    const value = walk(doc.contents as YamlNode | null, '', undefined, 0, 0);
    return { value, locations, problems, fatal: false };
  } catch (e) {
    if (!(e instanceof WalkLimit)) throw e;
    problems.push(e.problem);
    return { value: null, locations, problems, fatal: true };
  }
}
