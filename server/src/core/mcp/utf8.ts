// Strict UTF-8 decoding: a file that is not UTF-8 is refused with the offset of
// its first bad byte, instead of being silently "repaired" with U+FFFD.

const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The text, or the byte offset of the first invalid UTF-8 sequence. */
export function decodeUtf8(bytes: Uint8Array): { text: string } | { badOffset: number } {
  try {
    return { text: strictDecoder.decode(bytes) };
  } catch {
    return { badOffset: firstInvalidOffset(bytes) };
  }
}

/** Offset of the first byte that does not start or continue a valid UTF-8 sequence. */
export function firstInvalidOffset(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    let need: number;
    let min: number;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else {
      return i;
    }
    if (i + need >= bytes.length) return i; // truncated sequence at the end
    let code = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if ((c & 0xc0) !== 0x80) return i;
      code = (code << 6) | (c & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += need + 1;
  }
  return bytes.length;
}
