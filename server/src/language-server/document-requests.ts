// The requests about what is in one document: completion, hover, outline, folding, selection, formatting (whole,
// range, on Enter), inlay hints and code lenses. Each is one feature file under features/; here only the lookup of
// the document and its analysis (ServerSession.forDocument) and the settings that turn a feature off.
import { codeLenses } from '../features/code-lens';
import { completion } from '../features/completion';
import { foldingRanges } from '../features/folding';
import { formatting } from '../features/formatting';
import { hover } from '../features/hover';
import { inlayHints } from '../features/inlay-hints';
import { onTypeFormatting } from '../features/on-type-formatting';
import { selectionRanges } from '../features/selection';
import { documentSymbols } from '../features/symbols';
import { servedLanguage } from '../session/served-documents';
import type { ServerSession } from './session';

export function registerDocumentRequests(session: ServerSession): void {
  const { connection, engine } = session;
  const none = () => [];
  const nothing = () => null;

  connection.onCompletion(
    session.forDocument('completion', nothing, (analysis, params) =>
      completion(engine, analysis, params.position, session.analyses.lastUsableReport(analysis.uri), session.locale),
    ),
  );
  connection.onHover(session.forDocument('hover', nothing, (analysis, params) => hover(engine, analysis, params.position, session.locale)));
  connection.onDocumentSymbol(
    session.forDocument('document symbols', none, (analysis) => documentSymbols(engine, analysis, session.locale)),
  );
  connection.onFoldingRanges(
    session.forDocument('folding ranges', none, (analysis) => foldingRanges(engine, analysis, session.client.foldingRangeLimit)),
  );
  connection.onSelectionRanges(
    session.forDocument('selection ranges', none, (analysis, params) => selectionRanges(engine, analysis, params.positions)),
  );
  connection.onCodeLens(
    session.forDocument('code lenses', none, (analysis) => codeLenses(engine, analysis, session.tokens, session.locale)),
  );
  connection.languages.inlayHint.on(
    session.forDocument('inlay hints', none, (analysis, params) =>
      analysis.settings.inlayHintsEnable ? inlayHints(engine, analysis, params.range, session.locale) : [],
    ),
  );

  // atdf.formatting.enable off: the formatting requests answer with no edits.
  connection.onDocumentFormatting(
    session.forDocument('formatting', none, (analysis, params) =>
      analysis.settings.formattingEnable ? formatting(engine, analysis, params.options) : [],
    ),
  );
  connection.onDocumentRangeFormatting(
    session.forDocument('range formatting', none, (analysis, params) =>
      analysis.settings.formattingEnable ? formatting(engine, analysis, params.options, params.range) : [],
    ),
  );
  // On Enter needs no analysis (half-typed text rarely parses): only the document's lines.
  connection.onDocumentOnTypeFormatting(
    session.guard.request(
      'on-type formatting',
      async (params) => {
        const doc = session.documents.get(params.textDocument.uri);
        const language = doc && servedLanguage(doc);
        if (!doc || !language || !(await session.settings.get(doc.uri)).formattingEnable) return [];
        return onTypeFormatting(engine, doc, language, params);
      },
      none,
      (params) => params.textDocument.uri,
    ),
  );
}
