// The fix of quality/inconsistent-tool-names: the tool renamed to the style
// most tools of the workspace use, everywhere the workspace names it: each of
// its definitions (the same tool in another file or document, a translation)
// and each mention of it in another tool's description that the lint
// recognises (lint/rules/tool-mentions.ts). One edit list per file, so the
// editor applies it as one workspace edit. Where renaming everywhere would not
// be sound (a file that defines the tool could not be read, a mention whose
// name is not written literally: a lookalike letter, an escape, a line break
// inside it) only the name at the finding is edited, and the fix says so.
// No fix when the new name is already a tool's (that would make a duplicate).
import type { OffsetEdit } from '../edit/text-edit';
import { replaceValue } from '../edit/members';
import { nameStyle, type NameStyle } from '../lint/rules/names';
import { matchText } from '../lint/unicode';
import type { FileReport } from '../report';
import { textOf } from '../text/source-text';
import type { Diagnostic } from '../types';
import { fileKey } from './tool-registry';

/** A validated file that may name the tool (an open document, or a file read from disk for the fix). */
export interface RenameSource {
  uri: string;
  report: FileReport;
}

export interface ToolStyleFix {
  diagnostic: Diagnostic;
  from: string;
  to: string;
  /** `workspace`: every occurrence found is renamed; `name`: only the name at the finding (see `reason`). */
  scope: 'workspace' | 'name';
  /** Why not everywhere: a file that defines the tool was not read, or a mention is not written as the name. */
  reason?: 'unread-file' | 'mention-not-literal';
  /** The edits of each file, in offsets of its report's text; the finding's file first. */
  files: { uri: string; edits: OffsetEdit[] }[];
  /** How many places are renamed (definitions and mentions). */
  places: number;
}

export interface ToolStyleFixOptions {
  /** The finding's file. */
  uri: string;
  /** Every file that may name the tool: the finding's, the other open ones, those on disk holding the name. */
  sources: readonly RenameSource[];
  /** False when a file the workspace knows to define the tool could not be read. */
  complete: boolean;
  /** Whether a name is already a tool's in the workspace. */
  isDefined: (name: string) => boolean;
}

/**
 * Whether a file's text may name the tool where the lint reads it, so that it must be validated for the fix: the
 * name as written, or after lookalike letters are read as ASCII and invisible characters dropped, or any escape
 * (`create\u0045vent` in JSON or a double-quoted YAML string is the name too).
 */
export function mayNameTool(text: string, name: string): boolean {
  return text.includes(name) || text.includes('\\') || matchText(text).text.includes(name);
}

/** The fix for one quality/inconsistent-tool-names finding (its `data` names the tool and the style), or undefined. */
export function toolStyleFix(diagnostic: Diagnostic, options: ToolStyleFixOptions): ToolStyleFix | undefined {
  const from = diagnostic.data?.tool;
  const style = diagnostic.data?.dominant;
  if (typeof from !== 'string' || typeof style !== 'string') return undefined;
  const to = styledName(from, style as NameStyle);
  if (to === undefined || to === from || options.isDefined(to)) return undefined;
  const here = fileKey(options.uri);
  const own = options.sources.find((s) => fileKey(s.uri) === here);
  const nameEdit = own && definitionEdit(own.report, diagnostic.document, diagnostic.pointer, to);
  if (!own || !nameEdit) return undefined;
  const nameOnly = (reason: ToolStyleFix['reason']): ToolStyleFix => ({
    diagnostic,
    from,
    to,
    scope: 'name',
    reason,
    files: [{ uri: own.uri, edits: [nameEdit] }],
    places: 1,
  });
  if (!options.complete) return nameOnly('unread-file');
  const files: ToolStyleFix['files'] = [];
  let places = 0;
  const seen = new Set<string>();
  for (const source of [own, ...options.sources.filter((s) => s !== own)]) {
    const key = fileKey(source.uri);
    if (seen.has(key)) continue;
    seen.add(key);
    const edits = occurrenceEdits(source.report, from, to);
    if (edits === undefined) return nameOnly('mention-not-literal');
    if (edits.length === 0) continue;
    files.push({ uri: source.uri, edits });
    places += edits.length;
  }
  return { diagnostic, from, to, scope: 'workspace', files, places };
}

