// `$ref` to the same document: `#`, `#/$defs/a`, any JSON pointer (with `~0`,
// `~1` and percent-escapes), or the root's own `$id` followed by a fragment.
// Nothing is ever fetched. Cycles of `$ref`s that consume no input (a -> b ->
// a) are found after compilation, reported at each `$ref`, and switched off.
import type { Validate } from './runtime';
import type { Compiler } from './compile';
import { isPlainObject } from './json';
import { fragmentToTokens as fragmentToSegments, pointerFromTokens as pointerFromSegments, resolvePointer } from '../pointer';
import { typeNameOf } from './checks';
import { dropRef, type FastNode } from './fast';

interface RefEdge {
  /** Pointer of the schema that holds the `$ref`. */
  from: string;
  /** Pointer of the `$ref` keyword. */
  at: string;
  target: string;
  ref: string;
  state: { off: boolean };
  /** The fast-path node of the schema that holds the `$ref`. */
  node: FastNode;
}

export class RefResolver {
  private readonly edges = new Map<string, RefEdge>();
  private readonly rootId: URL | undefined;

  constructor(
    private readonly root: unknown,
    private readonly compiler: Compiler,
  ) {
    const id = isPlainObject(root) ? root.$id : undefined;
    if (typeof id === 'string') {
      try {
        this.rootId = new URL(id);
      } catch {
        this.rootId = undefined;
      }
    }
  }

  /**
   * The check for `$ref: ref` in the schema at `from`, or null when it cannot
   * be checked; also points `node` (the fast path's) at the target.
   */
  compile(ref: unknown, from: string, at: string, node: FastNode): Validate | null {
    const c = this.compiler;
    if (typeof ref !== 'string') {
      c.issue(at, '$ref', 'error', 'schema/bad-value', 'notString', { keyword: '$ref', got: ref });
      return null;
    }
    const hash = ref.indexOf('#');
    const base = hash === -1 ? ref : ref.slice(0, hash);
    const fragment = hash === -1 ? '' : ref.slice(hash + 1);
    if (base !== '' && !this.isRootUri(base)) {
      c.issue(at, '$ref', 'warning', 'schema/not-checked', 'remoteRef', { name: ref });
      return null;
    }
    if (fragment !== '' && !fragment.startsWith('/') && !fragment.startsWith('%2F') && !fragment.startsWith('%2f')) {
      c.issue(at, '$ref', 'warning', 'schema/not-checked', 'anchorRef', { name: ref });
      return null;
    }
    const segments = fragmentToSegments(fragment);
    if (segments === null) {
      c.issue(at, '$ref', 'error', 'schema/unresolved-ref', 'unresolvedRef', {
        name: ref,
        detail: 'the fragment is not a valid JSON pointer',
      });
      return null;
    }
    const found = resolvePointer(this.root, segments);
    if (!found.found) {
      c.issue(at, '$ref', 'error', 'schema/unresolved-ref', 'unresolvedRef', { name: ref, detail: 'no such location in this document' });
      return null;
    }
    if (typeof found.value !== 'boolean' && !isPlainObject(found.value)) {
      c.issue(at, '$ref', 'error', 'schema/unresolved-ref', 'refNotSchema', { name: ref, got: typeNameOf(found.value) });
      return null;
    }
    const target = pointerFromSegments(segments);
    const holder = c.refTarget(target, found.value);
    const state = { off: false };
    this.edges.set(from, { from, at, target, ref, state, node });
    node.ref = holder.node;
    const targetLen = target.length;
    return (data, ctx) => state.off || ctx.followRef(data, holder.fn, at, targetLen);
  }

  private isRootUri(base: string): boolean {
    if (!this.rootId) return false;
    try {
      const u = new URL(base, this.rootId);
      u.hash = '';
      const r = new URL(this.rootId.href);
      r.hash = '';
      return u.href === r.href;
    } catch {
      return false;
    }
  }

  /** Every schema has at most one `$ref`, so following edges from each start finds every cycle. */
  disableCycles(): void {
    const done = new Set<string>();
    for (const start of this.edges.keys()) {
      if (done.has(start)) continue;
      const chain: string[] = [];
      const onChain = new Map<string, number>();
      let cur: string | undefined = start;
      while (cur !== undefined && this.edges.has(cur) && !done.has(cur)) {
        if (onChain.has(cur)) {
          this.reportCycle(chain.slice(onChain.get(cur)!));
          break;
        }
        onChain.set(cur, chain.length);
        chain.push(cur);
        cur = this.edges.get(cur)!.target;
      }
      for (const n of chain) done.add(n);
    }
  }

  private reportCycle(cycle: string[]): void {
    const path = [...cycle, cycle[0]].map((p) => '#' + p).join(' -> ');
    for (const node of cycle) {
      const edge = this.edges.get(node)!;
      edge.state.off = true;
      dropRef(edge.node);
      this.compiler.issue(edge.at, '$ref', 'error', 'schema/ref-cycle', 'refCycle', { name: edge.ref, detail: path });
    }
  }
}
