// A fast reader for the plain YAML most ATDF files are written in: block
// mappings and sequences, single-line plain and quoted scalars, single-line
// flow collections, comments, and the literal (`|`) and folded (`>`) block
// scalars `atdf import-mcp` writes for long or multi-line descriptions. The yaml package reads ~4 MB/s here; this reads
// the same documents several times faster, which is what keeps a 1000-tool
// catalog on the keystroke path.
//
// It is an accelerator, not a second YAML implementation: at the first thing
// outside that subset (anchors, tags, block scalars with an indentation
// indicator or lines of spaces, multi-line flow or quoted scalars, `?`,
// tabs, duplicate keys, anything that would be an error...) it gives up and
// the document is read by the yaml package (yaml-document.ts). What it
// accepts it must read exactly as that path would, value, locations and order
// of locations alike; test/unit/parse/fast-path.test.ts checks that on
// generated documents.
import { defineMember } from './members';
import type { NodeLocation } from './types';
import { CompactLocations, KIND_MAP, KIND_SEQ, LocationTable, STYLE_BLOCK, STYLE_FLOW } from './location-table';
import { ownString } from '../text/own-string';

/** Thrown to give up; caught once at the top. */
const BAIL: Error = new Error('outside the fast subset');

export interface FastResult {
  value: unknown;
  locations: Map<string, NodeLocation>;
}

const SP = 32;
const HASH = 35;
const COLON = 58;
const DASH = 45;

/**
 * Reads the document in text[start, end) (one slice from splitYamlDocuments).
 * Undefined when it is outside the subset.
 */
export function fastReadYaml(text: string, start: number, end: number, maxDepth: number): FastResult | undefined {
  try {
    return new FastReader(text, start, end, maxDepth).read();
  } catch {
    // BAIL, or anything unexpected: the yaml package path reads it instead (and reports problems).
    return undefined;
  }
}

class FastReader {
  /** Per line: start offset, end offset (before the line break), first non-space offset. */
  private readonly ls: number[] = [];
  private readonly le: number[] = [];
  private readonly cs: number[] = [];
  /** Line is blank or a comment. */
  private readonly skip: boolean[] = [];
  private readonly table = new LocationTable();

  constructor(
    private readonly t: string,
    start: number,
    private readonly end: number,
    private readonly maxDepth: number,
  ) {
    let i = start;
    while (i < end) {
      const lineStart = i;
      let first = -1;
      for (; i < end; i++) {
        const c = t.charCodeAt(i);
        if (c === 10 || c === 13) break;
        if (c < 32 || (c >= 0x7f && c <= 0x9f) || c === 0xfeff || c === 0xfffe || c === 0xffff) throw BAIL;
        if (first < 0 && c !== SP) first = i;
      }
      const lineEnd = i;
      if (i < end) {
        if (t.charCodeAt(i) === 13) {
          if (t.charCodeAt(i + 1) !== 10 || i + 1 >= end) throw BAIL; // lone CR
          i += 2;
        } else i++;
      }
      this.ls.push(lineStart);
      this.le.push(lineEnd);
      this.cs.push(first < 0 ? lineEnd : first);
      this.skip.push(first < 0 || t.charCodeAt(first) === HASH);
    }
  }

  read(): FastResult {
    const t = this.t;
    let li = 0;
    while (li < this.ls.length && this.skip[li]) li++;
    if (li >= this.ls.length) throw BAIL; // empty document: rare, the slow path knows yaml's exact shape for it
    // Header: `---` alone on its line (a trailing comment is fine).
    if (this.cs[li] === this.ls[li] && t.startsWith('---', this.ls[li])) {
      const after = this.ls[li] + 3;
      if (after < this.le[li] && t.charCodeAt(after) !== SP) throw BAIL; // `---a` is content; rare
      if (!this.restIsComment(after, li)) throw BAIL; // `--- value`
      li = this.nextContent(li + 1);
      if (li < 0) throw BAIL;
    }
    const first = t.charCodeAt(this.cs[li]);
    if (first === 37 /* % */ || this.isDocMarker(li)) throw BAIL;
    const col = this.cs[li] - this.ls[li];
    let r: { value: unknown; next: number };
    if (this.isSeqItem(li, this.cs[li])) r = this.blockSeq(li, col, -1, '', -1, -1, 0);
    else if (this.keyAt(li, this.cs[li])) r = this.blockMap(li, col, this.cs[li], -1, '', -1, -1, 0);
    else throw BAIL; // scalar or flow root: not ATDF, leave it to the slow path
    if (r.next >= 0) throw BAIL; // content after the root node: an error
    return { value: r.value, locations: CompactLocations.of(this.table) };
  }

