// Quick fixes, computed from the engine's diagnostics and their `data`:
// add a missing member (or all missing members of an object) with a typed
// placeholder, replace a value that fails enum/const, rename an unknown key to
// the closest allowed one, set `schema_version: "2.0.0"` when a 1.x document
// uses 2.x keys, give a tool the name a target accepts. Edits keep the file's own layout (core/edit/members.ts).
// Titles are codes with arguments: the front end words them.
import { closestKey } from '../atdf/from-validation-error';
import { insertMembers, renameKey, replaceValue, type EditContext, type NewMember } from '../edit/members';
import type { OffsetEdit } from '../edit/text-edit';
import { isObject } from '../json-value';
import { getAt, lastToken, parentPointer } from '../pointer';
import type { FileReport } from '../report';
import { textOf } from '../text/source-text';
import type { Diagnostic } from '../types';

/** What a fix does, with what the title needs to say it. */
export type QuickFixTitle =
  | { action: 'add-member'; name: string }
  | { action: 'add-input'; name: string }
  | { action: 'add-all-members'; count: number; pointer: string }
  | { action: 'replace-value'; value: unknown }
  | { action: 'rename-key'; from: string; to: string }
  | { action: 'set-schema-version' };

export interface QuickFix {
  title: QuickFixTitle;
  /** The diagnostic it fixes (one of the report's). */
  diagnostic: Diagnostic;
  /** The edit, in offsets of the report's text. */
  edit: OffsetEdit;
  /** The fix to offer first (the one an editor applies with "auto fix"). */
  preferred: boolean;
}

const MAX_VALUE_CHOICES = 25;

/** The fixes for these diagnostics of the report (duplicates, e.g. "add all" offered by two siblings, once). */
export function quickFixes(report: FileReport, diagnostics: readonly Diagnostic[]): QuickFix[] {
  const fixes: QuickFix[] = [];
  const seen = new Set<string>();
  for (const d of diagnostics) {
    const document = report.parsed.documents[d.document];
    if (!document || document.unusable) continue;
    const ctx: EditContext = { text: textOf(report.parsed.text), document, language: report.parsed.language };
    const push = (title: QuickFixTitle, edit: OffsetEdit | undefined, preferred = false) => {
      if (!edit) return;
      const key = JSON.stringify([title, edit]);
      if (seen.has(key)) return;
      seen.add(key);
      fixes.push({ title, diagnostic: d, edit, preferred });
    };
    const data = d.data ?? {};

    if (typeof data.missing === 'string') {
      const objectPointer = parentPointer(d.pointer);
      const name = data.missing;
      push({ action: data.example === true ? 'add-input' : 'add-member', name }, insertMembers(ctx, objectPointer, [memberOf(d)]), true);
      const siblings = missingMembersOf(report.diagnostics, d.document, objectPointer);
      if (siblings.length > 1) {
        push(
          { action: 'add-all-members', count: siblings.length, pointer: objectPointer || '/' },
          insertMembers(ctx, objectPointer, siblings.map(memberOf)),
        );
      }
    }

    const valueRule = d.code === 'enum' || d.code === 'const' || data.keyword === 'enum' || data.keyword === 'const';
    if ((valueRule || d.code === 'atdf/unknown-schema-version') && typeof data.missing !== 'string') {
      const allowed = Array.isArray(data.allowed) ? data.allowed.slice(0, MAX_VALUE_CHOICES) : [];
      for (const value of allowed) push({ action: 'replace-value', value }, replaceValue(ctx, d.pointer, value), allowed.length === 1);
    }

    // A required member whose misspelled neighbour is present: renaming it is the better fix.
    const misspelled = typeof data.renameFrom === 'string' ? lastToken(data.renameFrom) : undefined;
    if (typeof data.missing === 'string' && typeof data.renameFrom === 'string' && misspelled !== undefined) {
      push({ action: 'rename-key', from: misspelled, to: data.missing }, renameKey(ctx, data.renameFrom, data.missing), true);
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
        push({ action: 'rename-key', from: name, to: suggestion }, renameKey(ctx, d.pointer, suggestion), true);
      }
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
