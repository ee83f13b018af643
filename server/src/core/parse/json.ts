// JSON text -> ParsedDocument, on Microsoft's jsonc-parser: its scanner makes
// the tokens (as in vscode-json-languageservice's jsonParser.ts), this reader
// makes the value, the location table and the problems. It stops at the first
// syntax error, which points at the offending token and says what was
// expected there. Strict JSON (RFC 8259) for `.atdf.json`: comments, trailing
// commas and single quotes are errors; JSONC (`.vscode/mcp.json`) allows
// comments and trailing commas. Duplicate keys are errors (the first value is
// kept), `__proto__` is an ordinary member, a number too large for a double is
// kept as text with a warning.
//
// Only jsonc-parser's scanner is used, which is iterative. Its parse, visit
// and parseTree recurse without a cap and throw near 20,000 levels; this
// descent recurses too, but checks the depth before each level, so 20,000
// nested `[` end with the depth-limit error at level 1001, in one pass (no
// separate depth pre-scan is needed, as YAML needs depth-scan.ts before the
// yaml package).
import { createScanner, ScanError, SyntaxKind, type JSONScanner } from 'jsonc-parser';
import { pointerFromTokens } from '../pointer';
import type { MessageArg, MessageRef, ProblemMessageId } from '../text/problem';
import { CompactLocations, KIND_MAP, KIND_SEQ, LocationTable, STYLE_FLOW } from './location-table';
import { defineMember, duplicateKeyMessage } from './members';
import { jsonRepair, jsonUnterminatedString } from './syntax-repair';
import type { ParsedDocument, ParseLimits, ParseProblem, Span } from './types';

/** `json`: RFC 8259. `jsonc`: JSON with comments and trailing commas, as VS Code writes its settings and mcp.json. */
export type JsonDialect = 'json' | 'jsonc';

export function parseJsonDocument(text: string, limits: ParseLimits, dialect: JsonDialect = 'json'): ParsedDocument {
  return new JsonReader(text, limits.maxDepth, dialect === 'jsonc').read();
}

/** Stops the reader at its first syntax error; caught once, in read(). */
class JsonSyntaxError extends Error {
  constructor(readonly problem: ParseProblem) {
    super(problem.message.id);
  }
}

class JsonReader {
  private readonly scanner: JSONScanner;
  private readonly table = new LocationTable();
  private readonly problems: ParseProblem[] = [];
  /** Tokens of the pointer of the node being read (built into a pointer only for a problem). */
  private readonly path: (string | number)[] = [];
  /** Collections opened and not yet closed (table indexes), closed on an error so that look-ups into them work. */
  private readonly open: number[] = [];
  /** False while a duplicate member's value is read for its syntax only: its nodes are not recorded. */
  private recording = true;
  private token = SyntaxKind.Unknown;

  constructor(
    private readonly text: string,
    private readonly maxDepth: number,
    private readonly jsonc: boolean,
  ) {
    this.scanner = createScanner(text, false);
  }

  read(): ParsedDocument {
    const n = this.text.length;
    if (this.text.charCodeAt(0) === 0xfeff) this.scanner.setPosition(1); // a byte-order mark is not part of the JSON text
    try {
      this.next();
      const docStart = this.scanner.getTokenOffset();
      const value = this.value(-1, '', -1, -1, 0);
      const valueEnd = this.lastEnd;
      if (!this.at(SyntaxKind.EOF)) this.fail('parse.json.wantEnd');
      return this.document(value, { start: docStart, end: valueEnd }, false);
    } catch (e) {
      for (let i = this.open.length - 1; i >= 0; i--) this.table.close(this.open[i]);
      const docStart = this.firstTokenAt();
      if (e instanceof RangeError) {
        // Only reachable with a maxDepth raised beyond what the stack holds.
        this.problems.push(this.problem('json/depth-limit', { start: docStart, end: docStart + 1 }, { id: 'parse.json.stack' }, ''));
      } else if (e instanceof JsonSyntaxError) this.problems.push(e.problem);
      else throw e;
      return this.document(null, { start: docStart, end: n }, true);
    }
  }

  private document(value: unknown, span: Span, unusable: boolean): ParsedDocument {
    const extent = { start: 0, end: this.text.length };
    return { index: 0, value, span, extent, locations: CompactLocations.of(this.table), problems: this.problems, unusable };
  }

  // ---- tokens -------------------------------------------------------------

  /** End of the last token read before the current one. */
  private lastEnd = 0;

