// Tool names for the platforms that accept only `^[a-zA-Z0-9_-]{1,64}$`
// (OpenAI, Anthropic, Gemini): a dotted ATDF name like `calendar.check_range`
// is rejected there. The mapping is deterministic and depends on the name
// alone, so the exporter, the diagnostics and their quick fix agree:
// every other character becomes `_`, and a name longer than 64 keeps its first
// 55 characters, `_` and 8 hex digits of a hash of the whole name (two long
// names that share a prefix stay apart). Clashes between two tools of one
// catalog are left to the caller to report, not renamed silently.

export const STRICT_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const STRICT_NAME_MAX = 64;

/** FNV-1a, 32 bits, over the UTF-16 code units: stable, dependency-free, enough to tell names apart. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The name as a strict platform accepts it (the name itself when it already does). */
export function conformingName(name: string): string {
  if (STRICT_NAME.test(name)) return name;
  const replaced = name === '' ? '_' : name.replace(/[^a-zA-Z0-9_-]/g, '_');
  if (replaced.length <= STRICT_NAME_MAX) return replaced;
  return `${replaced.slice(0, STRICT_NAME_MAX - 9)}_${fnv1a(name)}`;
}
