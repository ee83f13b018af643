// `initialize` and `initialized`: what the server can do (docs/language-server.md#capabilities), what it keeps of
// the client's capabilities and options, and the registrations it makes once the client is ready.
import {
  CodeActionKind,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  TextDocumentSyncKind,
  type InitializeParams,
  type InitializeResult,
} from 'vscode-languageserver';
import { FIX_ALL_KIND } from '../features/code-actions';
import { t, toLocale } from '../core/index';
import { VERSION } from '../version';
import type { ServerSession } from './session';

export function registerInitialize(session: ServerSession): void {
  const { connection } = session;
  connection.onInitialize((params: InitializeParams): InitializeResult => {
    const options = (params.initializationOptions ?? {}) as Record<string, unknown>;
    session.locale = toLocale(options.locale ?? params.locale);
    session.folders.initialize(params);
    readByteOption(session, 'stepBytes', options.stepBytes);
    readByteOption(session, 'lintLaterBytes', options.lintLaterBytes);
    const caps = params.capabilities;
    session.client = {
      canRegisterConfiguration: caps.workspace?.didChangeConfiguration?.dynamicRegistration === true,
      canRegisterWatchers: caps.workspace?.didChangeWatchedFiles?.dynamicRegistration === true,
      hasWorkspaceFolders: caps.workspace?.workspaceFolders === true,
      canRefreshCodeLenses: caps.workspace?.codeLens?.refreshSupport === true,
      foldingRangeLimit: caps.textDocument?.foldingRange?.rangeLimit,
    };
    session.settings.configure(caps.workspace?.configuration === true, options.settings);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND] },
        completionProvider: { triggerCharacters: ['"', ':'], resolveProvider: false },
        hoverProvider: true,
        documentSymbolProvider: true,
        foldingRangeProvider: true,
        selectionRangeProvider: true,
        documentFormattingProvider: true,
        documentRangeFormattingProvider: true,
        documentOnTypeFormattingProvider: { firstTriggerCharacter: '\n' },
        inlayHintProvider: { resolveProvider: false },
        definitionProvider: true,
        referencesProvider: true,
        documentHighlightProvider: true,
        renameProvider: { prepareProvider: true },
        documentLinkProvider: { resolveProvider: false },
        codeLensProvider: { resolveProvider: false },
        workspaceSymbolProvider: true,
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
      },
      serverInfo: { name: 'atdf-language-server', version: VERSION },
    };
  });

  connection.onInitialized(() => {
    if (session.client.canRegisterConfiguration) {
      void connection.client.register(DidChangeConfigurationNotification.type, { section: 'atdf' });
    }
    if (session.client.canRegisterWatchers) {
      void connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: [{ globPattern: '**/*.atdf.{yaml,yml,json}' }, { globPattern: '**/.atdfrc.{yaml,yml,json}' }],
      });
    }
    if (session.client.hasWorkspaceFolders) {
      connection.workspace.onDidChangeWorkspaceFolders((event) => {
        session.folders.changed(event);
        session.configChanged(); // the folders are where config lookups stop
      });
    }
  });
}

/**
 * A size in the options: `stepBytes`, the steps in which a big fresh stream is validated (tests use a huge value to
 * compare with one pass); `lintLaterBytes`, from which size such a stream's first publish does not wait for its lint.
 */
function readByteOption(session: ServerSession, name: 'stepBytes' | 'lintLaterBytes', value: unknown): void {
  if (value === undefined) return;
  if (Number.isSafeInteger(value) && (value as number) >= 1) session[name] = value as number;
  else
    session.log(
      t(session.locale, 'log.badOption', {
        name,
        value: JSON.stringify(value) ?? String(value),
        expected: 'a whole number ≥ 1',
      }),
    );
}