  /** Reads the next token that is not white space (nor, in JSONC, a comment). */
  private next(): void {
    const scanner = this.scanner;
    this.lastEnd = scanner.getPosition();
    for (;;) {
      const token = scanner.scan();
      if (token === SyntaxKind.Trivia || token === SyntaxKind.LineBreakTrivia) continue;
      if ((token === SyntaxKind.LineCommentTrivia || token === SyntaxKind.BlockCommentTrivia) && this.jsonc) {
        if (scanner.getTokenError() === ScanError.UnexpectedEndOfComment) {
          const start = scanner.getTokenOffset();
          throw new JsonSyntaxError(this.problem('json/syntax', { start, end: start + 2 }, { id: 'parse.json.unterminatedComment' }));
        }
        continue;
      }
      // In strict JSON a comment stays the current token: whoever expected something else reports it.
      this.token = token;
      return;
    }
  }

  /** Is the current token `kind`? (A method: TypeScript would narrow a field across calls to next().) */
  private at(kind: SyntaxKind): boolean {
    return this.token === kind;
  }

  /** Where the document's first token is (after a byte-order mark and white space), for a document that failed. */
  private firstTokenAt(): number {
    const t = this.text;
    let i = t.charCodeAt(0) === 0xfeff ? 1 : 0;
    while (i < t.length && isJsonSpace(t.charCodeAt(i))) i++;
    return i;
  }

  // ---- values -------------------------------------------------------------

  /**
   * Reads the value at the current token; the token after it is then current.
   * It is recorded under table node `parent` as `name`, with its key's span
   * (-1, -1 when it has no key). Plain parameters, not an object: this runs once per node.
   */
  private value(parent: number, name: string | number, keyStart: number, keyEnd: number, depth: number): unknown {
    const scanner = this.scanner;
    const start = scanner.getTokenOffset();
    switch (this.token) {
      case SyntaxKind.OpenBraceToken:
      case SyntaxKind.OpenBracketToken:
        if (depth >= this.maxDepth) {
          const span = { start, end: start + 1 };
          throw new JsonSyntaxError(this.problem('json/depth-limit', span, { id: 'parse.depthLimit', args: { limit: this.maxDepth } }));
        }
        if (this.at(SyntaxKind.OpenBraceToken))
          return this.object(this.openCollection(parent, name, keyStart, keyEnd, start, KIND_MAP), depth);
        return this.array(this.openCollection(parent, name, keyStart, keyEnd, start, KIND_SEQ), depth);
      case SyntaxKind.StringLiteral: {
        if (scanner.getTokenError() !== ScanError.None) this.stringProblem(start);
        const value = scanner.getTokenValue();
        this.scalar(parent, name, keyStart, keyEnd, start);
        return value;
      }
      case SyntaxKind.NumericLiteral:
        // `1.` or `1e`: the number is its valid start, and the error is at what follows it (as a reader of JSON's grammar sees it).
        if (scanner.getTokenError() !== ScanError.None) scanner.setPosition(start + validNumberLength(this.text, start));
        return this.number(parent, name, keyStart, keyEnd, start);
      case SyntaxKind.TrueKeyword:
        this.scalar(parent, name, keyStart, keyEnd, start);
        return true;
      case SyntaxKind.FalseKeyword:
        this.scalar(parent, name, keyStart, keyEnd, start);
        return false;
      case SyntaxKind.NullKeyword:
        this.scalar(parent, name, keyStart, keyEnd, start);
        return null;
      default: {
        // `truex`, `null'`: the scanner reads one unknown word; the value is the keyword and the error is at what follows it.
        const keyword = KEYWORDS.find(([word]) => this.text.startsWith(word, start));
        if (keyword === undefined) return this.fail('parse.json.wantValue');
        scanner.setPosition(start + keyword[0].length);
        this.scalar(parent, name, keyStart, keyEnd, start);
        return keyword[1];
      }
    }
  }

  /** Records a scalar that ends where the current token does, and moves past it. */
  private scalar(parent: number, name: string | number, keyStart: number, keyEnd: number, start: number): void {
    const end = this.scanner.getPosition();
    if (this.recording) this.table.add(parent, name, start, end, keyStart, keyEnd, 0);
    this.next();
  }

  private number(parent: number, name: string | number, keyStart: number, keyEnd: number, start: number): unknown {
    const src = this.scanner.getTokenValue();
    const num = Number(src);
    const end = this.scanner.getPosition();
    this.scalar(parent, name, keyStart, keyEnd, start);
    if (Number.isFinite(num)) return num;
    const shown = src.length > 40 ? src.slice(0, 40) + '…' : src;
    this.problems.push({
      ...this.problem('json/number-range', { start, end }, { id: 'parse.json.numberRange', args: { number: shown } }),
      severity: 'warning',
      // Written as the string it is read as.
      repair: { offset: 0, length: end - start, insert: JSON.stringify(src) },
    });
    return src;
  }

