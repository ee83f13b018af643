// The bounded backtracking matcher: runs a BacktrackProgram with an explicit
// stack (no recursion per character, so no stack overflow on long strings)
// and a deterministic STEP BUDGET: every instruction, every character scanned
// by a repeat and every character compared by a backreference costs one step.
// When the budget runs out the answer is "too costly", never a wrong verdict
// and never a hang. No clock is read: the same input gives the same answer.
//
// Without backreferences, captures cannot change an outcome, so the matcher
// remembers per (instruction, position) that a branch failed (and, inside a
// lookaround, that it reached the end of the body): each is then explored
// once per string, which makes patterns like `(?=a*x)` linear, not quadratic.
import { isWordChar, setMatches } from './charset';
import * as P from './backtrack-program';
import type { BacktrackProgram } from './backtrack-program';

// Local copies: imported bindings can compile to property getters (CommonJS
// interop under tsx), which would cost a call per instruction in the loop.
const B_ASSERT = P.B_ASSERT,
  B_BACKREF = P.B_BACKREF,
  B_CHAR = P.B_CHAR,
  B_CHECK = P.B_CHECK,
  B_CLEAR = P.B_CLEAR;
const B_JMP = P.B_JMP,
  B_LOOK = P.B_LOOK,
  B_LOOK_END = P.B_LOOK_END,
  B_MARK = P.B_MARK,
  B_MATCH = P.B_MATCH;
const B_REP = P.B_REP,
  B_SAVE = P.B_SAVE,
  B_SPLIT = P.B_SPLIT,
  REP_BACKWARD = P.REP_BACKWARD,
  REP_GREEDY = P.REP_GREEDY;

export const MATCH = 1;
export const NO_MATCH = 0;
export const OUT_OF_STEPS = -1;
export type Verdict = typeof MATCH | typeof NO_MATCH | typeof OUT_OF_STEPS;

// Backtrack stack frames: four numbers each [kind, x, y, z].
const F_BRANCH = 0; // resume at pc x, position y
const F_CAP = 1; // restore capture slot x to y
const F_REG = 2; // restore register x to y
const F_MEMO = 3; // everything after instruction x at position y failed; z: end of a repeat's run
const F_REP = 4; // a repeat at pc x gives back (greedy) or takes (lazy) one character: now at y, limit z

/** Memo tables larger than this (instructions x positions) are not allocated; the budget still bounds the work. */
const MAX_MEMO_CELLS = 16_000_000;
/** Steps spent before the memo table is allocated (most strings never need it). */
const MEMO_AFTER_STEPS = 2_000;

const MEMO_FAILED = 1;
const MEMO_REACHES_END = 2;

const NO_CAPS = new Int32Array(0);

class OutOfSteps {}
const OUT = new OutOfSteps();

export class Backtracker {
  private s = '';
  private n = 0;
  private steps = 0;
  private limit = 0;
  private readonly caps: Int32Array;
  private readonly regs: Int32Array;
  private stack: number[] = [];
  private memo: Uint8Array | null = null;
  /** Per memo row of an unbounded forward repeat: the last run [lo, hi] that failed entirely. */
  private readonly repFailLo: Int32Array;
  private readonly repFailHi: Int32Array;
  /** Per memo row of an unbounded forward repeat in a lookaround: entered at lo, its continuation at hi reached the end. */
  private readonly repReachLo: Int32Array;
  private readonly repReachHi: Int32Array;
  /** Steps used by the last `exec`. */
  lastSteps = 0;

  constructor(private readonly p: BacktrackProgram) {
    this.caps = new Int32Array(p.slots);
    this.regs = new Int32Array(p.registers);
    this.repFailLo = new Int32Array(p.memoRows);
    this.repFailHi = new Int32Array(p.memoRows);
    this.repReachLo = new Int32Array(p.memoRows);
    this.repReachHi = new Int32Array(p.memoRows);
  }

  /** RegExp.test semantics (a match anywhere), in at most `maxSteps` steps. */
  exec(s: string, maxSteps: number): Verdict {
    this.s = s;
    this.n = s.length;
    this.steps = 0;
    this.limit = maxSteps;
    this.memo = null;
    this.repFailLo.fill(1);
    this.repFailHi.fill(0);
    this.repReachLo.fill(1);
    this.repReachHi.fill(0);
    try {
      const last = this.p.anchored ? 0 : this.n;
      // In `u` mode a match starts only at code-point boundaries (AdvanceStringIndex).
      for (let start = 0; start <= last; start += start < this.n && this.isPair(start) ? 2 : 1) {
        this.caps.fill(-1);
        this.stack.length = 0;
        if (this.run(0, start, 0)) return MATCH;
      }
      return NO_MATCH;
    } catch (e) {
      if (e === OUT) return OUT_OF_STEPS;
      throw e;
    } finally {
      this.lastSteps = this.steps;
      this.s = '';
      this.stack = [];
      this.memo = null;
    }
  }

