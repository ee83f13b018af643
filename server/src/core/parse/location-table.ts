// Node locations kept as numbers, for the fast YAML reader and the JSON reader: a 1000-tool
// catalog has ~59,000 nodes, and a Map entry with its pointer string, a
// NodeLocation and two Span objects per node were ~220 bytes and five
// allocations each (13 of the 18 MB a parse kept, and most of the garbage
// collection of a first validation). Here a node is seven numbers in one
// growing array plus its name; pointers and NodeLocation objects are made
// only when someone asks (a tool's name, the node under the cursor, a
// diagnostic's range), and the full map only when someone iterates it.
import { escapeToken, joinPointer, unescapeToken } from '../pointer';
import type { NodeLocation } from './types';
import { LazyLocations } from './lazy-locations';

/** Numbers per node: value start/end, key start/end (-1: no key), flags, parent, end of its subtree (node index). */
const STRIDE = 7;
export const STYLE_BLOCK = 1;
export const STYLE_FLOW = 2;
export const KIND_MAP = 4;
export const KIND_SEQ = 8;
/** Children a look-up walks before it indexes the collection. */
const WIDE = 16;

/** The nodes of one document in document order (pre-order), as the fast reader meets them. */
export class LocationTable {
  /** STRIDE numbers per node; an Int32Array grown by doubling (pushing seven numbers onto a number[] cost ten times more). */
  nums = new Int32Array(STRIDE * 32);
  /** Member name (mappings) or item index (sequences); the root's is ''. */
  readonly names: (string | number)[] = [];
  count = 0;
  /** Child indexes of wide collections, made by childOf (only look-ups after the read use them). */
  private wideMaps: Map<number, Map<string, number>> | undefined;
  private wideSeqs: Map<number, number[]> | undefined;

  /** A node under `parent` (-1 for the root); returns its index. `flags`: style | kind. */
  add(parent: number, name: string | number, start: number, end: number, keyStart: number, keyEnd: number, flags: number): number {
    const i = this.count++;
    const b = i * STRIDE;
    if (b + STRIDE > this.nums.length) this.grow();
    const nums = this.nums;
    nums[b] = start;
    nums[b + 1] = end;
    nums[b + 2] = keyStart;
    nums[b + 3] = keyEnd;
    nums[b + 4] = flags;
    nums[b + 5] = parent;
    nums[b + 6] = i + 1;
    this.names.push(name);
    return i;
  }

  private grow(): void {
    const bigger = new Int32Array(this.nums.length * 2);
    bigger.set(this.nums);
    this.nums = bigger;
  }

  /** The read is over: the spare room of the last doubling goes (a table is kept as long as its document). */
  trim(): void {
    if (this.nums.length > this.count * STRIDE) this.nums = this.nums.slice(0, this.count * STRIDE);
  }

  valueEnd(i: number): number {
    return this.nums[i * STRIDE + 1];
  }

  setValueEnd(i: number, end: number): void {
    this.nums[i * STRIDE + 1] = end;
  }

  /** A collection is complete: the nodes added since it are its subtree. */
  close(i: number): void {
    this.nums[i * STRIDE + 6] = this.count;
  }

  /** The first child of mapping `i` named `name`, or -1 (its children so far must be complete). */
  childNamed(i: number, name: string): number {
    for (let child = i + 1; child < this.count; child = this.nums[child * STRIDE + 6]) if (this.names[child] === name) return child;
    return -1;
  }

  /**
   * The child of complete collection `node` named `token` (a mapping's member
   * name, a sequence's item index as written in a pointer), or -1. Siblings are
   * found by skipping subtrees, which is linear in the collection's width: a
   * mapping of 16,000 members looked up member by member (the validator and
   * the lint do) was quadratic, 0.9 s. So a collection wider than WIDE gets an
   * index of its children on its first deep look-up: linear once, then O(1).
   */
  childOf(node: number, token: string): number {
    const nums = this.nums;
    const kind = nums[node * STRIDE + 4] & (KIND_MAP | KIND_SEQ);
    const end = nums[node * STRIDE + 6];
    if (kind === KIND_MAP) {
      const index = this.wideMaps?.get(node);
      if (index) return index.get(token) ?? -1;
      let width = 0;
      for (let child = node + 1; child < end; child = nums[child * STRIDE + 6]) {
        if (this.names[child] === token) return child;
        if (++width === WIDE) return this.mapIndex(node, end).get(token) ?? -1;
      }
      return -1;
    }
    if (kind !== KIND_SEQ || !/^(?:0|[1-9][0-9]*)$/.test(token)) return -1;
    const k = Number(token);
    if (k >= WIDE) return this.seqIndex(node, end)[k] ?? -1;
    let child = node + 1;
    for (let n = k; n > 0 && child < end; n--) child = nums[child * STRIDE + 6];
    return child < end ? child : -1;
  }