  /** Opens a collection in the table (or not, while not recording); returns its index, -1 when not recorded. */
  private openCollection(parent: number, name: string | number, keyStart: number, keyEnd: number, start: number, kind: number): number {
    if (!this.recording) return -1;
    const i = this.table.add(parent, name, start, start, keyStart, keyEnd, STYLE_FLOW | kind);
    this.open.push(i);
    return i;
  }

  /** Closes it: the current token is its closing bracket. */
  private closeCollection(i: number): void {
    if (i >= 0) {
      this.table.setValueEnd(i, this.scanner.getPosition());
      this.table.close(i);
      this.open.pop();
    }
    this.next();
  }

  /** An object whose `{` is the current token (`node`: its table index, -1 when not recorded). */
  private object(node: number, depth: number): Record<string, unknown> {
    const obj: Record<string, unknown> = {};
    /** The first key of each name, kept only while not recording (otherwise the table has them). */
    const keysAside = this.recording ? undefined : new Map<string, Span>();
    this.next();
    if (this.at(SyntaxKind.CloseBraceToken)) {
      this.closeCollection(node);
      return obj;
    }
    for (;;) {
      if (!this.at(SyntaxKind.StringLiteral)) {
        this.fail(this.at(SyntaxKind.CloseBraceToken) ? 'parse.json.wantMemberNameNotComma' : 'parse.json.wantMemberName');
      }
      this.member(obj, node, keysAside, depth);
      if (this.at(SyntaxKind.CommaToken)) {
        this.next();
        if (this.at(SyntaxKind.CloseBraceToken) && this.jsonc) break;
        continue;
      }
      if (this.at(SyntaxKind.CloseBraceToken)) break;
      this.fail('parse.json.wantCommaOrBrace');
    }
    this.closeCollection(node);
    return obj;
  }

  /** One `"name": value` of an object (the current token is its name). */
  private member(obj: Record<string, unknown>, node: number, keysAside: Map<string, Span> | undefined, depth: number): void {
    const scanner = this.scanner;
    const keyStart = scanner.getTokenOffset();
    if (scanner.getTokenError() !== ScanError.None) this.stringProblem(keyStart);
    const name = scanner.getTokenValue();
    const keyEnd = scanner.getPosition();
    this.next();
    if (!this.at(SyntaxKind.ColonToken)) this.fail({ id: 'parse.json.wantColon', args: { name } });
    this.next();
    const first = Object.prototype.hasOwnProperty.call(obj, name) ? this.firstKey(node, keysAside, name) : undefined;
    this.path.push(name);
    if (first === undefined) {
      keysAside?.set(name, { start: keyStart, end: keyEnd });
      defineMember(obj, name, this.value(node, name, keyStart, keyEnd, depth + 1));
    } else {
      // Keep the first value (and its locations); the duplicate is read for its syntax only.
      const pointer = pointerFromTokens(this.path);
      const recording = this.recording;
      this.recording = false;
      try {
        this.value(-1, name, -1, -1, depth + 1);
      } finally {
        this.recording = recording;
      }
      const problem = this.problem('json/duplicate-key', { start: keyStart, end: keyEnd }, duplicateKeyMessage(name), pointer);
      problem.related = first;
      this.problems.push(problem);
    }
    this.path.pop();
  }

  private firstKey(node: number, keysAside: Map<string, Span> | undefined, name: string): Span | undefined {
    if (keysAside) return keysAside.get(name);
    return this.table.keyOf(this.table.childNamed(node, name));
  }

  /** An array whose `[` is the current token (`node`: its table index, -1 when not recorded). */
  private array(node: number, depth: number): unknown[] {
    const arr: unknown[] = [];
    this.next();
    if (this.at(SyntaxKind.CloseBracketToken)) {
      this.closeCollection(node);
      return arr;
    }
    for (;;) {
      if (this.at(SyntaxKind.CloseBracketToken)) this.fail('parse.json.wantValueNotComma');
      const index = arr.length;
      this.path.push(index);
      arr.push(this.value(node, index, -1, -1, depth + 1));
      this.path.pop();
      if (this.at(SyntaxKind.CommaToken)) {
        this.next();
        if (this.at(SyntaxKind.CloseBracketToken) && this.jsonc) break;
        continue;
      }
      if (this.at(SyntaxKind.CloseBracketToken)) break;
      this.fail('parse.json.wantCommaOrBracket');
    }
    this.closeCollection(node);
    return arr;
  }

  // ---- problems -------------------------------------------------------------

