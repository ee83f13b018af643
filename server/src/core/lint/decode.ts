// Encoded text a model can read but a reviewer cannot: runs of base64, hex or
// URL-encoding that decode to words, and sentences written in rot13. The
// directive rule decodes them and reads the result like any other sentence
// (an encoded order is an order). Bounded: a run is decoded only when it is
// long enough to hold a sentence, at most MAX_RUN characters of it, and only
// decoded text that is mostly letters and spaces is kept.
import { MEMO_STRINGS, StringMemo } from './string-memo';

export interface EncodedRun {
  /** [from, to) of the run in the text searched. */
  from: number;
  to: number;
  encoding: 'base64' | 'hex' | 'url' | 'rot13';
  decoded: string;
}

// Base64 and hex runs are found by one pass over the text (base64AndHexRuns), not by a regex: a regex with an unbounded
// run and look-arounds overflowed V8's stack on a 20 MB one-word description (RangeError, the CLI's whole run lost).
const BASE64_MIN = 24;
const HEX_MIN = 24;
/** The URL-encoded pattern repeats at most 1,000 times per match: a longer run is read in pieces, with a bounded stack. */
const URL_ENCODED = /(?:%[0-9A-Fa-f]{2}[^\s%]{0,3}){6,1000}/g;
/** Words common in English rot13 (the, and, you, ignore, previous, instructions, user, send, to, of, all, system, prompt, this). */
const ROT13_WORDS =
  /\b(?:gur|naq|lbh|lbhe|vtaber|cerivbhf|vafgehpgvbaf|hfre|fraq|gb|bs|nyy|flfgrz|cebzcg|guvf|sebz|jvgu|gbby|cnffjbeq|xrl|xrlf|frperg|urer)\b/gi;
const MAX_RUN = 4000;

/** Mostly letters, digits, spaces and punctuation of prose, with a few words. */
function readable(s: string): boolean {
  if (s.length < 8) return false;
  let good = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 0x20 && c < 0x7f) || c === 0x0a || c >= 0xa0) good++;
  }
  return good / s.length > 0.95 && (s.match(/[\p{L}]{2,}/gu) ?? []).length >= 3 && /\s/.test(s);
}

function base64(run: string): string | undefined {
  try {
    const bytes = Uint8Array.from(
      atob(
        run
          .slice(0, MAX_RUN)
          .replace(/=+$/, '')
          .padEnd(Math.ceil(run.length / 4) * 4, '='),
      ),
      (c) => c.charCodeAt(0),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function hex(run: string): string | undefined {
  const bytes = new Uint8Array(Math.min(run.length, MAX_RUN) >> 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.substr(i * 2, 2), 16);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function url(run: string): string | undefined {
  try {
    return decodeURIComponent(run.slice(0, MAX_RUN));
  } catch {
    return undefined;
  }
}

export function rot13(s: string): string {
  return s.replace(/[a-z]/gi, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
  });
}

const isBase64Char = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47;
const isAlnum = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
const isHexDigit = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
/** Characters that may not touch a base64 run: it would be part of a longer token (an id, a key with - or _). */
const isBase64Edge = (c: number) => isBase64Char(c) || c === 61 || c === 95 || c === 45;

/** Whether `text` holds a run of BASE64_MIN base64 characters or more (hex digits are base64 characters). */
function hasLongRun(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isBase64Char(text.charCodeAt(i))) run = 0;
    else if (++run >= BASE64_MIN) return true;
  }
  return false;
}

/**
 * Base64 runs as the former pattern matched them: 24+ alphabet characters, up to two `=`, nothing of a token
 * around; and hex runs: a whole alphanumeric token of hex digits, of an even length of 24 or more. One pass each
 * over the maximal runs of their characters.
 */
function base64AndHexRuns(text: string, out: EncodedRun[]): void {
  for (let i = 0; i < text.length;) {
    if (!isBase64Char(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const from = i;
    while (i < text.length && isBase64Char(text.charCodeAt(i))) i++;
    const end = i;
    if (end - from < BASE64_MIN || (from > 0 && isBase64Edge(text.charCodeAt(from - 1)))) continue;
    let to = end;
    while (to < text.length && to - end < 2 && text.charCodeAt(to) === 61) to++;
    if (to < text.length && isBase64Edge(text.charCodeAt(to))) continue;
    take(text, from, to, 'base64', out);
  }
  for (let i = 0; i < text.length;) {
    if (!isAlnum(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const from = i;
    let all = true;
    for (; i < text.length && isAlnum(text.charCodeAt(i)); i++) all &&= isHexDigit(text.charCodeAt(i));
    if (all && i - from >= HEX_MIN && (i - from) % 2 === 0) take(text, from, i, 'hex', out);
  }
}

const DECODERS: Record<EncodedRun['encoding'], (run: string) => string | undefined> = { base64, hex, url, rot13 };

/** The run [from, to) of `text`, decoded, if it reads as text. */
function take(text: string, from: number, to: number, encoding: EncodedRun['encoding'], out: EncodedRun[]): void {
  const run = text.slice(from, Math.min(to, from + MAX_RUN + 2));
  // Base64 of a sentence mixes cases; an identifier or a word run (all lowercase letters) is not one.
  if (encoding === 'base64' && !(/[a-z]/.test(run) && /[A-Z]/.test(run) && /[0-9+/]/.test(run))) return;
  const decoded = DECODERS[encoding](run);
  if (decoded !== undefined && readable(decoded)) out.push({ from, to, encoding, decoded });
}

const NO_RUNS: readonly EncodedRun[] = [];
/** Per string value: most strings of an edited document are the same text as before the edit. */
const RUNS = new StringMemo<readonly EncodedRun[]>(MEMO_STRINGS);

/** The encoded runs of `text` that decode to readable text (shared: read, never changed). */
export function encodedRuns(text: string): readonly EncodedRun[] {
  return RUNS.get(text, findEncodedRuns);
}

function findEncodedRuns(text: string): readonly EncodedRun[] {
  const out: EncodedRun[] = [];
  if (hasLongRun(text)) base64AndHexRuns(text, out);
  if (text.includes('%') && /%[0-9A-Fa-f]{2}/.test(text)) {
    URL_ENCODED.lastIndex = 0;
    for (let m = URL_ENCODED.exec(text); m; m = URL_ENCODED.exec(text)) take(text, m.index, m.index + m[0].length, 'url', out);
  }
  if (/\b(?:gur|naq|lbh|gb|bs)\b/i.test(text)) {
    const rot = text.match(ROT13_WORDS);
    if (rot && rot.length >= 3) out.push({ from: 0, to: text.length, encoding: 'rot13', decoded: rot13(text) });
  }
  return out.length > 0 ? out : NO_RUNS;
}
