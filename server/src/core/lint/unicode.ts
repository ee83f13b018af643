// Characters a person does not see but a model reads (invisible and
// direction-changing code points, Unicode tag characters), and letters of
// other scripts that look like ASCII ones (confusables). Shared by the
// invisible-character and confusable-name rules, and by the phrase rules,
// which read text with both undone so "ig\u200bnore" or Cyrillic "іgnore"
// cannot slip past them.

/**
 * Code points that render as nothing (or only change the direction of the
 * text around them): a quick test first, every one of them listed.
 * Tag characters U+E0000-E007F and variation selectors U+E0100-E01EF are
 * written as surrogate pairs (high surrogate U+DB40).
 */
// A class of single code units on purpose (combining marks and selectors are what it looks for).
/* eslint-disable no-misleading-character-class */
export const MAY_HIDE =
  /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\xad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb]|\udb40|\ud834[\udd73-\udd7a]/;
/* eslint-enable no-misleading-character-class */

const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const HAN = /\p{Script=Han}/u;
const LETTER = /\p{L}/u;
/** Scripts that write ZWJ/ZWNJ between letters as part of spelling (Arabic, Persian, the Indic scripts...). */
const JOINING_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Mongolian}]/u;

function codePointBefore(s: string, i: number): string {
  if (i <= 0) return '';
  const low = s.charCodeAt(i - 1);
  if (low >= 0xdc00 && low <= 0xdfff && i >= 2) return s.slice(i - 2, i);
  return s.charAt(i - 1);
}

function codePointAt(s: string, i: number): string {
  const cp = s.codePointAt(i);
  return cp === undefined ? '' : String.fromCodePoint(cp);
}

/**
 * The length (1 or 2 code units) of the invisible character at s[i], or 0
 * when there is none there or it is doing a legitimate job: a zero-width
 * joiner inside an emoji sequence or between letters of a joining script, a
 * direction mark next to right-to-left letters, one variation selector after
 * a visible character, the tag characters of a flag emoji (England, Scotland...).
 */
export function invisibleAt(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c === 0xdb40) {
    const low = s.charCodeAt(i + 1);
    if (low >= 0xdc00 && low <= 0xdc7f) return tagInFlag(s, i) ? 0 : 2;
    if (low >= 0xdd00 && low <= 0xddef) return HAN.test(codePointBefore(s, i)) ? 0 : 2;
    return 0;
  }
  if (c === 0xd834) {
    const low = s.charCodeAt(i + 1);
    return low >= 0xdd73 && low <= 0xdd7a ? 2 : 0;
  }
  if (!MAY_HIDE.test(s.charAt(i)) || c === 0x09 || c === 0x0a || c === 0x0d) return 0;
  const before = codePointBefore(s, i);
  const after = codePointAt(s, i + 1);
  if (c === 0x200d) {
    if (PICTOGRAPHIC.test(before) && (PICTOGRAPHIC.test(after) || after === '\u2640' || after === '\u2642')) return 0;
    return JOINING_SCRIPT.test(before) && LETTER.test(after) ? 0 : 1;
  }
  if (c === 0x200c) return JOINING_SCRIPT.test(before) || JOINING_SCRIPT.test(after) ? 0 : 1;
  if (c === 0x200e || c === 0x200f || c === 0x061c) return RTL_LETTER.test(before) || RTL_LETTER.test(after) ? 0 : 1;
  if (c >= 0xfe00 && c <= 0xfe0f) {
    // One selector choosing how the character before it looks (emoji or text style); a run of them carries data.
    const previous = s.charCodeAt(i - 1);
    const afterVisible = before !== '' && !(previous >= 0xfe00 && previous <= 0xfe0f) && before.charCodeAt(0) > 0x20;
    return afterVisible && !(s.charCodeAt(i + 1) >= 0xfe00 && s.charCodeAt(i + 1) <= 0xfe0f) ? 0 : 1;
  }
  return 1;
}

/** A tag character inside 🏴 + lowercase tag letters/digits + CANCEL TAG (the subdivision flags). */
function tagInFlag(s: string, i: number): boolean {
  let start = i;
  while (start >= 2 && s.charCodeAt(start - 2) === 0xdb40) start -= 2;
  if (s.codePointAt(start - 2) !== 0x1f3f4) return false;
  for (let k = start; k < s.length && s.charCodeAt(k) === 0xdb40; k += 2) {
    const cp = s.codePointAt(k)!;
    if (cp === 0xe007f) return k > start;
    if (!((cp >= 0xe0061 && cp <= 0xe007a) || (cp >= 0xe0030 && cp <= 0xe0039))) return false;
  }
  return false;
}

