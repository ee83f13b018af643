// Sets of code points for the regex engine: literal ranges plus predicates
// (negated escapes like \D inside a class, and \p{...} property escapes,
// which are tested with a native RegExp on ONE code point — always linear).

export interface CharSet {
  negated: boolean;
  /** Sorted, merged [lo, hi] pairs, flattened. */
  ranges: number[];
  extra: ((cp: number) => boolean)[];
}

export const DIGIT: readonly number[] = [0x30, 0x39];
export const WORD: readonly number[] = [0x30, 0x39, 0x41, 0x5a, 0x5f, 0x5f, 0x61, 0x7a];
export const SPACE: readonly number[] = [
  0x09, 0x0d, 0x20, 0x20, 0xa0, 0xa0, 0x1680, 0x1680, 0x2000, 0x200a, 0x2028, 0x2029, 0x202f, 0x202f, 0x205f, 0x205f, 0x3000, 0x3000,
  0xfeff, 0xfeff,
];
export const LINE_TERMINATORS: readonly number[] = [0x0a, 0x0a, 0x0d, 0x0d, 0x2028, 0x2029];

export function inRanges(ranges: readonly number[], cp: number): boolean {
  // Binary search over the pairs.
  let lo = 0;
  let hi = (ranges.length >> 1) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < ranges[mid * 2]) hi = mid - 1;
    else if (cp > ranges[mid * 2 + 1]) lo = mid + 1;
    else return true;
  }
  return false;
}

export function isWordChar(cp: number): boolean {
  return (cp >= 0x61 && cp <= 0x7a) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x30 && cp <= 0x39) || cp === 0x5f;
}

export function setMatches(set: CharSet, cp: number): boolean {
  let hit = inRanges(set.ranges, cp);
  if (!hit)
    for (const f of set.extra)
      if (f(cp)) {
        hit = true;
        break;
      }
  return hit !== set.negated;
}

/** Collects ranges and predicates, then builds a normalized CharSet. */
export class CharSetBuilder {
  private pairs: [number, number][] = [];
  private extra: ((cp: number) => boolean)[] = [];

  addRange(lo: number, hi: number): void {
    this.pairs.push([lo, hi]);
  }

  addRanges(ranges: readonly number[]): void {
    for (let i = 0; i < ranges.length; i += 2) this.pairs.push([ranges[i], ranges[i + 1]]);
  }

  /** Everything outside `ranges`. */
  addComplement(ranges: readonly number[]): void {
    let next = 0;
    for (let i = 0; i < ranges.length; i += 2) {
      if (ranges[i] > next) this.pairs.push([next, ranges[i] - 1]);
      next = ranges[i + 1] + 1;
    }
    if (next <= 0x10ffff) this.pairs.push([next, 0x10ffff]);
  }

  addPredicate(f: (cp: number) => boolean): void {
    this.extra.push(f);
  }

  build(negated: boolean): CharSet {
    const sorted = this.pairs.sort((a, b) => a[0] - b[0]);
    const ranges: number[] = [];
    for (const [lo, hi] of sorted) {
      const n = ranges.length;
      if (n && lo <= ranges[n - 1] + 1) ranges[n - 1] = Math.max(ranges[n - 1], hi);
      else ranges.push(lo, hi);
    }
    return { negated, ranges, extra: this.extra };
  }
}

/** A \p{...} / \P{...} escape as a predicate; the property text was validated by the native parser. */
export function propertyPredicate(body: string, negated: boolean): (cp: number) => boolean {
  const re = new RegExp(`^\\${negated ? 'P' : 'p'}{${body}}$`, 'u');
  return (cp) => re.test(String.fromCodePoint(cp));
}
