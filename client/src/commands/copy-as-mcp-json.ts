// "ATDF: Copy as MCP Tool JSON": the current ATDF document (any dialect,
// every document of a YAML stream) exported by the engine as `{"tools": [...]}`
// and put on the clipboard.
import * as vscode from 'vscode';
import { exportDocumentAsMcpJson } from '../mcp-engine';
import type { Notices } from '../notices';

export async function copyAsMcpToolJson(notices: Notices, uri?: vscode.Uri): Promise<string | undefined> {
  const document = uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
  if (!document) {
    void notices.info(vscode.l10n.t('Open an ATDF file first, then run "ATDF: Copy as MCP Tool JSON".'));
    return undefined;
  }
  const name = vscode.workspace.asRelativePath(document.uri);
  try {
    const json = exportDocumentAsMcpJson(document.getText(), document.languageId === 'json' ? 'json' : 'yaml', name);
    await vscode.env.clipboard.writeText(json.text);
    void notices.info(vscode.l10n.t('Copied {0} MCP tool(s) from {1} to the clipboard.', json.count, name));
    return json.text;
  } catch (err) {
    void notices.error(err instanceof Error ? err.message : String(err));
    return undefined;
  }
}
