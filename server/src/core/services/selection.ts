// Selection ranges from the parse: for a place in the text, the nodes around
// it from the innermost out (a key or a value, its key and value together,
// the collection holding it, ... the document), as an editor's "expand
// selection" walks them. YAML streams: only the document holding the place.
import type { ParsedFile, Span } from '../parse/types';
import { lastKeyAtOrBefore } from '../text/sorted';
import { memberSpan, rootNode, trimmedEnd, writtenChildren, type WrittenNode } from './node-walk';

/** For each offset: the spans that hold it, innermost first, each inside the next (never empty). */
export function selectionRanges(parsed: ParsedFile, offsets: readonly number[]): Span[][] {
  return offsets.map((offset) => around(parsed, offset));
}

function around(parsed: ParsedFile, offset: number): Span[] {
  const docs = parsed.documents;
  const text = parsed.text;
  const chain: Span[] = [];
  const doc = docs.length > 0 ? docs[lastKeyAtOrBefore(docs.length, offset, (i) => (docs[i].extent ?? docs[i].span).start)] : undefined;
  let node: WrittenNode | undefined = doc && rootNode(doc);
  if (doc && node && holds(memberSpan(text, node.loc), offset)) {
    chain.push(trimmedEnd(text, node.loc.value));
    for (;;) {
      const child: WrittenNode | undefined = writtenChildren(doc, node).find((c) => holds(memberSpan(text, c.loc), offset));
      if (!child) break;
      const member = memberSpan(text, child.loc);
      chain.push(member);
      node = child;
      const value = trimmedEnd(text, child.loc.value);
      if (holds(value, offset)) chain.push(value);
      else if (child.loc.key && holds(child.loc.key, offset)) {
        chain.push(child.loc.key);
        break;
      } else break;
    }
  }
  if (doc) chain.unshift(trimmedEnd(text, doc.span));
  const inner = nested(chain.reverse(), offset);
  return inner.length > 0 ? inner : [{ start: offset, end: offset }];
}

function holds(span: Span, offset: number): boolean {
  return span.start <= offset && offset <= span.end;
}

/** Innermost first; drops a span that misses the offset, equals the one inside it or does not hold it. */
function nested(spans: Span[], offset: number): Span[] {
  const out: Span[] = [];
  for (const s of spans) {
    if (!holds(s, offset)) continue;
    const last = out.at(-1);
    if (last && s.start === last.start && s.end === last.end) continue;
    if (last && (s.start > last.start || s.end < last.end)) continue;
    out.push(s);
  }
  return out;
}
