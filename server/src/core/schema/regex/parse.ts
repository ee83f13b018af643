// Parser of ECMA-262 patterns in `u` mode into a small AST. The source has
// already been accepted by the native RegExp parser, so this one only needs
// to understand valid patterns; anything beyond its limits throws RegexLimit.
// The linear engine (nfa.ts) runs every AST without `backref` and `look`;
// the bounded backtracker (backtrack*.ts) runs the others.
import { CharSetBuilder, DIGIT, LINE_TERMINATORS, SPACE, WORD, propertyPredicate, type CharSet } from './charset';

export type Ast =
  | { t: 'empty' }
  | { t: 'char'; set: CharSet }
  | { t: 'seq'; items: Ast[] }
  | { t: 'alt'; alts: Ast[] }
  | { t: 'repeat'; body: Ast; min: number; max: number; greedy: boolean }
  | { t: 'assert'; kind: 'bol' | 'eol' | 'wordb' | 'notwordb' }
  /** A capturing group, numbered from 1 in the order of its opening parenthesis. */
  | { t: 'group'; index: number; body: Ast }
  /** \N or \k<name>: the groups it may refer to (a name can label several groups in different alternatives). */
  | { t: 'backref'; groups: number[] }
  | { t: 'look'; body: Ast; behind: boolean; negate: boolean };

/** A parsed pattern and the number of its capturing groups. */
export interface ParsedRegex {
  ast: Ast;
  groupCount: number;
}

/** The pattern is beyond what we model (too deep, too big); callers fall back. */
export class RegexLimit extends Error {}

const MAX_NESTING = 200;

export function parseRegex(source: string): Ast {
  return new Parser(source).parse().ast;
}

export function parseRegexWithGroups(source: string): ParsedRegex {
  return new Parser(source).parse();
}

class Parser {
  private readonly cps: number[];
  private i = 0;
  private depth = 0;
  private groupCount = 0;
  private readonly names = new Map<string, number[]>();
  /** Named backreferences, resolved once every group name is known (a name may be defined later). */
  private readonly namedRefs: { node: { t: 'backref'; groups: number[] }; name: string }[] = [];

  constructor(source: string) {
    this.cps = Array.from(source, (c) => c.codePointAt(0)!);
  }

  parse(): ParsedRegex {
    const ast = this.disjunction();
    if (this.i < this.cps.length) throw new RegexLimit(`unexpected character at ${this.i}`);
    for (const { node, name } of this.namedRefs) {
      const groups = this.names.get(name);
      if (!groups) throw new RegexLimit(`unknown group name ${name}`);
      node.groups = groups;
    }
    return { ast, groupCount: this.groupCount };
  }

  private peek(k = 0): number | undefined {
    return this.cps[this.i + k];
  }

  private is(ch: string, k = 0): boolean {
    return this.cps[this.i + k] === ch.codePointAt(0);
  }

  private expect(ch: string): void {
    if (!this.is(ch)) throw new RegexLimit(`expected ${ch} at ${this.i}`);
    this.i++;
  }

  private disjunction(): Ast {
    if (++this.depth > MAX_NESTING) throw new RegexLimit('pattern nested too deeply');
    const alts = [this.alternative()];
    while (this.is('|')) {
      this.i++;
      alts.push(this.alternative());
    }
    this.depth--;
    return alts.length === 1 ? alts[0] : { t: 'alt', alts };
  }

  private alternative(): Ast {
    const items: Ast[] = [];
    while (this.i < this.cps.length && !this.is('|') && !this.is(')')) items.push(this.term());
    if (items.length === 0) return { t: 'empty' };
    return items.length === 1 ? items[0] : { t: 'seq', items };
  }

