// `$ref` and `$dynamicRef`: resolved against the base URI where they are
// written, to a location in this schema, a registered one, or a meta-schema
// (nothing is ever fetched): `#`, `#/json/pointer` (with `~0`, `~1` and
// percent-escapes), `#anchor`, `other.json#/$defs/a`, `urn:...`. A
// `$dynamicRef` whose target declares the same `$dynamicAnchor` resolves at
// run time to the outermost resource in the dynamic scope that declares it.
// Cycles of in-place references that consume no input (a -> allOf -> b -> a)
// are found after compilation, reported at each `$ref`, and switched off.
import type { Documents, Doc } from './documents';
import type { FastNode } from './fast';
import { dropRef } from './fast';
import type { Holder } from './holder';
import { isPlainObject } from './json';
import type { MessageArgs, MessageId } from './messages';
import { fragmentToTokens as fragmentToSegments, parsePointer, pointerFromTokens as pointerFromSegments, resolvePointer } from '../pointer';
import type { Place } from './resources';
import type { ScopeResource, Target, Validate } from './runtime';
import { typeNameOf } from './checks';
import { isAnchorFragment, resolveUri, splitFragment } from './uri';

/** What the resolver needs from the compiler. */
export interface RefHost {
  readonly documents: Documents;
  issue(h: Holder, at: string, keyword: string, severity: 'error' | 'warning', code: string, id: MessageId, args: MessageArgs): void;
  /** The holder of the subschema at `pointer` in `doc` (compiled later if nothing compiles it structurally). */
  refTarget(doc: Doc, pointer: string, value: unknown): Holder;
  /** The dynamic-scope record of the resource rooted at `place.resourcePointer` in `doc`. */
  scopeResource(doc: Doc, place: Place): ScopeResource;
  /** A `$dynamicRef` to dynamic anchor `name` needs the run-time scope: every resource declaring it must be ready. */
  needDynamicAnchor(name: string): void;
}

interface RefEdge {
  from: Holder;
  /** Pointer of the keyword (in the `from` document). */
  at: string;
  keyword: '$ref' | '$dynamicRef';
  ref: string;
  target: Holder;
  state: { off: boolean };
  node: FastNode;
}

interface Resolved {
  target: Holder;
  /** The fragment names a `$dynamicAnchor` of the target: the name, else null. */
  dynamicAnchor: string | null;
}

export class RefResolver {
  private readonly edges: RefEdge[] = [];

  constructor(private readonly host: RefHost) {}

  /** The check for `$ref: ref` in schema `h`, or null when it cannot be checked; also points `node` at the target. */
  compileRef(ref: unknown, h: Holder, at: string, node: FastNode): Validate | null {
    const resolved = this.resolve(ref, h, at, '$ref');
    if (resolved === null) return null;
    const { target } = resolved;
    const state = { off: false };
    this.edges.push({ from: h, at, keyword: '$ref', ref: ref as string, target, state, node });
    node.ref = target.node;
    const resource = this.entered(h, target);
    const kwAbs = h.doc.kwPrefix + at;
    return (data, ctx) => state.off || ctx.followRef(data, target, kwAbs, resource);
  }

  /** The check for `$dynamicRef: ref`; static (like `$ref`) unless its target declares the anchor it names. */
  compileDynamicRef(ref: unknown, h: Holder, at: string, node: FastNode): { check: Validate; dynamic: boolean } | null {
    const resolved = this.resolve(ref, h, at, '$dynamicRef');
    if (resolved === null) return null;
    const { target, dynamicAnchor } = resolved;
    const state = { off: false };
    this.edges.push({ from: h, at, keyword: '$dynamicRef', ref: ref as string, target, state, node });
    const resource = this.entered(h, target);
    const kwAbs = h.doc.kwPrefix + at;
    if (dynamicAnchor === null) {
      node.ref2 = target.node;
      return { check: (data, ctx) => state.off || ctx.followRef(data, target, kwAbs, resource), dynamic: false };
    }
    this.host.needDynamicAnchor(dynamicAnchor);
    const check: Validate = (data, ctx) => {
      if (state.off) return true;
      const scope = ctx.scope;
      for (let i = 0; i < scope.length; i++) {
        const found: Target | undefined = scope[i].dynamicAnchors.get(dynamicAnchor);
        if (found !== undefined) return ctx.followRef(data, found, kwAbs, null);
      }
      return ctx.followRef(data, target, kwAbs, resource);
    };
    return { check, dynamic: true };
  }

  /** The resource a hop from `from` to `target` enters, when the target does not enter it itself. */
  private entered(from: Holder, target: Holder): ScopeResource | null {
    if (target.place.resourcePointer === target.pointer) return null; // a resource root enters itself
    if (target.doc === from.doc && target.place.resourcePointer === from.place.resourcePointer) return null;
    return this.host.scopeResource(target.doc, target.place);
  }

