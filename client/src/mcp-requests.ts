// The MCP requests the commands send to the language server (the server reads,
// lists and converts; see server/src/protocol/mcp.ts). An answer `{error}`, or
// a server that is not running, becomes an Error with one message to show.
import * as vscode from 'vscode';
import type { CancellationToken, LanguageClient } from 'vscode-languageclient/node';
import {
  MCP_REQUESTS,
  type CommandLineParams,
  type CommandLineResult,
  type ConvertParams,
  type ConvertResult,
  type ExportParams,
  type ExportResult,
  type Failure,
  type ListToolsParams,
  type ListToolsResult,
  type ServersParams,
  type ServersResult,
} from '../../server/src/protocol/mcp';
import {
  CONTRACT_REQUESTS,
  type ExamplesParams,
  type ExamplesResult,
  type RunParams,
  type RunResult,
} from '../../server/src/protocol/contract';

export class McpRequests {
  constructor(private readonly client: LanguageClient) {}

  servers(params: ServersParams): Promise<ServersResult> {
    return this.ask(MCP_REQUESTS.servers, params);
  }

  commandLine(params: CommandLineParams): Promise<CommandLineResult> {
    return this.ask(MCP_REQUESTS.commandLine, params);
  }

  /** Cancelling the token stops a live MCP server the server has started. */
  listTools(params: ListToolsParams, token?: CancellationToken): Promise<ListToolsResult> {
    return this.ask(MCP_REQUESTS.listTools, params, token);
  }

  convert(params: ConvertParams): Promise<ConvertResult> {
    return this.ask(MCP_REQUESTS.convert, params);
  }

  export(params: ExportParams): Promise<ExportResult> {
    return this.ask(MCP_REQUESTS.export, params);
  }

  /** A document's examples with their ranges (Test Explorer). */
  examples(params: ExamplesParams): Promise<ExamplesResult> {
    return this.ask(CONTRACT_REQUESTS.examples, params);
  }

  /** Runs examples against a live MCP server the language server starts; cancelling the token stops it. */
  runExamples(params: RunParams, token?: CancellationToken): Promise<RunResult> {
    return this.ask(CONTRACT_REQUESTS.run, params, token);
  }

  private async ask<R extends object>(method: string, params: unknown, token?: CancellationToken): Promise<R> {
    let answer: R | Failure;
    try {
      // (No token argument when there is none: an `undefined` would be sent as a second parameter.)
      answer = token
        ? await this.client.sendRequest<R | Failure>(method, params, token)
        : await this.client.sendRequest<R | Failure>(method, params);
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
}
