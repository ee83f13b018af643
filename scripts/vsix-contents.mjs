// What the .vsix must hold and how big it may be: one list for the packager
// (scripts/package.mjs, which refuses to finish without them) and for the
// release check (scripts/release-check.mjs, which reads them back from the
// packed .vsix), so the two cannot drift apart.
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

// 2.75 MB: o200k_base (dist/web/tokenizer.js, ~1.1 MB compressed, which Node's dist/tokenizer.js requires) is in it
// for the context preview and token counts, once for both the desktop and the web server; VS Code for the Web's
// server and client (dist/web/server.js, dist/extension-web.js) add ~380 KB compressed (docs/web.md). It was 2.5 MB
// before them; at 2,585 KB on 2026-12-02 the docs pages had grown past it.
export const VSIX_SIZE_BUDGET = 2.75 * 1024 * 1024;

/** Paths relative to the repository root (in the .vsix, under extension/). */
export const VSIX_NEEDED = [
  'package.json',
  'dist/extension.js',
  'dist/server.js',
  'dist/sdk.js',
  'dist/tokenizer.js',
  'dist/extension-web.js',
  'dist/web/server.js',
  'dist/web/tokenizer.js',
  'dist/schemas/atdf.schema.json',
  'images/icon.png',
  'LICENSE',
];

/** The name vsce gives a needed file inside the .vsix (it adds the extension LICENSE lacks). */
export const vsixName = (path) => (path === 'LICENSE' ? 'LICENSE.txt' : path);

/**
 * The entries of a zip file (name, and read() for its bytes), from its central directory (a .vsix is a zip). Enough of the format for what
 * vsce writes: no zip64, no multi-disk; anything else is an Error naming the file.
 */
export function zipEntries(file) {
  const zip = readFileSync(file);
  // The end of central directory record: signature 0x06054b50, within the last 64 KiB + 22 bytes (the comment).
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error(`${file}: not a zip file (no end of central directory)`);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`${file}: broken central directory at ${at}`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    entries.push({
      name,
      read: () => {
        // The local header repeats the name and has its own extra field: the data starts after both.
        const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
        const data = zip.subarray(start, start + compressed);
        if (method === 0) return data;
        if (method === 8) return inflateRawSync(data);
        throw new Error(`${file}: ${name} is compressed with method ${method}`);
      },
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
