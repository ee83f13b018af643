// Linear-time matching of an NFA program, RegExp.test semantics (a match
// anywhere in the string). The sets of NFA states are turned into DFA states
// lazily and cached, so a typical string costs one table lookup per
// character; the cost is never more than O(length x program size).
//
// Assertions whose truth depends on the next character ($, \b, \B) stay
// "pending" in a state set and are resolved when that character (or the
// end) is known.
import { OP_ASSERT, OP_CHAR, OP_MATCH, OP_SPLIT, A_BOL, A_EOL, A_WORDB, type Program } from './nfa';
import { isWordChar, setMatches } from './charset';

const END = -1;
const MAX_DFA_STATES = 4000;
/** Cached transitions kept at most (non-ASCII inputs can add one per distinct code point). */
const MAX_TRANSITIONS = 200_000;

interface DState {
  /** NFA states after closure: CHAR, MATCH and pending assertions. */
  states: Int32Array;
  matched: boolean;
  atStart: boolean;
  prevWord: boolean;
  ascii: (DState | undefined)[];
  other: Map<number, DState>;
  /** Whether a match completes when the input ends here. */
  endMatch: boolean | undefined;
}

export class Matcher {
  private readonly seen: Int32Array;
  private stamp = 0;
  private cache = new Map<string, DState>();
  private transitions = 0;
  private readonly initial: DState;

  constructor(private readonly p: Program) {
    this.seen = new Int32Array(p.op.length);
    this.initial = this.intern(this.closure([p.start], true, false, undefined), true, false);
  }

  test(s: string): boolean {
    let d = this.initial;
    const n = s.length;
    for (let i = 0; i < n;) {
      if (d.matched) return true;
      const cp = s.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      let next = cp < 128 ? d.ascii[cp] : d.other.get(cp);
      if (next === undefined) next = this.step(d, cp);
      d = next;
    }
    if (d.matched) return true;
    if (d.endMatch === undefined) d.endMatch = this.resolve(d, END).matched;
    return d.endMatch;
  }

  private step(d: DState, cp: number): DState {
    const resolved = this.resolve(d, cp);
    let next: DState;
    if (resolved.matched) {
      // A match ended just before this character (e.g. `a\b` before a space): a matched state.
      next = this.intern(Array.from(d.states), d.atStart, d.prevWord, true);
    } else {
      const p = this.p;
      const seeds: number[] = [];
      for (const st of resolved.states) if (p.op[st] === OP_CHAR && setMatches(p.sets[p.arg[st]], cp)) seeds.push(p.out1[st]);
      seeds.push(p.start);
      const word = isWordChar(cp);
      next = this.intern(this.closure(seeds, false, word, undefined), false, word);
    }
    if (this.cache.size > MAX_DFA_STATES || ++this.transitions > MAX_TRANSITIONS) this.forget();
    if (cp < 128) d.ascii[cp] = next;
    else d.other.set(cp, next);
    return next;
  }

  /** Bounds memory on hostile inputs: drops every cached state and transition (still correct, just slower). */
  private forget(): void {
    for (const d of this.cache.values()) {
      d.ascii = new Array(128);
      d.other = new Map();
    }
    this.cache = new Map();
    this.transitions = 0;
  }

  /** The state set once the pending assertions of `d` are decided by the next character (or END). */
  private resolve(d: DState, next: number): { states: number[]; matched: boolean } {
    const nextWord = next !== END && isWordChar(next);
    const states = this.closure(Array.from(d.states), d.atStart, d.prevWord, { end: next === END, nextWord });
    return { states, matched: states.some((st) => this.p.op[st] === OP_MATCH) };
  }

  /**
   * Epsilon closure. With `ahead` unknown, $ \b \B are kept as pending states;
   * with it known, they are evaluated.
   */
  private closure(seeds: number[], atStart: boolean, prevWord: boolean, ahead: { end: boolean; nextWord: boolean } | undefined): number[] {
    const p = this.p;
    const stamp = ++this.stamp;
    const out: number[] = [];
    const stack = seeds.slice();
    while (stack.length) {
      const st = stack.pop()!;
      if (st < 0 || this.seen[st] === stamp) continue;
      this.seen[st] = stamp;
      switch (p.op[st]) {
        case OP_SPLIT:
          stack.push(p.out2[st], p.out1[st]);
          break;
        case OP_ASSERT: {
          const kind = p.arg[st];
          if (kind === A_BOL) {
            if (atStart) stack.push(p.out1[st]);
          } else if (ahead === undefined) {
            out.push(st); // pending until the next character is known
          } else {
            const holds = kind === A_EOL ? ahead.end : (prevWord !== ahead.nextWord) === (kind === A_WORDB);
            if (holds) stack.push(p.out1[st]);
          }
          break;
        }
        default:
          out.push(st);
      }
    }
    return out;
  }

  private intern(states: number[], atStart: boolean, prevWord: boolean, forceMatched = false): DState {
    states.sort((a, b) => a - b);
    const matched = forceMatched || states.some((st) => this.p.op[st] === OP_MATCH);
    const key = `${atStart ? 1 : 0}${prevWord ? 1 : 0}${matched ? 1 : 0}:${states.join(',')}`;
    let d = this.cache.get(key);
    if (!d) {
      d = { states: Int32Array.from(states), matched, atStart, prevWord, ascii: new Array(128), other: new Map(), endMatch: undefined };
      this.cache.set(key, d);
    }
    return d;
  }
}