  private nextContent(li: number): number {
    const n = this.ls.length;
    for (; li < n; li++) {
      if (!this.skip[li]) {
        if (this.isDocMarker(li)) throw BAIL; // a second `---` or `...`: let yaml sort it out
        return li;
      }
    }
    return -1;
  }

  private isDocMarker(li: number): boolean {
    const s = this.ls[li];
    if (this.cs[li] !== s) return false;
    const t = this.t;
    const c = t.charCodeAt(s);
    if ((c !== DASH && c !== 46) || t.charCodeAt(s + 1) !== c || t.charCodeAt(s + 2) !== c) return false;
    return s + 3 >= this.le[li] || t.charCodeAt(s + 3) === SP;
  }

  private indent(li: number): number {
    return this.cs[li] - this.ls[li];
  }

  /** From p to the end of line li there are only spaces and maybe a comment (after a space). */
  private restIsComment(p: number, li: number): boolean {
    const t = this.t;
    const e = this.le[li];
    const from = p;
    while (p < e && t.charCodeAt(p) === SP) p++;
    return p >= e || (t.charCodeAt(p) === HASH && (p > from || p === this.ls[li]));
  }

  /** `-` followed by a space or the end of the line. */
  private isSeqItem(li: number, p: number): boolean {
    const t = this.t;
    return t.charCodeAt(p) === DASH && (p + 1 >= this.le[li] || t.charCodeAt(p + 1) === SP);
  }

  /** Records a node (see LocationTable); `ks`/`ke` are its key's span, -1 when it has none. */
  private setLoc(parent: number, name: string | number, start: number, end: number, ks: number, ke: number, flags = 0): number {
    return this.table.add(parent, name, start, end, ks, ke, flags);
  }

  /** Skips spaces from p on line li. */
  private spaces(p: number, li: number): number {
    const e = this.le[li];
    while (p < e && this.t.charCodeAt(p) === SP) p++;
    return p;
  }

  // ---- keys ---------------------------------------------------------------

  private keyName = '';
  private keyEnd = 0;
  /** Offset just after the `:` of the key found by keyAt. */
  private afterColon = 0;

  /** Is there a single-line implicit key at p? Sets keyName, keyEnd, afterColon. */
  private keyAt(li: number, p: number): boolean {
    const t = this.t;
    const e = this.le[li];
    const c = t.charCodeAt(p);
    if (c === 34 || c === 39) {
      const q = this.quoted(p, li);
      if (q.end >= e || t.charCodeAt(q.end) !== COLON) return false;
      if (q.end + 1 < e && t.charCodeAt(q.end + 1) !== SP) return false;
      this.keyName = q.value;
      this.keyEnd = q.end;
      this.afterColon = q.end + 1;
      return true;
    }
    if (!plainStartOk(t, p, e)) return false;
    for (let i = p + 1; i < e; i++) {
      const d = t.charCodeAt(i);
      if (d === COLON && (i + 1 >= e || t.charCodeAt(i + 1) === SP)) {
        if (t.charCodeAt(i - 1) === SP) throw BAIL; // `key :`
        if (i - p > 1000) throw BAIL; // yaml limits implicit keys to 1024 characters
        this.keyName = ownString(t.slice(p, i)); // kept in the location table: must not pin the text
        if (this.keyName === '<<') throw BAIL; // merge key
        this.keyEnd = i;
        this.afterColon = i + 1;
        return true;
      }
      if (d === HASH && t.charCodeAt(i - 1) === SP) return false;
    }
    return false;
  }

  // ---- block collections ----------------------------------------------------

