// Where each character of a string value sits in the source. A rule finds a
// phrase or an invisible character at offsets of the *value* (after escapes,
// quotes, line folding and block indentation are undone); the editor needs the
// offsets in the *text*. This re-reads the scalar's source in its own style
// (JSON string; YAML plain, single-quoted, double-quoted, literal `|` or
// folded `>` block) and records, for every UTF-16 code unit of the value, the
// source range that produced it. The result is checked against the parsed
// value: when the two disagree (an alias, a style this reader does not
// follow), there is no map and the finding covers the whole scalar instead.
import type { Span } from '../parse/types';
import type { Language } from '../types';

/** For value code unit i: its source is [starts[i], ends[i]) (absolute offsets). */
export interface ScalarMap {
  starts: number[];
  ends: number[];
}

class Decoder {
  out = '';
  readonly starts: number[] = [];
  readonly ends: number[] = [];

  constructor(private readonly base: number) {}

  /** Appends `text`, every code unit of it made from source [start, end). */
  emit(text: string, start: number, end: number): void {
    this.out += text;
    for (let k = 0; k < text.length; k++) {
      this.starts.push(this.base + start);
      this.ends.push(this.base + end);
    }
  }
}

const isBreak = (c: string): boolean => c === '\n' || c === '\r';
const isBlank = (c: string): boolean => c === ' ' || c === '\t';

/**
 * The map of `value` read from `source` (the scalar's text, `base` its offset
 * in the file), or undefined when `source` does not read back as `value`.
 */
export function mapScalar(source: string, base: number, value: string, language: Language): ScalarMap | undefined {
  const d = new Decoder(base);
  const first = source.charAt(0);
  let ok: boolean;
  if (language === 'json') ok = first === '"' && readQuoted(source, d, jsonEscape, false);
  else if (first === '"') ok = readQuoted(source, d, yamlEscape, true);
  else if (first === "'") ok = readQuoted(source, d, undefined, true);
  else if (first === '|' || first === '>') return readBlock(source, base, value);
  else ok = readPlain(source, d);
  return ok && d.out === value ? { starts: d.starts, ends: d.ends } : undefined;
}

/** The source span of value[from, to) (a zero-width span at the end of `whole` for an empty or unmapped range). */
export function sourceSpan(map: ScalarMap | undefined, whole: Span, from: number, to: number): Span {
  if (!map) return whole;
  if (to <= from || from >= map.starts.length) {
    const at = from < map.starts.length ? map.starts[from] : whole.end;
    return { start: at, end: at };
  }
  return { start: map.starts[from], end: map.ends[Math.min(to, map.ends.length) - 1] };
}

type Escape = (source: string, at: number) => { text: string; length: number } | undefined;

const JSON_SIMPLE: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const YAML_SIMPLE: Record<string, string> = {
  ...JSON_SIMPLE,
  '0': '\0',
  a: '\x07',
  v: '\v',
  e: '\x1b',
  ' ': ' ',
  '\t': '\t',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
};

function hexEscape(source: string, at: number, digits: number): { text: string; length: number } | undefined {
  const hex = source.slice(at + 2, at + 2 + digits);
  if (hex.length !== digits || !/^[0-9a-fA-F]+$/.test(hex)) return undefined;
  const code = parseInt(hex, 16);
  if (code > 0x10ffff) return undefined;
  return { text: String.fromCodePoint(code), length: 2 + digits };
}

/** `at` is a backslash inside a JSON string. */
const jsonEscape: Escape = (source, at) => {
  const c = source.charAt(at + 1);
  if (c === 'u') return hexEscape(source, at, 4);
  return c in JSON_SIMPLE ? { text: JSON_SIMPLE[c], length: 2 } : undefined;
};

/** `at` is a backslash inside a YAML double-quoted scalar (not before a line break). */
const yamlEscape: Escape = (source, at) => {
  const c = source.charAt(at + 1);
  if (c === 'x') return hexEscape(source, at, 2);
  if (c === 'u') return hexEscape(source, at, 4);
  if (c === 'U') return hexEscape(source, at, 8);
  return c in YAML_SIMPLE ? { text: YAML_SIMPLE[c], length: 2 } : undefined;
};

/**
 * A run of blanks and line breaks starting at `i`, folded the YAML flow way:
 * without a break it is kept as written; with one it becomes a space; with n
 * breaks (n - 1 empty lines) it becomes n - 1 line feeds. Returns the offset after the run.
 */
function foldRun(source: string, i: number, end: number, d: Decoder): number {
  let j = i;
  let breaks = 0;
  let firstBreak = -1;
  while (j < end && (isBlank(source.charAt(j)) || isBreak(source.charAt(j)))) {
    const c = source.charAt(j);
    if (isBreak(c)) {
      if (firstBreak < 0) firstBreak = j;
      if (c === '\r' && source.charAt(j + 1) === '\n') j++;
      breaks++;
    }
    j++;
  }
  if (breaks === 0) for (let k = i; k < j; k++) d.emit(source.charAt(k), k, k + 1);
  else if (breaks === 1) d.emit(' ', firstBreak, j);
  else d.emit('\n'.repeat(breaks - 1), firstBreak, j);
  return j;
}