  private term(): Ast {
    if (this.is('^')) {
      this.i++;
      return { t: 'assert', kind: 'bol' };
    }
    if (this.is('$')) {
      this.i++;
      return { t: 'assert', kind: 'eol' };
    }
    if (this.is('\\') && (this.is('b', 1) || this.is('B', 1))) {
      const kind = this.is('b', 1) ? 'wordb' : 'notwordb';
      this.i += 2;
      return { t: 'assert', kind };
    }
    if (
      this.is('(') &&
      this.is('?', 1) &&
      (this.is('=', 2) || this.is('!', 2) || (this.is('<', 2) && (this.is('=', 3) || this.is('!', 3))))
    ) {
      const behind = this.is('<', 2);
      const negate = this.is('!', behind ? 3 : 2);
      this.i += behind ? 4 : 3;
      const body = this.disjunction();
      this.expect(')');
      return { t: 'look', body, behind, negate };
    }
    const atom = this.atom();
    return this.quantifier(atom);
  }

  private quantifier(atom: Ast): Ast {
    let min: number;
    let max: number;
    if (this.is('*')) [min, max] = [0, Infinity];
    else if (this.is('+')) [min, max] = [1, Infinity];
    else if (this.is('?')) [min, max] = [0, 1];
    else if (this.is('{')) {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(String.fromCodePoint(...this.cps.slice(this.i, this.i + 40)));
      if (!m) return atom;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      this.i += m[0].length - 1;
    } else return atom;
    this.i++;
    let greedy = true;
    if (this.is('?')) {
      this.i++;
      greedy = false; // the same set of matches, but a different order (captures may differ)
    }
    return { t: 'repeat', body: atom, min, max, greedy };
  }

  private atom(): Ast {
    const c = this.peek()!;
    this.i++;
    switch (String.fromCodePoint(c)) {
      case '.': {
        const b = new CharSetBuilder();
        b.addRanges(LINE_TERMINATORS);
        return { t: 'char', set: b.build(true) };
      }
      case '[':
        return this.characterClass();
      case '(': {
        if (this.is('?') && this.is(':', 1)) {
          this.i += 2;
          const body = this.disjunction();
          this.expect(')');
          return body;
        }
        const index = ++this.groupCount;
        if (this.is('?') && this.is('<', 1)) {
          const name = this.groupName(2);
          const list = this.names.get(name);
          if (list) list.push(index);
          else this.names.set(name, [index]);
        }
        const body = this.disjunction();
        this.expect(')');
        return { t: 'group', index, body };
      }
      case '\\':
        return this.atomEscape();
      default:
        return single(c);
    }
  }

  private atomEscape(): Ast {
    const c = String.fromCodePoint(this.peek()!);
    if (/[1-9]/.test(c) || c === 'k') return this.backref();
    const set = this.classEscape();
    if (set) return { t: 'char', set };
    return single(this.characterEscape());
  }

  /** `<name>` starting `skip` code points ahead; leaves the cursor after `>`. */
  private groupName(skip: number): string {
    this.i += skip;
    const start = this.i;
    while (this.i < this.cps.length && !this.is('>')) this.i++;
    const name = String.fromCodePoint(...this.cps.slice(start, this.i));
    this.i++;
    return name;
  }

  private backref(): Ast {
    if (this.is('k')) {
      const node: { t: 'backref'; groups: number[] } = { t: 'backref', groups: [] };
      this.namedRefs.push({ node, name: this.groupName(2) });
      return node;
    }
    let n = 0;
    while (this.peek() !== undefined && this.peek()! >= 0x30 && this.peek()! <= 0x39) n = n * 10 + (this.cps[this.i++] - 0x30);
    return { t: 'backref', groups: [n] };
  }

  /** \d \D \s \S \w \W \p{..} \P{..} (the backslash already consumed), or null. */
  private classEscape(): CharSet | null {
    const b = new CharSetBuilder();
    this.addClassEscape(b);
    return this.lastEscapeWasClass ? b.build(false) : null;
  }

  private lastEscapeWasClass = false;