  /** A block mapping whose keys sit at column `col`; its first key is at offset p on line li. */
  private blockMap(
    li: number,
    col: number,
    p: number,
    parent: number,
    slot: string | number,
    ks: number,
    ke: number,
    depth: number,
  ): { value: unknown; next: number } {
    if (depth >= this.maxDepth) throw BAIL;
    const obj: Record<string, unknown> = {};
    const loc = this.setLoc(parent, slot, p, p, ks, ke, STYLE_BLOCK | KIND_MAP);
    let end = p;
    for (;;) {
      if (!this.keyAt(li, p)) throw BAIL;
      const name = this.keyName;
      if (Object.prototype.hasOwnProperty.call(obj, name)) throw BAIL; // duplicate: reported by the slow path
      const keyEnd = this.keyEnd;
      const child = this.table.count; // the index the member's value gets
      const v = this.spaces(this.afterColon, li);
      let next: number;
      let valueEnd: number;
      if (v >= this.le[li] || this.t.charCodeAt(v) === HASH) {
        // The value is on the following lines, or empty.
        const nl = this.nextContent(li + 1);
        if (nl >= 0 && this.indent(nl) > col) {
          const r = this.blockNode(nl, loc, name, p, keyEnd, depth + 1);
          defineMember(obj, name, r.value);
          next = r.next;
        } else if (nl >= 0 && this.indent(nl) === col && this.isSeqItem(nl, this.cs[nl])) {
          const r = this.blockSeq(nl, col, loc, name, p, keyEnd, depth + 1); // `key:\n- item` (indentless)
          defineMember(obj, name, r.value);
          next = r.next;
        } else {
          this.setLoc(loc, name, v, v, p, keyEnd);
          defineMember(obj, name, null);
          next = nl;
        }
        valueEnd = this.table.valueEnd(child);
      } else if (isBlockScalarHead(this.t.charCodeAt(v))) {
        const r = this.blockScalar(li, v, col, loc, name, p, keyEnd);
        defineMember(obj, name, r.value);
        valueEnd = this.table.valueEnd(child);
        next = r.next;
      } else {
        const r = this.inlineValue(li, v, loc, name, p, keyEnd, depth + 1);
        defineMember(obj, name, r);
        valueEnd = this.table.valueEnd(child);
        next = this.nextContent(li + 1);
        if (next >= 0 && this.indent(next) > col) throw BAIL; // multi-line scalar or an error
      }
      end = Math.max(end, keyEnd, valueEnd);
      if (next < 0 || this.indent(next) < col) {
        this.table.setValueEnd(loc, end);
        this.table.close(loc);
        return { value: obj, next };
      }
      if (this.indent(next) > col) throw BAIL;
      li = next;
      p = this.cs[li];
    }
  }

  /** A block sequence whose `-` indicators sit at column `col`, starting on line li. */
  private blockSeq(
    li: number,
    col: number,
    parent: number,
    slot: string | number,
    ks: number,
    ke: number,
    depth: number,
  ): { value: unknown; next: number } {
    if (depth >= this.maxDepth) throw BAIL;
    const arr: unknown[] = [];
    const start = this.ls[li] + col;
    const loc = this.setLoc(parent, slot, start, start, ks, ke, STYLE_BLOCK | KIND_SEQ);
    let end = start;
    for (;;) {
      const dash = this.ls[li] + col;
      const item = arr.length;
      const child = this.table.count;
      const p = this.spaces(dash + 1, li);
      let next: number;
      if (p >= this.le[li] || this.t.charCodeAt(p) === HASH) {
        const nl = this.nextContent(li + 1);
        if (nl >= 0 && this.indent(nl) > col) {
          const r = this.blockNode(nl, loc, item, -1, -1, depth + 1);
          arr.push(r.value);
          next = r.next;
        } else {
          this.setLoc(loc, item, p, p, -1, -1);
          arr.push(null);
          next = nl;
        }
      } else if (this.isSeqItem(li, p)) {
        const r = this.blockSeq(li, p - this.ls[li], loc, item, -1, -1, depth + 1);
        arr.push(r.value);
        next = r.next;
      } else if (this.keyAt(li, p)) {
        const r = this.blockMap(li, p - this.ls[li], p, loc, item, -1, -1, depth + 1);
        arr.push(r.value);
        next = r.next;
      } else if (isBlockScalarHead(this.t.charCodeAt(p))) {
        const r = this.blockScalar(li, p, col, loc, item, -1, -1);
        arr.push(r.value);
        next = r.next;
      } else {
        arr.push(this.inlineValue(li, p, loc, item, -1, -1, depth + 1));
        next = this.nextContent(li + 1);
        if (next >= 0 && this.indent(next) > col) throw BAIL;
      }
      end = Math.max(end, this.table.valueEnd(child));
      if (next >= 0 && this.indent(next) > col) throw BAIL;
      if (next < 0 || this.indent(next) < col || !this.isSeqItem(next, this.cs[next])) {
        this.table.setValueEnd(loc, end);
        this.table.close(loc);
        return { value: arr, next };
      }
      li = next;
    }
  }

