// Safe, unique file names for imported tools. A tool name comes from a server
// we do not control: it must never choose where a file lands (no separators,
// no `..`), nor produce a name some OS refuses (control characters, `<>:"|?*`,
// CON/NUL..., over-long names), nor two tools writing the same file (also on
// case-insensitive file systems).

export const ATDF_SUFFIX = '.atdf.yaml';

/** Bytes kept from the tool name (file names are limited to 255 bytes). */
const MAX_BASE_BYTES = 180;

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

const encoder = new TextEncoder();

function truncateUtf8(text: string, maxBytes: number): string {
  // Most names are short: at most 3 UTF-8 bytes per UTF-16 code unit, so no cut is needed.
  if (text.length * 3 <= maxBytes) return text;
  let bytes = 0;
  let out = '';
  for (const ch of text) {
    const size = encoder.encode(ch).length;
    if (bytes + size > maxBytes) break;
    bytes += size;
    out += ch;
  }
  return out;
}

/** The file base name (without suffix) for a tool name. */
export function safeBaseName(toolName: string): string {
  let base = toolName
    .normalize('NFC')
    // Control characters, path separators and characters Windows forbids.
    .replace(/[\u0000-\u001f\u007f-\u009f/\\<>:"|?*]/g, '_')
    // Lone surrogates: the file system would store each as U+FFFD, merging names that differ only there.
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '_')
    // No `..` anywhere, no hidden file, no trailing dot or space (Windows drops them).
    .replace(/\.{2,}/g, '_')
    .replace(/^[.\s]+/, '_')
    .replace(/[.\s]+$/, '_');
  base = truncateUtf8(base, MAX_BASE_BYTES);
  if (base === '') base = 'tool';
  if (WINDOWS_RESERVED.test(base)) base = `_${base}`;
  return base;
}

/**
 * The key two file names share when a case-insensitive, normalization-
 * insensitive file system (APFS, NTFS, exFAT) would take them for one: NFC,
 * then full case folding, approximated by upper- then lower-casing (`ß` and
 * `SS` -> `ss`, `ſ` -> `s`, the Kelvin sign -> `k`), then NFC again. It may
 * call two names the same that a file system keeps apart (a harmless `-2`),
 * never the other way round for these foldings.
 */
export function fileNameKey(name: string): string {
  return name.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
}

/**
 * One file name per tool name, in order, unique under fileNameKey(): a later
 * tool whose name maps to a taken file gets `-2`, `-3`...
 */
export function uniqueFileNames(toolNames: readonly string[]): string[] {
  const taken = new Set<string>();
  return toolNames.map((name) => {
    const base = safeBaseName(name);
    let candidate = base;
    for (let n = 2; taken.has(fileNameKey(candidate)); n++) candidate = `${base}-${n}`;
    taken.add(fileNameKey(candidate));
    return candidate + ATDF_SUFFIX;
  });
}
