// One request to the language server for a command: an answer `{error}`, or a
// server that is not running, becomes an Error with one message to show.
import * as vscode from 'vscode';
import type { CancellationToken, BaseLanguageClient as LanguageClient } from 'vscode-languageclient';

export async function askServer<R extends object>(
  client: LanguageClient,
  method: string,
  params: unknown,
  token?: CancellationToken,
): Promise<R> {
  let answer: R | { error: string };
  try {
    // (No token argument when there is none: an `undefined` would be sent as a second parameter.)
    answer = token
      ? await client.sendRequest<R | { error: string }>(method, params, token)
      : await client.sendRequest<R | { error: string }>(method, params);
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