  private isPair(i: number): boolean {
    const hi = this.s.charCodeAt(i);
    if (hi < 0xd800 || hi > 0xdbff || i + 1 >= this.n) return false;
    const lo = this.s.charCodeAt(i + 1);
    return lo >= 0xdc00 && lo <= 0xdfff;
  }

  /** The code point ending at `pos` (reading backward), as codePointAt reads forward. */
  private cpBefore(pos: number): number {
    const lo = this.s.charCodeAt(pos - 1);
    if (lo >= 0xdc00 && lo <= 0xdfff && pos >= 2) {
      const hi = this.s.charCodeAt(pos - 2);
      if (hi >= 0xd800 && hi <= 0xdbff) return 0x10000 + ((hi - 0xd800) << 10) + (lo - 0xdc00);
    }
    return lo;
  }

  private tick(k = 1): void {
    this.steps += k;
    if (this.steps > this.limit) throw OUT;
  }

  private push(kind: number, x: number, y: number, z: number): void {
    this.stack.push(kind, x, y, z);
  }

  private memoCell(pc: number, pos: number): number {
    const row = this.p.memoRow[pc];
    if (row < 0) return -1;
    if (this.memo === null) {
      if (this.steps < MEMO_AFTER_STEPS || this.p.memoRows * (this.n + 1) > MAX_MEMO_CELLS) return -1;
      this.memo = new Uint8Array(this.p.memoRows * (this.n + 1));
    }
    return row * (this.n + 1) + pos;
  }

  /**
   * Runs from `pc` at `pos` until B_MATCH (the whole pattern) or B_LOOK_END
   * (a lookaround body), backtracking through the frames above `base`.
   * True on success (frames above `base` are left for the caller to drop).
   */
  private run(pc: number, pos: number, base: number): boolean {
    const p = this.p;
    const { op, a, b, d } = p;
    const s = this.s;
    const n = this.n;
    const caps = this.caps;
    const stack = this.stack;
    for (;;) {
      let ok = true;
      this.tick();
      switch (op[pc]) {
        case B_CHAR: {
          if (b[pc] === 0) {
            if (pos < n) {
              const cp = s.codePointAt(pos)!;
              if (setMatches(p.sets[a[pc]], cp)) {
                pos += cp > 0xffff ? 2 : 1;
                pc++;
                break;
              }
            }
          } else if (pos > 0) {
            const cp = this.cpBefore(pos);
            if (setMatches(p.sets[a[pc]], cp)) {
              pos -= cp > 0xffff ? 2 : 1;
              pc++;
              break;
            }
          }
          ok = false;
          break;
        }
        case B_SPLIT: {
          const cell = this.memoCell(pc, pos);
          if (cell >= 0) {
            const m = this.memo![cell];
            if (m === MEMO_FAILED) {
              ok = false;
              break;
            }
            if (m === MEMO_REACHES_END) return this.reachedEnd(base);
            this.push(F_MEMO, pc, pos, -1);
          }
          this.push(F_BRANCH, b[pc], pos, 0);
          pc = a[pc];
          break;
        }
        case B_JMP:
          pc = a[pc];
          break;
        case B_SAVE:
          this.push(F_CAP, a[pc], caps[a[pc]], 0);
          caps[a[pc]] = pos;
          pc++;
          break;
        case B_CLEAR:
          for (let slot = a[pc]; slot < b[pc]; slot++) {
            if (caps[slot] !== -1) {
              this.push(F_CAP, slot, caps[slot], 0);
              caps[slot] = -1;
            }
          }
          pc++;
          break;
        case B_MARK:
          this.push(F_REG, a[pc], this.regs[a[pc]], 0);
          this.regs[a[pc]] = pos;
          pc++;
          break;
        case B_CHECK:
          // ECMA-262 RepeatMatcher: an optional iteration that consumed nothing fails.
          if (this.regs[a[pc]] === pos) ok = false;
          else pc++;
          break;
        case B_ASSERT:
          if (this.assertion(a[pc], pos)) pc++;
          else ok = false;
          break;
        case B_BACKREF: {
          const next = this.backref(p.refs[a[pc]], pos, b[pc] === 1);
          if (next < 0) ok = false;
          else {
            pos = next;
            pc++;
          }
          break;
        }
        case B_REP: {
          const r = this.repeat(pc, pos);
          if (r === -2) return this.reachedEnd(base);
          if (r < 0) ok = false;
          else {
            pos = r;
            pc++;
          }
          break;
        }
        case B_LOOK: {
          const cell = this.memoCell(pc, pos);
          if (cell >= 0) {
            const m = this.memo![cell];
            if (m === MEMO_FAILED) {
              ok = false;
              break;
            }
            if (m === MEMO_REACHES_END) return this.reachedEnd(base);
            this.push(F_MEMO, pc, pos, -1);
          }
          if (this.look(pc, pos)) pc = a[pc];
          else ok = false;
          break;
        }
        case B_LOOK_END:
          return this.reachedEnd(base);
        case B_MATCH:
          return true;
      }
      if (ok) continue;
      // Backtrack: undo until a frame offers another way on.
      let resumed = false;
      while (stack.length > base) {
        const z = stack.pop()!;
        const y = stack.pop()!;
        const x = stack.pop()!;
        const kind = stack.pop()!;
        if (kind === F_BRANCH) {
          pc = x;
          pos = y;
          resumed = true;
          break;
        } else if (kind === F_CAP) caps[x] = y;
        else if (kind === F_REG) this.regs[x] = y;
        else if (kind === F_MEMO) this.failed(x, y, z);
        else {
          // F_REP: one more (lazy) or one fewer (greedy) character, then the continuation.
          this.tick();
          const greedy = (d[x] & REP_GREEDY) !== 0;
          const backward = (d[x] & REP_BACKWARD) !== 0;
          const next = greedy === !backward ? this.retreat(y, z) : this.advance(y);
          if (next !== z) this.push(F_REP, x, next, z);
          pc = x + 1;
          pos = next;
          resumed = true;
          break;
        }
      }
      if (!resumed) return false;
    }
  }

