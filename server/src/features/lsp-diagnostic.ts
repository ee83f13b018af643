// Engine diagnostic -> LSP diagnostic: `source: "atdf"`, the keyword or rule id
// as `code`, the pointer in `data` and named in the message, related locations.
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic, type DiagnosticRelatedInformation } from 'vscode-languageserver/node';
import type { Locale } from '../core/locale';
import type { Diagnostic, Severity } from '../core/types';
import { t } from '../l10n';

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

export const SOURCE = 'atdf';

export function toLspDiagnostic(d: Diagnostic, uri: string, locale: Locale, resolveFile: (file: string) => string): LspDiagnostic {
  const related: DiagnosticRelatedInformation[] | undefined = d.related?.map((r) => ({
    location: { uri: r.file === undefined ? uri : resolveFile(r.file), range: r.range },
    message: r.message,
  }));
  return {
    range: d.range,
    severity: SEVERITY[d.severity] ?? DiagnosticSeverity.Error,
    source: SOURCE,
    code: d.code,
    message: namePointer(d.message, d.pointer, locale),
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
