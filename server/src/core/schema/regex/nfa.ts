// Thompson construction: AST -> NFA program. Each state is either a
// character test, a split (two epsilon edges), an assertion, or the match.
// Bounded repeats are expanded by copying the body; the program size is
// capped so a pattern like (a{1000}){1000} falls back instead of exploding.
import type { Ast } from './parse';
import { RegexLimit } from './parse';
import type { CharSet } from './charset';

export const OP_CHAR = 0;
export const OP_SPLIT = 1;
export const OP_ASSERT = 2;
export const OP_MATCH = 3;

export const A_BOL = 0;
export const A_EOL = 1;
export const A_WORDB = 2;
export const A_NOTWORDB = 3;

export const MAX_STATES = 20000;

export interface Program {
  op: number[];
  /** CHAR: index into `sets`; ASSERT: the A_* kind. */
  arg: number[];
  out1: number[];
  out2: number[];
  sets: CharSet[];
  start: number;
  hasWordBoundary: boolean;
}

export function compileNfa(ast: Ast): Program {
  const p: Program = { op: [], arg: [], out1: [], out2: [], sets: [], start: 0, hasWordBoundary: false };
  const state = (op: number, arg: number, out1: number, out2: number): number => {
    if (p.op.length >= MAX_STATES) throw new RegexLimit('pattern too large to expand');
    p.op.push(op);
    p.arg.push(arg);
    p.out1.push(out1);
    p.out2.push(out2);
    return p.op.length - 1;
  };
  const setIndex = new Map<CharSet, number>();

  // Builds `node` so that it continues at `next`; returns its entry state.
  const emit = (node: Ast, next: number): number => {
    switch (node.t) {
      case 'empty':
        return next;
      case 'group':
        return emit(node.body, next);
      case 'char': {
        let si = setIndex.get(node.set);
        if (si === undefined) {
          si = p.sets.length;
          p.sets.push(node.set);
          setIndex.set(node.set, si);
        }
        return state(OP_CHAR, si, next, -1);
      }
      case 'seq': {
        let s = next;
        for (let i = node.items.length - 1; i >= 0; i--) s = emit(node.items[i], s);
        return s;
      }
      case 'alt': {
        let s = emit(node.alts[node.alts.length - 1], next);
        for (let i = node.alts.length - 2; i >= 0; i--) s = state(OP_SPLIT, 0, emit(node.alts[i], next), s);
        return s;
      }
      case 'assert': {
        const kind = node.kind === 'bol' ? A_BOL : node.kind === 'eol' ? A_EOL : node.kind === 'wordb' ? A_WORDB : A_NOTWORDB;
        if (kind >= A_WORDB) p.hasWordBoundary = true;
        return state(OP_ASSERT, kind, next, -1);
      }
      case 'repeat': {
        if (node.min > MAX_STATES || (node.max !== Infinity && node.max > MAX_STATES)) throw new RegexLimit('repeat count too large');
        let s: number;
        if (node.max === Infinity) {
          const loop = state(OP_SPLIT, 0, -1, next);
          p.out1[loop] = emit(node.body, loop);
          s = loop;
        } else {
          s = next;
          for (let i = node.min; i < node.max; i++) s = state(OP_SPLIT, 0, emit(node.body, s), next);
        }
        for (let i = 0; i < node.min; i++) s = emit(node.body, s);
        return s;
      }
      case 'backref':
      case 'look':
        throw new RegexLimit('backreferences and lookaround are not modelled');
    }
  };
  const match = state(OP_MATCH, 0, -1, -1);
  p.start = emit(ast, match);
  return p;
}
