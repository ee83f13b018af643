// The MCP requests the commands send to the language server (the server reads,
// lists and converts; see server/src/protocol/mcp.ts), through askServer.
import type { CancellationToken, BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import {
  MCP_REQUESTS,
  type CommandLineParams,
  type CommandLineResult,
  type ConvertParams,
  type ConvertResult,
  type ExportParams,
  type ExportResult,
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
import { askServer } from './ask-server';

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

  private ask<R extends object>(method: string, params: unknown, token?: CancellationToken): Promise<R> {
    return askServer<R>(this.client, method, params, token);
  }
}
