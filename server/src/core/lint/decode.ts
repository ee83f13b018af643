// Encoded text a model can read but a reviewer cannot: runs of base64, hex or
// URL-encoding that decode to words, and sentences written in rot13. The
// directive rule decodes them and reads the result like any other sentence
// (an encoded order is an order). Bounded: a run is decoded only when it is
// long enough to hold a sentence, at most MAX_RUN characters of it, and only
// decoded text that is mostly letters and spaces is kept.

export interface EncodedRun {
  /** [from, to) of the run in the text searched. */
  from: number;
  to: number;
  encoding: 'base64' | 'hex' | 'url' | 'rot13';
  decoded: string;
}

const BASE64 = /(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/]{24,}={0,2}(?![A-Za-z0-9+/=_-])/g;
const HEX = /(?<![0-9A-Za-z])(?:[0-9a-fA-F]{2}){12,}(?![0-9A-Za-z])/g;
const URL_ENCODED = /(?:%[0-9A-Fa-f]{2}[^\s%]{0,3}){6,}/g;
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

/** The encoded runs of `text` that decode to readable text. */
export function encodedRuns(text: string): EncodedRun[] {
  const out: EncodedRun[] = [];
  const scan = (pattern: RegExp, encoding: EncodedRun['encoding'], decode: (run: string) => string | undefined) => {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      // Base64 of a sentence mixes cases; an identifier or a word run (all lowercase letters) is not one.
      if (encoding === 'base64' && !(/[a-z]/.test(m[0]) && /[A-Z]/.test(m[0]) && /[0-9+/]/.test(m[0]))) continue;
      const decoded = decode(m[0]);
      if (decoded !== undefined && readable(decoded)) out.push({ from: m.index, to: m.index + m[0].length, encoding, decoded });
    }
  };
  // Cheap tests first: the patterns below look behind at every position.
  if (text.length >= 24 && /[A-Za-z0-9+/]{24}/.test(text)) {
    scan(BASE64, 'base64', base64);
    if (/[0-9a-fA-F]{24}/.test(text)) scan(HEX, 'hex', hex);
  }
  if (/%[0-9A-Fa-f]{2}/.test(text)) scan(URL_ENCODED, 'url', url);
  if (!/\b(?:gur|naq|lbh|gb|bs)\b/i.test(text)) return out;
  const rot = text.match(ROT13_WORDS);
  if (rot && rot.length >= 3) out.push({ from: 0, to: text.length, encoding: 'rot13', decoded: rot13(text) });
  return out;
}
