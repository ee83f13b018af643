// A reader for YAML documents whose root is a flow collection written over
// many lines, `{tool: {name: x, input: {...}}}`: YAML's own JSON-like style,
// with plain and single-quoted scalars and comments, which the JSON route
// (yaml-json.ts) does not take. The yaml package composes such documents
// slowly (a 2.9 MB one: 3.5 s per parse); this reads them at the JSON
// reader's pace.
//
// The same contract as the other two accelerators: it reads a subset
// exactly as the yaml-package path does (value, locations and their order,
// span, no problems) and gives up at the first thing outside it: anchors,
// aliases, tags, `?`, multi-line scalars, escapes other than JSON's, implicit
// nulls (`{a, b: }`), pairs in sequences, trailing commas, tabs, duplicate or
// `<<` keys, plain scalars with `:` or `#` inside, a `---` or `...` at the
// start of a line inside the collection, content after the root. Whatever it
// gives up on the yaml package reads and reports. test/unit/parse/flow-yaml.test.ts
// compares both paths on generated documents.
import { defineMember } from './members';
import { CompactLocations, KIND_MAP, KIND_SEQ, LocationTable, STYLE_FLOW } from './location-table';
import { ownString } from '../text/own-string';
import { flowRootStart, hasCharacterYamlRefuses } from './flow-root';
import { plainStartOk, resolvePlain } from './yaml-fast';
import { documentStart } from './split';
import type { ParsedDocument, ParseLimits, Span } from './types';

/** Thrown to give up; caught once at the top. */
const BAIL: Error = new Error('outside the flow subset');

const SP = 32;
const TAB = 9;
const LF = 10;
const CR = 13;
const HASH = 35;
const COLON = 58;
const COMMA = 44;
const DQUOTE = 34;
const SQUOTE = 39;
const BACKSLASH = 92;
/** YAML's limit on an implicit key (it must also be on one line). */
const MAX_KEY_LENGTH = 1024;

/** The document in text[extent] read as a flow collection, or undefined when the yaml path must read it. */
export function readFlowYaml(text: string, extent: Span, index: number, limits: ParseLimits): ParsedDocument | undefined {
  const root = flowRootStart(text, extent);
  if (root < 0 || hasCharacterYamlRefuses(text, root, extent.end)) return undefined;
  try {
    const reader = new FlowReader(text, extent.end, limits.maxDepth);
    const value = reader.read(root);
    return {
      index,
      value,
      span: { start: documentStart(text, extent), end: extent.end },
      extent,
      locations: CompactLocations.of(reader.table),
      problems: [],
      unusable: false,
    };
  } catch {
    // BAIL, or anything unexpected: the yaml package path reads it instead (and reports problems).
    return undefined;
  }
}

class FlowReader {
  readonly table = new LocationTable();
  private p = 0;

  constructor(
    private readonly t: string,
    private readonly end: number,
    private readonly maxDepth: number,
  ) {}

  read(root: number): unknown {
    this.p = root;
    const value = this.collection(-1, '', -1, -1, 0);
    this.skip();
    if (this.p < this.end) throw BAIL; // content after the root: an error
    return value;
  }

  /**
   * Skips spaces, line breaks and comments. A line break must be LF or CRLF;
   * content in the first column of the next line is checked by atLineStart.
   */
  private skip(): void {
    const t = this.t;
    let p = this.p;
    while (p < this.end) {
      const c = t.charCodeAt(p);
      if (c === SP) p++;
      else if (c === LF || c === CR) {
        if (c === CR && t.charCodeAt(p + 1) !== LF) throw BAIL; // a lone CR: the yaml path has the rewrite
        p += c === CR ? 2 : 1;
        const first = t.charCodeAt(p);
        if (p < this.end && first !== SP && first !== LF && first !== CR && first !== HASH) {
          this.p = p;
          return this.atLineStart();
        }
      } else if (c === HASH && (p === 0 || isSpaceOrBreak(t.charCodeAt(p - 1)))) {
        while (p < this.end && t.charCodeAt(p) !== LF && t.charCodeAt(p) !== CR) p++;
      } else break;
    }
    this.p = p;
  }

