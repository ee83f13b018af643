// Folding ranges from the parse: every collection and multi-line scalar
// (block scalars, long quoted strings) that spans more than one line, from
// its key to its last character, in every document of a YAML stream and in
// JSON. The front end turns the spans into lines (a flow collection's closing
// bracket stays visible, as VS Code's JSON folding does).
import type { ParsedFile, Span } from '../parse/types';
import { memberSpan, rootNode, writtenChildren, type WrittenNode } from './node-walk';

export interface FoldingData extends Span {
  /** `flow` for `{...}`/`[...]` (all of JSON): the span ends with the closing bracket. */
  style?: 'block' | 'flow';
}

/** Default cap (VS Code's own: `editor.foldingMaximumRegions`). */
const MAX_FOLDING_RANGES = 5000;

/** In document order, outer before inner; at most `limit`. */
export function foldingRanges(parsed: ParsedFile, limit = MAX_FOLDING_RANGES): FoldingData[] {
  const out: FoldingData[] = [];
  const text = parsed.text;
  for (const doc of parsed.documents) {
    const root = rootNode(doc);
    if (!root) continue;
    const stack: WrittenNode[] = [root];
    while (stack.length > 0) {
      const node = stack.pop()!;
      const span = memberSpan(text, node.loc);
      if (spansLines(text, span)) {
        if (out.length >= limit) return out;
        out.push(node.loc.style ? { ...span, style: node.loc.style } : span);
      }
      const children = writtenChildren(doc, node);
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  }
  return out;
}

function spansLines(text: ParsedFile['text'], span: Span): boolean {
  for (let i = span.start; i < span.end; i++) if (text.charCodeAt(i) === 10) return true;
  return false;
}
