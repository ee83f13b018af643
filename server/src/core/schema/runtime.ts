// The state of one `validate()` call: where we are in the instance and in the
// schema (through followed `$ref`s), and the errors found so far. Created per
// call, never shared, so validation stays pure and re-entrant.
import type { ValidationError } from '../types';
import { escapeSegment } from './pointer';
import { message, type Locale, type MessageArgs, type MessageId } from './messages';

/** A compiled (sub)schema: true iff the value has no error of severity `error`. */
export type Validate = (data: unknown, ctx: Ctx) => boolean;

/** Instance nesting (plus `$ref` hops) beyond which we stop with an error instead of recursing. */
export const INSTANCE_DEPTH_LIMIT = 1000;

export class Ctx {
  /** Instance path segments and the container each one is taken from. */
  readonly path: (string | number)[] = [];
  readonly parents: unknown[] = [];
  /** `$ref` keywords followed: their absolute pointer and the length of their target's pointer. */
  readonly refAbs: string[] = [];
  readonly refTargetLen: number[] = [];
  depth = 0;
  errors: ValidationError[] = [];
  /** For each error: the position of each path segment among its siblings (document order). */
  private orders: number[][] = [];
  private keyIndex: Map<object, Map<string, number>> | undefined;

  constructor(
    readonly locale: Locale,
    readonly formatWarnings: boolean,
  ) {}

  /**
   * Makes the context ready for a new `validate()` call. A compiled schema
   * reuses one context (validation is synchronous and never re-entered), but
   * never the returned error list.
   */
  reset(): void {
    if (this.errors.length) {
      this.errors = [];
      this.orders = [];
    }
    this.path.length = 0;
    this.parents.length = 0;
    this.refAbs.length = 0;
    this.refTargetLen.length = 0;
    this.depth = 0;
    this.keyIndex = undefined;
  }

  /** Runs `fn` on `parent[key]` with the path extended; false (with an error) when too deep. */
  descend(parent: unknown, key: string | number, value: unknown, fn: Validate, kwAbs: string): boolean {
    if (this.depth >= INSTANCE_DEPTH_LIMIT) return this.tooDeep(kwAbs);
    this.depth++;
    this.path.push(key);
    this.parents.push(parent);
    const ok = fn(value, this);
    this.path.pop();
    this.parents.pop();
    this.depth--;
    return ok;
  }

  /** Applies the target of a `$ref` to the same value, recording the hop for keyword locations. */
  followRef(data: unknown, fn: Validate, refAbs: string, targetLen: number): boolean {
    if (this.depth >= INSTANCE_DEPTH_LIMIT) return this.tooDeep(refAbs);
    this.depth++;
    this.refAbs.push(refAbs);
    this.refTargetLen.push(targetLen);
    const ok = fn(data, this);
    this.refAbs.pop();
    this.refTargetLen.pop();
    this.depth--;
    return ok;
  }

  private tooDeep(kwAbs: string): false {
    this.report(kwAbs, 'depth', 'tooDeep', { limit: INSTANCE_DEPTH_LIMIT }, INSTANCE_DEPTH_LIMIT, 'error');
    return false;
  }

  /**
   * Records an error (or warning) of the keyword at absolute pointer `kwAbs`.
   * `extra` extends the instance location (the missing member of `required`)
   * without changing its place in document order.
   */
  report(
    kwAbs: string,
    keyword: string,
    id: MessageId,
    args: MessageArgs,
    expected: unknown,
    severity: 'error' | 'warning',
    extra?: string,
  ): void {
    let instanceLocation = '';
    for (const s of this.path) instanceLocation += '/' + escapeSegment(s);
    if (extra !== undefined) instanceLocation += '/' + escapeSegment(extra);
    const error: ValidationError = {
      instanceLocation,
      keywordLocation: this.keywordLocation(kwAbs),
      absoluteKeywordLocation: kwAbs,
      keyword,
      error: message(this.locale, id, args),
      severity,
    };
    if (expected !== undefined) error.expected = expected;
    this.errors.push(error);
    this.orders.push(this.order());
  }

  /** The dynamic path through the schema: each `$ref` hop replaces its target's prefix. */
  private keywordLocation(kwAbs: string): string {
    let out = '';
    let baseLen = 0;
    for (let i = 0; i < this.refAbs.length; i++) {
      out += this.refAbs[i].slice(baseLen);
      baseLen = this.refTargetLen[i];
    }
    return out + kwAbs.slice(baseLen);
  }

  private order(): number[] {
    const order: number[] = new Array(this.path.length);
    for (let i = 0; i < this.path.length; i++) {
      const key = this.path[i];
      if (typeof key === 'number') {
        order[i] = key;
        continue;
      }
      const parent = this.parents[i] as object;
      const keys = Object.keys(parent);
      if (keys.length <= 32) {
        order[i] = keys.indexOf(key);
        continue;
      }
      // Large objects with many errors: index their keys once.
      this.keyIndex ??= new Map();
      let index = this.keyIndex.get(parent);
      if (!index) {
        index = new Map(keys.map((k, j) => [k, j]));
        this.keyIndex.set(parent, index);
      }
      order[i] = index.get(key) ?? 0;
    }
    return order;
  }

  /** Every error in document order of the instance (stable), without duplicates. */
  finish(): ValidationError[] {
    const errors = this.errors;
    const n = errors.length;
    if (n < 2) return errors;
    const orders = this.orders;
    let sorted = true;
    for (let i = 1; i < n && sorted; i++) if (compareOrder(orders[i - 1], orders[i]) > 0) sorted = false;
    let list = errors;
    if (!sorted) {
      const idx = Array.from({ length: n }, (_, i) => i);
      idx.sort((a, b) => compareOrder(orders[a], orders[b]) || a - b);
      list = idx.map((i) => errors[i]);
    }
    const out: ValidationError[] = [];
    const seen = n > 16 ? new Set<string>() : undefined;
    for (const e of list) {
      if (seen) {
        const key = `${e.severity}\u0000${e.instanceLocation}\u0000${e.keyword}\u0000${e.error}`;
        if (seen.has(key)) continue;
        seen.add(key);
      } else if (out.some((o) => sameError(o, e))) continue;
      out.push(e);
    }
    return out;
  }
}

function sameError(a: ValidationError, b: ValidationError): boolean {
  return a.instanceLocation === b.instanceLocation && a.error === b.error && a.keyword === b.keyword && a.severity === b.severity;
}

function compareOrder(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
