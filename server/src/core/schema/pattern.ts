// `pattern`: ECMA-262 syntax with the `u` flag, compiled once per schema.
// Matching must never block (issue 7: `^(a+)+$` against "aaaa…!"), so
// patterns run on our linear-time engine (regex/match.ts), or on the native
// RegExp where a static check proves a backtracking engine linear on them.
// Patterns with backreferences or lookaround, which the linear engine does not
// model, run on our bounded backtracker (regex/backtrack.ts): ECMA-262
// semantics with a deterministic step budget per match, and a total budget per
// validation (shared through the validation context). When a budget runs out,
// the verdict is "too costly": the validator reports a warning at the value
// and does not call it invalid. The native RegExp never runs those.
import { parseRegexWithGroups, RegexLimit, type Ast } from './regex/parse';
import { compileNfa } from './regex/nfa';
import { Matcher } from './regex/match';
import { compileBacktrack } from './regex/backtrack-program';
import { Backtracker, MATCH, NO_MATCH } from './regex/backtrack';

/** Steps one match may take on the backtracker (about 10-50 ms of work). */
export const PATTERN_STEPS_PER_MATCH = 1_000_000;
/** Steps all backtracking matches of one validation may take together. */
export const PATTERN_STEPS_PER_VALIDATION = 10_000_000;
/** Steps of the validator's yes/no fast path; past it, the full pass decides (with the real budgets). */
export const PATTERN_STEPS_QUICK = 20_000;

export type PatternVerdict = 'match' | 'mismatch' | 'too-costly';

/** What is left of a validation's total budget (the validation context carries it). */
export interface PatternBudget {
  patternSteps: number;
}

export type CompiledPattern =
  | {
      kind: 'ok';
      engine: 'linear' | 'native' | 'backtrack';
      /** Whether `s` matches (false also when the per-match budget ran out). */
      test: (s: string) => boolean;
      /** True only if `s` certainly matches, found cheaply (for the validator's fast path). */
      quickTest: (s: string) => boolean;
      /** The verdict, spending at most the per-match budget and what is left of `budget`. */
      check: (s: string, budget?: PatternBudget) => PatternVerdict;
    }
  | { kind: 'invalid'; reason: string }
  | { kind: 'too-costly' };

export interface PatternOptions {
  /**
   * Use the native RegExp when the pattern is proven linear for a backtracking
   * engine (faster on short strings). Default true; tests of the linear engine
   * turn it off.
   */
  preferNative?: boolean;
  /** Steps per match on the backtracker (tests lower it). */
  stepsPerMatch?: number;
}

export function compilePattern(source: string, options: PatternOptions = {}): CompiledPattern {
  let native: RegExp;
  try {
    native = new RegExp(source, 'u');
  } catch (e) {
    const reason = e instanceof Error ? e.message.replace(/^Invalid regular expression: /, '') : String(e);
    return { kind: 'invalid', reason };
  }
  try {
    const parsed = parseRegexWithGroups(source);
    if (options.preferNative !== false && isBacktrackingLinear(parsed.ast)) return linearOk('native', (s) => native.test(s));
    if (!needsBacktracking(parsed.ast)) {
      try {
        const matcher = new Matcher(compileNfa(parsed.ast));
        return linearOk('linear', (s) => matcher.test(s));
      } catch (e) {
        if (!(e instanceof RegexLimit)) throw e;
        // Too many NFA states (large counted repeats): the backtracker, bounded, may still fit.
      }
    }
    return backtrackOk(new Backtracker(compileBacktrack(parsed)), options.stepsPerMatch ?? PATTERN_STEPS_PER_MATCH);
  } catch (e) {
    if (e instanceof RegexLimit) return { kind: 'too-costly' };
    throw e;
  }
}

function linearOk(engine: 'linear' | 'native', test: (s: string) => boolean): CompiledPattern {
  return { kind: 'ok', engine, test, quickTest: test, check: (s) => (test(s) ? 'match' : 'mismatch') };
}

function backtrackOk(bt: Backtracker, perMatch: number): CompiledPattern {
  const check = (s: string, budget?: PatternBudget): PatternVerdict => {
    const limit = budget ? Math.min(perMatch, Math.max(0, budget.patternSteps)) : perMatch;
    const v = bt.exec(s, limit);
    if (budget) budget.patternSteps -= bt.lastSteps;
    return v === MATCH ? 'match' : v === NO_MATCH ? 'mismatch' : 'too-costly';
  };
  return {
    kind: 'ok',
    engine: 'backtrack',
    test: (s) => check(s) === 'match',
    quickTest: (s) => bt.exec(s, Math.min(perMatch, PATTERN_STEPS_QUICK)) === MATCH,
    check,
  };
}

/** Backreferences and lookaround: beyond the linear engine. */
function needsBacktracking(ast: Ast): boolean {
  switch (ast.t) {
    case 'backref':
    case 'look':
      return true;
    case 'seq':
      return ast.items.some(needsBacktracking);
    case 'alt':
      return ast.alts.some(needsBacktracking);
    case 'repeat':
    case 'group':
      return needsBacktracking(ast.body);
    default:
      return false;
  }
}

/** Choice points a backtracking engine may revisit, beyond which we do not trust it. */
const MAX_BOUNDED_CHOICES = 1000;

/**
 * True when a backtracking engine needs time linear in the input: the pattern
 * is anchored at the start (one start position), repeats apply to single
 * characters only, at most one repeat is unbounded, and the bounded choices
 * (repeat ranges, alternatives) multiply to at most MAX_BOUNDED_CHOICES. For
 * each count of the one unbounded repeat the rest then costs a constant.
 */
export function isBacktrackingLinear(ast: Ast): boolean {
  const first = ast.t === 'seq' ? ast.items[0] : ast;
  if (first.t !== 'assert' || first.kind !== 'bol') return false;
  let unbounded = 0;
  let choices = 1;
  const walk = (a: Ast): boolean => {
    switch (a.t) {
      case 'seq':
        return a.items.every(walk);
      case 'group':
        return walk(a.body);
      case 'alt':
        choices *= a.alts.length;
        return choices <= MAX_BOUNDED_CHOICES && a.alts.every(walk);
      case 'repeat':
        if (a.max === Infinity) {
          if (++unbounded > 1 || a.body.t !== 'char') return false;
          return true;
        }
        if (a.max > 1 && a.body.t !== 'char') return false;
        choices *= a.max - a.min + 1;
        return choices <= MAX_BOUNDED_CHOICES && walk(a.body);
      case 'backref':
      case 'look':
        return false;
      default:
        return true;
    }
  };
  return walk(ast);
}
