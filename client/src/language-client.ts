// Starts the ATDF language server (dist/server.js) over Node IPC and keeps it
// alive: a crashed or killed server is restarted, and the user is told once
// (see crash-policy.ts), not once per crash.
import * as vscode from 'vscode';
import {
  CloseAction,
  ErrorAction,
  LanguageClient,
  TransportKind,
  type CloseHandlerResult,
  type ErrorHandler,
  type ErrorHandlerResult,
  type LanguageClientOptions,
  type ServerOptions,
} from 'vscode-languageclient/node';
import { CLIENT_ID, CLIENT_NAME, DOCUMENT_SELECTOR } from './client-ids';
import { CrashPolicy } from './crash-policy';
import type { Notices } from './notices';

export { CLIENT_ID, CLIENT_NAME, DOCUMENT_SELECTOR };

export function createLanguageClient(
  context: vscode.ExtensionContext,
  outputChannel: vscode.LogOutputChannel,
  notices: Notices,
  policy: CrashPolicy,
): LanguageClient {
  const module = context.asAbsolutePath('dist/server.js');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    // The server pulls `atdf.*` with workspace/configuration; this also sends
    // didChangeConfiguration so that changed settings apply without a reload.
    synchronize: { configurationSection: 'atdf' },
    outputChannel,
    errorHandler: new AnnounceOnceErrorHandler(policy, notices),
  };
  // `atdf.trace.server` is read by the client library itself (it is `<id>.trace.server`).
  return new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions, clientOptions);
}

class AnnounceOnceErrorHandler implements ErrorHandler {
  constructor(
    private readonly policy: CrashPolicy,
    private readonly notices: Notices,
  ) {}

  error(_error: Error, _message: unknown, count: number | undefined): ErrorHandlerResult {
    // A few broken messages are survivable; a stream of them means the connection is gone.
    return { action: count !== undefined && count <= 3 ? ErrorAction.Continue : ErrorAction.Shutdown, handled: true };
  }

  closed(): CloseHandlerResult {
    const decision = this.policy.onCrash(Date.now());
    if (decision.notice === 'restarted') {
      void this.notices.warning(
        vscode.l10n.t('The ATDF language server stopped unexpectedly and was restarted. Details are in the output "{0}".', CLIENT_NAME),
      );
    } else if (decision.notice === 'gave-up') {
      void this.notices.error(
        vscode.l10n.t(
          'The ATDF language server keeps stopping, so it was not restarted again. See the output "{0}", then run "ATDF: Restart Language Server".',
          CLIENT_NAME,
        ),
      );
    }
    // `handled: true`: the library must not add its own popup on top of ours.
    return decision.restart ? { action: CloseAction.Restart, handled: true } : { action: CloseAction.DoNotRestart, handled: true };
  }
}
