// `pattern`: ECMA-262 syntax with the `u` flag, compiled once per schema.
// Matching must never block (issue 7: `^(a+)+$` against "aaaa…!"), so
// patterns run on our linear-time engine (regex/). Patterns with
// backreferences or lookaround, which it does not model, run on the native
// RegExp only when a static check finds no nested quantifier; otherwise they
// are reported as too costly and not checked.
import { parseRegex, RegexLimit, type Ast } from './regex/parse';
import { compileNfa } from './regex/nfa';
import { Matcher } from './regex/match';

export type CompiledPattern =
  | { kind: 'ok'; test: (s: string) => boolean; engine: 'linear' | 'native' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'too-costly' };

export interface PatternOptions {
  /**
   * Use the native RegExp when the pattern is proven linear for a backtracking
   * engine (faster on short strings). Default true; tests of the linear engine
   * turn it off.
   */
  preferNative?: boolean;
}

export function compilePattern(source: string, options: PatternOptions = {}): CompiledPattern {
  let native: RegExp;
  try {
    native = new RegExp(source, 'u');
  } catch (e) {
    const reason = e instanceof Error ? e.message.replace(/^Invalid regular expression: /, '') : String(e);
    return { kind: 'invalid', reason };
  }
  let ast: Ast;
  try {
    ast = parseRegex(source);
  } catch (e) {
    if (e instanceof RegexLimit) return { kind: 'too-costly' };
    throw e;
  }
  if (options.preferNative !== false && isBacktrackingLinear(ast)) {
    return { kind: 'ok', test: (s) => native.test(s), engine: 'native' };
  }
  try {
    const matcher = new Matcher(compileNfa(ast));
    return { kind: 'ok', test: (s) => matcher.test(s), engine: 'linear' };
  } catch (e) {
    if (!(e instanceof RegexLimit)) throw e;
  }
  if (!hasNestedQuantifier(ast, false)) return { kind: 'ok', test: (s) => native.test(s), engine: 'native' };
  return { kind: 'too-costly' };
}

/**
 * True when a repeated part contains another repetition or an alternation:
 * the shapes that make backtracking exponential, e.g. (a+)+, (a|a)*, (\w+\s?)*.
 */
export function hasNestedQuantifier(ast: Ast, insideRepeat: boolean): boolean {
  switch (ast.t) {
    case 'seq':
      return ast.items.some((a) => hasNestedQuantifier(a, insideRepeat));
    case 'alt':
      return insideRepeat || ast.alts.some((a) => hasNestedQuantifier(a, insideRepeat));
    case 'repeat':
      if (ast.max <= 1) return hasNestedQuantifier(ast.body, insideRepeat);
      return insideRepeat || hasNestedQuantifier(ast.body, true);
    case 'look':
      return hasNestedQuantifier(ast.body, insideRepeat);
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