  /**
   * At content in the first column of a line inside the document. The root is
   * a top-level flow collection, so YAML lets its lines start in any column
   * (a list of 50,000 items written one per line at column 0 is common in
   * generated files), except that a `---` or `...` there ends the document,
   * and a tab there is the yaml path's to judge.
   */
  private atLineStart(): void {
    const t = this.t;
    const p = this.p;
    const c = t.charCodeAt(p);
    if (c === TAB) throw BAIL;
    if ((c === 45 || c === 46) && t.charCodeAt(p + 1) === c && t.charCodeAt(p + 2) === c) {
      const after = t.charCodeAt(p + 3);
      if (p + 3 >= this.end || after === SP || after === TAB || after === LF || after === CR) throw BAIL;
    }
  }

  /** Spaces on this line only (between a key and its `:`). */
  private spaces(): void {
    while (this.p < this.end && this.t.charCodeAt(this.p) === SP) this.p++;
  }

  private collection(parent: number, name: string | number, ks: number, ke: number, depth: number): unknown {
    if (depth >= this.maxDepth) throw BAIL; // the yaml path says which limit
    const t = this.t;
    const start = this.p;
    const isSeq = t.charCodeAt(start) === 91;
    const close = isSeq ? 93 : 125;
    const node = this.table.add(parent, name, start, start, ks, ke, STYLE_FLOW | (isSeq ? KIND_SEQ : KIND_MAP));
    const arr: unknown[] = [];
    const obj: Record<string, unknown> = {};
    this.p++;
    this.skip();
    if (t.charCodeAt(this.p) !== close) {
      for (;;) {
        if (isSeq) arr.push(this.item(node, arr.length, -1, -1, depth + 1));
        else this.member(obj, node, depth);
        this.skip();
        const c = t.charCodeAt(this.p);
        if (c === close) break;
        if (c !== COMMA || this.p >= this.end) throw BAIL;
        this.p++;
        this.skip();
        if (t.charCodeAt(this.p) === close) throw BAIL; // a trailing comma: valid YAML, rare; the yaml path decides
      }
    }
    if (this.p >= this.end) throw BAIL;
    this.p++;
    this.table.setValueEnd(node, this.p);
    this.table.close(node);
    return isSeq ? arr : obj;
  }

  /** `key: value` of a flow mapping; the key is on one line, `:` right after it and a space or a line break after that. */
  private member(obj: Record<string, unknown>, node: number, depth: number): void {
    const t = this.t;
    const ks = this.p;
    const c = t.charCodeAt(ks);
    const name = c === DQUOTE || c === SQUOTE ? this.quoted() : this.plain(true);
    const ke = this.p;
    if (ke - ks > MAX_KEY_LENGTH) throw BAIL;
    this.spaces();
    if (t.charCodeAt(this.p) !== COLON || !isSpaceOrBreak(t.charCodeAt(this.p + 1))) throw BAIL;
    if (name === '<<' || Object.prototype.hasOwnProperty.call(obj, name)) throw BAIL;
    this.p++;
    this.skip();
    const v = t.charCodeAt(this.p);
    if (v === COMMA || v === 125 || this.p >= this.end) throw BAIL; // `a: ,`: an implicit null
    defineMember(obj, name, this.item(node, name, ks, ke, depth + 1));
  }

  /** A value in a collection: a nested collection or a scalar (which must not be followed by `:`, a pair in a sequence). */
  private item(parent: number, name: string | number, ks: number, ke: number, depth: number): unknown {
    const t = this.t;
    const start = this.p;
    const c = t.charCodeAt(start);
    if (c === 91 || c === 123) return this.collection(parent, name, ks, ke, depth);
    const value = c === DQUOTE || c === SQUOTE ? this.quoted() : resolvePlain(this.plain(false));
    this.table.add(parent, name, start, this.p, ks, ke, 0);
    if (typeof name === 'number') {
      const after = this.p;
      this.spaces();
      if (t.charCodeAt(this.p) === COLON) throw BAIL;
      this.p = after;
    }
    return value;
  }

