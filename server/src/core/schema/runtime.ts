// The state of one `validate()` call. The valid path does no bookkeeping but a
// depth counter: an error is created with its location relative to where it
// was found, and each enclosing step (a member or item, a `$ref` hop) adds its
// part as the error travels back up. So only failures pay for locations.
import type { ValidationError } from '../types';
import { escapeToken as escapeSegment } from '../pointer';
import { message, type Locale, type MessageArgs, type MessageId } from './messages';
import { PATTERN_STEPS_PER_VALIDATION, type PatternBudget } from './pattern';

/** A compiled (sub)schema: true iff the value has no error of severity `error`. */
export type Validate = (data: unknown, ctx: Ctx) => boolean;

/** Instance nesting (plus `$ref` hops) beyond which we stop with an error instead of recursing. */
export const INSTANCE_DEPTH_LIMIT = 1000;

interface PendingError {
  /** Instance path segments, innermost first (appended while bubbling up). */
  segments: (string | number)[];
  /** Keyword location in the schema, rewritten at each `$ref` hop on the way up. */
  keywordLocation: string;
  absoluteKeywordLocation: string;
  keyword: string;
  error: string;
  severity: 'error' | 'warning';
  expected: unknown;
}

export class Ctx implements PatternBudget {
  depth = 0;
  errors: PendingError[] = [];
  /** Backtracking steps left to the `pattern` checks of this validation (pattern.ts). */
  patternSteps = PATTERN_STEPS_PER_VALIDATION;

  constructor(readonly locale: Locale) {}

  /** Ready for a new `validate()` call (one context per compiled schema; validation is never re-entered). */
  reset(): void {
    if (this.errors.length) this.errors = [];
    this.depth = 0;
    this.patternSteps = PATTERN_STEPS_PER_VALIDATION;
  }

  /** Runs `fn` on a member or item `key` of the current value. */
  descend(key: string | number, value: unknown, fn: Validate, kwAbs: string): boolean {
    if (this.depth >= INSTANCE_DEPTH_LIMIT) return this.tooDeep(kwAbs);
    const mark = this.errors.length;
    this.depth++;
    const ok = fn(value, this);
    this.depth--;
    if (this.errors.length !== mark) this.bubble(mark, key);
    return ok;
  }

  /** Errors found since `mark` were about member or item `key` of the current value. */
  bubble(mark: number, key: string | number): void {
    for (let i = mark; i < this.errors.length; i++) this.errors[i].segments.push(key);
  }

  /** Applies the target of the `$ref` at `refAbs` (whose pointer has `targetLen` characters) to the same value. */
  followRef(data: unknown, fn: Validate, refAbs: string, targetLen: number): boolean {
    if (this.depth >= INSTANCE_DEPTH_LIMIT) return this.tooDeep(refAbs);
    const mark = this.errors.length;
    this.depth++;
    const ok = fn(data, this);
    this.depth--;
    for (let i = mark; i < this.errors.length; i++) {
      const e = this.errors[i];
      e.keywordLocation = refAbs + e.keywordLocation.slice(targetLen);
    }
    return ok;
  }

  private tooDeep(kwAbs: string): false {
    this.report(kwAbs, 'depth', 'tooDeep', { limit: INSTANCE_DEPTH_LIMIT }, INSTANCE_DEPTH_LIMIT, 'error');
    return false;
  }

  /**
   * Records an error (or warning) of the keyword at absolute pointer `kwAbs`
   * about the current value, or about its member `at` (the missing member of
   * `required`, the extra member of `additionalProperties`, a duplicate item).
   */
  report(
    kwAbs: string,
    keyword: string,
    id: MessageId,
    args: MessageArgs,
    expected: unknown,
    severity: 'error' | 'warning',
    at?: string | number,
  ): void {
    this.reportText(kwAbs, keyword, message(this.locale, id, args), expected, severity, at);
  }

  /** `report` with the message already made (checks that can reuse their messages keep them). */
  reportText(kwAbs: string, keyword: string, error: string, expected: unknown, severity: 'error' | 'warning', at?: string | number): void {
    this.errors.push({
      segments: at === undefined ? [] : [at],
      keywordLocation: kwAbs,
      absoluteKeywordLocation: kwAbs,
      keyword,
      error,
      severity,
      expected,
    });
  }

  /** Every error in document order of the instance (stable), without duplicates. */
  finish(root: unknown): ValidationError[] {
    const pending = this.errors;
    const n = pending.length;
    if (n === 1) return [toError(pending[0])];
    const keyIndex = new Map<object, Map<string, number>>();
    const entries: Entry[] = [];
    for (let i = 0; i < n; i++) {
      const p = pending[i];
      const error = toError(p);
      entries.push({ error, order: documentOrder(root, p.segments, keyIndex) });
    }
    sortByOrder(entries);
    // Equal errors have equal locations, so equal orders: after sorting they sit in one run.
    const unique: ValidationError[] = [];
    let runStart = 0;
    for (let i = 0; i < n; i++) {
      const { error, order } = entries[i];
      if (i > 0 && compareOrder(entries[i - 1].order, order) !== 0) runStart = unique.length;
      let duplicate = false;
      for (let j = runStart; j < unique.length && !duplicate; j++) duplicate = sameError(unique[j], error);
      if (!duplicate) unique.push(error);
    }
    return unique;
  }
}

/** The error as returned; its segments are put root first on the way. */
function toError(p: PendingError): ValidationError {
  const segs = p.segments.reverse();
  let instanceLocation = '';
  for (let i = 0; i < segs.length; i++) instanceLocation += '/' + escapeSegment(segs[i]);
  const e: ValidationError = {
    instanceLocation,
    keywordLocation: p.keywordLocation,
    absoluteKeywordLocation: p.absoluteKeywordLocation,
    keyword: p.keyword,
    error: p.error,
    severity: p.severity,
  };
  if (p.expected !== undefined) e.expected = p.expected;
  return e;
}

/**
 * The position of each segment among its siblings, walking from the root. A
 * member that is not there (a missing `required` one) gets no position, so it
 * sorts with its object, before the object's members.
 */
function documentOrder(root: unknown, segs: readonly (string | number)[], keyIndex: Map<object, Map<string, number>>): number[] {
  const order: number[] = [];
  let container = root;
  for (const key of segs) {
    if (container === null || typeof container !== 'object') break;
    if (typeof key === 'number') order.push(key);
    else {
      const keys = Object.keys(container);
      if (keys.length <= 32) {
        const at = keys.indexOf(key);
        if (at < 0) break;
        order.push(at);
        container = (container as Record<string, unknown>)[key];
        continue;
      }
      // Large objects with many errors: index their keys once.
      let index = keyIndex.get(container);
      if (!index) {
        index = new Map(keys.map((k, j) => [k, j]));
        keyIndex.set(container, index);
      }
      const at = index.get(key);
      if (at === undefined) break;
      order.push(at);
    }
    container = (container as Record<string | number, unknown>)[key];
  }
  return order;
}

interface Entry {
  error: ValidationError;
  order: number[];
}

/** Stable sort by document order. Errors come nearly in order (members in schema order), so: insertion sort. */
function sortByOrder(entries: Entry[]): void {
  const n = entries.length;
  if (n > 64) {
    // Many errors: Array.prototype.sort is stable (ES2019).
    entries.sort((a, b) => compareOrder(a.order, b.order));
    return;
  }
  for (let i = 1; i < n; i++) {
    const e = entries[i];
    let j = i - 1;
    while (j >= 0 && compareOrder(entries[j].order, e.order) > 0) {
      entries[j + 1] = entries[j];
      j--;
    }
    entries[j + 1] = e;
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