  /** The node that starts a line of its own (a mapping value or item on the next lines). */
  private blockNode(
    li: number,
    parent: number,
    slot: string | number,
    ks: number,
    ke: number,
    depth: number,
  ): { value: unknown; next: number } {
    const p = this.cs[li];
    const col = p - this.ls[li];
    if (this.isSeqItem(li, p)) return this.blockSeq(li, col, parent, slot, ks, ke, depth);
    if (this.keyAt(li, p)) return this.blockMap(li, col, p, parent, slot, ks, ke, depth);
    throw BAIL; // a scalar on its own line: maybe multi-line, leave it to yaml
  }

  // ---- block scalars ----------------------------------------------------------

  /**
   * A literal (`|`) or folded (`>`) block scalar whose head is at p on line li,
   * the value of a key or item at column `col`: its content is the lines below
   * indented more than `col` (the first one's indentation counts) and the empty
   * lines among them. Only the plain cases: no indentation indicator, no line
   * of spaces, and in a folded block no more-indented line (those fold differently).
   */
  private blockScalar(
    li: number,
    p: number,
    col: number,
    parent: number,
    slot: string | number,
    ks: number,
    ke: number,
  ): { value: string; next: number } {
    const t = this.t;
    const folded = t.charCodeAt(p) === 62;
    let h = p + 1;
    const chomp = t.charCodeAt(h) === DASH || t.charCodeAt(h) === 43 /* + */ ? t[h++] : '';
    if (h < this.le[li] && t.charCodeAt(h) !== SP) throw BAIL; // an indentation indicator, or `|x`
    if (!this.restIsComment(h, li)) throw BAIL;
    const n = this.ls.length;
    let indent = -1;
    let last = -1; // the last line of content
    let line = li + 1;
    for (; line < n; line++) {
      if (this.ls[line] === this.le[line]) continue; // empty: part of the block, or after it
      const own = this.indent(line);
      if (own === this.le[line] - this.ls[line]) throw BAIL; // spaces only: they may be content
      if (indent < 0) {
        if (own <= col) break;
        indent = own;
      } else if (own < indent) break;
      if (folded && own > indent) throw BAIL; // more-indented lines keep their breaks
      last = line;
    }
    if (last < 0) throw BAIL; // an empty block: rare
    if (line < n && this.skip[line] && this.indent(line) > col) throw BAIL; // a comment right below: where does the block end?
    // A block ends with the line break after its last line; one without (the end of the text) is left to yaml.
    if (this.le[last] >= this.end) throw BAIL;
    let value = '';
    let breaks = 0; // empty lines since the last line of content
    let text = false;
    for (let k = li + 1; k <= last; k++) {
      if (this.ls[k] === this.le[k]) {
        breaks++;
        continue;
      }
      const content = t.slice(this.ls[k] + indent, this.le[k]);
      if (!text) value += '\n'.repeat(breaks);
      else if (folded) value += breaks === 0 ? ' ' : '\n'.repeat(breaks);
      else value += '\n'.repeat(breaks + 1);
      value += content;
      breaks = 0;
      text = true;
    }
    // The empty lines after the block: kept with `+` (the block then ends after them).
    let end = this.ls[last + 1] ?? this.end;
    let trailing = 0;
    if (chomp === '+') {
      for (let k = last + 1; k < line && this.ls[k] === this.le[k]; k++, trailing++) end = this.ls[k + 1] ?? this.end;
      if (end >= this.end && trailing > 0) throw BAIL; // empty lines up to the end of the text: left to yaml
    }
    if (chomp !== '-') value += '\n'.repeat(1 + trailing);
    this.setLoc(parent, slot, p, end, ks, ke);
    return { value: ownString(value), next: this.nextContent(line) };
  }

  // ---- single-line values -------------------------------------------------------

  /** A scalar or flow collection at p that must end the line (a comment may follow). */
  private inlineValue(li: number, p: number, parent: number, slot: string | number, ks: number, ke: number, depth: number): unknown {
    const t = this.t;
    const c = t.charCodeAt(p);
    let value: unknown;
    let end: number;
    if (c === 91 || c === 123) {
      const r = this.flow(li, p, parent, slot, ks, ke, depth);
      value = r.value;
      end = r.end;
    } else if (c === 34 || c === 39) {
      const q = this.quoted(p, li);
      value = q.value;
      end = q.end;
      this.setLoc(parent, slot, p, end, ks, ke);
    } else {
      if (!plainStartOk(t, p, this.le[li])) throw BAIL;
      const e = this.le[li];
      let i = p + 1;
      let last = p + 1; // end of the last non-space character
      for (; i < e; i++) {
        const d = t.charCodeAt(i);
        if (d === SP) continue;
        if (d === HASH && t.charCodeAt(i - 1) === SP) break;
        if (d === COLON && (i + 1 >= e || t.charCodeAt(i + 1) === SP)) throw BAIL; // `a: b: c`
        last = i + 1;
      }
      value = resolvePlain(ownString(t.slice(p, last)));
      end = last;
      this.setLoc(parent, slot, p, end, ks, ke);
    }
    if (!this.restIsComment(end, li)) throw BAIL;
    return value;
  }

