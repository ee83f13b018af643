// Document links: every `$ref` (a local one to the node it names, a relative
// one to its file, an absolute one to its URL) and every string value that is
// an http(s) URL, each over the string's text inside its quotes.
import type { ParsedFile, Span } from '../parse/types';
import { fragmentToTokens, pointerFromTokens } from '../pointer';
import type { FileReport } from '../report';
import { refTarget } from './occurrences';

export type LinkTarget =
  /** A node of the same file (a local `$ref`). */
  | { kind: 'node'; span: Span }
  /**
   * Another file, relative to this one (`other.json#/x`): its path as written, without the fragment, and the
   * JSON pointer the fragment names in it (`''`: the whole file; absent when the fragment is not a pointer).
   */
  | { kind: 'file'; path: string; pointer?: string }
  /** An absolute http(s) URL. */
  | { kind: 'url'; url: string };

export interface DocumentLink {
  /** The string's text (inside its quotes). */
  span: Span;
  target: LinkTarget;
}

/** `$ref` values (to their target node, another file, or a URL) and string values that are http(s) URLs. */
export function documentLinks(report: FileReport): DocumentLink[] {
  const out: DocumentLink[] = [];
  const { parsed } = report;
  for (const doc of parsed.documents) {
    if (doc.unusable) continue;
    const dialect = report.documents[doc.index]?.dialect ?? null;
    const stack: { value: unknown; tokens: string[] }[] = [{ value: doc.value, tokens: [] }];
    while (stack.length > 0) {
      const { value, tokens } = stack.pop()!;
      if (typeof value !== 'object' || value === null) continue;
      for (const [key, child] of Object.entries(value)) {
        const path = [...tokens, key];
        if (typeof child === 'object' && child !== null) {
          stack.push({ value: child, tokens: path });
          continue;
        }
        if (typeof child !== 'string') continue;
        const isRef = key === '$ref' && !Array.isArray(value);
        if (!isRef && !URL_VALUE.test(child)) continue;
        const span = innerSpan(parsed, doc.locations.get(pointerFromTokens(path))?.value);
        if (!span) continue;
        const target = isRef ? refLinkTarget(doc, dialect, tokens, child) : { kind: 'url' as const, url: child };
        if (target) out.push({ span, target });
      }
    }
  }
  return out.sort((a, b) => a.span.start - b.span.start);
}

const URL_VALUE = /^https?:\/\/[^\s"'<>]+$/;

function refLinkTarget(
  doc: ParsedFile['documents'][number],
  dialect: FileReport['documents'][number]['dialect'],
  holder: string[],
  ref: string,
): LinkTarget | undefined {
  if (ref.startsWith('#')) {
    const target = dialect ? refTarget(dialect, holder, ref, doc.value) : undefined;
    const loc = target !== undefined ? doc.locations.get(target) : undefined;
    return loc ? { kind: 'node', span: loc.key ?? loc.value } : undefined;
  }
  if (URL_VALUE.test(ref)) return { kind: 'url', url: ref };
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) return undefined; // urn:, tag:... nothing to open
  const hash = ref.indexOf('#');
  if (hash < 0) return { kind: 'file', path: ref, pointer: '' };
  const tokens = fragmentToTokens(ref.slice(hash + 1));
  return { kind: 'file', path: ref.slice(0, hash), ...(tokens ? { pointer: pointerFromTokens(tokens) } : {}) };
}

/** A string node's text without its quotes. */
function innerSpan(parsed: ParsedFile, span: Span | undefined): Span | undefined {
  if (!span || span.end <= span.start) return undefined;
  const first = parsed.text.charCodeAt(span.start);
  return first === 34 || first === 39 ? { start: span.start + 1, end: span.end - 1 } : span;
}
