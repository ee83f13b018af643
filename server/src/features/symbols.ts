// textDocument/documentSymbol: the engine's outline as LSP document symbols,
// the groups named in the user's language.
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver';
import { type AtdfEngine, type Locale, type OutlineSymbol, t } from '../core/index';
import { toRange } from '../lsp/convert';
import type { Analysis } from '../session/analysis';

const KIND: Record<OutlineSymbol['kind'], SymbolKind> = {
  tool: SymbolKind.Class,
  inputs: SymbolKind.Namespace,
  outputs: SymbolKind.Namespace,
  failures: SymbolKind.Namespace,
  examples: SymbolKind.Namespace,
  input: SymbolKind.Field,
  success: SymbolKind.Event,
  error: SymbolKind.Event,
  failure: SymbolKind.EnumMember,
  example: SymbolKind.Object,
};

/** Nodes that hold others (a leaf has no `children` at all). */
const HOLDERS = new Set<OutlineSymbol['kind']>(['tool', 'inputs', 'outputs', 'failures', 'examples']);

export function documentSymbols(engine: AtdfEngine, analysis: Analysis, locale: Locale, maxSymbols?: number): DocumentSymbol[] {
  if (!analysis.report) return [];
  const toSymbol = (s: OutlineSymbol): DocumentSymbol => ({
    name: nameOf(s, locale),
    detail: s.kind === 'tool' && s.dialect ? t(locale, `dialect.${s.dialect}`) : s.detail,
    kind: KIND[s.kind],
    range: toRange(analysis.doc, s.span),
    selectionRange: toRange(analysis.doc, s.selection),
    ...(HOLDERS.has(s.kind) ? { children: s.children.map(toSymbol) } : {}),
  });
  return engine.outline(analysis.report, maxSymbols).map(toSymbol);
}

function nameOf(s: OutlineSymbol, locale: Locale): string {
  switch (s.kind) {
    case 'tool':
      return s.name || t(locale, 'symbol.unnamed');
    case 'input':
    case 'failure':
      return s.name || '""';
    case 'example':
      return t(locale, 'symbol.example', { n: s.number ?? 0 });
    case 'inputs':
      return t(locale, 'symbol.inputs');
    case 'outputs':
      return t(locale, 'symbol.outputs');
    case 'failures':
      return t(locale, 'symbol.failures');
    case 'examples':
      return t(locale, 'symbol.examples');
    case 'success':
      return t(locale, 'symbol.success');
    case 'error':
      return t(locale, 'symbol.error');
  }
}
