// What the lint computes from one string alone (its reading through
// invisible characters and leetspeak, a pattern's matches in it, its encoded
// runs), kept per string value. Between two edits almost every string of the
// edited document is the same text, and a catalog repeats many strings
// ("The page number."); each is read once, not once per document and edit.
//
// Bounded: a memo that reaches its limit of strings or of characters starts
// over (a workspace of many distinct strings costs at most one reading each,
// as without the memo), and a long string is not kept at all: typing in a
// 5 MB description makes a new 5 MB string per keystroke, each read once anyway.
// Values are shared between documents: callers must not change them.

/**
 * Strings each memo keeps: a 1,000-tool catalog has ~11,000 distinct prose strings (kept whole, ~6 MB); a bigger
 * workspace starts over now and then (5,000 tools kept at 50,000 cost 25 MB more RSS for a few ms of an open).
 */
export const MEMO_STRINGS = 20_000;
/** ...and characters: the 1,000-tool catalog's distinct prose is ~370,000. */
const MEMO_CHARACTERS = 2_000_000;
/** A string longer than this is read each time it is asked for (what it holds is as long as it is). */
const LONGEST_KEPT = 4_096;

export class StringMemo<T> {
  private readonly map = new Map<string, T>();
  private characters = 0;

  constructor(private readonly limit: number) {}

  get(key: string, compute: (key: string) => T): T {
    if (key.length > LONGEST_KEPT) return compute(key);
    const known = this.map.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    if (this.map.size >= this.limit || this.characters + key.length > MEMO_CHARACTERS) {
      this.map.clear();
      this.characters = 0;
    }
    this.map.set(key, value);
    this.characters += key.length;
    return value;
  }
}
