// The nodes of a parsed document as a tree, read from its value and its
// pointer -> location map (no second parse): each node's written children,
// and a node's span without the blank lines and comments a block collection's
// span may end with. Structure and navigation features walk it.
import { joinPointer } from '../pointer';
import type { NodeLocation, ParsedDocument, Span } from '../parse/types';
import type { SourceText } from '../text/source-text';

export interface WrittenNode {
  pointer: string;
  value: unknown;
  loc: NodeLocation;
}

/** The root of a document, when it has a location. */
export function rootNode(doc: ParsedDocument): WrittenNode | undefined {
  const loc = doc.locations.get('');
  return loc ? { pointer: '', value: doc.value, loc } : undefined;
}

/**
 * The direct children of a collection that are written inside it. The
 * expansion of an alias (`d: *x`) is located where its anchor's node is
 * written, outside the alias: it is skipped, so that walks see each piece of
 * text once.
 */
export function writtenChildren(doc: ParsedDocument, node: WrittenNode): WrittenNode[] {
  const { value, pointer } = node;
  if (typeof value !== 'object' || value === null) return [];
  const { start, end } = node.loc.value;
  const out: WrittenNode[] = [];
  const names: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  for (const name of names) {
    const child = joinPointer(pointer, name);
    const loc = doc.locations.get(child);
    if (!loc) continue;
    const from = loc.key?.start ?? loc.value.start;
    if (from < start || loc.value.end > end) continue;
    out.push({ pointer: child, value: (value as Record<string | number, unknown>)[name], loc });
  }
  return out;
}

/** A node's key and value together (the value alone for a sequence item or the root), trailing blanks left out. */
export function memberSpan(text: SourceText, loc: NodeLocation): Span {
  const value = trimmedEnd(text, loc.value);
  return loc.key ? { start: loc.key.start, end: Math.max(loc.key.end, value.end) } : value;
}

/** The span without the white space it ends with (a block scalar's last line break, the blank lines after a block). */
export function trimmedEnd(text: SourceText, span: Span): Span {
  let end = Math.min(span.end, text.length);
  while (end > span.start && isSpace(text.charCodeAt(end - 1))) end--;
  return { start: span.start, end };
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}