  /** One code point back from `pos`, not below `floor` (the start of a repeat's run). */
  private retreat(pos: number, floor: number): number {
    if (pos - 2 >= floor) {
      const lo = this.s.charCodeAt(pos - 1);
      const hi = this.s.charCodeAt(pos - 2);
      if (lo >= 0xdc00 && lo <= 0xdfff && hi >= 0xd800 && hi <= 0xdbff) return pos - 2;
    }
    return pos - 1;
  }

  private advance(pos: number): number {
    return pos + (this.isPair(pos) ? 2 : 1);
  }

  /**
   * A repeat of one character set: scans the run, then continues with the
   * greedy (longest) or lazy (shortest) choice and leaves a frame for the
   * others. Returns the position to continue at, -1 on failure, -2 when the
   * memo says the enclosing lookaround body succeeds from here.
   */
  private repeat(pc: number, pos: number): number {
    const p = this.p;
    const set = p.sets[p.a[pc]];
    const min = p.b[pc];
    const max = p.c[pc] < 0 ? Infinity : p.c[pc];
    const flags = p.d[pc];
    const backward = (flags & REP_BACKWARD) !== 0;
    const cell = this.memoCell(pc, pos);
    const row = p.memoRow[pc];
    if (cell >= 0) {
      const m = this.memo![cell];
      if (m === MEMO_FAILED) return -1;
      if (m === MEMO_REACHES_END) return -2;
      if (!backward && max === Infinity) {
        // Inside a run that failed from an earlier start, every continuation was already tried.
        if (pos >= this.repFailLo[row] && pos <= this.repFailHi[row]) return -1;
        // Inside a run whose continuation at hi reached the end of the lookaround body: so does this one.
        if (pos >= this.repReachLo[row] && pos <= this.repReachHi[row] && this.reaches(pos, min, this.repReachHi[row])) return -2;
      }
    }
    const s = this.s;
    let count = 0;
    let at = pos;
    let minAt = min === 0 ? pos : -1;
    while (count < max) {
      let cp: number;
      if (backward) {
        if (at <= 0) break;
        cp = this.cpBefore(at);
      } else {
        if (at >= this.n) break;
        cp = s.codePointAt(at)!;
      }
      if (!setMatches(set, cp)) break;
      this.tick();
      at += backward ? (cp > 0xffff ? -2 : -1) : cp > 0xffff ? 2 : 1;
      if (++count === min) minAt = at;
    }
    if (count < min) return -1;
    if (cell >= 0) this.push(F_MEMO, pc, pos, at);
    const greedy = (flags & REP_GREEDY) !== 0;
    if (greedy) {
      if (at !== minAt) this.push(F_REP, pc, at, minAt);
      return at;
    }
    if (at !== minAt) this.push(F_REP, pc, minAt, at);
    return minAt;
  }

