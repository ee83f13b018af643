// What a failed server last said on stderr, for the error message: the last
// lines that say something (up to 10), whole, not the tail of a byte buffer.
// Left out: blank lines, lines of punctuation only (`}`, `^^^`, `|`), stack
// frames (`at fn (file:1:2)`), the `Node.js v20...` footer, terminal colours.

/** Lines kept, at most. */
export const STDERR_LINES = 10;
/** Longest line kept; longer ones are cut with "...". */
const LINE_CHARS = 300;

const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]/g;
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const NOISE = [/^\s*at [^\s]/, /^Node\.js v\d/];

/**
 * The meaningful last lines of `text` (the kept tail of a stream). When
 * `cut` is true the tail was cut from a longer stream, so its first line may
 * be a fragment and is dropped.
 */
export function meaningfulTail(text: string, cut: boolean): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (cut) lines.shift();
  const kept: string[] = [];
  for (let i = lines.length - 1; i >= 0 && kept.length < STDERR_LINES; i--) {
    const line = lines[i].replace(ANSI, '').replace(CONTROL, '').trimEnd();
    if (!/[\p{L}\p{N}]/u.test(line) || NOISE.some((noise) => noise.test(line))) continue;
    kept.push(line.length > LINE_CHARS ? line.slice(0, LINE_CHARS - 3) + '...' : line);
  }
  return kept.reverse();
}
