// Cursor context in block YAML, from indentation: the lines above the cursor
// are read top-down into a stack of open mappings and sequences (with the last
// key / item index of each), which is all the path needs. Flow collections and
// multi-line scalars on those lines are treated as plain values.
import type { CursorContext } from './cursor-context';

interface MapFrame {
  kind: 'map';
  col: number;
  key: string | undefined;
  keys: Set<string>;
}
interface SeqFrame {
  kind: 'seq';
  col: number;
  index: number;
}
type Frame = MapFrame | SeqFrame;

interface LineTokens {
  dashes: number[];
  key?: { name: string; col: number; hasValue: boolean; blockScalar: boolean };
  /** Column of the first non-dash content (a scalar item or a key). */
  contentCol: number;
}

const KEY_LINE = /^((?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#'"{[\]}&*!|>%@`,?:-][^#:]*?|[-?:][^\s#:][^#:]*?))[ \t]*:(?:[ \t]+(.*)|)$/;

function tokenize(line: string): LineTokens {
  const dashes: number[] = [];
  let i = 0;
  for (;;) {
    while (i < line.length && line[i] === ' ') i++;
    if (line[i] === '-' && (i + 1 === line.length || line[i + 1] === ' ')) {
      dashes.push(i);
      i++;
      continue;
    }
    break;
  }
  const rest = stripComment(line.slice(i)).trimEnd();
  const m = KEY_LINE.exec(rest);
  if (m) {
    const value = (m[2] ?? '').trim();
    return {
      dashes,
      contentCol: i,
      key: { name: unquote(m[1].trim()), col: i, hasValue: value !== '', blockScalar: /^[|>][-+0-9]*$/.test(value) },
    };
  }
  return { dashes, contentCol: i };
}

function stripComment(s: string): string {
  // A `#` starts a comment at the start or after whitespace, outside quotes.
  let quote: string | undefined;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || s[i - 1] === ' ' || s[i - 1] === '\t')) return s.slice(0, i);
  }
  return s;
}

function unquote(key: string): string {
  if (key.startsWith('"')) {
    try {
      return JSON.parse(key) as string;
    } catch {
      return key.slice(1, -1);
    }
  }
  if (key.startsWith("'")) return key.slice(1, -1).replace(/''/g, "'");
  return key;
}

/**
 * `text` is the whole file, `docStart` the offset where the cursor's YAML
 * document starts, `offset` the cursor.
 */
export function yamlCursorContext(text: string, docStart: number, offset: number): CursorContext | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const prefix = text.slice(lineStart, offset);
  const stack: Frame[] = [];
  let skipDeeperThan = -1; // inside a block scalar: lines indented deeper than this column are content
  let pos = docStart;
  while (pos < lineStart) {
    let end = text.indexOf('\n', pos);
    if (end === -1 || end > lineStart) end = lineStart;
    const line = text.slice(pos, end).replace(/\r$/, '');
    pos = end + 1;
    if (/^(---|\.\.\.)(\s|$)/.test(line) || /^%/.test(line)) continue;
    const indent = /^ */.exec(line)![0].length;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (skipDeeperThan >= 0) {
      if (indent > skipDeeperThan) continue;
      skipDeeperThan = -1;
    }
    const tokens = tokenize(line);
    for (const dash of tokens.dashes) enterDash(stack, dash);
    if (tokens.key) {
      enterKey(stack, tokens.key.col, tokens.key.name);
      if (tokens.key.blockScalar) skipDeeperThan = tokens.key.col;
    } else if (tokens.dashes.length === 0) {
      // A continuation line of a multi-line scalar or flow collection: no structure.
    }
  }

  // The cursor line.
  const tokens = tokenize(prefix);
  for (const dash of tokens.dashes) enterDash(stack, dash);
  const afterDashes = prefix.slice(tokens.contentCol);
  const valueMatch = /^((?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#:'"][^#:]*?))[ \t]*:[ \t]+(.*)$/.exec(afterDashes);
  if (valueMatch) {
    const keyCol = tokens.contentCol;
    const objectPath = pathForKeyAt(stack, keyCol);
    const partial = valueMatch[2];
    if (/^["']?[^"'{}[\],#]*$/.test(partial)) {
      return {
        kind: 'value',
        valuePath: [...objectPath, unquote(valueMatch[1].trim())],
        replace: { start: offset - partial.length, end: offset },
      };
    }
    return undefined;
  }
  if (!/^[^\s:#'"{}[\],&*!|>%@`]*$/.test(afterDashes)) return undefined;
  const col = tokens.contentCol;
  const objectPath = pathForKeyAt(stack, col);
  const present = new Set(topMapAt(stack, col)?.keys ?? []);
  for (const name of keysBelow(text, offset, col)) present.add(name);
  return { kind: 'key', objectPath, present, replace: { start: offset - afterDashes.length, end: offset }, column: col };
}

function enterDash(stack: Frame[], col: number): void {
  while (stack.length > 0 && stack[stack.length - 1].col > col) stack.pop();
  const top = stack[stack.length - 1];
  if (top && top.kind === 'seq' && top.col === col) {
    top.index++;
    return;
  }
  // A sequence at the same column as its parent's key (`key:\n- item`) is that key's value.
  stack.push({ kind: 'seq', col, index: 0 });
}

function enterKey(stack: Frame[], col: number, name: string): void {
  while (stack.length > 0 && stack[stack.length - 1].col > col) stack.pop();
  let top = stack[stack.length - 1];
  if (top && top.kind === 'seq' && top.col === col) {
    stack.pop();
    top = stack[stack.length - 1];
  }
  if (top && top.kind === 'map' && top.col === col) {
    top.key = name;
    top.keys.add(name);
    return;
  }
  stack.push({ kind: 'map', col, key: name, keys: new Set([name]) });
}

/** Tokens of the object a key at `col` (on the cursor line) belongs to; trims the stack to it. */
function pathForKeyAt(stack: Frame[], col: number): string[] {
  while (stack.length > 0 && stack[stack.length - 1].col > col) stack.pop();
  let top = stack[stack.length - 1];
  if (top && top.kind === 'seq' && top.col === col) {
    stack.pop();
    top = stack[stack.length - 1];
  }
  const sameMap = top && top.kind === 'map' && top.col === col;
  const frames = sameMap ? stack.slice(0, -1) : stack;
  const path: string[] = [];
  for (const f of frames) {
    if (f.kind === 'map') {
      if (f.key === undefined) break;
      path.push(f.key);
    } else {
      path.push(String(f.index));
    }
  }
  return path;
}

function topMapAt(stack: Frame[], col: number): MapFrame | undefined {
  const top = stack[stack.length - 1];
  return top && top.kind === 'map' && top.col === col ? top : undefined;
}

/** Keys at exactly `col` on the lines after the cursor, until the mapping ends. */
function keysBelow(text: string, offset: number, col: number): string[] {
  const out: string[] = [];
  let pos = text.indexOf('\n', offset);
  while (pos !== -1) {
    const next = text.indexOf('\n', pos + 1);
    const line = text.slice(pos + 1, next === -1 ? text.length : next).replace(/\r$/, '');
    pos = next;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (/^(---|\.\.\.)(\s|$)/.test(line)) break;
    const tokens = tokenize(line);
    if (tokens.contentCol < col || tokens.dashes.some((d) => d < col)) break;
    if (tokens.dashes.length === 0 && tokens.key && tokens.key.col === col) out.push(tokens.key.name);
  }
  return out;
}
