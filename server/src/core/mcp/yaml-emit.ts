// A small block-style YAML writer for plain JSON data, with comments above
// chosen keys. Why not the yaml package's Document API: building and printing
// Documents took ~1.4 s for 2,000 tools, most of the import budget (2 s); this
// writer takes a tenth of that. It is deliberately conservative: a string is
// written plain only when it cannot be read back as anything else; otherwise
// it is double-quoted with JSON escapes (valid YAML). The tests check that the
// yaml package parses every output back to the same data.

export type CommentLookup = (path: readonly (string | number)[]) => string | undefined;

/** Words YAML (1.1 or 1.2) could read as booleans or null, in any case. */
const RESERVED = new Set(['true', 'false', 'null', 'yes', 'no', 'on', 'off', 'y', 'n', '~']);
/** Letters, digits and a few punctuation marks that never start or form YAML syntax here. */
export const PLAIN = /^[\p{L}_][\p{L}\p{N}\p{M}_ .,;!?'()/+=@$%&*<>\u00b7-]*$/u;

/**
 * PLAIN restricted to ASCII, as a table: most strings are ASCII, and a loop
 * over char codes is several times faster than the Unicode regex. 1 = may
 * start a plain scalar (letters, `_`), 2 = may follow. Anything else,
 * including every non-ASCII character, leaves the verdict to PLAIN.
 */
const ASCII_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z_]/.test(ch)) ASCII_CLASS[c] = 1;
  else if (/[0-9 .,;!?'()/+=@$%&*<>-]/.test(ch)) ASCII_CLASS[c] = 2;
}

/** PLAIN.test(value), with the ASCII table first. */
export function isPlain(value: string): boolean {
  const n = value.length;
  if (n === 0) return false;
  const first = value.charCodeAt(0);
  if (first < 128 && ASCII_CLASS[first] !== 1) return false;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c >= 128) return PLAIN.test(value);
    if (ASCII_CLASS[c] === 0) return false;
  }
  return true;
}

export function scalarText(value: string): string {
  if (isPlain(value) && value.charCodeAt(value.length - 1) !== 32 && !(value.length <= 5 && RESERVED.has(value.toLowerCase())))
    return value;
  return JSON.stringify(value);
}

function keyText(key: string): string {
  return scalarText(key);
}

function leafText(value: unknown): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return scalarText(value);
    case 'number':
      if (Number.isFinite(value)) return Object.is(value, -0) ? '-0.0' : String(value);
      return Number.isNaN(value) ? '.nan' : value > 0 ? '.inf' : '-.inf';
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      if (Array.isArray(value) && value.length === 0) return '[]';
      if (typeof value === 'object' && Object.keys(value as object).length === 0) return '{}';
      return undefined; // a non-empty collection: written as a block
  }
}

function commentLines(text: string, indent: string): string {
  return text
    .split('\n')
    .map((line) => `${indent}#${line}\n`)
    .join('');
}

/**
 * Writes `value` (an object) as a block mapping. Recursive: depth is bounded by
 * the tool check (MAX_TOOL_DEPTH = 200) long before the stack matters.
 */
export function emitYaml(value: Record<string, unknown>, header: string | undefined, comments: CommentLookup): string {
  const out: string[] = [];
  if (header !== undefined) out.push(commentLines(header, ''), '\n');
  const path: (string | number)[] = [];

  const writeMap = (map: Record<string, unknown>, indent: string, firstPrefix: string | undefined) => {
    let first = true;
    for (const key of Object.keys(map)) {
      path.push(key);
      const prefix = first && firstPrefix !== undefined ? firstPrefix : indent;
      const comment = comments(path);
      // (Above the first key of a sequence item, the comment goes above its "- " line.)
      if (comment !== undefined) out.push(commentLines(comment, indent));
      writeEntry(`${prefix}${keyText(key)}:`, map[key], indent);
      path.pop();
      first = false;
    }
  };

  const writeSeq = (seq: unknown[], indent: string) => {
    seq.forEach((item, i) => {
      path.push(i);
      const leaf = leafText(item);
      if (leaf !== undefined) out.push(`${indent}- ${leaf}\n`);
      else if (Array.isArray(item)) {
        out.push(`${indent}-\n`);
        writeSeq(item, indent + '  ');
      } else writeMap(item as Record<string, unknown>, indent + '  ', `${indent}- `);
      path.pop();
    });
  };

  const writeEntry = (head: string, value: unknown, indent: string) => {
    const leaf = leafText(value);
    if (leaf !== undefined) out.push(`${head} ${leaf}\n`);
    else if (Array.isArray(value)) {
      out.push(`${head}\n`);
      writeSeq(value, indent + '  ');
    } else {
      out.push(`${head}\n`);
      writeMap(value as Record<string, unknown>, indent + '  ', undefined);
    }
  };

  if (Object.keys(value).length === 0) out.push('{}\n');
  else writeMap(value, '', undefined);
  return out.join('');
}
