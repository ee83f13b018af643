// textDocument/codeAction: the engine's quick fixes for the diagnostics in the
// requested range (or listed in the request's context), as LSP code actions
// with their titles in the user's language.
import {
  CodeActionKind,
  type CodeAction,
  type CodeActionParams,
  type Diagnostic as LspDiagnostic,
  type Range,
} from 'vscode-languageserver/node';
import type { AtdfEngine, Diagnostic, Locale, QuickFixTitle } from '../core/index';
import { t } from '../l10n';
import { toLspDiagnostic, toTextEdit } from '../lsp/convert';
import type { Analysis } from '../session/analysis';

export function codeActions(engine: AtdfEngine, analysis: Analysis, params: CodeActionParams, locale: Locale): CodeAction[] {
  const report = analysis.report;
  if (!report) return [];
  const uri = analysis.uri;
  // Bounded like the diagnostics: at most maxProblems listed diagnostics are looked at, and fixes offered for as many.
  const max = analysis.settings.maxProblems;
  const listed = params.context.diagnostics.slice(0, max);
  const wanted: Diagnostic[] = [];
  for (const d of report.diagnostics) {
    if (wanted.length >= max) break;
    if (overlaps(d.range, params.range) || isListed(d, listed)) wanted.push(d);
  }
  return engine.quickFixes(report, wanted).map((fix) => ({
    title: titleOf(fix.title, locale),
    kind: CodeActionKind.QuickFix,
    diagnostics: [toLspDiagnostic(fix.diagnostic, uri, locale)],
    isPreferred: fix.preferred || undefined,
    edit: { changes: { [uri]: [toTextEdit(analysis.doc, fix.edit)] } },
  }));
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
    case 'rename-key':
      return t(locale, 'action.renameKey', { from: title.from, to: title.to });
    case 'set-schema-version':
      return t(locale, 'action.setSchemaVersion');
  }
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
