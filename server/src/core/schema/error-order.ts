// The errors of one validation, put in document order of the instance and
// rid of duplicates, in O(n log n) for n errors: the keys of each object on
// the way are listed once (not once per error), duplicates are found by a key
// (not by comparing every pair at one place).
import type { ValidationError } from '../types';
import { escapeToken as escapeSegment } from '../pointer';
import { message, type Locale, type MessageArgs, type MessageId } from './messages';

/**
 * An error as the checks record it. Its message is made when first read (most
 * reads happen in `orderErrors`, for the errors that are returned): errors
 * dropped on the way (an alternative of a union that fails while another holds,
 * a verdict asked of `not`/`if`/`contains`) never format one.
 */
export class PendingError {
  /** Instance path segments, innermost first (appended while bubbling up). */
  segments: (string | number)[];
  /** Keyword location in the schema, rewritten at each `$ref` hop on the way up. */
  keywordLocation: string;
  absoluteKeywordLocation: string;
  private text: string | null;

  constructor(
    kwAbs: string,
    public keyword: string,
    readonly severity: 'error' | 'warning',
    readonly expected: unknown,
    at: string | number | undefined,
    text: string | null,
    private readonly locale: Locale,
    private readonly id: MessageId | null,
    private readonly args: MessageArgs | null,
  ) {
    this.segments = at === undefined ? [] : [at];
    this.keywordLocation = kwAbs;
    this.absoluteKeywordLocation = kwAbs;
    this.text = text;
  }

  get error(): string {
    if (this.text === null) this.text = message(this.locale, this.id!, this.args ?? {});
    return this.text;
  }

  set error(text: string) {
    this.text = text;
  }
}

/** Objects with at most this many keys find a key by scanning their key list; larger ones get a map. */
const SCAN_KEYS = 32;
/** Errors at one place are compared with each other directly up to this many; past it through a set of keys. */
const SCAN_DUPLICATES = 16;

/**
 * Every error in document order (stable: errors at one place keep the order they were found in), without duplicates.
 * Errors mostly come in document order already and rarely repeat: the sort is skipped when they are in order,
 * and duplicates (which can only be at one place) are looked for among the errors of that place only.
 */
export function orderErrors(pending: readonly PendingError[], root: unknown): ValidationError[] {
  const n = pending.length;
  if (n === 0) return [];
  if (n === 1) return [toError(pending[0])];
  const positions = new KeyPositions();
  const errors: ValidationError[] = new Array<ValidationError>(n);
  const orders: number[][] = new Array<number[]>(n);
  let inOrder = true;
  for (let i = 0; i < n; i++) {
    errors[i] = toError(pending[i]); // puts the segments root first, as documentOrder reads them
    orders[i] = documentOrder(root, pending[i].segments, positions);
    if (inOrder && i > 0 && compareOrders(orders[i - 1], orders[i]) > 0) inOrder = false;
  }
  let sequence: number[] | null = null;
  if (!inOrder) {
    sequence = Array.from({ length: n }, (_, i) => i);
    sequence.sort((a, b) => compareOrders(orders[a], orders[b]) || a - b);
  }
  const unique: ValidationError[] = [];
  let placeStart = 0; // where the errors of the current place start in `unique`
  let seen: Set<string> | null = null;
  let previous: number[] | null = null;
  for (let k = 0; k < n; k++) {
    const i = sequence === null ? k : sequence[k];
    const error = errors[i];
    const order = orders[i];
    if (previous === null || compareOrders(previous, order) !== 0) {
      placeStart = unique.length;
      seen = null;
    } else if (seen !== null) {
      const key = duplicateKey(error);
      if (seen.has(key)) continue;
      seen.add(key);
    } else if (unique.length - placeStart < SCAN_DUPLICATES) {
      if (repeats(unique, placeStart, error)) continue;
    } else {
      seen = new Set();
      for (let j = placeStart; j < unique.length; j++) seen.add(duplicateKey(unique[j]));
      const key = duplicateKey(error);
      if (seen.has(key)) continue;
      seen.add(key);
    }
    previous = order;
    unique.push(error);
  }
  return unique;
}

function duplicateKey(error: ValidationError): string {
  return `${error.instanceLocation}\u0000${error.keyword}\u0000${error.severity}\u0000${error.error}`;
}

/** Whether `error` repeats one of `unique[from..]` (same place, keyword, severity and message). */
function repeats(unique: readonly ValidationError[], from: number, error: ValidationError): boolean {
  for (let j = from; j < unique.length; j++) {
    const other = unique[j];
    if (
      other.instanceLocation === error.instanceLocation &&
      other.keyword === error.keyword &&
      other.severity === error.severity &&
      other.error === error.error
    ) {
      return true;
    }
  }
  return false;
}

function compareOrders(x: readonly number[], y: readonly number[]): number {
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

/** Each object's keys, listed once per validation however many errors it holds (most errors share one object). */
class KeyPositions {
  private lastObject: object | null = null;
  private lastPositions: string[] | Map<string, number> | null = null;
  private others: Map<object, string[] | Map<string, number>> | null = null;

  of(container: object): string[] | Map<string, number> {
    if (container === this.lastObject) return this.lastPositions!;
    if (this.lastObject !== null) (this.others ??= new Map()).set(this.lastObject, this.lastPositions!);
    let positions = this.others?.get(container);
    if (positions === undefined) {
      const keys = Object.keys(container);
      positions = keys.length <= SCAN_KEYS ? keys : new Map(keys.map((k, j) => [k, j]));
    }
    this.lastObject = container;
    this.lastPositions = positions;
    return positions;
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
 * sorts with its object, before the object's members. Each object's keys are
 * listed once per validation (`keyPositions`), however many errors it holds.
 */
function documentOrder(root: unknown, segs: readonly (string | number)[], keyPositions: KeyPositions): number[] {
  const order: number[] = [];
  let container = root;
  for (const key of segs) {
    if (container === null || typeof container !== 'object') break;
    if (typeof key === 'number') order.push(key);
    else {
      const positions = keyPositions.of(container);
      const at = Array.isArray(positions) ? positions.indexOf(key) : (positions.get(key) ?? -1);
      if (at < 0) break;
      order.push(at);
    }
    container = (container as Record<string | number, unknown>)[key];
  }
  return order;
}