/** A quoted scalar: JSON or YAML double-quoted (with `escape`), or YAML single-quoted (`''`). */
function readQuoted(source: string, d: Decoder, escape: Escape | undefined, folds: boolean): boolean {
  const quote = source.charAt(0);
  const end = source.length - 1;
  if (source.length < 2 || source.charAt(end) !== quote) return false;
  let i = 1;
  while (i < end) {
    const c = source.charAt(i);
    if (escape && c === '\\') {
      if (folds && isBreak(source.charAt(i + 1))) {
        // An escaped line break joins the lines: the break and the next line's indentation vanish.
        let j = i + 1;
        if (source.charAt(j) === '\r' && source.charAt(j + 1) === '\n') j++;
        j++;
        while (j < end && isBlank(source.charAt(j))) j++;
        i = j;
        continue;
      }
      const e = escape(source, i);
      if (!e) return false;
      d.emit(e.text, i, i + e.length);
      i += e.length;
    } else if (!escape && c === "'" && source.charAt(i + 1) === "'") {
      d.emit("'", i, i + 2);
      i += 2;
    } else if (folds && (isBlank(c) || isBreak(c))) {
      i = foldRun(source, i, end, d);
    } else {
      d.emit(c, i, i + 1);
      i++;
    }
  }
  return true;
}

/** A plain YAML scalar: literal characters, runs with line breaks folded. */
function readPlain(source: string, d: Decoder): boolean {
  let i = 0;
  while (i < source.length) {
    const c = source.charAt(i);
    if (isBlank(c) || isBreak(c)) i = foldRun(source, i, source.length, d);
    else {
      d.emit(c, i, i + 1);
      i++;
    }
  }
  return true;
}

interface BlockLine {
  /** Offset of the line's first character and of its line break (or the end). */
  start: number;
  end: number;
  /** Offset after the line break. */
  next: number;
  /** Leading spaces. */
  indent: number;
  /** Only spaces (or nothing). */
  empty: boolean;
}

/** A block scalar (`|` literal or `>` folded) with its header. */
function readBlock(source: string, base: number, value: string): ScalarMap | undefined {
  const header = /^([|>])([1-9]?)([+-]?)([1-9]?)[ \t]*(#[^\r\n]*)?(\r?\n|$)/.exec(source);
  if (!header) return undefined;
  const folded = header[1] === '>';
  const explicit = header[2] !== '' || header[4] !== '';
  const lines: BlockLine[] = [];
  for (let i = header[0].length; i < source.length;) {
    let e = i;
    while (e < source.length && !isBreak(source.charAt(e))) e++;
    let next = e;
    if (source.charAt(next) === '\r' && source.charAt(next + 1) === '\n') next++;
    if (next < source.length) next++;
    let indent = 0;
    while (i + indent < e && source.charAt(i + indent) === ' ') indent++;
    lines.push({ start: i, end: e, next, indent, empty: i + indent === e });
    i = next;
  }
  const firstText = lines.find((l) => !l.empty);
  // Auto-detected: the first text line's indentation (with no text line, every line is empty).
  const detected = firstText ? firstText.indent : Math.max(0, ...lines.map((l) => l.end - l.start));
  // With an explicit indentation indicator the parent's indentation is not known here: try each.
  const candidates = explicit ? Array.from({ length: detected + 1 }, (_, k) => detected - k) : [detected];
  for (const indent of candidates) {
    const d = new Decoder(base);
    if (folded) foldBlock(source, lines, indent, d);
    else literalBlock(source, lines, indent, d);
    const map = chomped(d, value, base + source.length);
    if (map) return map;
  }
  return undefined;
}

function emitLineText(source: string, line: BlockLine, indent: number, d: Decoder): void {
  for (let k = line.start + Math.min(indent, line.indent); k < line.end; k++) d.emit(source.charAt(k), k, k + 1);
}

function literalBlock(source: string, lines: BlockLine[], indent: number, d: Decoder): void {
  for (const line of lines) {
    if (!(line.empty && line.end - line.start <= indent)) emitLineText(source, line, indent, d);
    d.emit('\n', line.end, line.next);
  }
}

/** Folded: a break between two text lines at the block's indentation becomes a space; around more-indented lines it stays. */
function foldBlock(source: string, lines: BlockLine[], indent: number, d: Decoder): void {
  let previous: 'text' | 'more' | undefined;
  /** Empty lines since the last text line, and where the break after that line was. */
  let empties = 0;
  let pendingBreak: { start: number; end: number } | undefined;
  for (const line of lines) {
    const blankOnly = line.empty && line.end - line.start <= indent;
    if (blankOnly) {
      empties++;
      continue;
    }
    const kind = line.indent > indent || source.charAt(line.start + indent) === '\t' ? 'more' : 'text';
    if (previous === undefined) {
      if (empties > 0) d.emit('\n'.repeat(empties), line.start, line.start);
    } else if (pendingBreak) {
      if (previous === 'text' && kind === 'text') d.emit(empties === 0 ? ' ' : '\n'.repeat(empties), pendingBreak.start, pendingBreak.end);
      else d.emit('\n'.repeat(empties + 1), pendingBreak.start, pendingBreak.end);
    }
    emitLineText(source, line, indent, d);
    previous = kind;
    empties = 0;
    pendingBreak = { start: line.end, end: line.next };
  }
  if (pendingBreak) d.emit('\n', pendingBreak.start, pendingBreak.end);
}

/**
 * Chomping: the decoded text ends with the line breaks the source shows, the
 * value with those its chomping indicator keeps (and `keep` may keep breaks
 * past the scalar's span). They agree when they differ only in trailing line
 * feeds; the value's extra ones sit, zero-width, at the end of the source.
 */
function chomped(d: Decoder, value: string, sourceEnd: number): ScalarMap | undefined {
  const body = d.out.replace(/\n+$/, '');
  if (value.replace(/\n+$/, '') !== body) return undefined;
  const starts = d.starts.slice(0, value.length);
  const ends = d.ends.slice(0, value.length);
  const end = d.ends.length > 0 ? d.ends[d.ends.length - 1] : sourceEnd;
  while (starts.length < value.length) {
    starts.push(end);
    ends.push(end);
  }
  return { starts, ends };
}
