// "ATDF: Validate this file as ATDF": switches the active YAML or JSON file to
// the `atdf` language, so the language server validates it (an .atdf.json file
// is validated already, whatever its language mode says).
import * as vscode from 'vscode';
import type { Notices } from '../notices';

export async function validateAsAtdf(notices: Notices, uri?: vscode.Uri): Promise<vscode.TextDocument | undefined> {
  const document = uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
  if (!document) {
    void notices.info(vscode.l10n.t('Open a YAML or JSON file first, then run "ATDF: Validate this file as ATDF".'));
    return undefined;
  }
  if (document.languageId === 'atdf') return document;
  return vscode.languages.setTextDocumentLanguage(document, 'atdf');
}