  private mapIndex(node: number, end: number): Map<string, number> {
    const index = new Map<string, number>();
    for (let child = node + 1; child < end; child = this.nums[child * STRIDE + 6]) {
      const name = this.names[child] as string;
      if (!index.has(name)) index.set(name, child); // the first of a name, as the walk finds it
    }
    (this.wideMaps ??= new Map()).set(node, index);
    return index;
  }

  private seqIndex(node: number, end: number): number[] {
    let index = this.wideSeqs?.get(node);
    if (index) return index;
    index = [];
    for (let child = node + 1; child < end; child = this.nums[child * STRIDE + 6]) index.push(child);
    (this.wideSeqs ??= new Map()).set(node, index);
    return index;
  }

  /** The span of node `i`'s key (undefined for -1 or a node without one). */
  keyOf(i: number): { start: number; end: number } | undefined {
    const b = i * STRIDE;
    return i < 0 || this.nums[b + 2] < 0 ? undefined : { start: this.nums[b + 2], end: this.nums[b + 3] };
  }
}

/**
 * The pointer -> location map of a document read by the fast reader. Behaves
 * as an ordinary Map: look-ups walk the table (children of a node are found by
 * skipping subtrees), each location read is made once and then returned again
 * (same object), and iterating or changing it turns it into a real Map first.
 */
export class CompactLocations extends LazyLocations {
  private table: LocationTable | undefined;
  private delta = 0;
  private made: Map<number, NodeLocation> | undefined;

  static of(table: LocationTable, delta = 0): CompactLocations {
    const m = new CompactLocations();
    table.trim();
    m.table = table;
    m.delta = delta;
    return m;
  }

  /** The same locations `delta` characters further on, sharing the table (undefined once it is a real Map). */
  shifted(delta: number): CompactLocations | undefined {
    return this.table ? CompactLocations.of(this.table, this.delta + delta) : undefined;
  }

  private indexOf(pointer: string): number {
    const t = this.table!;
    if (t.count === 0) return -1;
    if (pointer === '') return 0;
    if (pointer.charCodeAt(0) !== 47 /* / */) return -1;
    let node = 0;
    let pos = 1;
    for (;;) {
      let slash = pointer.indexOf('/', pos);
      if (slash < 0) slash = pointer.length;
      let token = pointer.slice(pos, slash);
      if (token.indexOf('~') >= 0) {
        const name = unescapeToken(token);
        if (escapeToken(name) !== token) return -1; // `~2`: no pointer the map holds is written that way
        token = name;
      }
      const child = t.childOf(node, token);
      if (child < 0) return -1;
      node = child;
      if (slash === pointer.length) return node;
      pos = slash + 1;
    }
  }

  private make(i: number, table = this.table!): NodeLocation {
    let loc = this.made?.get(i);
    if (loc) return loc;
    const nums = table.nums;
    const b = i * STRIDE;
    const d = this.delta;
    loc = { value: { start: nums[b] + d, end: nums[b + 1] + d } };
    if (nums[b + 2] >= 0) loc.key = { start: nums[b + 2] + d, end: nums[b + 3] + d };
    const style = nums[b + 4] & (STYLE_BLOCK | STYLE_FLOW);
    if (style) loc.style = style === STYLE_BLOCK ? 'block' : 'flow';
    (this.made ??= new Map()).set(i, loc);
    return loc;
  }

  /** Becomes a real Map (in document order, as the other readers fill theirs). */
  protected override fill(): void {
    const t = this.table;
    if (!t) return;
    this.table = undefined;
    const pointers: string[] = new Array(t.count);
    for (let i = 0; i < t.count; i++) {
      const parent = t.nums[i * STRIDE + 5];
      pointers[i] = parent < 0 ? '' : joinPointer(pointers[parent], t.names[i]);
      this.store(pointers[i], this.make(i, t));
    }
    this.made = undefined;
  }

  override get(key: string): NodeLocation | undefined {
    if (!this.table) return super.get(key);
    const i = this.indexOf(key);
    return i < 0 ? undefined : this.make(i);
  }
  override has(key: string): boolean {
    return this.table ? this.indexOf(key) >= 0 : super.has(key);
  }
  override clear(): void {
    this.table = undefined;
    this.made = undefined;
    super.clear();
  }
  override get size(): number {
    return this.table ? this.table.count : super.size;
  }
}
