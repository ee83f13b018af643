// A string matching a "simple" regular expression: a sequence of literal
// characters, escapes (\d \w \s \. ...), classes ([a-z0-9_], not negated) and
// groups of alternatives ((ab|cd)), each with an optional quantifier (? * +
// {n} {n,} {n,m}), anchored or not. Anything else (lookarounds, negated
// classes, backreferences) gives undefined: the caller then falls back on
// plain strings, which the validator filters.
import type { Prng } from './prng';

/** Repetitions an open quantifier (`*`, `+`, `{n,}`) adds at most. */
const OPEN_EXTRA = 4;

type Atom = { chars: string } | { alternatives: Node[][] };
interface Node {
  atom: Atom;
  min: number;
  max: number;
}

const ESCAPES: Record<string, string> = {
  d: '0123456789',
  w: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_',
  s: ' ',
};

class Unsupported extends Error {}

export function samplePattern(pattern: string, rng: Prng): string | undefined {
  let source = pattern;
  const anchoredStart = source.startsWith('^');
  const anchoredEnd = source.endsWith('$') && !source.endsWith('\\$');
  if (anchoredStart) source = source.slice(1);
  if (anchoredEnd) source = source.slice(0, -1);
  try {
    const { nodes, end } = parseSequence(source, 0);
    if (end !== source.length) return undefined;
    return emit(nodes, rng);
  } catch (err) {
    if (err instanceof Unsupported) return undefined;
    throw err;
  }
}

function parseSequence(source: string, start: number): { nodes: Node[]; end: number } {
  const nodes: Node[] = [];
  let i = start;
  while (i < source.length && source[i] !== ')' && source[i] !== '|') {
    let atom: Atom;
    const c = source[i];
    if (c === '\\') {
      const e = source[i + 1];
      if (e === undefined || /[DWSbB1-9pPkuxc0]/.test(e)) throw new Unsupported();
      atom = { chars: ESCAPES[e] ?? (e === 'n' ? '\n' : e === 't' ? '\t' : e) };
      i += 2;
    } else if (c === '[') {
      const close = classEnd(source, i);
      atom = { chars: classChars(source.slice(i + 1, close)) };
      i = close + 1;
    } else if (c === '(') {
      let j = i + 1;
      if (source[j] === '?') {
        if (source[j + 1] !== ':') throw new Unsupported();
        j += 2;
      }
      const alternatives: Node[][] = [];
      for (;;) {
        const part = parseSequence(source, j);
        alternatives.push(part.nodes);
        j = part.end;
        if (source[j] === '|') j++;
        else break;
      }
      if (source[j] !== ')') throw new Unsupported();
      atom = { alternatives };
      i = j + 1;
    } else if (c === '.') {
      atom = { chars: 'abcxyz019' };
      i++;
    } else if ('*+?{}^$'.includes(c)) {
      throw new Unsupported();
    } else {
      atom = { chars: c };
      i++;
    }
    const q = quantifier(source, i);
    nodes.push({ atom, min: q.min, max: q.max });
    i = q.end;
  }
  return { nodes, end: i };
}

function quantifier(source: string, i: number): { min: number; max: number; end: number } {
  const c = source[i];
  if (c === '?') return { min: 0, max: 1, end: i + 1 };
  if (c === '*') return { min: 0, max: OPEN_EXTRA, end: i + 1 };
  if (c === '+') return { min: 1, max: 1 + OPEN_EXTRA, end: i + 1 };
  if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
    if (!m) throw new Unsupported();
    const min = Number(m[1]);
    const max = m[2] === undefined ? min : m[3] === '' ? min + OPEN_EXTRA : Number(m[3]);
    if (max < min || max > 1000) throw new Unsupported();
    return { min, max, end: i + m[0].length };
  }
  return { min: 1, max: 1, end: i };
}

function classEnd(source: string, open: number): number {
  for (let j = open + 1; j < source.length; j++) {
    if (source[j] === '\\') j++;
    else if (source[j] === ']') return j;
  }
  throw new Unsupported();
}

function classChars(body: string): string {
  if (body.startsWith('^') || body === '') throw new Unsupported();
  let chars = '';
  for (let j = 0; j < body.length; j++) {
    let c = body[j];
    if (c === '\\') {
      const e = body[++j];
      if (e === undefined || /[DWSbBpP]/.test(e)) throw new Unsupported();
      chars += ESCAPES[e] ?? e;
      continue;
    }
    if (body[j + 1] === '-' && j + 2 < body.length) {
      const to = body[j + 2];
      for (let code = c.charCodeAt(0); code <= to.charCodeAt(0) && code - c.charCodeAt(0) < 128; code++) chars += String.fromCharCode(code);
      j += 2;
      c = '';
    }
    chars += c;
  }
  if (chars === '') throw new Unsupported();
  return chars;
}

function emit(nodes: Node[], rng: Prng): string {
  let out = '';
  for (const node of nodes) {
    const times = rng.int(node.min, node.max);
    for (let k = 0; k < times; k++) {
      out += 'chars' in node.atom ? rng.pick([...node.atom.chars]) : emit(rng.pick(node.atom.alternatives), rng);
    }
  }
  return out;
}
