// What the link check needs from a Markdown file: its links (outside code) and
// the anchors of its headings, computed the way GitHub (and VS Code's
// Markdown preview) compute them.

export interface MarkdownLink {
  target: string;
  line: number;
}

/** The lines of a Markdown text with fenced code blocks blanked out (line numbers are kept). */
function proseLines(text: string): string[] {
  let fence: string | null = null;
  return text.split(/\r?\n/).map((line) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence === null && opening) {
      fence = opening[1];
      return '';
    }
    if (fence !== null) {
      if (line.trim().startsWith(fence)) fence = null;
      return '';
    }
    // A code span shows its text literally: no link inside it.
    return line.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length));
  });
}

/** Inline links and images `[text](target)` / `![alt](target)`, and reference definitions `[x]: target`. */
export function markdownLinks(text: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  proseLines(text).forEach((line, i) => {
    for (const m of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ target: m[1], line: i + 1 });
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(line);
    if (definition) links.push({ target: definition[1], line: i + 1 });
  });
  return links;
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link shows its text
    .replace(/<\/?[a-z][^>]*>/gi, ''); // inline HTML tags
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor the headings of a Markdown text define (a repeated heading gets -1, -2, ...). */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence === null && opening) fence = opening[1];
    else if (fence !== null && line.trim().startsWith(fence)) fence = null;
    if (fence !== null || opening) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}
