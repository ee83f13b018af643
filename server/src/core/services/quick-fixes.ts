// Quick fixes, computed from the engine's diagnostics and their `data`:
// add a missing member (or all missing members of an object) with a typed
// placeholder, replace a value that fails enum/const, convert a value to the
// expected type, rename an unknown key to the closest allowed one (or remove
// it), replace a misspelled type name, rename a duplicate, set
// `schema_version: "2.0.0"` when a 1.x document uses 2.x keys, the repair of a
// syntax error where the reader knows the place, and give a tool the name a
// target accepts, the 2020-12 name of a draft-07 keyword, remove an unused
// suppression comment (or its unused rule id), the `---` of an empty
// document; for the lint, delete invisible characters and write a
// lookalike name in ASCII. Edits keep the file's own layout
// (core/edit/members.ts). Titles are codes with arguments: the front end words them.
import { closestKey } from '../atdf/from-validation-error';
import { EXAMPLE_SCHEMA_RULE, STRUCTURE_RULE } from '../atdf/rules/rule-meta';
import { insertMembers, removeNode, renameKey, replaceValue, type EditContext, type NewMember } from '../edit/members';
import type { OffsetEdit } from '../edit/text-edit';
import { isObject } from '../json-value';
import type { LintFix } from '../lint/types';
import { lineIndexOf } from '../parse/index';
import { isParseProblemCode, type ParsedDocument, type ParseProblem } from '../parse/types';
import { getAt, lastToken, parentPointer } from '../pointer';
import type { FileReport } from '../report';
import { textOf } from '../text/source-text';
import type { Diagnostic, Dialect } from '../types';
import { convertValue } from './value-conversion';
import { DRAFT_07_FORM_RULE, draft2020Keyword } from './draft-07-form';
import { suppressionRemoval } from './suppression-removal';
import { UNUSED_SUPPRESSION_RULE } from '../config/rules';

/** What a fix does, with what the title needs to say it. */
export type QuickFixTitle =
  | { action: 'add-member'; name: string }
  | { action: 'add-input'; name: string }
  | { action: 'add-all-members'; count: number; pointer: string }
  | { action: 'replace-value'; value: unknown }
  | { action: 'convert-value'; value: unknown; type: string }
  | { action: 'rename-key'; from: string; to: string }
  | { action: 'remove-key'; name: string }
  | { action: 'remove-item'; value: unknown }
  /** The `---` line of an empty document of a stream (a trailing `---`, a doubled one). */
  | { action: 'remove-empty-document' }
  /** An unused `# atdf-disable...` comment, or one unused rule id of it. */
  | { action: 'remove-suppression'; text: string }
  | { action: 'rename-duplicate'; from: string; to: string }
  | { action: 'repair-syntax'; insert: string; remove: string }
  | { action: 'set-schema-version' }
  | { action: 'delete-invisible' }
  | { action: 'use-ascii'; value: string };

export interface QuickFix {
  title: QuickFixTitle;
  /** The diagnostic it fixes (one of the report's). */
  diagnostic: Diagnostic;
  /** The edit, in offsets of the report's text. */
  edit: OffsetEdit;
  /** The fix to offer first (the one an editor applies with "auto fix", and "fix all" applies). */
  preferred: boolean;
}

const MAX_VALUE_CHOICES = 25;

/** Codes (or JSON Schema keywords) whose diagnostic names a key that should not be there. */
const UNKNOWN_KEY_CODES = new Set(['additionalProperties', 'atdf/unknown-key', 'atdf/undeclared-input', 'schema/unknown-keyword']);
/** Codes whose diagnostic is at a value that should be the suggestion (a type name, a tool name). */
const SUGGESTED_VALUE_CODES = new Set(['schema/unknown-type', 'schema/required-undeclared', 'atdf/unknown-input-type', 'atdf/name-style']);
/** Codes (or JSON Schema keywords) whose diagnostic is at a list item equal to an earlier one. */
const DUPLICATE_ITEM_CODES = new Set(['uniqueItems', 'schema/duplicate-required', 'schema/duplicate-type']);
/** Codes whose diagnostic is at a name that another member already has. */
const DUPLICATE_NAME_CODES = new Set(['atdf/duplicate-tool', 'atdf/duplicate-input', 'atdf/duplicate-failure-code']);

