// AST -> program of the bounded backtracking matcher (backtrack.ts), for the
// patterns the linear engine cannot run: backreferences and lookaround. The
// program follows ECMA-262's RegExp semantics (22.2.2): captures are reset at
// every quantifier iteration, an optional iteration that matches empty fails
// (the "empty check"), lookbehind bodies are compiled right to left.
import type { Ast, ParsedRegex } from './parse';
import { RegexLimit } from './parse';
import type { CharSet } from './charset';

export const B_CHAR = 0; // a: set; b: 1 = backward
export const B_REP = 1; // a: set; b: min; c: max (-1 = unbounded); d: flags (1 greedy, 2 backward)
export const B_SPLIT = 2; // a: first choice; b: second choice
export const B_JMP = 3; // a: target
export const B_SAVE = 4; // a: capture slot
export const B_CLEAR = 5; // a: first slot; b: slot after the last
export const B_MARK = 6; // a: register (position at the start of an optional iteration)
export const B_CHECK = 7; // a: register; fails when nothing was consumed since B_MARK
export const B_ASSERT = 8; // a: 0 ^, 1 $, 2 \b, 3 \B
export const B_BACKREF = 9; // a: index into `refs`; b: 1 = backward
export const B_LOOK = 10; // a: continuation after the body; b: 1 = negative; c: first slot; d: slot after the last
export const B_LOOK_END = 11;
export const B_MATCH = 12;

export const REP_GREEDY = 1;
export const REP_BACKWARD = 2;

/** Program size beyond which a pattern is "too costly" (counted repeats are expanded). */
export const MAX_INSTRUCTIONS = 50_000;

export interface BacktrackProgram {
  op: number[];
  a: number[];
  b: number[];
  c: number[];
  d: number[];
  sets: CharSet[];
  /** The groups each backreference may refer to. */
  refs: number[][];
  /** Capture slots: 2 per group, group 0 included. */
  slots: number;
  registers: number;
  /**
   * Instructions where a failure may be remembered per position (memo.ts):
   * -1, or the index of the instruction's row in the memo table. Only set
   * when the pattern has no backreference (then captures never change an
   * outcome) and outside optional iterations that may match empty (whose
   * outcome also depends on a register).
   */
  memoRow: number[];
  memoRows: number;
  /** The pattern starts with ^: only position 0 can start a match. */
  anchored: boolean;
}

export function compileBacktrack(parsed: ParsedRegex): BacktrackProgram {
  return new Emitter(parsed).program;
}

class Emitter {
  readonly program: BacktrackProgram;
  private readonly memo: boolean;
  /** Depth of optional iterations with an empty check around the code being emitted. */
  private checked = 0;

  constructor(parsed: ParsedRegex) {
    const p: BacktrackProgram = {
      op: [],
      a: [],
      b: [],
      c: [],
      d: [],
      sets: [],
      refs: [],
      slots: 2 * (parsed.groupCount + 1),
      registers: 0,
      memoRow: [],
      memoRows: 0,
      anchored: startsWithBol(parsed.ast),
    };
    this.program = p;
    this.memo = !hasBackref(parsed.ast);
    this.emit(parsed.ast, false);
    this.ins(B_MATCH);
  }

  private ins(op: number, a = 0, b = 0, c = 0, d = 0): number {
    const p = this.program;
    if (p.op.length >= MAX_INSTRUCTIONS) throw new RegexLimit('pattern too large to expand');
    p.op.push(op);
    p.a.push(a);
    p.b.push(b);
    p.c.push(c);
    p.d.push(d);
    const memoPoint = op === B_SPLIT || op === B_REP || op === B_LOOK;
    p.memoRow.push(memoPoint && this.memo && this.checked === 0 ? p.memoRows++ : -1);
    return p.op.length - 1;
  }

  private setIndex(set: CharSet): number {
    const sets = this.program.sets;
    const at = sets.indexOf(set);
    if (at >= 0) return at;
    sets.push(set);
    return sets.length - 1;
  }

  private get here(): number {
    return this.program.op.length;
  }

