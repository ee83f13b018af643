// Binary search over ascending offsets (line starts, piece starts, first lines of blocks).

/** The last index in [0, count) whose value is <= `value`, or 0 when none is. `values` ascends. */
export function lastAtOrBefore(values: ArrayLike<number>, value: number, count: number = values.length): number {
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (values[mid] <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The same, where the value of index i is computed (`keyAt(i)` ascends over
 * [0, count)): a block's first line start plus its shift, a document's start.
 * (The array form above stays separate: it runs in the innermost look-ups,
 * where a call per step would show.)
 */
export function lastKeyAtOrBefore(count: number, value: number, keyAt: (i: number) => number): number {
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (keyAt(mid) <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
