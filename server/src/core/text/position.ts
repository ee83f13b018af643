// Order of LSP positions (line, then UTF-16 character).
import type { Position } from '../types';

/** True when `a` comes strictly before `b`. */
export function positionBefore(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.character < b.character);
}
