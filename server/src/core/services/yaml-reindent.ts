// YAML formatting by re-indentation only: every line moves left or right with
// the block collection it belongs to, nothing else of the text changes, so
// comments, anchors and aliases, key order, quoting, block/flow style and
// block scalars stay exactly as written. Each block collection goes to its
// parent's column plus one indentation unit (a sequence written at its key's
// column stays there; a mapping written after `- ` keeps its distance from the
// dash); everything inside it (flow collections, block scalar contents,
// continuation lines, comments) moves with it, so relative indentation, which
// is what YAML reads, is kept. Lines are read from the parse's locations; a
// document whose re-indented text would not parse to the same value gets no
// edits at all (a guard, so a case missed here can never change a value).
// Trailing spaces and tabs are removed from every line except the contents of
// block scalars, the one place where YAML keeps them as part of the value
// (a plain or quoted scalar folds them away); if removing them would change a
// value after all (a `|+` scalar's kept blank lines), the re-indent is given
// alone.
import { jsonEqual } from '../schema/json';
import { parseFile } from '../parse/index';
import type { ParsedDocument, ParsedFile, Span } from '../parse/types';
import type { OffsetEdit } from '../edit/text-edit';
import { applyEdits } from '../edit/text-edit';
import { lastAtOrBefore } from '../text/sorted';
import { rootNode, trimmedEnd, writtenChildren, type WrittenNode } from './node-walk';

/** Edits of the lines of `parsed` that start inside `range` (all lines without one), `unit` spaces per level. */
export function reindentYaml(parsed: ParsedFile, unit: number, range?: Span): OffsetEdit[] {
  const out: OffsetEdit[] = [];
  for (const doc of parsed.documents) {
    const extent = doc.extent ?? doc.span;
    if (doc.unusable || (range && (extent.end < range.start || extent.start > range.end))) continue;
    out.push(...reindentDocument(parsed, doc, extent, unit, range));
  }
  return out;
}

/** A block collection or block scalar of the document, in pre-order. */
interface Block {
  parent: number;
  /** Column of its first key or dash (a scalar: of its contents' first line, -1 when fixed by `|2`). */
  col: number;
  kind: 'map' | 'seq' | 'scalar';
  /** Starts its own line (not after `- `). */
  ownLine: boolean;
  /** The lines it shifts: from its first own line to its last. */
  from: number;
  to: number;
}

function reindentDocument(parsed: ParsedFile, doc: ParsedDocument, extent: Span, unit: number, range: Span | undefined): OffsetEdit[] {
  const text = parsed.text.slice(extent.start, extent.end);
  const base = extent.start;
  const lines = lineStarts(text);
  const verbatim = new Uint8Array(lines.length);
  const blocks = blocksOf(parsed, doc, text, base, lines, verbatim);

  // Which block each line moves with: the innermost holding it (pre-order: children overwrite their parent).
  const owner = new Array<number>(lines.length).fill(-1);
  blocks.forEach((b, i) => owner.fill(i, b.from, b.to + 1));
  // With a range, the blocks with a line in it are re-indented whole (with all they hold): re-indenting
  // some lines of a collection and not the others would change what it means.
  const selected = blocks.map(() => range === undefined);
  if (range) {
    for (let l = 0; l < lines.length; l++)
      if (owner[l] >= 0 && base + lines[l] >= range.start && base + lines[l] <= range.end) selected[owner[l]] = true;
    blocks.forEach((b, i) => (selected[i] ||= b.parent >= 0 && selected[b.parent]));
  }
  // Top-down: where each block goes (a block left alone stays where it is, and its children start from there).
  const newCol = blocks.map(() => 0);
  blocks.forEach((b, i) => {
    const parent = b.parent >= 0 ? blocks[b.parent] : undefined;
    const from = parent ? newCol[b.parent] : 0;
    if (!selected[i] || b.col < 0) newCol[i] = b.col;
    else if (b.kind === 'scalar')
      newCol[i] = from + unit; // contents one unit right of their parent
    else if (parent && !b.ownLine)
      newCol[i] = from + (b.col - parent.col); // after `- `: its distance from the dash
    else if (parent) newCol[i] = from + (b.kind === 'seq' && parent.kind === 'map' && b.col === parent.col ? 0 : unit);
  });

  const edits: OffsetEdit[] = [];
  const trims: OffsetEdit[] = [];
  for (let l = 0; l < lines.length; l++) {
    const lineStart = lines[l];
    const lineEnd = l + 1 < lines.length ? lines[l + 1] : text.length;
    const inRange = !range || (base + lineStart >= range.start && base + lineStart <= range.end);
    if (!verbatim[l] && inRange) {
      const trim = trailingBlanks(text, lineStart, lineEnd);
      if (trim) {
        trims.push({ start: base + trim.start, end: base + trim.end, newText: '' });
        if (trim.start === lineStart) continue; // a line of blanks only: emptied, nothing left to indent
      }
    }
    const block = owner[l];
    if (block < 0 || !selected[block]) continue;
    const b = blocks[block];
    // A block scalar whose header fixes its indentation moves with its parent.
    let shift = newCol[block] - b.col;
    for (let k = block; blocks[k].col < 0; k = blocks[k].parent) shift = newCol[blocks[k].parent] - blocks[blocks[k].parent].col;
    let lead = 0;
    while (text.charCodeAt(lineStart + lead) === 32) lead++;
    if (text.charCodeAt(lineStart + lead) === 9) continue; // a tab where YAML wants spaces: left as written
    const blank = /^[ \r\n]*$/.test(text.slice(lineStart + lead, lineEnd));
    if (blank && (lead === 0 || (verbatim[l] && b.kind !== 'scalar'))) continue; // a kept scalar's trailing blank line is content
    const wanted = blank && b.kind !== 'scalar' ? 0 : Math.max(0, lead + shift);
    if (wanted !== lead) edits.push({ start: base + lineStart, end: base + lineStart + lead, newText: ' '.repeat(wanted) });
  }
  if (trims.length > 0) {
    const all = [...edits, ...trims].sort((a, b) => a.start - b.start);
    if (keepsValue(doc, text, base, all)) return all;
  }
  return edits.length > 0 && keepsValue(doc, text, base, edits) ? edits : [];
}

