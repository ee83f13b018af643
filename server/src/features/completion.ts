// textDocument/completion: the engine's completion data as LSP items, worded
// in the user's language (key documentation from core/messages/key-docs).
import {
  CompletionItemKind,
  InsertTextFormat,
  InsertTextMode,
  MarkupKind,
  type CompletionItem,
  type CompletionList,
  type Position,
} from 'vscode-languageserver';
import { type AtdfEngine, type CompletionCandidate, type FileReport, type Locale, t, keyDoc } from '../core/index';
import { toRange } from '../lsp/convert';
import type { Analysis } from '../session/analysis';

export function completion(
  engine: AtdfEngine,
  analysis: Analysis,
  position: Position,
  lastUsable: FileReport | undefined,
  locale: Locale,
): CompletionList {
  const data = analysis.report && engine.completion(analysis.report, analysis.doc.offsetAt(position), lastUsable);
  if (!data) return { isIncomplete: false, items: [] };
  const range = toRange(analysis.doc, data.replace);
  return { isIncomplete: false, items: data.items.map((c) => ({ ...itemOf(c, locale), textEdit: { range, newText: c.insertText } })) };
}

function itemOf(c: CompletionCandidate, locale: Locale): CompletionItem {
  switch (c.kind) {
    case 'key': {
      const detail = [t(locale, c.source === 'example' ? 'completion.exampleInput' : 'completion.key')];
      if (c.type) detail.push(c.type);
      if (c.required) detail.push(t(locale, 'completion.required'));
      const doc =
        c.documentation &&
        ('path' in c.documentation ? keyDoc(locale, c.documentation.path, c.documentation.description) : c.documentation.description);
      return {
        label: c.label,
        kind: CompletionItemKind.Property,
        detail: detail.join(' · '),
        documentation: doc ? { kind: MarkupKind.Markdown, value: doc } : undefined,
        sortText: c.sortText,
        filterText: c.filterText,
      };
    }
    case 'schema-keyword':
      return { label: c.label, kind: CompletionItemKind.Keyword, detail: t(locale, 'completion.schemaKeyword'), filterText: c.filterText };
    case 'value':
      return {
        label: c.label,
        kind: c.valueType === 'boolean' ? CompletionItemKind.Keyword : CompletionItemKind.EnumMember,
        detail: t(locale, 'completion.value'),
      };
    case 'snippet':
      return {
        label: c.label,
        kind: CompletionItemKind.Snippet,
        detail: t(locale, `snippet.${c.id}`),
        sortText: c.sortText,
        insertTextFormat: c.snippet ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
        // Indented by the engine for where it goes: the editor must not indent it again.
        insertTextMode: InsertTextMode.asIs,
      };
  }
}