  /** Whether `min` code points after `pos` still end at or before `limit`. */
  private reaches(pos: number, min: number, limit: number): boolean {
    let at = pos;
    for (let i = 0; i < min && at <= limit; i++) {
      this.tick();
      at = this.advance(at);
    }
    return at <= limit;
  }

  /** A memo frame was popped: nothing from instruction `pc` at `pos` reaches the end. */
  private failed(pc: number, pos: number, runEnd: number): void {
    const row = this.p.memoRow[pc];
    this.memo![row * (this.n + 1) + pos] = MEMO_FAILED;
    if (this.p.op[pc] === B_REP && runEnd >= 0 && this.p.c[pc] < 0 && (this.p.d[pc] & REP_BACKWARD) === 0) {
      this.repFailLo[row] = pos;
      this.repFailHi[row] = runEnd;
    }
  }

  /** A lookaround body matched: every memo frame still open on the way here reaches the end too. */
  private reachedEnd(base: number): true {
    const stack = this.stack;
    const p = this.p;
    if (this.memo !== null) {
      for (let i = base; i < stack.length; i += 4) {
        if (stack[i] !== F_MEMO) continue;
        const pc = stack[i + 1];
        const row = p.memoRow[pc];
        this.memo[row * (this.n + 1) + stack[i + 2]] = MEMO_REACHES_END;
        if (p.op[pc] === B_REP && p.c[pc] < 0 && (p.d[pc] & REP_BACKWARD) === 0) {
          // Where the repeat's continuation is now: the position of its F_REP frame (always right
          // above its memo frame), else the last choice left (a lazy repeat's whole run).
          const q = stack[i + 4] === F_REP && stack[i + 5] === pc ? stack[i + 6] : (p.d[pc] & REP_GREEDY) === 0 ? stack[i + 3] : -1;
          if (q >= 0) {
            this.repReachLo[row] = stack[i + 2];
            this.repReachHi[row] = q;
          }
        }
      }
    }
    return true;
  }

  /** Runs the lookaround at `pc`; on success the captures it set are kept (positive) or dropped (negative). */
  private look(pc: number, pos: number): boolean {
    const p = this.p;
    const negate = p.b[pc] === 1;
    const lo = p.c[pc];
    const hi = p.d[pc];
    const caps = this.caps;
    const before = lo < hi ? caps.slice(lo, hi) : NO_CAPS;
    const mark = this.stack.length;
    const matched = this.run(pc + 1, pos, mark);
    // Lookarounds are atomic: once the body matched, there is no backtracking into it.
    this.stack.length = mark;
    if (matched === negate) {
      if (matched) caps.set(before, lo);
      return false;
    }
    if (matched) {
      for (let slot = lo; slot < hi; slot++) {
        if (caps[slot] !== before[slot - lo]) this.push(F_CAP, slot, before[slot - lo], 0);
      }
    }
    return true;
  }

  private assertion(kind: number, pos: number): boolean {
    switch (kind) {
      case 0:
        return pos === 0;
      case 1:
        return pos === this.n;
      default: {
        const before = pos > 0 && isWordChar(this.s.charCodeAt(pos - 1));
        const after = pos < this.n && isWordChar(this.s.charCodeAt(pos));
        return (before !== after) === (kind === 2);
      }
    }
  }

  /** Matches the text of the group that took part (if none, the empty string); the new position or -1. */
  private backref(groups: number[], pos: number, backward: boolean): number {
    const caps = this.caps;
    let start = -1;
    let end = -1;
    for (const g of groups) {
      if (caps[2 * g] >= 0 && caps[2 * g + 1] >= 0) {
        start = caps[2 * g];
        end = caps[2 * g + 1];
        break;
      }
    }
    if (start < 0) return pos;
    const len = end - start;
    this.tick(len);
    const from = backward ? pos - len : pos;
    if (from < 0 || from + len > this.n) return -1;
    const s = this.s;
    for (let i = 0; i < len; i++) if (s.charCodeAt(start + i) !== s.charCodeAt(from + i)) return -1;
    return backward ? from : pos + len;
  }
}