/** The edits renaming `from` in one file (its definitions, its mentions), or undefined when a mention cannot be edited. */
function occurrenceEdits(report: FileReport, from: string, to: string): OffsetEdit[] | undefined {
  const text = textOf(report.parsed.text);
  const edits: OffsetEdit[] = [];
  for (const doc of report.documents) {
    if (doc.toolName === from && doc.toolNamePointer !== undefined) {
      const edit = definitionEdit(report, doc.index, doc.toolNamePointer, to);
      if (!edit) return undefined;
      edits.push(edit);
    }
    const base = report.parsed.documents[doc.index]?.span.start ?? 0;
    for (const m of doc.toolMentions ?? []) {
      if (m.name !== from) continue;
      const at = literalName(text, base + m.from, base + m.to, from);
      if (at === undefined) return undefined;
      edits.push({ start: at, end: at + from.length, newText: to });
    }
  }
  // Two patterns may recognise one phrase: one edit per place, in text order.
  const unique = [...new Map(edits.map((e) => [e.start, e])).values()];
  return unique.sort((a, b) => a.start - b.start);
}

/**
 * The name's value replaced, in the quotes it was written in: a plain YAML scalar stays plain (a styled name is
 * letters, digits and separators; only a word YAML reads as a boolean or null needs quotes).
 */
function definitionEdit(report: FileReport, document: number, pointer: string, to: string): OffsetEdit | undefined {
  const parsed = report.parsed.documents[document];
  if (!parsed || parsed.unusable) return undefined;
  const text = textOf(report.parsed.text);
  const edit = replaceValue({ text, document: parsed, language: report.parsed.language }, pointer, to);
  if (!edit || report.parsed.language !== 'yaml') return edit;
  const quote = text[edit.start];
  if (quote === "'") return { ...edit, newText: `'${to}'` };
  return quote === '"' || YAML_WORDS.test(to) ? edit : { ...edit, newText: to };
}

/** Plain scalars YAML 1.2 reads as something else than a string, among the names a style can give. */
const YAML_WORDS = /^(?:null|Null|true|True|false|False)$/;

/** Where `name` is written as itself (not inside a longer identifier) in [start, end) of the text. */
function literalName(text: string, start: number, end: number, name: string): number | undefined {
  for (let at = text.indexOf(name, start); at >= 0 && at + name.length <= end; at = text.indexOf(name, at + 1)) {
    if (!isNamePart(text.charCodeAt(at - 1)) && !isNamePart(text.charCodeAt(at + name.length))) return at;
  }
  return undefined;
}

function isNamePart(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 45;
}

/**
 * `name` written in `style` (`createEvent` -> `create_event`), or undefined when the result would not be in that
 * style (a word starting with a digit cannot be PascalCase). Dots separate words too, and are kept in snake_case
 * (`calendar.create_event` is snake_case there).
 */
export function styledName(name: string, style: NameStyle): string | undefined {
  const segments = name.split('.').map(wordsOf);
  const join = (words: string[]): string => {
    switch (style) {
      case 'snake_case':
        return words.join('_');
      case 'kebab-case':
        return words.join('-');
      case 'SCREAMING_CASE':
        return words.join('_').toUpperCase();
      case 'camelCase':
        return words.map((w, i) => (i === 0 ? w : capital(w))).join('');
      case 'PascalCase':
        return words.map(capital).join('');
    }
  };
  const out = style === 'snake_case' ? segments.map(join).join('.') : join(segments.flat());
  return nameStyle(out) === style ? out : undefined;
}

/** The words of a name without dots, in lower case: `getHTTPResponse` -> get, http, response. */
function wordsOf(segment: string): string[] {
  return (segment.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+|[0-9]+/g) ?? []).map((w) => w.toLowerCase());
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