  private resolve(ref: unknown, h: Holder, at: string, keyword: '$ref' | '$dynamicRef'): Resolved | null {
    const host = this.host;
    const fail = (severity: 'error' | 'warning', code: string, id: MessageId, args: MessageArgs): null => {
      host.issue(h, at, keyword, severity, code, id, args);
      return null;
    };
    if (typeof ref !== 'string') return fail('error', 'schema/bad-value', 'notString', { keyword, got: ref });
    const abs = resolveUri(ref, h.place.base);
    if (abs === null) return fail('error', 'schema/unresolved-ref', 'unresolvedRef', { name: ref, detail: 'not a URI reference' });
    const { resource, fragment } = splitFragment(abs);
    const base = resource === h.place.base ? { doc: h.doc, pointer: h.place.resourcePointer } : host.documents.find(resource);
    if (base === undefined) return fail('warning', 'schema/unregistered-ref', 'unregisteredRef', { name: ref, detail: resource });
    let { doc, pointer } = base;
    let dynamicAnchor: string | null = null;
    if (isAnchorFragment(fragment)) {
      let name: string;
      try {
        name = decodeURIComponent(fragment);
      } catch {
        name = fragment;
      }
      const found = host.documents.find(resource + '#' + name);
      if (found === undefined)
        return fail('error', 'schema/unresolved-ref', 'unresolvedRef', { name: ref, detail: `no anchor "${name}" in ${resource}` });
      ({ doc, pointer } = found);
      const located = resolvePointer(doc.value, parsePointer(pointer) ?? []);
      if (keyword === '$dynamicRef' && isPlainObject(located.value) && located.value.$dynamicAnchor === name) dynamicAnchor = name;
    } else if (fragment !== '') {
      const segments = fragmentToSegments(fragment);
      if (segments === null) {
        return fail('error', 'schema/unresolved-ref', 'unresolvedRef', { name: ref, detail: 'the fragment is not a valid JSON pointer' });
      }
      pointer += pointerFromSegments(segments);
    }
    const found = resolvePointer(doc.value, parsePointer(pointer) ?? []);
    if (!found.found) {
      const where = doc.index === 0 ? 'this document' : doc.uri;
      return fail('error', 'schema/unresolved-ref', 'unresolvedRef', { name: ref, detail: `no such location in ${where}` });
    }
    if (typeof found.value !== 'boolean' && !isPlainObject(found.value)) {
      return fail('error', 'schema/unresolved-ref', 'refNotSchema', { name: ref, got: typeNameOf(found.value) });
    }
    return { target: host.refTarget(doc, pointer, found.value), dynamicAnchor };
  }

  /**
   * Finds every cycle of in-place applications (`$ref`s, `allOf`, `anyOf`...)
   * that returns to a schema without consuming input, and switches off the
   * references on it (reported at each): evaluating it would never end.
   */
  disableCycles(): void {
    if (this.edges.length === 0) return; // a cycle takes a reference
    const out = new Map<Holder, RefEdge[]>();
    for (const e of this.edges) {
      let list = out.get(e.from);
      if (!list) out.set(e.from, (list = []));
      list.push(e);
    }
    const state = new Map<Holder, 1 | 2>(); // 1: on the path, 2: done
    for (const start of out.keys()) {
      if (state.has(start)) continue;
      // Iterative depth-first search; the path holds [holder, its successors, next successor index].
      const path: { h: Holder; next: [Holder, RefEdge | null][]; i: number }[] = [];
      const push = (h: Holder) => {
        state.set(h, 1);
        const next: [Holder, RefEdge | null][] = h.inPlace.map((c) => [c, null]);
        for (const e of out.get(h) ?? []) if (!e.state.off) next.push([e.target, e]);
        path.push({ h, next, i: 0 });
      };
      push(start);
      while (path.length) {
        const top = path[path.length - 1];
        if (top.i >= top.next.length) {
          state.set(top.h, 2);
          path.pop();
          continue;
        }
        const [child, edge] = top.next[top.i++];
        const s = state.get(child);
        if (s === undefined) {
          // A ref target reached by a chain as long as the path needs is explored the same way.
          push(child);
        } else if (s === 1) this.reportCycle(path, child, edge);
      }
    }
  }

  private reportCycle(path: { h: Holder; next: [Holder, RefEdge | null][]; i: number }[], back: Holder, closing: RefEdge | null): void {
    const from = path.findIndex((p) => p.h === back);
    const cycle: RefEdge[] = [];
    for (let k = from; k < path.length; k++) {
      const edge = k + 1 < path.length ? path[k].next[path[k].i - 1][1] : closing;
      if (edge !== null && !edge.state.off) cycle.push(edge);
    }
    if (cycle.length === 0) return;
    const schemas = path.slice(from).map((p) => p.h);
    const detail = [...schemas, back].map((h) => (h.doc.index === 0 ? '#' + h.pointer : h.doc.uri + '#' + h.pointer)).join(' -> ');
    for (const edge of cycle) {
      edge.state.off = true;
      if (edge.keyword === '$ref') dropRef(edge.node);
      else {
        edge.node.ref2 = null;
        edge.node.finish();
      }
      this.host.issue(edge.from, edge.at, edge.keyword, 'error', 'schema/ref-cycle', 'refCycle', { name: edge.ref, detail });
    }
  }
}