  private addClassEscape(b: CharSetBuilder): void {
    const c = String.fromCodePoint(this.peek()!);
    this.lastEscapeWasClass = true;
    switch (c) {
      case 'd':
        b.addRanges(DIGIT);
        break;
      case 'D':
        b.addComplement(DIGIT);
        break;
      case 's':
        b.addRanges(SPACE);
        break;
      case 'S':
        b.addComplement(SPACE);
        break;
      case 'w':
        b.addRanges(WORD);
        break;
      case 'W':
        b.addComplement(WORD);
        break;
      case 'p':
      case 'P': {
        const end = this.cps.indexOf(0x7d, this.i);
        const body = String.fromCodePoint(...this.cps.slice(this.i + 2, end));
        b.addPredicate(propertyPredicate(body, c === 'P'));
        this.i = end;
        break;
      }
      default:
        this.lastEscapeWasClass = false;
        return;
    }
    this.i++;
  }

  /** A character escape after the backslash: the code point it stands for. */
  private characterEscape(): number {
    const c = String.fromCodePoint(this.peek()!);
    this.i++;
    switch (c) {
      case 'f':
        return 0x0c;
      case 'n':
        return 0x0a;
      case 'r':
        return 0x0d;
      case 't':
        return 0x09;
      case 'v':
        return 0x0b;
      case '0':
        return 0;
      case 'c':
        return this.cps[this.i++] % 32;
      case 'x': {
        const v = parseInt(this.take(2), 16);
        return v;
      }
      case 'u': {
        if (this.is('{')) {
          const end = this.cps.indexOf(0x7d, this.i);
          const v = parseInt(String.fromCodePoint(...this.cps.slice(this.i + 1, end)), 16);
          this.i = end + 1;
          return v;
        }
        const hi = parseInt(this.take(4), 16);
        // A surrogate pair written as two escapes is one code point in `u` mode.
        if (hi >= 0xd800 && hi <= 0xdbff && this.is('\\') && this.is('u', 1)) {
          const save = this.i;
          this.i += 2;
          const text = this.take(4);
          const lo = /^[0-9a-fA-F]{4}$/.test(text) ? parseInt(text, 16) : NaN;
          if (lo >= 0xdc00 && lo <= 0xdfff) return 0x10000 + ((hi - 0xd800) << 10) + (lo - 0xdc00);
          this.i = save;
        }
        return hi;
      }
      default:
        return c.codePointAt(0)!; // identity escape: \. \/ \- ...
    }
  }

  private take(n: number): string {
    const s = String.fromCodePoint(...this.cps.slice(this.i, this.i + n));
    this.i += n;
    return s;
  }

  private characterClass(): Ast {
    let negated = false;
    if (this.is('^')) {
      negated = true;
      this.i++;
    }
    const b = new CharSetBuilder();
    while (!this.is(']')) {
      if (this.i >= this.cps.length) throw new RegexLimit('unterminated class');
      const lo = this.classAtom(b);
      if (this.is('-') && !this.is(']', 1) && lo !== null) {
        this.i++;
        const hi = this.classAtom(b);
        if (hi === null) throw new RegexLimit('class escape in a range');
        b.addRange(lo, hi);
      } else if (lo !== null) b.addRange(lo, lo);
    }
    this.i++;
    return { t: 'char', set: b.build(negated) };
  }

  /** One class atom: a code point, or null when it was a class escape (added to `b` directly). */
  private classAtom(b: CharSetBuilder): number | null {
    const c = this.peek()!;
    this.i++;
    if (c !== 0x5c) return c;
    if (this.is('b')) {
      this.i++;
      return 0x08;
    }
    if (this.is('-')) {
      this.i++;
      return 0x2d;
    }
    this.addClassEscape(b);
    if (this.lastEscapeWasClass) return null;
    return this.characterEscape();
  }
}

function single(cp: number): Ast {
  return { t: 'char', set: { negated: false, ranges: [cp, cp], extra: [] } };
}
