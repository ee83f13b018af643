// A YAML document that is JSON text, read by our JSON reader (json.ts).
//
// JSON is (nearly) a subset of YAML 1.2, and people do write it into
// `.atdf.yaml` files: `JSON.stringify` output, a schema pasted whole, a
// generated catalog. The yaml package composes such flow collections about
// ten times slower than the JSON reader and with several times the memory
// (a 2.9 MB pretty-printed tool: 2.5 s and ~400 MB against 0.25 s), which
// on the keystroke path freezes the editor. The fast block reader
// (yaml-fast.ts) leaves flow roots alone, so this is the route for them.
//
// Like the fast reader it is an accelerator with the same contract: it takes
// only documents it reads exactly as the yaml-package path does (value,
// locations and their order, span, no problems) and gives up on everything
// else: text before the root other than blank lines, comments and one `---`
// line; anything after it; characters YAML refuses in a document; any
// problem the JSON reader finds (a syntax error, a duplicate key, a number
// out of range) — the yaml path then reads it and reports it in YAML's
// terms. test/unit/parse/json-in-yaml.test.ts compares both paths.
import { parseJsonDocument } from './json';
import { shiftDocument } from './reuse';
import { documentStart } from './split';
import type { ParsedDocument, ParseLimits, Span } from './types';

const HASH = 35;
const SP = 32;
const TAB = 9;
const DASH = 45;

/** The document in text[extent] read as JSON, or undefined when the yaml path must read it. */
export function readJsonInYaml(text: string, extent: Span, index: number, limits: ParseLimits): ParsedDocument | undefined {
  const root = jsonRootStart(text, extent);
  if (root < 0) return undefined;
  if (hasCharacterYamlRefuses(text, root, extent.end)) return undefined;
  const json = parseJsonDocument(text.slice(root, extent.end), limits, 'json');
  if (json.unusable || json.problems.length > 0) return undefined;
  const moved = shiftDocument(json, root, index);
  return {
    index,
    value: moved.value,
    // Defined on the text as the other two paths define it (a `---` line or a comment above is part of the document).
    span: { start: documentStart(text, extent), end: extent.end },
    extent,
    locations: moved.locations,
    problems: [],
    unusable: false,
  };
}

/**
 * Where the root `{` or `[` is, when only blank lines, comment lines and at
 * most one `---` line (alone, or with a comment) come before it; -1 otherwise
 * (a directive, `--- {`, a scalar or block root...).
 */
function jsonRootStart(text: string, extent: Span): number {
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
function hasCharacterYamlRefuses(text: string, from: number, end: number): boolean {
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
