// Bytes -> text, with honest reports. Invalid UTF-8 is reported with its byte
// offset instead of being silently replaced (NUL characters are the parse
// layer's: parse/nul.ts), a UTF-8 BOM is dropped, and a UTF-16 file is named as such.
import type { MessageArg, TextProblem } from './problem';

export interface DecodeProblem extends TextProblem {
  /** Byte offset of the first offending byte in the input. */
  byteOffset: number;
}

export interface DecodedText {
  /** The text (invalid sequences appear as U+FFFD so that the rest can still be read). */
  text: string;
  problems: DecodeProblem[];
}

const strictDecoder = new TextDecoder('utf-8', { fatal: true });
const lenientDecoder = new TextDecoder('utf-8', { fatal: false });

export function decodeUtf8(bytes: Uint8Array): DecodedText {
  const problems: DecodeProblem[] = [];
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    problems.push({
      severity: 'error',
      code: 'encoding/utf16',
      message: { id: 'text.utf16' },
      span: { start: 0, end: 0 },
      byteOffset: 0,
    });
    return { text: '', problems };
  }
  let text: string;
  try {
    text = strictDecoder.decode(bytes); // strips a UTF-8 BOM
  } catch {
    text = lenientDecoder.decode(bytes);
    const bad = findInvalidUtf8(bytes);
    const first = bad[0] ?? 0;
    const more: MessageArg =
      bad.length === 2 ? { id: 'text.oneMorePlace' } : bad.length > 2 ? { id: 'text.morePlaces', args: { count: bad.length - 1 } } : '';
    const at = textOffsetOfByte(bytes, first);
    problems.push({
      severity: 'error',
      code: 'encoding/invalid-utf8',
      message: { id: 'text.invalidUtf8', args: { byte: first, more } },
      span: { start: at, end: Math.min(at + 1, text.length) },
      byteOffset: first,
    });
  }
  // A NUL byte decodes to U+0000 and is reported by the parse layer (parse/nul.ts),
  // per document with its line and column, for the CLI and the editor alike.
  return { text, problems };
}

/** Byte offsets where an invalid UTF-8 sequence starts (at most `limit` of them). */
export function findInvalidUtf8(bytes: Uint8Array, limit = 1000): number[] {
  const out: number[] = [];
  let i = 0;
  const n = bytes.length;
  while (i < n && out.length < limit) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else {
      out.push(i);
      i++;
      continue;
    }
    let cp = b & (0x3f >> need);
    let ok = i + need < n;
    for (let k = 1; ok && k <= need; k++) {
      const c = bytes[i + k];
      if ((c & 0xc0) !== 0x80) ok = false;
      else cp = (cp << 6) | (c & 0x3f);
    }
    if (!ok || cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
      out.push(i);
      i++;
      continue;
    }
    i += need + 1;
  }
  return out;
}

/** The UTF-16 offset, in the leniently decoded text, of the character that starts at byte `target`. */
function textOffsetOfByte(bytes: Uint8Array, target: number): number {
  const bomSkip = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  if (target <= bomSkip) return 0;
  return lenientDecoder.decode(bytes.subarray(bomSkip, target)).length;
}

/** Default limit for live validation: 10 MB (a 5,000-tool catalog, ~7 MB, still validates live). */
export const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;

/** UTF-8 byte length of a string, without allocating. */
export function utf8ByteLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}

const mb = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '');

/**
 * Size guard. Returns an information problem when `sizeInBytes` is over `limit`
 * (the caller decides whether to skip validation); undefined otherwise.
 * `sizeInBytes` may be a byte count or the text itself.
 */
export function checkFileSize(sizeInBytes: number | string, limit: number = DEFAULT_MAX_FILE_SIZE): TextProblem | undefined {
  const size = typeof sizeInBytes === 'string' ? utf8ByteLength(sizeInBytes) : sizeInBytes;
  if (size <= limit) return undefined;
  return {
    severity: 'information',
    code: 'file/too-large',
    message: { id: 'text.tooLarge', args: { size: mb(size), limit: mb(limit) } },
    span: { start: 0, end: 0 },
  };
}
