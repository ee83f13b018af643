// The merge's changes as text edits of the author's YAML file: the yaml
// package's Document gives each node's place in the text, and only the members
// that change are rewritten (in the importer's own style, yaml-emit.ts). The
// rest of the file, its comments, quoting and line breaks, stays byte for byte:
// printing the whole Document again would re-fold the author's long lines.
// A conflict becomes a comment line above the member it is about.
import { isMap, isScalar, isSeq, type Document, type Node, type Pair } from 'yaml';
import { applyEdits, type OffsetEdit } from '../../edit/text-edit';
import { emitYaml } from '../yaml-emit';
import type { MergeConflict, MergeOp, Segment } from './merge-values';

/** The start of every comment this writes: a later run replaces its own comment rather than adding another. */
export const CONFLICT_MARK = '# atdf import-mcp --update:';

interface Located {
  /** The node at the path (undefined when the last segment names a member the mapping lacks). */
  node?: Node;
  /** Its mapping pair, when it is a mapping's member. */
  pair?: Pair;
  /** The collection holding it. */
  parent: Node;
}

/** Where `path` is in the document; undefined when a collection on the way is missing or is not one. */
function locate(doc: Document, path: readonly Segment[]): Located | undefined {
  let node = doc.contents as Node | null;
  let located: Located | undefined;
  for (const segment of path) {
    if (node === null || node === undefined) return undefined;
    if (isMap(node) && typeof segment === 'string') {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === segment) as Pair | undefined;
      located = { node: (pair?.value ?? undefined) as Node | undefined, pair, parent: node };
    } else if (isSeq(node) && typeof segment === 'number') {
      located = { node: node.items[segment] as Node | undefined, parent: node };
    } else return undefined;
    node = located.node ?? null;
  }
  return located;
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
const column = (text: string, at: number) => at - lineStart(text, at);
const onlySpacesBefore = (text: string, at: number) => /^[ ]*$/.test(text.slice(lineStart(text, at), at));

/** Where a node's value ends, without the line break and blank space block nodes include. */
function valueEnd(text: string, node: Node): number {
  let end = node.range![1];
  while (end > node.range![0] && /\s/.test(text[end - 1])) end--;
  return end;
}

/** After the line break ending the line at `at` (or the end of the text). */
function afterLine(text: string, at: number): number {
  const nl = text.indexOf('\n', at);
  return nl === -1 ? text.length : nl + 1;
}

/** `key: value` (the key's own text) as the importer writes it, lines after the first indented by `col`. */
function pairText(keyText: string, value: unknown, col: number): string {
  const emitted = emitYaml({ k: value }, undefined, () => undefined).replace(/\n$/, '');
  return indentRest(keyText + emitted.slice(1), col);
}

/** `- value` as the importer writes a list item, lines after the first indented by `col`. */
function itemText(value: unknown, col: number): string {
  const emitted = emitYaml({ k: [value] }, undefined, () => undefined).replace(/\n$/, '');
  const lines = emitted
    .split('\n')
    .slice(1)
    .map((line) => line.slice(2));
  return indentRest(lines.join('\n'), col);
}

const indentRest = (text: string, col: number) => text.replace(/\n(?!\n)/g, '\n' + ' '.repeat(col));

/** The `-` of a block list item. */
function dashOf(text: string, item: Node): number | undefined {
  const start = lineStart(text, item.range![0]);
  const dash = text.lastIndexOf('-', item.range![0]);
  return dash >= start && /^[ ]*$/.test(text.slice(start, dash)) ? dash : undefined;
}

/**
 * The edits, or undefined when one cannot be made in place (a flow collection,
 * an item not on a line of its own...): the caller then leaves the file as it is
 * and reports the changes for the author to make.
 */
export function opEdits(
  text: string,
  doc: Document,
  ops: readonly MergeOp[],
  conflicts: readonly MergeConflict[],
): OffsetEdit[] | undefined {
  const edits: OffsetEdit[] = [];
  for (const op of ops) {
    const edit = op.kind === 'append' ? appendEdit(text, doc, op.path, op.value) : memberEdit(text, doc, op);
    if (edit === undefined) return undefined;
    edits.push(edit);
  }
  for (const conflict of conflicts) {
    const edit = conflictEdit(text, doc, conflict);
    if (edit === undefined) return undefined;
    edits.push(edit);
  }
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  for (let i = 1; i < sorted.length; i++) if (sorted[i].start < sorted[i - 1].end) return undefined; // overlapping: not in place
  return edits;
}