  /** A single-line quoted scalar at p. */
  private quoted(p: number, li: number): { value: string; end: number } {
    const t = this.t;
    const e = this.le[li];
    const q = t.charCodeAt(p);
    let out = '';
    let chunk = p + 1;
    for (let i = p + 1; i < e; i++) {
      const c = t.charCodeAt(i);
      if (q === 39) {
        if (c === 39) {
          if (t.charCodeAt(i + 1) === 39 && i + 1 < e) {
            out += t.slice(chunk, i + 1);
            i++;
            chunk = i + 1;
            continue;
          }
          return { value: ownString(out + t.slice(chunk, i)), end: i + 1 };
        }
        continue;
      }
      if (c === 34) return { value: ownString(out + t.slice(chunk, i)), end: i + 1 };
      if (c === 92) {
        out += t.slice(chunk, i);
        const d = t[i + 1];
        if (d === 'n') out += '\n';
        else if (d === 't') out += '\t';
        else if (d === '"' || d === '\\' || d === '/') out += d;
        else if (d === 'r') out += '\r';
        else if (d === 'u' && /^[0-9a-fA-F]{4}$/.test(t.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(t.slice(i + 2, i + 6), 16));
          i += 4;
        } else throw BAIL;
        i++;
        chunk = i + 1;
      }
    }
    throw BAIL; // not closed on this line
  }

  /** A flow collection that opens at p and closes on the same line. */
  private flow(
    li: number,
    p: number,
    parent: number,
    slot: string | number,
    ks: number,
    ke: number,
    depth: number,
  ): { value: unknown; end: number } {
    if (depth >= this.maxDepth) throw BAIL;
    const t = this.t;
    const e = this.le[li];
    const isSeq = t.charCodeAt(p) === 91;
    const close = isSeq ? 93 : 125;
    const loc = this.setLoc(parent, slot, p, p, ks, ke, STYLE_FLOW | (isSeq ? KIND_SEQ : KIND_MAP));
    const arr: unknown[] = [];
    const obj: Record<string, unknown> = {};
    let i = this.spaces(p + 1, li);
    if (t.charCodeAt(i) === close && i < e) {
      this.table.setValueEnd(loc, i + 1);
      this.table.close(loc);
      return { value: isSeq ? arr : obj, end: i + 1 };
    }
    for (;;) {
      if (i >= e) throw BAIL;
      if (isSeq) {
        const r = this.flowItem(li, i, loc, arr.length, -1, -1, depth + 1);
        arr.push(r.value);
        i = this.spaces(r.end, li);
      } else {
        // key
        const c = t.charCodeAt(i);
        let name: string;
        let keyEnd: number;
        if (c === 34 || c === 39) {
          const q = this.quoted(i, li);
          name = q.value;
          keyEnd = q.end;
        } else {
          if (!plainStartOk(t, i, e, true)) throw BAIL;
          let k = i + 1;
          while (k < e && !isFlowStop(t.charCodeAt(k))) k++;
          if (t.charCodeAt(k) !== COLON || t.charCodeAt(k - 1) === SP) throw BAIL;
          name = ownString(t.slice(i, k));
          keyEnd = k;
        }
        if (t.charCodeAt(keyEnd) !== COLON || t.charCodeAt(keyEnd + 1) !== SP || keyEnd + 1 >= e) throw BAIL;
        if (name === '<<' || Object.prototype.hasOwnProperty.call(obj, name)) throw BAIL;
        const v = this.spaces(keyEnd + 1, li);
        const r = this.flowItem(li, v, loc, name, i, keyEnd, depth + 1);
        defineMember(obj, name, r.value);
        i = this.spaces(r.end, li);
      }
      const d = t.charCodeAt(i);
      if (i < e && d === close) {
        this.table.setValueEnd(loc, i + 1);
        this.table.close(loc);
        return { value: isSeq ? arr : obj, end: i + 1 };
      }
      if (i >= e || d !== 44 /* , */) throw BAIL;
      i = this.spaces(i + 1, li);
      if (t.charCodeAt(i) === close) throw BAIL; // trailing comma: valid YAML, but rare; yaml decides
    }
  }

