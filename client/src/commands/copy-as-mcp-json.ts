// "ATDF: Copy as MCP Tool JSON": the current ATDF document (any dialect, every
// document of a YAML stream), exported by the language server as
// `{"tools": [...]}`, put on the clipboard.
import * as vscode from 'vscode';
import type { McpRequests } from '../mcp-requests';
import type { Notices } from '../notices';

export async function copyAsMcpToolJson(mcp: McpRequests, notices: Notices, uri?: vscode.Uri): Promise<string | undefined> {
  const document = uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
  if (!document) {
    void notices.info(vscode.l10n.t('Open an ATDF file first, then run "ATDF: Copy as MCP Tool JSON".'));
    return undefined;
  }
  const name = vscode.workspace.asRelativePath(document.uri);
  try {
    const exported = await mcp.export({ text: document.getText(), language: document.languageId === 'json' ? 'json' : 'yaml', name });
    await vscode.env.clipboard.writeText(exported.json);
    void notices.info(vscode.l10n.t('Copied {0} MCP tool(s) from {1} to the clipboard.', exported.count, name));
    return exported.json;
  } catch (err) {
    void notices.error(err instanceof Error ? err.message : String(err));
    return undefined;
  }
}
