// Quick fixes, computed from the engine's diagnostics and their `data`:
// add a missing member (or all missing members of an object) with a typed
// placeholder, replace a value that fails enum/const, rename an unknown key to
// the closest allowed one, set `schema_version: "2.0.0"` when a 1.x document
// uses 2.x keys. Edits keep the file's own layout (core/edit/members.ts).
import {
  CodeActionKind,
  type CodeAction,
  type CodeActionParams,
  type Diagnostic as LspDiagnostic,
  type Range,
  type TextEdit,
} from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { closestKey } from '../core/atdf/from-validation-error';
import { getAt, lastToken, parentPointer } from '../core/pointer';
import { isObject } from '../core/json-value';
import { insertMembers, renameKey, replaceValue, type EditContext, type NewMember } from '../core/edit/members';
import type { OffsetEdit } from '../core/edit/text-edit';
import type { Locale } from '../core/locale';
import type { Diagnostic } from '../core/types';
import { t } from '../l10n';
import type { Analysis } from './analysis';
import { toLspDiagnostic } from './lsp-diagnostic';
import { textOf } from '../core/text/source-text';

const MAX_VALUE_CHOICES = 25;

export function codeActions(analysis: Analysis, params: CodeActionParams, locale: Locale): CodeAction[] {
  const report = analysis.report;
  if (!report) return [];
  const uri = analysis.uri;
  const wanted = report.diagnostics.filter((d) => overlaps(d.range, params.range) || isListed(d, params.context.diagnostics));
  const actions: CodeAction[] = [];
  const seen = new Set<string>();
  const push = (action: CodeAction | undefined) => {
    if (!action) return;
    const key = action.title + JSON.stringify(action.edit);
    if (seen.has(key)) return;
    seen.add(key);
    actions.push(action);
  };
  for (const d of wanted) {
    const document = report.parsed.documents[d.document];
    if (!document || document.unusable) continue;
    const ctx: EditContext = { text: textOf(report.parsed.text), document, language: report.parsed.language };
    const lsp = toLspDiagnostic(d, uri, locale, (f) => f);
    const fix = (title: string, edit: OffsetEdit | undefined, preferred = false): CodeAction | undefined =>
      edit && {
        title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [lsp],
        isPreferred: preferred || undefined,
        edit: { changes: { [uri]: [toTextEdit(analysis.doc, edit)] } },
      };
    const data = d.data ?? {};

    if (typeof data.missing === 'string') {
      const objectPointer = parentPointer(d.pointer);
      const title = data.example === true ? 'action.addInput' : 'action.addMember';
      push(fix(t(locale, title, { name: data.missing }), insertMembers(ctx, objectPointer, [memberOf(d)]), true));
      const siblings = missingMembersOf(report.diagnostics, d.document, objectPointer);
      if (siblings.length > 1) {
        push(
          fix(
            t(locale, 'action.addAllMembers', { count: siblings.length, pointer: objectPointer || '/' }),
            insertMembers(ctx, objectPointer, siblings.map(memberOf)),
          ),
        );
      }
    }

    const valueRule = d.code === 'enum' || d.code === 'const' || data.keyword === 'enum' || data.keyword === 'const';
    if ((valueRule || d.code === 'atdf/unknown-schema-version') && typeof data.missing !== 'string') {
      const allowed = Array.isArray(data.allowed) ? data.allowed.slice(0, MAX_VALUE_CHOICES) : [];
      for (const value of allowed) {
        push(
          fix(
            t(locale, 'action.replaceValue', { value: JSON.stringify(value) }),
            replaceValue(ctx, d.pointer, value),
            allowed.length === 1,
          ),
        );
      }
    }

    // A required member whose misspelled neighbour is present: renaming it is the better fix.
    const from = typeof data.renameFrom === 'string' ? lastToken(data.renameFrom) : undefined;
    if (typeof data.missing === 'string' && typeof data.renameFrom === 'string' && from !== undefined) {
      push(fix(t(locale, 'action.renameKey', { from, to: data.missing }), renameKey(ctx, data.renameFrom, data.missing), true));
    }

    const name = lastToken(d.pointer);
    if ((d.code === 'additionalProperties' || d.code === 'atdf/unknown-key') && name !== undefined) {
      const allowed = Array.isArray(data.allowed) ? data.allowed.filter((a): a is string => typeof a === 'string') : [];
      const siblings = getAt(document.value, parentPointer(d.pointer));
      const present = isObject(siblings) ? siblings : {};
      const suggestion =
        typeof data.suggestion === 'string'
          ? data.suggestion
          : closestKey(
              name,
              allowed.filter((a) => !(a in present)),
            );
      if (suggestion !== undefined && !Object.prototype.hasOwnProperty.call(present, suggestion)) {
        push(fix(t(locale, 'action.renameKey', { from: name, to: suggestion }), renameKey(ctx, d.pointer, suggestion), true));
      }
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
      push(fix(t(locale, 'action.setSchemaVersion'), edit, true));
    }
  }
  return actions;
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

function isListed(d: Diagnostic, listed: readonly LspDiagnostic[]): boolean {
  return listed.some((l) => {
    const pointer = (l.data as { pointer?: unknown } | undefined)?.pointer;
    return l.code === d.code && (pointer === d.pointer || sameRange(l.range, d.range));
  });
}

function overlaps(a: Range, b: Range): boolean {
  return !(before(a.end, b.start) || before(b.end, a.start));
}

function before(p: Range['start'], q: Range['start']): boolean {
  return p.line < q.line || (p.line === q.line && p.character < q.character);
}

function sameRange(a: Range, b: Range): boolean {
  return (
    a.start.line === b.start.line &&
    a.start.character === b.start.character &&
    a.end.line === b.end.line &&
    a.end.character === b.end.character
  );
}

function toTextEdit(doc: TextDocument, edit: OffsetEdit): TextEdit {
  return { range: { start: doc.positionAt(edit.start), end: doc.positionAt(edit.end) }, newText: edit.newText };
}