/** The spaces and tabs before the line break of the line [start, end), when it has any. */
function trailingBlanks(text: string, start: number, end: number): Span | undefined {
  let eol = end;
  if (text.charCodeAt(eol - 1) === 10) eol--;
  if (text.charCodeAt(eol - 1) === 13) eol--;
  let from = eol;
  while (from > start && (text.charCodeAt(from - 1) === 32 || text.charCodeAt(from - 1) === 9)) from--;
  return from < eol ? { start: from, end: eol } : undefined;
}

/** The block collections and block scalars of a document, in pre-order, with the lines each one shifts. */
/** Also marks in `verbatim` the lines whose trailing blanks are content: those of block scalars. */
function blocksOf(parsed: ParsedFile, doc: ParsedDocument, text: string, base: number, lines: number[], verbatim: Uint8Array): Block[] {
  const lineOf = (offset: number) => lastAtOrBefore(lines, offset - base);
  const root = rootNode(doc);
  const blocks: Block[] = [];
  const stack: { node: WrittenNode; parent: number }[] = root ? [{ node: root, parent: -1 }] : [];
  while (stack.length > 0) {
    const { node, parent } = stack.pop()!;
    const { loc, value } = node;
    const start = loc.value.start;
    const first = lineOf(start);
    const last = lineOf(Math.max(start, trimmedEnd(parsed.text, loc.value).end - 1));
    if (loc.style !== 'block') {
      // A block scalar's contents (from the line after its header); a flow collection or another scalar
      // moves with the block around it.
      const header = /^[|>][+-]?([1-9]?)/.exec(text.slice(start - base, start - base + 3));
      if (typeof value === 'string' && /^[|>]/.test(text.slice(start - base)))
        markVerbatim(text, lines, start - base, first, last, verbatim);
      if (typeof value === 'string' && header && parent >= 0 && last > first) {
        const col = header[1] ? -1 : firstContentLead(text, lines, first + 1, last);
        blocks.push({ parent, col, kind: 'scalar', ownLine: true, from: first + 1, to: last });
      }
      continue;
    }
    const ownLine = /^[ ]*$/.test(text.slice(lines[first], start - base));
    const index = blocks.length;
    blocks.push({
      parent,
      col: start - base - lines[first],
      kind: Array.isArray(value) ? 'seq' : 'map',
      ownLine,
      from: ownLine ? first : first + 1,
      to: last,
    });
    const children = writtenChildren(doc, node);
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], parent: index });
  }
  return blocks;
}

/**
 * Marks the contents of the block scalar whose header is at `at` (on line `first`, contents through `last`):
 * with keep chomping (`|+`, `>2+`), the blank lines after them too, which the value keeps.
 */
function markVerbatim(text: string, lines: number[], at: number, first: number, last: number, verbatim: Uint8Array): void {
  let end = last + 1;
  if (/^[|>](?:\+|[1-9]\+)/.test(text.slice(at, at + 3))) {
    const blankLine = (l: number) => /^[ \t]*\r?\n?$/.test(text.slice(lines[l], l + 1 < lines.length ? lines[l + 1] : text.length));
    while (end < lines.length && blankLine(end)) end++;
  }
  verbatim.fill(1, first + 1, end);
}

/** The re-indented document parses, as one document, to the value it had. */
function keepsValue(doc: ParsedDocument, text: string, base: number, edits: OffsetEdit[]): boolean {
  const local = edits.map((e) => ({ start: e.start - base, end: e.end - base, newText: e.newText }));
  const again = parseFile(applyEdits(text, local), 'yaml').documents;
  return (
    again.length === 1 && !again[0].unusable && again[0].problems.length === doc.problems.length && jsonEqual(again[0].value, doc.value)
  );
}

/** Indentation of the first line in [from, to] with more than spaces on it, -1 when none has. */
function firstContentLead(text: string, lines: number[], from: number, to: number): number {
  for (let l = from; l <= to && l < lines.length; l++) {
    const end = l + 1 < lines.length ? lines[l + 1] : text.length;
    const line = text.slice(lines[l], end);
    if (/\S/.test(line)) return line.length - line.trimStart().length;
  }
  return -1;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) if (i + 1 < text.length) starts.push(i + 1);
  return starts;
}
