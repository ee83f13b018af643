// File globs of `.atdfrc` (`ignore`, `overrides[].files`), matched by our own
// small matcher: no regular expression is built from what a user wrote, and a
// match costs at most (pattern length x path length) steps, whatever the
// pattern. The dialect is .gitignore's, which is what people write in ignore
// lists:
// - paths are relative to the folder of the config file, `/`-separated;
// - `*` is any run of characters but `/`, `?` one character but `/`, `**` as a
//   whole segment any number of folders, `[a-z]` / `[!a-z]` a character class,
//   `{a,b}` alternatives, `\` escapes the next character;
// - a pattern with no `/` but a trailing one matches at any depth
//   (`*.draft.atdf.yaml`, `generated/`); one with a `/` elsewhere is anchored
//   to the config's folder (`/legacy/*.yaml`, `docs/**/*.yaml`);
// - a pattern that matches a folder matches every file under it.

export interface Glob {
  readonly source: string;
  /** `path`: relative, `/`-separated, no `.` or `..` segments. */
  matches(path: string): boolean;
}

/** Alternatives a pattern may expand to through `{a,b}` (a bound, so `{a,b}{c,d}...` cannot explode). */
const MAX_ALTERNATIVES = 64;

/** Why a pattern is not a glob (rendered by the config's messages, with `detail` when given). */
export interface GlobError {
  error:
    'empty' | 'negated' | 'absolute' | 'parent' | 'trailing-escape' | 'reversed-range' | 'unclosed-class' | 'unbalanced-brace' | 'too-many';
  detail?: string;
}

/** The glob, or why the pattern is not one (for the config diagnostic). */
export function compileGlob(source: string): Glob | GlobError {
  if (source.trim() === '' || source.replace(/^(\.\/)+/, '').replace(/\/+/g, '') === '') return { error: 'empty' };
  if (source.startsWith('!')) return { error: 'negated' };
  if (/^[A-Za-z]:[\\/]|^~/.test(source)) return { error: 'absolute' };
  const alternatives = expandBraces(source);
  if (!Array.isArray(alternatives)) return alternatives;
  const compiled: Segment[][] = [];
  for (const alternative of alternatives) {
    const anchored = alternative.replace(/\/+$/, '').includes('/');
    const body = alternative
      .replace(/^(\.\/)+/, '')
      .replace(/^\/+/, '')
      .replace(/\/+$/, '');
    if (body === '') return { error: 'empty' };
    const segments: Segment[] = [];
    for (const part of body.split('/')) {
      if (part === '' || part === '.') continue;
      if (part === '..') return { error: 'parent' };
      const segment = part === '**' ? STAR_STAR : parseSegment(part);
      if (!Array.isArray(segment)) return segment;
      segments.push(segment);
    }
    compiled.push(anchored ? segments : [STAR_STAR, ...segments]);
  }
  return {
    source,
    matches: (path) => {
      const names = path.split('/').filter((n) => n !== '');
      return compiled.some((segments) => matchPath(segments, names));
    },
  };
}

type Token =
  { kind: 'char'; char: string } | { kind: 'any' } | { kind: 'star' } | { kind: 'class'; negated: boolean; ranges: [string, string][] };
type Segment = Token[];

/** `**`: any number of folders (a marker, compared by identity). */
const STAR_STAR: Segment = [];

function parseSegment(part: string): Segment | GlobError {
  const tokens: Token[] = [];
  for (let i = 0; i < part.length; i++) {
    const c = part[i];
    if (c === '\\') {
      if (i + 1 >= part.length) return { error: 'trailing-escape' };
      tokens.push({ kind: 'char', char: part[++i] });
    } else if (c === '*') {
      if (tokens.at(-1)?.kind !== 'star') tokens.push({ kind: 'star' });
      // `a**b` inside a segment is the same as `a*b` (as in .gitignore).
    } else if (c === '?') tokens.push({ kind: 'any' });
    else if (c === '[') {
      const parsed = parseClass(part, i);
      if ('error' in parsed) return parsed;
      tokens.push(parsed.token);
      i = parsed.end;
    } else tokens.push({ kind: 'char', char: c });
  }
  return tokens;
}