  private emit(node: Ast, back: boolean): void {
    const p = this.program;
    switch (node.t) {
      case 'empty':
        return;
      case 'char':
        this.ins(B_CHAR, this.setIndex(node.set), back ? 1 : 0);
        return;
      case 'seq':
        if (back) for (let i = node.items.length - 1; i >= 0; i--) this.emit(node.items[i], back);
        else for (const item of node.items) this.emit(item, back);
        return;
      case 'alt': {
        const jumps: number[] = [];
        for (let i = 0; i < node.alts.length - 1; i++) {
          const split = this.ins(B_SPLIT, this.here + 1);
          this.emit(node.alts[i], back);
          jumps.push(this.ins(B_JMP));
          p.b[split] = this.here;
        }
        this.emit(node.alts[node.alts.length - 1], back);
        for (const j of jumps) p.a[j] = this.here;
        return;
      }
      case 'group':
        // Backward, the group's end is reached first (ECMA-262: the capture is still start..end).
        this.ins(B_SAVE, 2 * node.index + (back ? 1 : 0));
        this.emit(node.body, back);
        this.ins(B_SAVE, 2 * node.index + (back ? 0 : 1));
        return;
      case 'assert':
        this.ins(B_ASSERT, ['bol', 'eol', 'wordb', 'notwordb'].indexOf(node.kind));
        return;
      case 'backref':
        p.refs.push(node.groups);
        this.ins(B_BACKREF, p.refs.length - 1, back ? 1 : 0);
        return;
      case 'look': {
        const [lo, hi] = groupSpan(node.body);
        const look = this.ins(B_LOOK, 0, node.negate ? 1 : 0, 2 * lo, 2 * (hi + 1));
        this.emit(node.body, node.behind);
        this.ins(B_LOOK_END);
        p.a[look] = this.here;
        return;
      }
      case 'repeat':
        this.repeat(node, back);
        return;
    }
  }

  private repeat(node: Extract<Ast, { t: 'repeat' }>, back: boolean): void {
    const p = this.program;
    const { body, min, max, greedy } = node;
    if (max === 0) return;
    if (body.t === 'char') {
      this.ins(B_REP, this.setIndex(body.set), min, max === Infinity ? -1 : max, (greedy ? REP_GREEDY : 0) | (back ? REP_BACKWARD : 0));
      return;
    }
    if (min > MAX_INSTRUCTIONS || (max !== Infinity && max > MAX_INSTRUCTIONS)) throw new RegexLimit('repeat count too large');
    const [lo, hi] = groupSpan(body);
    const clear = (): void => {
      if (hi >= lo) this.ins(B_CLEAR, 2 * lo, 2 * (hi + 1));
    };
    for (let i = 0; i < min; i++) {
      clear();
      this.emit(body, back);
    }
    const nullable = canBeEmpty(body);
    const optional = (loopBack: number | null, exits: number[]): void => {
      const split = this.ins(B_SPLIT);
      const enter = this.here;
      if (nullable) this.checked++;
      clear();
      const reg = nullable ? p.registers++ : -1;
      if (nullable) this.ins(B_MARK, reg);
      this.emit(body, back);
      if (nullable) {
        this.ins(B_CHECK, reg);
        this.checked--;
      }
      if (loopBack !== null) this.ins(B_JMP, loopBack === -1 ? split : loopBack);
      exits.push(split);
      // Greedy tries one more iteration first; lazy tries to stop first.
      if (greedy) p.a[split] = enter;
      else p.b[split] = enter;
    };
    const exits: number[] = [];
    if (max === Infinity) optional(-1, exits);
    else for (let i = min; i < max; i++) optional(null, exits);
    for (const split of exits) {
      if (greedy) p.b[split] = this.here;
      else p.a[split] = this.here;
    }
  }
}

function startsWithBol(ast: Ast): boolean {
  const first = ast.t === 'seq' ? ast.items[0] : ast;
  return first.t === 'assert' && first.kind === 'bol';
}

function hasBackref(ast: Ast): boolean {
  switch (ast.t) {
    case 'backref':
      return true;
    case 'seq':
      return ast.items.some(hasBackref);
    case 'alt':
      return ast.alts.some(hasBackref);
    case 'repeat':
    case 'group':
    case 'look':
      return hasBackref(ast.body);
    default:
      return false;
  }
}

/** The lowest and highest group numbers inside `ast` (lo > hi when there are none). */
function groupSpan(ast: Ast): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  const walk = (a: Ast): void => {
    switch (a.t) {
      case 'group':
        lo = Math.min(lo, a.index);
        hi = Math.max(hi, a.index);
        walk(a.body);
        break;
      case 'seq':
        a.items.forEach(walk);
        break;
      case 'alt':
        a.alts.forEach(walk);
        break;
      case 'repeat':
      case 'look':
        walk(a.body);
        break;
    }
  };
  walk(ast);
  return lo > hi ? [1, 0] : [lo, hi];
}

/** Whether `ast` may match the empty string (conservative: true when unsure). */
function canBeEmpty(ast: Ast): boolean {
  switch (ast.t) {
    case 'char':
      return false;
    case 'seq':
      return ast.items.every(canBeEmpty);
    case 'alt':
      return ast.alts.some(canBeEmpty);
    case 'repeat':
      return ast.min === 0 || canBeEmpty(ast.body);
    case 'group':
      return canBeEmpty(ast.body);
    default:
      return true; // empty, assertions, lookaround, backreferences
  }
}