/** The fixes for these diagnostics of the report (duplicates, e.g. "add all" offered by two siblings, once). */
export function quickFixes(report: FileReport, diagnostics: readonly Diagnostic[]): QuickFix[] {
  const fixes: QuickFix[] = [];
  const seen = new Set<string>();
  const text = textOf(report.parsed.text);
  for (const d of diagnostics) {
    const push = (title: QuickFixTitle, edit: OffsetEdit | undefined, preferred = false) => {
      if (!edit) return;
      const key = JSON.stringify([title, edit]);
      if (seen.has(key)) return;
      seen.add(key);
      fixes.push({ title, diagnostic: d, edit, preferred });
    };
    const data = d.data ?? {};
    const document = report.parsed.documents[d.document];
    if (isParseProblemCode(d.code)) {
      const repair = typeof data.repairOf === 'number' ? repairOf(document?.problems[data.repairOf]) : undefined;
      if (repair) push({ action: 'repair-syntax', insert: repair.newText, remove: text.slice(repair.start, repair.end) }, repair, true);
      continue;
    }
    if (!document || document.unusable) continue;
    const ctx: EditContext = { text, document, language: report.parsed.language };
    // A finding of a JSON Schema rule is known by its keyword; the others by their code.
    const kind = d.code === STRUCTURE_RULE || d.code === EXAMPLE_SCHEMA_RULE ? String(data.keyword) : d.code;
    const misspelled = typeof data.renameFrom === 'string' ? lastToken(data.renameFrom) : undefined;

    if (typeof data.missing === 'string') {
      const objectPointer = parentPointer(d.pointer);
      const name = data.missing;
      // A misspelled neighbour present: renaming it (below) is the better fix, and the one preferred.
      const title: QuickFixTitle = { action: data.example === true ? 'add-input' : 'add-member', name };
      push(title, insertMembers(ctx, objectPointer, [memberOf(d)]), misspelled === undefined);
      const siblings = missingMembersOf(report.diagnostics, d.document, objectPointer);
      if (siblings.length > 1) {
        push(
          { action: 'add-all-members', count: siblings.length, pointer: objectPointer || '/' },
          insertMembers(ctx, objectPointer, siblings.map(memberOf)),
        );
      }
    }

    // Any finding whose keyword is enum/const (atdf/example-status too), not only the schema rules'.
    const valueRule = data.keyword === 'enum' || data.keyword === 'const';
    if ((valueRule || kind === 'atdf/unknown-schema-version') && typeof data.missing !== 'string') {
      const allowed = Array.isArray(data.allowed) ? data.allowed.slice(0, MAX_VALUE_CHOICES) : [];
      // An unknown schema_version: the version of the dialect the document was read as is the obvious one.
      const dialectVersion = d.code === 'atdf/unknown-schema-version' ? versionOf(report.documents[d.document]?.dialect) : undefined;
      for (const value of allowed) {
        push({ action: 'replace-value', value }, replaceValue(ctx, d.pointer, value), allowed.length === 1 || value === dialectVersion);
      }
    }

    if (kind === 'type' && Array.isArray(data.expected)) {
      const span = document.locations.get(d.pointer)?.value;
      const source = span === undefined ? '' : text.slice(span.start, span.end);
      const converted = convertValue(getAt(document.value, d.pointer), source, data.expected);
      if (converted !== undefined) {
        push(
          { action: 'convert-value', value: converted.value, type: converted.type },
          replaceValue(ctx, d.pointer, converted.value),
          true,
        );
      }
    }

    if (SUGGESTED_VALUE_CODES.has(d.code) && typeof data.suggestion === 'string') {
      push({ action: 'replace-value', value: data.suggestion }, replaceValue(ctx, d.pointer, data.suggestion), true);
    }

    // A required member whose misspelled neighbour is present: renaming it is the better fix.
    if (typeof data.missing === 'string' && typeof data.renameFrom === 'string' && misspelled !== undefined) {
      push({ action: 'rename-key', from: misspelled, to: data.missing }, renameKey(ctx, data.renameFrom, data.missing), true);
    }

    const name = lastToken(d.pointer);
    if (UNKNOWN_KEY_CODES.has(kind) && name !== undefined) {
      const suggestion = renameSuggestion(document, d.pointer, name, data);
      if (suggestion !== undefined) push({ action: 'rename-key', from: name, to: suggestion }, renameKey(ctx, d.pointer, suggestion), true);
      // Removing what the user wrote is offered, never preferred (an editor's "fix all" must not delete it).
      if (d.code !== 'schema/unknown-keyword') push({ action: 'remove-key', name }, removeNode(ctx, d.pointer));
    }

    if (data.remove === '/id' && d.code === 'atdf/id-or-tool-id') push({ action: 'remove-key', name: 'id' }, removeNode(ctx, '/id'), true);

    if (DUPLICATE_ITEM_CODES.has(kind)) {
      push({ action: 'remove-item', value: getAt(document.value, d.pointer) }, removeNode(ctx, d.pointer), true);
    }

    if (DUPLICATE_NAME_CODES.has(d.code)) {
      const current = getAt(document.value, d.pointer);
      if (typeof current === 'string') {
        const renamed = freshName(current, takenNames(report, document, d));
        push({ action: 'rename-duplicate', from: current, to: renamed }, replaceValue(ctx, d.pointer, renamed), true);
      }
    }

    // Lint fixes: delete invisible characters (the range holds nothing else), write a name in ASCII.
    const lintFix = data.lintFix as LintFix | undefined;
    if (lintFix?.kind === 'delete') {
      const lines = lineIndexOf(report.parsed);
      push({ action: 'delete-invisible' }, { start: lines.offsetAt(d.range.start), end: lines.offsetAt(d.range.end), newText: '' }, true);
    } else if (lintFix?.kind === 'replace-value') {
      push({ action: 'use-ascii', value: lintFix.value }, replaceValue(ctx, d.pointer, lintFix.value), true);
    }

    // A draft-07 form in a 2020-12 schema with one 2020-12 spelling: the keyword renamed (draft-07-form.ts).
    if (d.code === DRAFT_07_FORM_RULE) {
      const to = draft2020Keyword(document.value, d.pointer);
      if (to !== undefined) push({ action: 'rename-key', from: lastToken(d.pointer) ?? '', to }, renameKey(ctx, d.pointer, to), true);
    }

    if (d.code === 'atdf/empty-document') push({ action: 'remove-empty-document' }, markerLineOf(text, document), true);

    if (d.code === UNUSED_SUPPRESSION_RULE) {
      const removal = suppressionRemoval(report.parsed, d);
      if (removal) push({ action: 'remove-suppression', text: removal.text }, removal.edit, true);
    }

    // A tool name a target refuses: the name the exporter maps it to (core/export/names.ts).
    if (d.code === 'export/renamed' && typeof data.suggestion === 'string') {
      push({ action: 'replace-value', value: data.suggestion }, replaceValue(ctx, d.pointer, data.suggestion), true);
    }

    if (data.fix === 'set-schema-version') {
      const versionPointer = typeof data.schemaVersionPointer === 'string' ? data.schemaVersionPointer : '/schema_version';
      const version = typeof data.replacement === 'string' ? data.replacement : '2.0.0';
      const versionName = lastToken(versionPointer);
      const edit =
        getAt(document.value, versionPointer) !== undefined
          ? replaceValue(ctx, versionPointer, version)
          : versionName === undefined
            ? undefined
            : insertMembers(ctx, parentPointer(versionPointer), [{ name: versionName, value: version }], 'start');
      push({ action: 'set-schema-version' }, edit, true);
    }
  }
  return fixes;
}