/** The ASCII text that a run of Unicode tag characters spells (U+E0041 is "A"), or '' when it spells nothing. */
export function tagText(run: string): string {
  let out = '';
  for (const ch of run) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xe0020 && cp <= 0xe007e) out += String.fromCharCode(cp - 0xe0000);
  }
  return out;
}

/** `U+200B`, `U+E0041`... */
export function codePointName(ch: string): string {
  return 'U+' + ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
}

// Letters of other scripts that look like an ASCII letter (after Unicode's confusables.txt, the common ones).
const CONFUSABLE_PAIRS =
  // Cyrillic
  'а a|е e|о o|р p|с c|у y|х x|ѕ s|і i|ј j|ԁ d|ԛ q|ԝ w|һ h|ӏ l|ɡ g|' +
  'А A|В B|Е E|К K|М M|Н H|О O|Р P|С C|Т T|У Y|Х X|Ѕ S|І I|Ј J|Ԛ Q|Ԝ W|Ү Y|' +
  // Greek
  'ο o|ν v|ρ p|ι i|κ k|υ u|α a|' +
  'Α A|Β B|Ε E|Ζ Z|Η H|Ι I|Κ K|Μ M|Ν N|Ο O|Ρ P|Τ T|Υ Y|Χ X|' +
  // Armenian, Latin lookalikes
  'օ o|ս u|ı i|ɩ i|ℓ l|ⅰ i|ⅼ l|ℎ h';
const CONFUSABLES = new Map<number, string>(
  CONFUSABLE_PAIRS.split('|').map((pair) => [pair.codePointAt(0)!, pair.slice(pair.indexOf(' ') + 1)] as [number, string]),
);

/** The ASCII letter or digit a code point imitates, if it imitates one. */
export function asciiLookalike(cp: number): string | undefined {
  if (cp < 0x80) return undefined;
  const listed = CONFUSABLES.get(cp);
  if (listed) return listed;
  // Fullwidth forms ！ to ～.
  if (cp >= 0xff01 && cp <= 0xff5e) return String.fromCharCode(cp - 0xfee0);
  // Mathematical alphanumerics: 13 styles of A-Z a-z (U+1D400-1D6A3), 5 of 0-9 (U+1D7CE-1D7FF).
  if (cp >= 0x1d400 && cp <= 0x1d6a3) {
    const k = (cp - 0x1d400) % 52;
    return String.fromCharCode(k < 26 ? 65 + k : 97 + k - 26);
  }
  if (cp >= 0x1d7ce && cp <= 0x1d7ff) return String.fromCharCode(48 + ((cp - 0x1d7ce) % 10));
  return undefined;
}

/**
 * A text as the phrase rules read it: invisible characters dropped and
 * lookalike letters made ASCII; `origin[i]` is where `text[i]` came from in
 * the original (undefined when nothing changed: the same offsets).
 */
export interface MatchText {
  text: string;
  origin?: Int32Array;
}

/** Printable ASCII, tabs and line breaks: nothing to drop or map. */
function plainText(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c > 0x7e) return false;
  }
  return true;
}

export function matchText(s: string, deobfuscate = false): MatchText {
  const base = plainText(s) ? { text: s } : readThrough(s);
  return deobfuscate ? undoObfuscation(base) : base;
}

/** Invisible characters dropped, lookalike letters made ASCII, other compatibility forms (ligatures, superscripts) by NFKC. */
function readThrough(s: string): MatchText {
  let text = '';
  const origin = new Int32Array(s.length * 4);
  let n = 0;
  for (let i = 0; i < s.length;) {
    const hidden = invisibleAt(s, i);
    if (hidden > 0) {
      i += hidden;
      continue;
    }
    const cp = s.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const ascii = asciiLookalike(cp);
    if (ascii) {
      text += ascii;
      origin[n++] = i;
    } else {
      const ch = s.slice(i, i + width);
      const nfkc = cp < 0x80 ? ch : ch.normalize('NFKC');
      // Only a compatibility form that becomes a short run of letters, digits or punctuation (U+FB01 "ﬁ" -> "fi").
      if (nfkc !== ch && nfkc.length <= 4 && nfkc.trim() !== '') {
        text += nfkc;
        for (let k = 0; k < nfkc.length; k++) origin[n++] = i;
      } else {
        text += ch;
        for (let k = 0; k < width; k++) origin[n++] = i + k;
      }
    }
    i += width;
  }
  return { text, origin: origin.subarray(0, n) };
}