  private flowItem(
    li: number,
    p: number,
    parent: number,
    slot: string | number,
    ks: number,
    ke: number,
    depth: number,
  ): { value: unknown; end: number } {
    const t = this.t;
    const e = this.le[li];
    if (p >= e) throw BAIL;
    const c = t.charCodeAt(p);
    if (c === 91 || c === 123) return this.flow(li, p, parent, slot, ks, ke, depth);
    if (c === 34 || c === 39) {
      const q = this.quoted(p, li);
      this.setLoc(parent, slot, p, q.end, ks, ke);
      const after = this.spaces(q.end, li);
      if (t.charCodeAt(after) === COLON) throw BAIL; // a pair inside a flow sequence
      return { value: q.value, end: q.end };
    }
    if (!plainStartOk(t, p, e, true)) throw BAIL;
    let i = p + 1;
    let last = p + 1;
    for (; i < e; i++) {
      const d = t.charCodeAt(i);
      if (d === SP) continue;
      if (isFlowStop(d)) break;
      last = i + 1;
    }
    if (i < e && (t.charCodeAt(i) === COLON || t.charCodeAt(i) === HASH)) throw BAIL;
    this.setLoc(parent, slot, p, last, ks, ke);
    return { value: resolvePlain(ownString(t.slice(p, last))), end: last };
  }
}

/** `|` or `>`: the head of a block scalar. */
function isBlockScalarHead(c: number): boolean {
  return c === 124 || c === 62;
}

/** Characters that end a plain scalar inside a flow collection (or make it one we do not handle). */
function isFlowStop(c: number): boolean {
  return c === 44 || c === 91 || c === 93 || c === 123 || c === 125 || c === COLON || c === HASH;
}

/**
 * May a plain scalar start at p? Not with an indicator, except `-` (as in -5 or
 * -x) when a non-space follows.
 */
export function plainStartOk(t: string, p: number, e: number, inFlow = false): boolean {
  if (p >= e) return false;
  const c = t.charCodeAt(p);
  switch (c) {
    case DASH: {
      const d = t.charCodeAt(p + 1);
      return p + 1 < e && d !== SP && d !== DASH && !(inFlow && (d === 44 || d === 91 || d === 93 || d === 123 || d === 125));
    }
    case 63:
    case COLON:
    case 44:
    case 91:
    case 93:
    case 123:
    case 125:
    case HASH:
    case 38:
    case 42:
    case 33:
    case 124:
    case 62:
    case 39:
    case 34:
    case 37:
    case 64:
    case 96:
    case SP:
      return false;
    default:
      return true;
  }
}

const NULL_RE = /^(?:~|[Nn]ull|NULL)$/;
const BOOL_RE = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const OCT_RE = /^0o[0-7]+$/;
const INT_RE = /^[-+]?[0-9]+$/;
const HEX_RE = /^0x[0-9a-fA-F]+$/;
const NAN_RE = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const EXP_RE = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT_RE = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

/** The YAML 1.2 core schema, in the yaml package's order of tags. */
export function resolvePlain(s: string): unknown {
  const c = s.charCodeAt(0);
  const maybeSpecial = c === 126 || c === 110 || c === 78 || c === 116 || c === 84 || c === 102 || c === 70;
  const maybeNumber = (c >= 48 && c <= 57) || c === 43 || c === DASH || c === 46;
  if (!maybeSpecial && !maybeNumber) return s;
  if (maybeSpecial) {
    if (NULL_RE.test(s)) return null;
    if (BOOL_RE.test(s)) return c === 116 || c === 84;
    return s;
  }
  let n: number;
  if (OCT_RE.test(s)) n = parseInt(s.substring(2), 8);
  else if (INT_RE.test(s)) n = parseInt(s, 10);
  else if (HEX_RE.test(s)) n = parseInt(s.substring(2), 16);
  else if (NAN_RE.test(s))
    throw BAIL; // the slow path warns about non-finite numbers
  else if (EXP_RE.test(s) || FLOAT_RE.test(s)) n = parseFloat(s);
  else return s;
  if (!Number.isFinite(n)) throw BAIL;
  return n;
}
