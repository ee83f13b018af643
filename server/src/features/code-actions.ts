// textDocument/codeAction: the engine's quick fixes for the diagnostics in the
// requested range (or listed in the request's context), "fix all of this kind
// in the file" when there are several, and `source.fixAll.atdf` (every
// preferred fix at once), as LSP code actions with their titles in the user's
// language.
import {
  CodeActionKind,
  type CodeAction,
  type CodeActionParams,
  type Diagnostic as LspDiagnostic,
  type Range,
} from 'vscode-languageserver';
import { type AtdfEngine, type Diagnostic, type FixAll, type Locale, type QuickFixTitle, t, lintMessage } from '../core/index';
import { toLspDiagnostic, toTextEdit } from '../lsp/convert';
import type { Analysis } from '../session/analysis';

/** The fix-all kind of this server: `source.fixAll.atdf` (what VS Code's `editor.codeActionsOnSave` asks for). */
export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.atdf`;

/**
 * `all`: the document's final diagnostics (the engine's pipeline, as published: the workspace rules' among them,
 * under its config); default the report's own.
 */
export function codeActions(
  engine: AtdfEngine,
  analysis: Analysis,
  params: CodeActionParams,
  locale: Locale,
  all: readonly Diagnostic[] = analysis.report?.diagnostics ?? [],
): CodeAction[] {
  const report = analysis.report;
  if (!report) return [];
  const uri = analysis.uri;
  const only = params.context.only;
  const actions: CodeAction[] = [];
  if (only?.some((kind) => FIX_ALL_KIND === kind || FIX_ALL_KIND.startsWith(`${kind}.`))) {
    const fixed = engine.fixAll(report, all);
    if (fixed) actions.push(fixAllAction(analysis, fixed, FIX_ALL_KIND, t(locale, 'action.fixAll', { count: fixed.count }), locale));
  }
  if (!wantsQuickFixes(params)) return actions;
  const wanted = wantedDiagnostics(analysis, params, all);
  for (const fix of engine.quickFixes(report, wanted)) {
    actions.push({
      title: titleOf(fix.title, locale),
      kind: CodeActionKind.QuickFix,
      diagnostics: [toLspDiagnostic(fix.diagnostic, uri, locale)],
      isPreferred: fix.preferred || undefined,
      edit: { changes: { [uri]: [toTextEdit(analysis.doc, fix.edit)] } },
    });
  }
  // Every problem of the same kind in the file, when there is more than the one asked about.
  for (const code of new Set(wanted.map((d) => d.code))) {
    const fixed = engine.fixAll(report, all, code);
    if (fixed && fixed.count > 1) {
      actions.push(
        fixAllAction(analysis, fixed, CodeActionKind.QuickFix, t(locale, 'action.fixAllOfCode', { count: fixed.count, code }), locale),
      );
    }
  }
  return actions;
}

/** Whether the request asks for quick fixes (or for every kind). */
export function wantsQuickFixes(params: CodeActionParams): boolean {
  const only = params.context.only;
  return only === undefined || only.some((kind) => kind === CodeActionKind.QuickFix || CodeActionKind.QuickFix.startsWith(`${kind}.`));
}

/** The diagnostics a request is about: in its range or listed in it, bounded like the diagnostics (at most maxProblems). */
export function wantedDiagnostics(analysis: Analysis, params: CodeActionParams, all: readonly Diagnostic[]): Diagnostic[] {
  const max = analysis.settings.maxProblems;
  const listed = params.context.diagnostics.slice(0, max);
  const wanted: Diagnostic[] = [];
  for (const d of all) {
    if (wanted.length >= max) break;
    if (overlaps(d.range, params.range) || isListed(d, listed)) wanted.push(d);
  }
  return wanted;
}

function fixAllAction(analysis: Analysis, fixed: FixAll, kind: string, title: string, locale: Locale): CodeAction {
  return {
    title,
    kind,
    diagnostics: fixed.diagnostics.map((d) => toLspDiagnostic(d, analysis.uri, locale)),
    edit: { changes: { [analysis.uri]: fixed.edits.map((e) => toTextEdit(analysis.doc, e)) } },
  };
}

function titleOf(title: QuickFixTitle, locale: Locale): string {
  switch (title.action) {
    case 'add-member':
      return t(locale, 'action.addMember', { name: title.name });
    case 'add-input':
      return t(locale, 'action.addInput', { name: title.name });
    case 'add-all-members':
      return t(locale, 'action.addAllMembers', { count: title.count, pointer: title.pointer });
    case 'replace-value':
      return t(locale, 'action.replaceValue', { value: JSON.stringify(title.value) });
    case 'convert-value':
      return t(locale, 'action.convertValue', { type: title.type, value: JSON.stringify(title.value) });
    case 'rename-key':
      return t(locale, 'action.renameKey', { from: title.from, to: title.to });
    case 'remove-key':
      return t(locale, 'action.removeKey', { name: title.name });
    case 'remove-empty-document':
      return t(locale, 'action.removeEmptyDocument');
    case 'remove-suppression':
      return t(locale, 'action.removeSuppression', { text: title.text });
    case 'remove-item':
      return t(locale, 'action.removeItem', { value: JSON.stringify(title.value) });
    case 'rename-duplicate':
      return t(locale, 'action.renameDuplicate', { from: title.from, to: title.to });
    case 'repair-syntax':
      return title.insert !== ''
        ? t(locale, 'action.insertText', { text: JSON.stringify(title.insert) })
        : t(locale, 'action.removeText', { text: JSON.stringify(title.remove) });
    case 'set-schema-version':
      return t(locale, 'action.setSchemaVersion');
    case 'delete-invisible':
      return lintMessage(locale, 'lint.action.deleteInvisible');
    case 'use-ascii':
      return lintMessage(locale, 'lint.action.useAscii', { value: title.value });
  }
}

function isListed(d: Diagnostic, listed: readonly LspDiagnostic[]): boolean {
  return listed.some((l) => {
    const data = l.data as { pointer?: unknown; document?: unknown } | undefined;
    // The same pointer in another document of the stream is another problem.
    if (typeof data?.document === 'number' && data.document !== d.document) return false;
    return l.code === d.code && (data?.pointer === d.pointer || sameRange(l.range, d.range));
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
