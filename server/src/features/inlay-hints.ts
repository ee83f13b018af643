// textDocument/inlayHint: the engine's hints in the requested range (a
// document's dialect at its start, the type an example input value is checked
// against after it), worded in the user's language. None when
// `atdf.inlayHints.enable` is off (checked in server.ts).
import { InlayHintKind, type InlayHint, type Range } from 'vscode-languageserver';
import { type AtdfEngine, type Locale, t } from '../core/index';
import type { Analysis } from '../session/analysis';

export function inlayHints(engine: AtdfEngine, analysis: Analysis, range: Range, locale: Locale): InlayHint[] {
  const { doc, report } = analysis;
  if (!report) return [];
  const span = { start: doc.offsetAt(range.start), end: doc.offsetAt(range.end) };
  return engine.inlayHints(report, span).map((hint) =>
    hint.kind === 'dialect'
      ? { position: doc.positionAt(hint.offset), label: t(locale, `dialect.${hint.dialect}`), paddingRight: true }
      : {
          position: doc.positionAt(hint.offset),
          label: hint.type,
          kind: InlayHintKind.Type,
          paddingLeft: true,
          ...(hint.declaredAt ? { tooltip: t(locale, 'inlay.checkedAgainst', { pointer: hint.declaredAt }) } : {}),
        },
  );
}
