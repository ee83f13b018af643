// The engine's data as LSP types: diagnostics (`source: "atdf"`, the keyword
// or rule id as `code`, the pointer in `data` and named in the message, related
// locations), and spans/edits in offsets as ranges of the served document.
import {
  DiagnosticSeverity,
  type Diagnostic as LspDiagnostic,
  type DiagnosticRelatedInformation,
  type Range,
  type TextEdit,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { FILE_NOTICES, type Diagnostic, type Locale, type OffsetEdit, type Severity, type Span, t } from '../core/index';

/** Engine severity -> LSP severity. */
export const LSP_SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

export const SOURCE = 'atdf';

/** `uri`: the document's; a related location in another file names it by the URI the engine was given. */
export function toLspDiagnostic(d: Diagnostic, uri: string, locale: Locale): LspDiagnostic {
  const related: DiagnosticRelatedInformation[] | undefined = d.related?.map((r) => ({
    location: { uri: r.file ?? uri, range: r.range },
    message: r.message,
  }));
  return {
    range: d.range,
    severity: LSP_SEVERITY[d.severity] ?? DiagnosticSeverity.Error,
    source: SOURCE,
    code: d.code,
    // A notice about the whole file (too large, too many problems) names no place in it.
    message: FILE_NOTICES.has(d.code) && d.pointer === '' ? d.message : namePointer(d.message, d.pointer, locale),
    data: { ...(d.data ?? {}), pointer: d.pointer, document: d.document },
    ...(related && related.length > 0 ? { relatedInformation: related } : {}),
  };
}

/** Appends "(at /a/b)" unless the message already names the pointer. */
export function namePointer(message: string, pointer: string, locale: Locale): string {
  if (pointer !== '' && message.includes(pointer)) return message;
  const where = pointer === '' ? t(locale, 'pointer.root') : pointer;
  return `${message} (${t(locale, 'pointer.at', { pointer: where })})`;
}

export function toRange(doc: TextDocument, span: Span): Range {
  return { start: doc.positionAt(span.start), end: doc.positionAt(span.end) };
}

export function toTextEdit(doc: TextDocument, edit: OffsetEdit): TextEdit {
  return { range: toRange(doc, edit), newText: edit.newText };
}