function memberEdit(text: string, doc: Document, op: Exclude<MergeOp, { kind: 'append' }>): OffsetEdit | undefined {
  const at = locate(doc, op.path);
  if (at === undefined || (at.parent as { flow?: boolean }).flow) return undefined;
  if (isMap(at.parent)) {
    if (at.pair === undefined) {
      if (op.kind === 'delete') return undefined;
      // A member new on the server: a line after the mapping's last member, at its keys' indentation.
      const last = at.parent.items.at(-1);
      if (last === undefined || !isScalar(last.key)) return undefined;
      const end = last.value ? valueEnd(text, last.value as Node) : last.key.range![1];
      const insert = afterLine(text, end);
      const col = column(text, last.key.range![0]);
      const lead = insert === text.length && !text.endsWith('\n') ? '\n' : '';
      return {
        start: insert,
        end: insert,
        newText: lead + ' '.repeat(col) + pairText(renderedKey(op.path.at(-1) as string), op.value, col) + '\n',
      };
    }
    const key = at.pair.key as Node;
    const end = at.node ? valueEnd(text, at.node) : key.range![1];
    if (op.kind === 'delete') {
      if (!onlySpacesBefore(text, key.range![0]) || at.parent.items.length === 1) return undefined;
      return { start: lineStart(text, key.range![0]), end: afterLine(text, end), newText: '' };
    }
    return {
      start: key.range![0],
      end,
      newText: pairText(text.slice(key.range![0], key.range![1]), op.value, column(text, key.range![0])),
    };
  }
  if (isSeq(at.parent) && at.node) {
    const dash = dashOf(text, at.node);
    if (dash === undefined) return undefined;
    if (op.kind === 'delete') {
      if (at.parent.items.length === 1) return undefined;
      return { start: lineStart(text, dash), end: afterLine(text, valueEnd(text, at.node)), newText: '' };
    }
    return { start: dash, end: valueEnd(text, at.node), newText: itemText(op.value, column(text, dash)) };
  }
  return undefined;
}

function appendEdit(text: string, doc: Document, path: Segment[], value: unknown): OffsetEdit | undefined {
  const seq = path.length === 0 ? doc.contents : locate(doc, path)?.node;
  if (!isSeq(seq) || seq.flow || seq.items.length === 0) return undefined;
  const last = seq.items.at(-1) as Node;
  const dash = dashOf(text, last);
  if (dash === undefined) return undefined;
  const insert = afterLine(text, valueEnd(text, last));
  const col = column(text, dash);
  return { start: insert, end: insert, newText: ' '.repeat(col) + itemText(value, col) + '\n' };
}

function renderedKey(name: string): string {
  return emitYaml({ [name]: null }, undefined, () => undefined).replace(/: null\n$/, '');
}

/** A comment line above the member (or the nearest one the file still has), replacing this tool's earlier comment there. */
function conflictEdit(text: string, doc: Document, conflict: MergeConflict): OffsetEdit | undefined {
  let path = conflict.path;
  let at = locate(doc, path);
  while (path.length > 0 && (at === undefined || (at.pair ?? at.node) === undefined)) {
    path = path.slice(0, -1);
    at = locate(doc, path);
  }
  const anchor = at === undefined ? undefined : at.pair ? (at.pair.key as Node) : at.node;
  let start = 0;
  let col = 0;
  if (anchor !== undefined) {
    start = isSeq(at!.parent) ? (dashOf(text, anchor) ?? anchor.range![0]) : anchor.range![0];
    if (!onlySpacesBefore(text, start)) return undefined;
    col = column(text, start);
    start = lineStart(text, start);
  }
  const line = ' '.repeat(col) + conflictComment(conflict) + '\n';
  const above = lineStart(text, Math.max(0, start - 1));
  if (start > 0 && text.slice(above, start).trimStart().startsWith(CONFLICT_MARK)) return { start: above, end: start, newText: line };
  return { start, end: start, newText: line };
}

/** One line: what differs, and the server's value as JSON (line breaks escaped, so it stays a comment). */
export function conflictComment(conflict: MergeConflict): string {
  const server = conflict.theirs === undefined ? 'the server no longer has it' : `the server now has ${JSON.stringify(conflict.theirs)}`;
  const what =
    conflict.item !== undefined
      ? `you removed "${conflict.item}", which the server changed (${server}); merge by hand or delete this line`
      : `you and the server both changed this; yours is kept and ${server}; merge by hand, then delete this line`;
  return `${CONFLICT_MARK} ${what}`;
}

export { applyEdits };
