// What the lint computes from one string alone (its reading through
// invisible characters and leetspeak, a pattern's matches in it, its encoded
// runs), kept per string value. Between two edits almost every string of the
// edited document is the same text, and a catalog repeats many strings
// ("The page number."); each is read once, not once per document and edit.
//
// Bounded: a memo that reaches its limit starts over (a workspace of many
// distinct strings costs at most one reading each, as without the memo).
// Values are shared between documents: callers must not change them.

/**
 * Strings each memo keeps: a 1,000-tool catalog has ~11,000 distinct prose strings (kept whole, ~6 MB); a bigger
 * workspace starts over now and then (5,000 tools kept at 50,000 cost 25 MB more RSS for a few ms of an open).
 */
export const MEMO_STRINGS = 20_000;

export class StringMemo<T> {
  private readonly map = new Map<string, T>();

  constructor(private readonly limit: number) {}

  get(key: string, compute: (key: string) => T): T {
    const known = this.map.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    if (this.map.size >= this.limit) this.map.clear();
    this.map.set(key, value);
    return value;
  }
}