  private problem(code: string, span: Span, message: MessageRef, pointer = pointerFromTokens(this.path)): ParseProblem {
    return { severity: 'error', code, message, span, pointer };
  }

  /** A syntax error at the current token: `want` is what was expected there. */
  private fail(want: MessageRef | ProblemMessageId): never {
    const at = this.scanner.getTokenOffset();
    const found = tokenAt(this.text, at);
    const expected = typeof want === 'string' ? { id: want } : want;
    let message: MessageRef = { id: 'parse.json.expected', args: { expected, found: found.label } };
    if (found.comment) message = { id: 'parse.json.comment', args: { expected } };
    else if (this.text.charCodeAt(at) === 39 /* ' */) message = { id: 'parse.json.singleQuote', args: { expected } };
    const problem = this.problem('json/syntax', found.span, message);
    const repair = found.comment ? undefined : jsonRepair(this.text, expected.id, at, found.span.start);
    if (repair) problem.repair = repair;
    throw new JsonSyntaxError(problem);
  }

  /**
   * The scanner flagged the string that starts at `start` (its opening quote):
   * finds the first thing wrong in it, as a JSON reader reading it left to
   * right meets it, and reports that.
   */
  private stringProblem(start: number): never {
    const t = this.text;
    const n = t.length;
    let pos = start + 1;
    while (pos < n) {
      const c = t.charCodeAt(pos);
      if (c === 34 /* " */) break;
      if (c < 32) {
        const found = tokenAt(t, pos);
        const message: MessageRef = {
          id: 'parse.json.expected',
          args: { expected: { id: 'parse.json.wantClosingQuote' }, found: found.label },
        };
        const problem = this.problem('json/syntax', found.span, message);
        problem.repair = jsonRepair(t, 'parse.json.wantClosingQuote', pos, found.span.start);
        throw new JsonSyntaxError(problem);
      }
      if (c === 92 /* \ */) {
        if (!isEscape(t, pos)) {
          throw new JsonSyntaxError(
            this.problem('json/syntax', { start: pos, end: Math.min(n, pos + 2) }, { id: 'parse.json.invalidEscape' }),
          );
        }
        pos += t.charCodeAt(pos + 1) === 117 /* u */ ? 6 : 2;
        continue;
      }
      pos++;
    }
    // Not closed (the scanner flags nothing else in a string).
    const problem = this.problem('json/syntax', { start, end: Math.min(n, start + 1) }, { id: 'parse.json.unterminatedString' });
    problem.repair = jsonUnterminatedString(t, start);
    throw new JsonSyntaxError(problem);
  }
}

/** JSON's white space: space, tab, line feed, carriage return. */
function isJsonSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;

/** Length of the JSON number at `start` (the scanner has seen one start there). */
function validNumberLength(t: string, start: number): number {
  NUMBER.lastIndex = start;
  return NUMBER.exec(t)![0].length;
}

/** JSON's literal names and their values. */
const KEYWORDS: ReadonlyArray<readonly [string, boolean | null]> = [
  ['true', true],
  ['false', false],
  ['null', null],
];

const SIMPLE_ESCAPES = '"\\/bfnrt';

/** A valid escape sequence at `pos` (a backslash): one of \" \\ \/ \b \f \n \r \t, or \u and four hex digits. */
function isEscape(t: string, pos: number): boolean {
  const e = t.charAt(pos + 1);
  if (e !== '' && SIMPLE_ESCAPES.includes(e)) return true;
  return e === 'u' && /^[0-9a-fA-F]{4}$/.test(t.slice(pos + 2, pos + 6));
}

const WORD = /[A-Za-z0-9_$+\-.]/;

/** The token found at `at`, for a syntax error: its span and how the message shows it. */
function tokenAt(t: string, at: number): { span: Span; label: MessageArg; comment?: true } {
  const n = t.length;
  if (at >= n) return { span: { start: n, end: n }, label: { id: 'parse.json.endOfFile' } };
  const c = t[at];
  if (WORD.test(c)) {
    let end = at + 1;
    while (end < n && end - at < 80 && WORD.test(t[end])) end++;
    return { span: { start: at, end }, label: `'${t.slice(at, end)}'` };
  }
  if (c === '/' && (t[at + 1] === '/' || t[at + 1] === '*')) return { span: { start: at, end: at + 2 }, label: '', comment: true };
  const cp = t.codePointAt(at) ?? 0;
  const width = cp > 0xffff ? 2 : 1;
  const shown = cp < 32 ? `U+${cp.toString(16).padStart(4, '0').toUpperCase()}` : `'${String.fromCodePoint(cp)}'`;
  return { span: { start: at, end: at + width }, label: shown };
}
