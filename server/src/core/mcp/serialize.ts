// AtdfDraft -> YAML text, with the yaml package's Document API so that the
// review comments sit right above the generated sentences. Key order is the
// order of the draft's objects.
import { Document, isMap, isScalar, isSeq } from 'yaml';
import type { AtdfDraft } from './to-atdf';

/** Puts a comment above the key of the pair at `path` (or above the item, in a sequence). */
function commentAt(doc: Document, path: (string | number)[], text: string): void {
  let parent: unknown = doc.contents;
  for (const step of path.slice(0, -1)) {
    if (!isMap(parent) && !isSeq(parent)) return;
    parent = parent.get(step, true);
  }
  const last = path[path.length - 1];
  if (isMap(parent)) {
    const pair = parent.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === last);
    if (pair && isScalar(pair.key)) pair.key.commentBefore = text;
  } else if (isSeq(parent)) {
    const item = parent.get(last, true);
    if (item && typeof item === 'object' && 'commentBefore' in item) (item as { commentBefore?: string }).commentBefore = text;
  }
}

export function draftToYaml(draft: AtdfDraft): string {
  // No anchors/aliases even when the draft shares objects (the importer reuses
  // the MCP tool's objects); no folding of long lines, so strings stay greppable.
  const doc = new Document(draft.value, { aliasDuplicateObjects: false });
  doc.commentBefore = draft.header;
  for (const comment of draft.comments) commentAt(doc, comment.path, comment.text);
  return doc.toString({ lineWidth: 0 });
}
