// Cursor context in JSON, from jsonc-parser's scanner run over the tokens
// before the cursor (a stack of open objects and arrays), so it works on JSON
// that is half typed. The scanner is iterative (any depth costs no stack) and
// knows strings, escapes and comments: a `{` inside a string or a comment
// opens nothing.
import { createScanner, ScanError, SyntaxKind, type JSONScanner } from 'jsonc-parser';
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
  const scanner = createScanner(text, false);
  const stack: Frame[] = [];
  /** Offset of the opening quote of the string the cursor is in (-1 when it is in none), and where that string ends. */
  let stringStart = -1;
  let stringEnd = -1;
  scan: for (let token = scanner.scan(); token !== SyntaxKind.EOF; token = scanner.scan()) {
    const start = scanner.getTokenOffset();
    if (start >= offset) break;
    const end = scanner.getPosition();
    const top = stack[stack.length - 1];
    switch (token) {
      case SyntaxKind.StringLiteral:
        // Still open at the cursor: it runs past it, or stops (unclosed) at the line break or end right after it.
        if (end > offset || (end === offset && scanner.getTokenError() === ScanError.UnexpectedEndOfString)) {
          stringStart = start;
          stringEnd = end;
          break scan;
        }
        if (top?.kind === 'object' && top.expectingKey) {
          top.key = scanner.getTokenValue();
          top.keys.add(top.key);
        }
        break;
      case SyntaxKind.LineCommentTrivia:
      case SyntaxKind.BlockCommentTrivia:
        if (end > offset) return undefined; // nothing to complete inside a comment
        break;
      case SyntaxKind.OpenBraceToken:
        stack.push({ kind: 'object', key: undefined, keys: new Set(), expectingKey: true });
        break;
      case SyntaxKind.OpenBracketToken:
        stack.push({ kind: 'array', index: 0 });
        break;
      case SyntaxKind.CloseBraceToken:
      case SyntaxKind.CloseBracketToken:
        stack.pop();
        break;
      case SyntaxKind.CommaToken:
        if (top?.kind === 'object') {
          top.expectingKey = true;
          top.key = undefined;
        } else if (top?.kind === 'array') top.index++;
        break;
      case SyntaxKind.ColonToken:
        if (top?.kind === 'object') top.expectingKey = false;
        break;
    }
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
    for (const k of keysAfter(scanner, stringStart >= 0 ? stringEnd : end)) present.add(k);
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

/** Keys of the same object after the cursor (until it closes), so they are not offered again. */
function keysAfter(scanner: JSONScanner, from: number): string[] {
  const out: string[] = [];
  let depth = 0;
  let expectingKey = false;
  scanner.setPosition(from);
  for (let token = scanner.scan(); token !== SyntaxKind.EOF; token = scanner.scan()) {
    if (token === SyntaxKind.StringLiteral) {
      if (depth === 0 && expectingKey) out.push(scanner.getTokenValue());
      expectingKey = false;
    } else if (token === SyntaxKind.OpenBraceToken || token === SyntaxKind.OpenBracketToken) depth++;
    else if (token === SyntaxKind.CloseBraceToken || token === SyntaxKind.CloseBracketToken) {
      if (depth === 0) break;
      depth--;
    } else if (token === SyntaxKind.CommaToken && depth === 0) expectingKey = true;
  }
  return out;
}
