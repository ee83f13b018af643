// workspace/symbol: every tool of the workspace (open documents and the files
// indexed from disk) whose name matches the query, with its dialect and file.
import { SymbolKind, type SymbolInformation } from 'vscode-languageserver';
import { type Locale, type Workspace, t } from '../core/index';

export function workspaceSymbols(workspace: Workspace, query: string, locale: Locale): SymbolInformation[] {
  return workspace.toolSymbols(query).map((s) => ({
    name: s.name,
    kind: SymbolKind.Class,
    containerName: s.dialect ? `${t(locale, `dialect.${s.dialect}`)} · ${s.label}` : s.label,
    location: { uri: s.uri, range: s.range },
  }));
}