function parseClass(part: string, open: number): { token: Token; end: number } | GlobError {
  let i = open + 1;
  const negated = part[i] === '!' || part[i] === '^';
  if (negated) i++;
  const ranges: [string, string][] = [];
  let first = true;
  for (; i < part.length; i++) {
    let c = part[i];
    if (c === ']' && !first) return { token: { kind: 'class', negated, ranges }, end: i };
    first = false;
    if (c === '\\' && i + 1 < part.length) c = part[++i];
    if (part[i + 1] === '-' && i + 2 < part.length && part[i + 2] !== ']') {
      const to = part[i + 2] === '\\' && i + 3 < part.length ? part[i + 3] : part[i + 2];
      if (to < c) return { error: 'reversed-range', detail: `${c}-${to}` };
      ranges.push([c, to]);
      i += part[i + 2] === '\\' ? 3 : 2;
    } else ranges.push([c, c]);
  }
  return { error: 'unclosed-class' };
}

/** `a{b,c}d` -> `abd`, `acd` (nested braces allowed); an error when unbalanced or too many. */
function expandBraces(pattern: string): string[] | GlobError {
  let open = -1;
  let depth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '{') {
      if (depth++ === 0) open = i;
    } else if (c === '}') {
      if (depth === 0) return { error: 'unbalanced-brace' };
      if (--depth === 0) {
        const options = splitTopLevel(pattern.slice(open + 1, i));
        const out: string[] = [];
        for (const option of options) {
          const rest = expandBraces(pattern.slice(0, open) + option + pattern.slice(i + 1));
          if (!Array.isArray(rest)) return rest;
          out.push(...rest);
          if (out.length > MAX_ALTERNATIVES) return { error: 'too-many', detail: String(MAX_ALTERNATIVES) };
        }
        return out;
      }
    }
  }
  return depth > 0 ? { error: 'unbalanced-brace' } : [pattern];
}

function splitTopLevel(inner: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(inner.slice(start));
  return parts;
}

/**
 * True when the segments match the path or one of its folders. Dynamic
 * programming over (segment, name) pairs: `reach[j]` says the segments so far
 * can consume exactly the first j names.
 */
function matchPath(segments: Segment[], names: string[]): boolean {
  let reach = new Array<boolean>(names.length + 1).fill(false);
  reach[0] = true;
  for (const segment of segments) {
    const next = new Array<boolean>(names.length + 1).fill(false);
    if (segment === STAR_STAR) {
      let any = false;
      for (let j = 0; j <= names.length; j++) next[j] = any = any || reach[j];
    } else {
      for (let j = 0; j < names.length; j++) if (reach[j] && matchSegment(segment, names[j])) next[j + 1] = true;
    }
    reach = next;
  }
  // A match of the whole path, or of a folder of it (j < names.length consumed a prefix of folders).
  return reach.some((ok, j) => ok && j > 0);
}

/** Wildcard match of one path segment (no `/` inside), in O(tokens x characters). */
function matchSegment(tokens: Segment, name: string): boolean {
  let reach = new Array<boolean>(name.length + 1).fill(false);
  reach[0] = true;
  for (const token of tokens) {
    const next = new Array<boolean>(name.length + 1).fill(false);
    if (token.kind === 'star') {
      let any = false;
      for (let j = 0; j <= name.length; j++) next[j] = any = any || reach[j];
    } else {
      for (let j = 0; j < name.length; j++) if (reach[j] && matchChar(token, name[j])) next[j + 1] = true;
    }
    reach = next;
  }
  return reach[name.length];
}

function matchChar(token: Exclude<Token, { kind: 'star' }>, c: string): boolean {
  if (token.kind === 'any') return true;
  if (token.kind === 'char') return token.char === c;
  const inside = token.ranges.some(([from, to]) => c >= from && c <= to);
  return inside !== token.negated;
}
