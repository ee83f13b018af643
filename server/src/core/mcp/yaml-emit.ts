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
const PLAIN = /^[\p{L}_][\p{L}\p{N}\p{M}_ .,;!?'()/+=@$%&*<>\u00b7-]*$/u;

export function scalarText(value: string): string {
  if (PLAIN.test(value) && !value.endsWith(' ') && !RESERVED.has(value.toLowerCase())) return value;
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
