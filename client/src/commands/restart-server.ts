// "ATDF: Restart Language Server": a fresh server process, and a fresh crash
// budget (so a server that had been given up on comes back).
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import type { CrashPolicy } from '../crash-policy';
import type { Notices } from '../notices';

export async function restartServer(client: LanguageClient, policy: CrashPolicy, notices: Notices): Promise<void> {
  policy.reset();
  try {
    if (client.isRunning()) await client.restart();
    else await client.start();
  } catch (err) {
    void notices.error(vscode.l10n.t('The ATDF language server could not be started: {0}', errorText(err)));
  }
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
