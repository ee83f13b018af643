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

interface RawError extends ValidationError {
  /** Position of each path segment among its siblings, for document order. */
  order: number[];
}

export class Ctx {
  /** Instance path segments and the container each one is taken from. */
  readonly path: (string | number)[] = [];
  readonly parents: unknown[] = [];
  /** `$ref` keywords followed: their absolute pointer and the length of their target's pointer. */
  readonly refAbs: string[] = [];
  readonly refTargetLen: number[] = [];
  depth = 0;
  readonly errors: RawError[] = [];
  private keyIndex: Map<object, Map<string, number>> | undefined;

  constructor(
    readonly locale: Locale,
    readonly formatWarnings: boolean,
  ) {}

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
    const error: RawError = {
      instanceLocation,
      keywordLocation: this.keywordLocation(kwAbs),
      absoluteKeywordLocation: kwAbs,
      keyword,
      error: message(this.locale, id, args),
      severity,
      order: this.order(),
    };
    if (expected !== undefined) error.expected = expected;
    this.errors.push(error);
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
      this.keyIndex ??= new Map();
      let index = this.keyIndex.get(parent);
      if (!index) {
        index = new Map(Object.keys(parent).map((k, j) => [k, j]));
        this.keyIndex.set(parent, index);
      }
      order[i] = index.get(key) ?? 0;
    }
    return order;
  }

  /** Every error in document order of the instance (stable), without duplicates. */
  finish(): ValidationError[] {
    const raw = this.errors.map((e, i) => ({ e, i }));
    if (raw.length > 1) raw.sort((a, b) => compareOrder(a.e.order, b.e.order) || a.i - b.i);
    const seen = new Set<string>();
    const out: ValidationError[] = [];
    for (const { e } of raw) {
      const key = `${e.severity}\u0000${e.instanceLocation}\u0000${e.keyword}\u0000${e.error}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const { order: _order, ...error } = e;
      out.push(error);
    }
    return out;
  }
}

function compareOrder(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
