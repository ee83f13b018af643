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

export function compilePattern(source: string): CompiledPattern {
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