/** Digits and signs written for letters inside a word ("1gn0r3", "p4ssw0rd"): only between letters, or first before two. */
const LEET_WORD = /(?<![\p{L}\p{N}])(?=[\p{L}\d]*[a-z][013457]+[a-z]|[013457][a-z]{2})[\p{L}\d]{3,}/giu;
const MIXED_WORD = /(?<![\p{L}\p{N}])[a-z013457]*[a-z][a-z013457]*(?![\p{L}\p{N}])/giu;
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };
/** Five or more single letters apart by one space ("I G N O R E"), words of them apart by two or three. */
const SPACED = /(?<![\p{L}\p{N}])\p{L}(?: {1,3}\p{L}){4,}(?![\p{L}\p{N}])/gu;
const MAY_BE_OBFUSCATED = /[a-z][013457]+[a-z]|(?:^|\s)[013457][a-z]{2}|(?:^|\s)[a-z] {1,3}[a-z] {1,3}[a-z] {1,3}[a-z] {1,3}[a-z](?:\s|$)/i;

/**
 * Leetspeak read as letters and letters spaced out read as words, for the
 * phrase rules (the text keeps its length where letters are swapped; spaces
 * joining spaced letters are dropped, `origin` says where each character came from).
 */
function undoObfuscation(m: MatchText): MatchText {
  if (!MAY_BE_OBFUSCATED.test(m.text)) return m;
  const src = m.text;
  const keep = new Uint8Array(src.length).fill(1);
  const chars = src.split('');
  // Text written mostly in leetspeak ("r34d 7h3 55h k3y"): every word of letters and leet digits is read as letters.
  const mixed = src.match(MIXED_WORD) ?? [];
  const heavy = mixed.filter((w) => /\d/.test(w) && /[a-z]/i.test(w)).length >= 3;
  const words = heavy ? MIXED_WORD : LEET_WORD;
  words.lastIndex = 0;
  for (let w = words.exec(src); w; w = words.exec(src)) {
    // Not a word: a number, or a long run (base64, hex, an id) that the encoded-text reading decodes instead.
    if (!/\p{L}/u.test(w[0]) || /^\d+$/.test(w[0]) || w[0].length > 20) continue;
    for (let k = 0; k < w[0].length; k++) {
      const c = w[0][k];
      if (LEET[c] !== undefined) chars[w.index + k] = LEET[c];
    }
  }
  SPACED.lastIndex = 0;
  for (let r = SPACED.exec(src); r; r = SPACED.exec(src)) {
    // One space between letters goes; of a longer gap (between spaced words) one space stays.
    for (let k = 1; k < r[0].length; k++) {
      if (r[0][k] !== ' ') continue;
      if (r[0][k - 1] === ' ' || r[0][k + 1] !== ' ') keep[r.index + k] = 0;
    }
  }
  let text = '';
  const origin = new Int32Array(src.length);
  let n = 0;
  for (let i = 0; i < src.length; i++) {
    if (!keep[i]) continue;
    text += chars[i];
    origin[n++] = m.origin ? m.origin[i] : i;
  }
  return { text, origin: origin.subarray(0, n) };
}

/** [from, to) of a match in `m.text` (read from `original`) as offsets in `original`. */
export function originalRange(original: string, m: MatchText, from: number, to: number): [number, number] {
  if (!m.origin) return [from, to];
  if (to <= from) {
    const at = from < m.origin.length ? m.origin[from] : original.length;
    return [at, at];
  }
  const last = m.origin[to - 1];
  // A surrogate pair made one ASCII letter: its two code units end the range.
  const pairMadeAscii = isHigh(original.charCodeAt(last)) && !isHigh(m.text.charCodeAt(to - 1));
  return [m.origin[from], last + (pairMadeAscii ? 2 : 1)];
}

const isHigh = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
