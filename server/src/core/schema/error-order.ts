// The errors of one validation, put in document order of the instance and
// rid of duplicates, in O(n log n) for n errors: the keys of each object on
// the way are listed once (not once per error), duplicates are found by a key
// (not by comparing every pair at one place).
import type { ValidationError } from '../types';
import { escapeToken as escapeSegment } from '../pointer';

export interface PendingError {
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

/** Objects with at most this many keys find a key by scanning their key list; larger ones get a map. */
const SCAN_KEYS = 32;

/** Every error in document order (stable: errors at one place keep the order they were found in), without duplicates. */
export function orderErrors(pending: readonly PendingError[], root: unknown): ValidationError[] {
  const n = pending.length;
  if (n === 0) return [];
  if (n === 1) return [toError(pending[0])];
  const keyPositions = new Map<object, string[] | Map<string, number>>();
  const entries: Entry[] = [];
  for (let i = 0; i < n; i++) {
    const p = pending[i];
    entries.push({ error: toError(p), order: documentOrder(root, p.segments, keyPositions), seq: i });
  }
  entries.sort(compareEntries);
  const seen = new Set<string>();
  const unique: ValidationError[] = [];
  for (const { error } of entries) {
    const key = `${error.instanceLocation}\u0000${error.keyword}\u0000${error.severity}\u0000${error.error}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(error);
  }
  return unique;
}

interface Entry {
  error: ValidationError;
  order: number[];
  /** Position in the order found, to keep the sort stable whatever the engine does with equal keys. */
  seq: number;
}

function compareEntries(a: Entry, b: Entry): number {
  const x = a.order;
  const y = b.order;
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length || a.seq - b.seq;
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
 * sorts with its object, before the object's members. Each object's keys are
 * listed once per validation (`keyPositions`), however many errors it holds.
 */
function documentOrder(
  root: unknown,
  segs: readonly (string | number)[],
  keyPositions: Map<object, string[] | Map<string, number>>,
): number[] {
  const order: number[] = [];
  let container = root;
  for (const key of segs) {
    if (container === null || typeof container !== 'object') break;
    if (typeof key === 'number') order.push(key);
    else {
      let positions = keyPositions.get(container);
      if (positions === undefined) {
        const keys = Object.keys(container);
        positions = keys.length <= SCAN_KEYS ? keys : new Map(keys.map((k, j) => [k, j]));
        keyPositions.set(container, positions);
      }
      const at = Array.isArray(positions) ? positions.indexOf(key) : (positions.get(key) ?? -1);
      if (at < 0) break;
      order.push(at);
    }
    container = (container as Record<string | number, unknown>)[key];
  }
  return order;
}
