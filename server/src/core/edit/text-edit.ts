// An edit of the file's text by UTF-16 offsets (the server turns offsets into
// LSP positions). Pure data so that tests can apply it to a string.
export interface OffsetEdit {
  start: number;
  end: number;
  newText: string;
}

/** Applies non-overlapping edits (any order) to a text. */
export function applyEdits(text: string, edits: readonly OffsetEdit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start || b.end - a.end);
  let out = text;
  for (const e of sorted) out = out.slice(0, e.start) + e.newText + out.slice(e.end);
  return out;
}
