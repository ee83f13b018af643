// A small block-style YAML writer for plain JSON data, with comments above
// chosen keys. Why not the yaml package's Document API: building and printing
// Documents took ~1.4 s for 2,000 tools, most of the import budget (2 s); this
// writer takes a tenth of that. It is deliberately conservative: a string is
// written plain only when it cannot be read back as anything else; text of
// several lines as a literal block (`|`, with an indentation indicator when a
// line starts with a space or tab, and keep/strip chomping for its final line
// breaks: trailing blanks and tabs are content there), and a long line as a
// folded block (`>`, wrapped at single spaces), only when every character and
// line of it reads back exactly so; otherwise (control characters, CR, BOM,
// line separators) it is double-quoted with JSON escapes (valid YAML). The tests check that the yaml package parses every output
// back to the same data.

export type CommentLookup = (path: readonly (string | number)[]) => string | undefined;

/** Words YAML (1.1 or 1.2) could read as booleans or null, in any case. */
const RESERVED = new Set(['true', 'false', 'null', 'yes', 'no', 'on', 'off', 'y', 'n', '~']);
/** Letters, digits and a few punctuation marks that never start or form YAML syntax here. */
export const PLAIN = /^[\p{L}_$][\p{L}\p{N}\p{M}_ .,;!?'()/+=@$%&*<>|\u00b7-]*$/u;

/**
 * PLAIN restricted to ASCII, as a table: most strings are ASCII, and a loop
 * over char codes is several times faster than the Unicode regex. 1 = may
 * start a plain scalar (letters, `_`), 2 = may follow. Anything else,
 * including every non-ASCII character, leaves the verdict to PLAIN.
 */
const ASCII_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z_$]/.test(ch)) ASCII_CLASS[c] = 1;
  else if (/[0-9 .,;!?'()/+=@%&*<>|-]/.test(ch)) ASCII_CLASS[c] = 2;
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

/** Lines of a block longer than this are folded. */
export const FOLD_WIDTH = 100;
/**
 * Text of one line becomes a folded block only past this length (a 2 KB
 * description): shorter text reads well enough on one line in an editor that
 * wraps, and stays findable by a search for a phrase (a fold may split one).
 */
export const LONG_LINE = 400;
/** Narrowest a folded line gets, however deep the text is indented. */
const MIN_FOLD_WIDTH = 40;

/**
 * Characters a block scalar cannot carry as they are: C0 controls but tab and
 * line feed, DEL, C1 controls, the Unicode line and paragraph separators, BOM,
 * and lone surrogates.
 */
const NOT_IN_BLOCK =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * `value` as a block whose content is indented by `indent`: folded (`>`) when
 * a line is too long to read and folding keeps it, else literal (`|`) when it
 * has line breaks; undefined when it must stay on one line. The head (`|-`,
 * `>`...) is the first element.
 */
function blockLines(value: string, indent: string): string[] | undefined {
  if (value.length < 2 || NOT_IN_BLOCK.test(value)) return undefined;
  const width = Math.max(MIN_FOLD_WIDTH, FOLD_WIDTH - indent.length);
  if (!value.includes('\n')) return value.length > LONG_LINE ? foldedLines(value, indent, width) : undefined;
  const long = value.split('\n').some((line) => line.length > width);
  return (long ? foldedLines(value, indent, width) : undefined) ?? literalLines(value, indent);
}

/** The text without its final line breaks, and the chomping indicator that gives them back. */
function chomped(value: string): { body: string; trailing: number; chomp: string } {
  const body = value.replace(/\n+$/, '');
  const trailing = value.length - body.length;
  return { body, trailing, chomp: trailing === 0 ? '-' : trailing === 1 ? '' : '+' };
}

function literalLines(value: string, indent: string): string[] | undefined {
  const { body, trailing, chomp } = chomped(value);
  if (body === '') return undefined;
  const lines = body.split('\n');
  // Past the indentation, spaces and tabs are content, leading or trailing: the text survives exactly. Only the
  // indentation must not be guessed from the content: the reader takes it from the first line that is not empty,
  // so when that line starts with a space or a tab, or a line is only blanks, the indentation indicator says it
  // (counted from the key's own, which is two less).
  // A last line of blanks only would be read as trailing empty lines and dropped: such text stays quoted.
  if (/^[ \t]+$/.test(lines[lines.length - 1])) return undefined;
  const first = lines.find((line) => line !== '') ?? '';
  const said = /^[ \t]/.test(first) || lines.some((line) => line !== '' && /^[ \t]+$/.test(line));
  const head = `|${said ? '2' : ''}${chomp}`;
  const out = [head, ...lines.map((line) => (line === '' ? '' : indent + line))];
  for (let i = 1; i < trailing; i++) out.push('');
  return out;
}

/**
 * A folded block: each line wrapped at single spaces between two other
 * characters (folding reads such a break back as that space), and each line
 * break of the text written as an empty line (which folding reads back as one
 * break). Undefined when some line starts or ends with a space, has a tab
 * (such lines are not folded alike), or nothing can be wrapped.
 */
function foldedLines(value: string, indent: string, width: number): string[] | undefined {
  const { body, trailing, chomp } = chomped(value);
  const lines = body.split('\n');
  if (body === '' || lines.some((line) => line.startsWith(' ') || line.endsWith(' ') || line.includes('\t'))) return undefined;
  const out = [`>${chomp}`];
  let wrapped = false;
  let blanks = 0;
  let text = false;
  for (const line of lines) {
    if (line === '') {
      blanks++;
      continue;
    }
    // Between two lines of text, n breaks are n empty lines; before the first one, each is one.
    for (let i = 0; i < (text ? blanks + 1 : blanks); i++) out.push('');
    blanks = 0;
    text = true;
    const pieces = wrap(line, width);
    if (pieces.length > 1) wrapped = true;
    for (const piece of pieces) out.push(indent + piece);
  }
  for (let i = 1; i < trailing; i++) out.push('');
  return wrapped ? out : undefined;
}

/** One line cut at single spaces into pieces of at most `width` (a longer word stays whole). */
function wrap(line: string, width: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (line.length - start > width) {
    let cut = -1;
    for (let i = start + 1; i < line.length - 1; i++) {
      if (line.charCodeAt(i) !== 32 || line.charCodeAt(i - 1) === 32 || line.charCodeAt(i + 1) === 32) continue;
      if (i - start > width && cut !== -1) break;
      cut = i;
    }
    if (cut === -1) break;
    pieces.push(line.slice(start, cut));
    start = cut + 1;
  }
  pieces.push(line.slice(start));
  return pieces;
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

  /** A string as a block scalar under `head` (a key or a dash), if it is better read so. */
  const writeBlock = (head: string, value: unknown, indent: string): boolean => {
    if (typeof value !== 'string' || (value.indexOf('\n') === -1 && value.length <= LONG_LINE)) return false;
    const lines = blockLines(value, indent + '  ');
    if (lines === undefined) return false;
    out.push(`${head} ${lines[0]}\n`);
    for (let i = 1; i < lines.length; i++) out.push(`${lines[i]}\n`);
    return true;
  };

  const writeSeq = (seq: unknown[], indent: string) => {
    seq.forEach((item, i) => {
      path.push(i);
      if (!writeBlock(`${indent}-`, item, indent)) {
        const leaf = leafText(item);
        if (leaf !== undefined) out.push(`${indent}- ${leaf}\n`);
        else if (Array.isArray(item)) {
          out.push(`${indent}-\n`);
          writeSeq(item, indent + '  ');
        } else writeMap(item as Record<string, unknown>, indent + '  ', `${indent}- `);
      }
      path.pop();
    });
  };

  const writeEntry = (head: string, value: unknown, indent: string) => {
    if (writeBlock(head, value, indent)) return;
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