/**
 * The edit that deletes an empty document's `---` line (comments after it then belong to the next document);
 * undefined for a document without one (the first of a file): there is nothing obvious to remove.
 */
function markerLineOf(text: string, document: ParsedDocument): OffsetEdit | undefined {
  const start = document.span.start;
  if (!text.startsWith('---', start) || (start > 0 && text.charCodeAt(start - 1) !== 10)) return undefined;
  const newline = text.indexOf('\n', start);
  return { start, end: newline < 0 ? text.length : newline + 1, newText: '' };
}

/** A parse problem's repair as an edit of the text as it is now (the problem moves with its document). */
function repairOf(problem: ParseProblem | undefined): OffsetEdit | undefined {
  if (!problem?.repair) return undefined;
  const start = problem.span.start + problem.repair.offset;
  return { start, end: start + problem.repair.length, newText: problem.repair.insert };
}

function versionOf(dialect: Dialect | null | undefined): string | undefined {
  return dialect === 'atdf-1' ? '1.0.0' : dialect === 'atdf-2' ? '2.0.0' : undefined;
}

/** The allowed key an unknown key most likely meant, unless its object already has it. */
function renameSuggestion(document: ParsedDocument, pointer: string, name: string, data: Record<string, unknown>): string | undefined {
  const allowed = Array.isArray(data.allowed) ? data.allowed.filter((a): a is string => typeof a === 'string') : [];
  const siblings = getAt(document.value, parentPointer(pointer));
  const present = isObject(siblings) ? siblings : {};
  const suggestion =
    typeof data.suggestion === 'string'
      ? data.suggestion
      : closestKey(
          name,
          allowed.filter((a) => !(a in present)),
        );
  return suggestion !== undefined && !Object.prototype.hasOwnProperty.call(present, suggestion) ? suggestion : undefined;
}

/** The names a renamed duplicate must not take: the other tools of the file, or the other inputs / failure codes of its list. */
function takenNames(report: FileReport, document: ParsedDocument, d: Diagnostic): Set<string> {
  if (d.code === 'atdf/duplicate-tool') return new Set(report.documents.map((doc) => doc.toolName).filter((n) => n !== undefined));
  const list = getAt(document.value, parentPointer(parentPointer(d.pointer)));
  const field = lastToken(d.pointer) ?? '';
  return new Set(
    Array.isArray(list) ? list.map((item) => (isObject(item) ? item[field] : undefined)).filter((n) => typeof n === 'string') : [],
  );
}

/** `name_2`, `name_3`, ...: the first that is not taken. */
function freshName(name: string, taken: ReadonlySet<unknown>): string {
  for (let n = 2; ; n++) if (!taken.has(`${name}_${n}`)) return `${name}_${n}`;
}

function memberOf(d: Diagnostic): NewMember {
  const placeholder = d.data?.placeholder;
  return { name: String(d.data?.missing), value: placeholder === undefined ? null : placeholder };
}

/** The missing-member diagnostics of one object, one per name, in order. */
function missingMembersOf(all: readonly Diagnostic[], document: number, objectPointer: string): Diagnostic[] {
  const byName = new Map<string, Diagnostic>();
  for (const d of all) {
    if (d.document !== document || typeof d.data?.missing !== 'string' || d.severity !== 'error') continue;
    if (parentPointer(d.pointer) !== objectPointer || byName.has(d.data.missing)) continue;
    byName.set(d.data.missing, d);
  }
  return [...byName.values()];
}
