// Where a document whose root is a flow collection starts, and the characters
// no YAML document may hold: what both flow-root readers (yaml-json.ts,
// yaml-flow.ts) check before they read.
import type { Span } from './types';

const HASH = 35;
const SP = 32;
const TAB = 9;
const DASH = 45;

/**
 * Where the root `{` or `[` is, when only blank lines, comment lines and at
 * most one `---` line (alone, or with a comment) come before it; -1 otherwise
 * (a directive, `--- {`, a scalar or block root...).
 */
export function flowRootStart(text: string, extent: Span): number {
  const end = extent.end;
  let ls = extent.start;
  let headerSeen = false;
  if (text.charCodeAt(ls) === 0xfeff) ls++;
  while (ls < end) {
    let i = ls;
    while (i < end && (text.charCodeAt(i) === SP || text.charCodeAt(i) === TAB)) i++;
    const c = i < end ? text.charCodeAt(i) : -1;
    if (c === 123 || c === 91) return i;
    if (c === DASH && i === ls && !headerSeen && text.startsWith('---', i) && restIsComment(text, i + 3, end)) headerSeen = true;
    else if (c !== -1 && c !== 10 && c !== 13 && c !== HASH) return -1;
    while (i < end && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
    if (i >= end) return -1;
    ls = text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
  }
  return -1;
}

/** From p to the end of its line: nothing, or spaces and maybe a `#` comment after at least one of them. */
function restIsComment(text: string, p: number, end: number): boolean {
  const from = p;
  while (p < end && (text.charCodeAt(p) === SP || text.charCodeAt(p) === TAB)) p++;
  const c = p < end ? text.charCodeAt(p) : 10;
  return c === 10 || c === 13 || (c === HASH && p > from);
}

/**
 * Characters a JSON string may hold raw but a YAML document may not (C0 and
 * C1 controls other than tab and line breaks, DEL, U+FEFF inside, the
 * non-characters U+FFFE/U+FFFF) and unpaired surrogates: the yaml path says
 * what is wrong with them.
 */
export function hasCharacterYamlRefuses(text: string, from: number, end: number): boolean {
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && c < 0x7f) continue;
    if (c === TAB || c === 10 || c === 13) continue;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f && c !== 0x85) || c === 0xfeff || c === 0xfffe || c === 0xffff) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (!(d >= 0xdc00 && d <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}
