// Cursor context in JSON, from a tolerant left-to-right scan of the text up to
// the cursor (a stack of open objects and arrays), so it works on JSON that is
// half typed.
import type { CursorContext } from './cursor-context';

interface ObjectFrame {
  kind: 'object';
  key: string | undefined;
  keys: Set<string>;
  expectingKey: boolean;
}
interface ArrayFrame {
  kind: 'array';
  index: number;
}
type Frame = ObjectFrame | ArrayFrame;

export function jsonCursorContext(text: string, offset: number): CursorContext | undefined {
  const stack: Frame[] = [];
  let i = 0;
  let stringStart = -1;
  while (i < offset) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      i++;
      while (i < offset && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      if (i >= offset) {
        stringStart = start;
        break;
      }
      const top = stack[stack.length - 1];
      if (top && top.kind === 'object' && top.expectingKey) {
        const key = readString(text.slice(start, i + 1));
        top.key = key;
        top.keys.add(key);
      }
      i++;
      continue;
    }
    const top = stack[stack.length - 1];
    if (c === '{') stack.push({ kind: 'object', key: undefined, keys: new Set(), expectingKey: true });
    else if (c === '[') stack.push({ kind: 'array', index: 0 });
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ',') {
      if (top?.kind === 'object') {
        top.expectingKey = true;
        top.key = undefined;
      } else if (top?.kind === 'array') top.index++;
    } else if (c === ':' && top?.kind === 'object') top.expectingKey = false;
    i++;
  }
  const top = stack[stack.length - 1];
  if (!top) return undefined;
  const outer: string[] = [];
  for (const f of stack.slice(0, -1)) {
    if (f.kind === 'object') {
      if (f.key === undefined) return undefined;
      outer.push(f.key);
    } else outer.push(String(f.index));
  }
  // Replace the partial token, and a closing quote the editor auto-inserted.
  const start = stringStart >= 0 ? stringStart : wordStart(text, offset);
  const end = stringStart >= 0 && text[offset] === '"' ? offset + 1 : offset;
  if (top.kind === 'object' && top.expectingKey) {
    const present = new Set(top.keys);
    for (const k of keysAfter(text, end)) present.add(k);
    return { kind: 'key', objectPath: outer, present, replace: { start, end }, column: 0 };
  }
  if (top.kind === 'object' && top.key !== undefined) {
    return { kind: 'value', valuePath: [...outer, top.key], replace: { start, end } };
  }
  if (top.kind === 'array') return { kind: 'value', valuePath: [...outer, String(top.index)], replace: { start, end } };
  return undefined;
}

function wordStart(text: string, offset: number): number {
  let s = offset;
  while (s > 0 && /[A-Za-z0-9_.+-]/.test(text[s - 1])) s--;
  return s;
}

function readString(literal: string): string {
  try {
    return JSON.parse(literal) as string;
  } catch {
    return literal.slice(1, -1);
  }
}

/** Keys of the same object after the cursor (until it closes), so they are not offered again. */
function keysAfter(text: string, from: number): string[] {
  const out: string[] = [];
  let depth = 0;
  let expectingKey = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      if (depth === 0 && expectingKey) out.push(readString(text.slice(start, i + 1)));
      expectingKey = false;
      continue;
    }
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      if (depth === 0) break;
      depth--;
    } else if (c === ',' && depth === 0) expectingKey = true;
  }
  return out;
}