  /** A quoted scalar on one line, JSON's escapes only in double quotes. */
  private quoted(): string {
    const t = this.t;
    const q = t.charCodeAt(this.p);
    let out = '';
    let chunk = this.p + 1;
    for (let i = this.p + 1; i < this.end; i++) {
      const c = t.charCodeAt(i);
      if (c === LF || c === CR) throw BAIL; // a multi-line scalar: folded by YAML's rules
      if (c < SP && c !== 9) throw BAIL;
      if (q === SQUOTE) {
        if (c !== SQUOTE) continue;
        if (t.charCodeAt(i + 1) === SQUOTE) {
          out += t.slice(chunk, i + 1);
          chunk = ++i + 1;
          continue;
        }
      } else if (c === BACKSLASH) {
        out += t.slice(chunk, i) + this.escape(i);
        i += t.charCodeAt(i + 1) === 117 /* u */ ? 5 : 1;
        chunk = i + 1;
        continue;
      } else if (c !== DQUOTE) continue;
      this.p = i + 1;
      return ownString(out + t.slice(chunk, i));
    }
    throw BAIL;
  }

  private escape(i: number): string {
    const t = this.t;
    switch (t.charCodeAt(i + 1)) {
      case 110:
        return '\n';
      case 116:
        return '\t';
      case 114:
        return '\r';
      case 98:
        return '\b';
      case 102:
        return '\f';
      case DQUOTE:
        return '"';
      case BACKSLASH:
        return '\\';
      case 47:
        return '/';
      case 117: {
        const hex = t.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw BAIL;
        const code = parseInt(hex, 16);
        if (code >= 0xd800 && code <= 0xdfff) throw BAIL; // surrogate escapes: how yaml pairs them is its business
        return String.fromCharCode(code);
      }
      default:
        throw BAIL;
    }
  }

  /**
   * A plain scalar on one line: up to a flow indicator, `: `, ` #` or the end
   * of the line, trailing spaces not included. Inside it no `:` or `#` at all
   * (YAML allows some; the yaml path reads those). One that ends at a line
   * break must be followed by `,`, `]` or `}` (or, for a key, `:`): anything
   * else would continue it on the next line.
   */
  private plain(isKey: boolean): string {
    const t = this.t;
    const start = this.p;
    // A tab where a value starts is separation to YAML (`[a,<TAB>b]` is ["a", "b"]), not content; the yaml path reads it.
    if (t.charCodeAt(start) === TAB || !plainStartOk(t, start, this.end, true)) throw BAIL;
    let i = start + 1;
    let last = i;
    for (; i < this.end; i++) {
      const c = t.charCodeAt(i);
      if (c === SP) continue;
      if (c === LF || c === CR || c === COMMA || c === 91 || c === 93 || c === 123 || c === 125) break;
      if (c === COLON || c === HASH) {
        if (t.charCodeAt(i - 1) !== SP && !(c === COLON && isSpaceOrBreak(t.charCodeAt(i + 1)))) throw BAIL; // `a:b`, `a#b`
        break;
      }
      if (c < SP || c === 0x7f) throw BAIL;
      last = i + 1;
    }
    this.p = last;
    if (i < this.end && (t.charCodeAt(i) === LF || t.charCodeAt(i) === CR)) {
      if (isKey) throw BAIL; // `a\n: b`
      this.p = i;
      this.skip();
      const next = t.charCodeAt(this.p);
      if (next !== COMMA && next !== 93 && next !== 125) throw BAIL;
      this.p = last;
    }
    return ownString(t.slice(start, last));
  }
}

function isSpaceOrBreak(c: number): boolean {
  return c === SP || c === LF || c === CR;
}
