// Where a skeleton or an item snippet completes: a whole tool of each dialect
// at an empty document (YAML as a snippet with tab stops, JSON as the same
// tool with its defaults, written as JSON), one new input / failure / example
// at a new line of the list it belongs to (YAML), with the list's indentation.
import { parseFile } from '../parse/index';
import type { Dialect, Language } from '../types';
import type { KeyContext } from './cursor/cursor-context';
import { expandSnippet, SKELETONS, type Skeleton, type SkeletonId } from './skeletons';

export interface SnippetCandidate {
  kind: 'snippet';
  id: SkeletonId;
  label: string;
  insertText: string;
  /** True when `insertText` is LSP snippet syntax (tab stops); false for plain text. */
  snippet: boolean;
  sortText: string;
}

/** A whole tool per dialect, the one of `dialect` first (when the text says which). */
export function documentSkeletons(language: Language, dialect: Dialect | undefined): SnippetCandidate[] {
  return SKELETONS.filter((s) => s.where === 'document').map((s, i) => ({
    kind: 'snippet',
    id: s.id,
    label: s.label,
    insertText: language === 'yaml' ? s.body.join('\n') : jsonOf(s),
    snippet: language === 'yaml',
    sortText: `${s.dialect === dialect ? 0 : 1}${i}`,
  }));
}

/** The item snippet of the list the key context is in (YAML), indented for where it goes. */
export function listSnippets(context: KeyContext, dialect: Dialect): SnippetCandidate[] {
  const path = context.objectPath;
  // After `- ` the context is the new item itself (its index last, nothing in it yet).
  const afterDash = path.length > 0 && /^\d+$/.test(path[path.length - 1]) && context.present.size === 0;
  const list = (afterDash ? path.slice(0, -1) : path).join('/');
  const where = listKind(list, dialect);
  if (where === undefined) return [];
  const indent = ' '.repeat(context.column);
  return SKELETONS.filter((s) => s.where === where && (s.dialect === undefined || s.dialect === dialect)).map((s) => {
    // The cursor ends after the item (no `$0` line left blank); a 1.x input has no `required` (a 2.x key).
    const body = s.body.filter((l) => l !== '$0' && !(dialect === 'atdf-1' && /^ *required:/.test(l)));
    const [first, ...rest] = body;
    const lines = afterDash
      ? [first.replace(/^- /, ''), ...rest.map((l) => indent + l.replace(/^ {2}/, ''))]
      : [first, ...rest.map((l) => indent + l)];
    return { kind: 'snippet', id: s.id, label: s.label, insertText: lines.join('\n'), snippet: true, sortText: `0${s.label}` };
  });
}

function listKind(list: string, dialect: Dialect): Skeleton['where'] | undefined {
  if (dialect === 'tool') return list === 'tool/examples' ? 'example' : undefined;
  if (list === 'how_to_use/inputs') return 'input';
  if (list === 'how_to_use/outputs/failure') return 'failure';
  if (list === 'examples' && dialect === 'atdf-2') return 'example';
  return undefined;
}

/** A skeleton for a JSON document: its defaults, as JSON (no tab stops: the snippet syntax is YAML's layout). */
function jsonOf(skeleton: Skeleton): string {
  const value = parseFile(expandSnippet(skeleton.body.join('\n')), 'yaml').documents[0]?.value;
  return JSON.stringify(value, null, 2) + '\n';
}
