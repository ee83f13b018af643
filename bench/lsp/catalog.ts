// The ATDF 2.x catalog the LSP benchmark opens: the team's shared generator
// (bench/gen-catalog.ts), so every benchmark measures the same file; and the
// line in it that the edits break and mend.
import { generateCatalog } from '../gen-catalog';

export interface Catalog {
  text: string;
  lines: number;
}

export function countLines(text: string): number {
  let lines = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** The generated catalog of n tools and its line count. */
export function loadCatalog(n: number): Catalog {
  const text = generateCatalog(n);
  return { text, lines: countLines(text) };
}

export interface EditTarget {
  /** 0-based line of the `type: string` line that the edits break and mend. */
  line: number;
  /** Column range of the word `string` on that line. */
  startCharacter: number;
  endCharacter: number;
}

/**
 * The `type: string` line nearest to the middle of the file: an input's type,
 * which both the official schema and ours require to be a string, so writing
 * `type: 12345` there is an error for both servers.
 */
export function findMiddleTypeLine(text: string): EditTarget {
  const lines = text.split('\n');
  const middle = Math.floor(lines.length / 2);
  const pattern = /^(\s+(?:- )?type: )string\s*$/;
  for (let distance = 0; distance < lines.length; distance++) {
    for (const candidate of [middle + distance, middle - distance]) {
      const match = candidate >= 0 && candidate < lines.length ? pattern.exec(lines[candidate]) : null;
      if (match) {
        const start = match[1].length;
        return { line: candidate, startCharacter: start, endCharacter: start + 'string'.length };
      }
    }
  }
  throw new Error('the catalog has no "type: string" line to edit');
}
