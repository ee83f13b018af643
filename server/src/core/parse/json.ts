// A small JSON parser that keeps exact spans: every syntax error points at the
// offending token and says what was expected. Strict JSON (RFC 8259): no
// comments, no trailing commas, no single quotes. Depth is capped so that
// 20,000 nested `[` end with an error, not a stack overflow.
import { joinPointer } from '../pointer';
import { defineMember, duplicateKeyMessage } from './members';
import type { MessageArg, MessageRef, ProblemMessageId } from '../text/problem';
import type { NodeLocation, ParsedDocument, ParseLimits, ParseProblem, Span } from './types';

class JsonSyntaxError extends Error {
  constructor(readonly problem: ParseProblem) {
    super(problem.message.id);
  }
}

const WS = (c: number): boolean => c === 32 || c === 10 || c === 13 || c === 9;

export function parseJsonDocument(text: string, limits: ParseLimits): ParsedDocument {
  const locations = new Map<string, NodeLocation>();
  /** Where node locations go; swapped out while a duplicate member's value is parsed for syntax only. */
  let sink = locations;
  const problems: ParseProblem[] = [];
  const n = text.length;
  let pos = 0;

  const skipWs = (): void => {
    while (pos < n && WS(text.charCodeAt(pos))) pos++;
  };

  /** The token found at `at`, for messages and spans. */
  const tokenAt = (at: number): { span: Span; label: MessageArg } => {
    if (at >= n) return { span: { start: n, end: n }, label: { id: 'parse.json.endOfFile' } };
    const c = text[at];
    if (/[A-Za-z0-9_$+\-.]/.test(c)) {
      let end = at + 1;
      while (end < n && end - at < 80 && /[A-Za-z0-9_$+\-.]/.test(text[end])) end++;
      return { span: { start: at, end }, label: `'${text.slice(at, end)}'` };
    }
    if (c === '/' && (text[at + 1] === '/' || text[at + 1] === '*')) return { span: { start: at, end: at + 2 }, label: 'a comment' };
    const cp = text.codePointAt(at) ?? 0;
    const width = cp > 0xffff ? 2 : 1;
    const shown = cp < 32 ? `U+${cp.toString(16).padStart(4, '0').toUpperCase()}` : `'${String.fromCodePoint(cp)}'`;
    return { span: { start: at, end: at + width }, label: shown };
  };

  const fail = (want: MessageRef | ProblemMessageId, at = pos, pointer = ''): never => {
    const tok = tokenAt(at);
    const expected = typeof want === 'string' ? { id: want } : want;
    let message: MessageRef = { id: 'parse.json.expected', args: { expected, found: tok.label } };
    if (tok.label === 'a comment') message = { id: 'parse.json.comment', args: { expected } };
    else if (text[at] === "'") message = { id: 'parse.json.singleQuote', args: { expected } };
    throw new JsonSyntaxError({ severity: 'error', code: 'json/syntax', message, span: tok.span, pointer });
  };

  const parseString = (pointer: string): string => {
    // pos is at the opening quote
    const start = pos;
    pos++;
    let out = '';
    let chunk = pos;
    for (;;) {
      if (pos >= n) {
        throw new JsonSyntaxError({
          severity: 'error',
          code: 'json/syntax',
          pointer,
          message: { id: 'parse.json.unterminatedString' },
          span: { start, end: Math.min(n, start + 1) },
        });
      }
      const c = text.charCodeAt(pos);
      if (c === 34) break;
      if (c < 32) fail('parse.json.wantClosingQuote', pos, pointer);
      if (c === 92) {
        out += text.slice(chunk, pos);
        const e = text[pos + 1];
        const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (e !== undefined && e in simple) {
          out += simple[e];
          pos += 2;
        } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6))) {
          out += String.fromCharCode(parseInt(text.slice(pos + 2, pos + 6), 16));
          pos += 6;
        } else {
          throw new JsonSyntaxError({
            severity: 'error',
            code: 'json/syntax',
            pointer,
            message: { id: 'parse.json.invalidEscape' },
            span: { start: pos, end: Math.min(n, pos + 2) },
          });
        }
        chunk = pos;
        continue;
      }
      pos++;
    }
    out += text.slice(chunk, pos);
    pos++; // closing quote
    return out;
  };

  const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;

  const parseValue = (pointer: string, depth: number, key: Span | undefined): unknown => {
    skipWs();
    const start = pos;
    const c = text.charCodeAt(pos);
    if (c === 123 /* { */ || c === 91 /* [ */) {
      if (depth >= limits.maxDepth) {
        throw new JsonSyntaxError({
          severity: 'error',
          code: 'json/depth-limit',
          pointer,
          message: { id: 'parse.depthLimit', args: { limit: limits.maxDepth } },
          span: { start, end: start + 1 },
        });
      }
    }
    if (c === 123) {
      pos++;
      const obj: Record<string, unknown> = {};
      const firstKeyAt = new Map<string, Span>();
      const loc: NodeLocation = { value: { start, end: start }, style: 'flow' };
      if (key) loc.key = key;
      sink.set(pointer, loc);
      skipWs();
      if (text.charCodeAt(pos) === 125) {
        pos++;
        loc.value.end = pos;
        return obj;
      }
      for (;;) {
        skipWs();
        if (text.charCodeAt(pos) !== 34)
          fail(text.charCodeAt(pos) === 125 ? 'parse.json.wantMemberNameNotComma' : 'parse.json.wantMemberName', pos, pointer);
        const keyStart = pos;
        const name = parseString(pointer);
        const keySpan = { start: keyStart, end: pos };
        skipWs();
        if (text.charCodeAt(pos) !== 58) fail({ id: 'parse.json.wantColon', args: { name } }, pos, pointer);
        pos++;
        const childPointer = joinPointer(pointer, name);
        const prev = firstKeyAt.get(name);
        if (prev !== undefined) {
          // Keep the first value (and its locations); the duplicate is parsed for syntax only.
          sink = new Map();
          try {
            parseValue(childPointer, depth + 1, keySpan);
          } finally {
            sink = locations;
          }
          problems.push({
            severity: 'error',
            code: 'json/duplicate-key',
            pointer: childPointer,
            message: duplicateKeyMessage(name),
            span: keySpan,
            related: prev,
          });
        } else {
          firstKeyAt.set(name, keySpan);
          defineMember(obj, name, parseValue(childPointer, depth + 1, keySpan));
        }
        skipWs();
        const d = text.charCodeAt(pos);
        if (d === 44) {
          pos++;
          continue;
        }
        if (d === 125) {
          pos++;
          break;
        }
        fail('parse.json.wantCommaOrBrace', pos, pointer);
      }
      loc.value.end = pos;
      return obj;
    }
    if (c === 91) {
      pos++;
      const arr: unknown[] = [];
      const loc: NodeLocation = { value: { start, end: start }, style: 'flow' };
      if (key) loc.key = key;
      sink.set(pointer, loc);
      skipWs();
      if (text.charCodeAt(pos) === 93) {
        pos++;
        loc.value.end = pos;
        return arr;
      }
      for (;;) {
        skipWs();
        if (text.charCodeAt(pos) === 93) fail('parse.json.wantValueNotComma', pos, pointer);
        arr.push(parseValue(joinPointer(pointer, arr.length), depth + 1, undefined));
        skipWs();
        const d = text.charCodeAt(pos);
        if (d === 44) {
          pos++;
          continue;
        }
        if (d === 93) {
          pos++;
          break;
        }
        fail('parse.json.wantCommaOrBracket', pos, pointer);
      }
      loc.value.end = pos;
      return arr;
    }
    let value: unknown;
    if (c === 34) value = parseString(pointer);
    else if (text.startsWith('true', pos)) {
      value = true;
      pos += 4;
    } else if (text.startsWith('false', pos)) {
      value = false;
      pos += 5;
    } else if (text.startsWith('null', pos)) {
      value = null;
      pos += 4;
    } else {
      NUMBER.lastIndex = pos;
      const m = NUMBER.exec(text);
      if (!m) fail('parse.json.wantValue', pos, pointer);
      const src = m![0];
      pos += src.length;
      const num = Number(src);
      if (Number.isFinite(num)) value = num;
      else {
        value = src;
        problems.push({
          severity: 'warning',
          code: 'json/number-range',
          pointer,
          message: { id: 'parse.json.numberRange', args: { number: src.length > 40 ? src.slice(0, 40) + '…' : src } },
          span: { start, end: pos },
        });
      }
    }
    const loc: NodeLocation = { value: { start, end: pos } };
    if (key) loc.key = key;
    sink.set(pointer, loc);
    return value;
  };

  if (text.charCodeAt(0) === 0xfeff) pos = 1; // a byte-order mark is not part of the JSON text
  skipWs();
  const docStart = pos;
  try {
    const value = parseValue('', 0, undefined);
    const valueEnd = pos;
    skipWs();
    if (pos < n) fail('parse.json.wantEnd', pos, '');
    return {
      index: 0,
      value,
      span: { start: docStart, end: valueEnd },
      extent: { start: 0, end: n },
      locations,
      problems,
      unusable: false,
    };
  } catch (e) {
    if (e instanceof RangeError) {
      // Only reachable with a maxDepth raised beyond what the stack holds.
      problems.push({
        severity: 'error',
        code: 'json/depth-limit',
        pointer: '',
        span: { start: docStart, end: docStart + 1 },
        message: { id: 'parse.json.stack' },
      });
      return {
        index: 0,
        value: null,
        span: { start: docStart, end: n },
        extent: { start: 0, end: n },
        locations,
        problems,
        unusable: true,
      };
    }
    if (!(e instanceof JsonSyntaxError)) throw e;
    problems.push(e.problem);
    return { index: 0, value: null, span: { start: docStart, end: n }, extent: { start: 0, end: n }, locations, problems, unusable: true };
  }
}
