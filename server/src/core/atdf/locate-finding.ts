// Where a finding goes in the source (as the issue says): the value node for a
// wrong value; the key for an unknown or duplicate key; for a missing member
// the key of the enclosing object (the document's first line for the root).
// Pointers that do not exist fall back to their nearest existing ancestor.
import type { ParsedDocument, Span } from '../parse/types';
import type { LineIndex } from '../text/line-index';
import type { Range } from '../types';
import type { Anchor } from './finding';
import { parentPointer } from './pointer';

export function locateDiagnosticRange(doc: ParsedDocument, lines: LineIndex, pointer: string, anchor: Anchor): Range {
  return lines.range(spanFor(doc, lines, pointer, anchor));
}

export function locateRelated(doc: ParsedDocument, lines: LineIndex, pointer: string, anchor: 'value' | 'key'): Range {
  return lines.range(spanFor(doc, lines, pointer, anchor));
}

function spanFor(doc: ParsedDocument, lines: LineIndex, pointer: string, anchor: Anchor): Span {
  if (anchor === 'missing') {
    const direct = doc.locations.get(pointer);
    if (direct) return direct.key ?? direct.value; // exists after all (e.g. present but flagged by a rule)
    return enclosingKey(doc, lines, parentPointer(pointer));
  }
  let current = pointer;
  for (;;) {
    const loc = doc.locations.get(current);
    if (loc) return anchor === 'key' ? (loc.key ?? firstLine(lines, loc.value)) : loc.value;
    if (current === '') return firstLine(lines, doc.span);
    current = parentPointer(current);
  }
}

/** The key of the object at `pointer` (or of its nearest located ancestor); the first line for the root. */
function enclosingKey(doc: ParsedDocument, lines: LineIndex, pointer: string): Span {
  let current = pointer;
  for (;;) {
    const loc = doc.locations.get(current);
    if (loc && current !== '') return loc.key ?? firstLine(lines, loc.value);
    if (current === '') return firstContentLine(doc, lines);
    current = parentPointer(current);
  }
}

/** The first line of a span, without its line break (never empty unless the span is). */
function firstLine(lines: LineIndex, span: Span): Span {
  const line = lines.lineAt(span.start);
  const end = Math.min(span.end, lines.lineEnd(line));
  return { start: span.start, end: Math.max(end, span.start) };
}

/** The document's first line with content (skips a `---` marker and comment lines when the root has a location). */
function firstContentLine(doc: ParsedDocument, lines: LineIndex): Span {
  const root = doc.locations.get('');
  const start = root ? root.value.start : doc.span.start;
  return firstLine(lines, { start, end: Math.max(start, root ? root.value.end : doc.span.end) });
}
