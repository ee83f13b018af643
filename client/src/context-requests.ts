// The context request the preview and the status bar send to the language
// server (server/src/protocol/context.ts): the server exports and counts, the
// client shows. An answer `{error}`, or a server that is not running, becomes
// an Error with one message to show.
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { CONTEXT_REQUESTS, type Failure, type PreviewParams, type PreviewResult } from '../../server/src/protocol/context';

export async function requestPreview(client: LanguageClient, params: PreviewParams): Promise<PreviewResult> {
  let answer: PreviewResult | Failure;
  try {
    answer = await client.sendRequest<PreviewResult | Failure>(CONTEXT_REQUESTS.preview, params);
  } catch (err) {
    throw new Error(
      vscode.l10n.t(
        'The ATDF language server did not answer ({0}). Run "ATDF: Restart Language Server" and try again.',
        err instanceof Error ? err.message : String(err),
      ),
      { cause: err },
    );
  }
  if ('error' in answer) throw new Error(answer.error);
  return answer;
}
