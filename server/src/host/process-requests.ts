// The requests that start processes, registered only where processes can be
// started (Node; see host.ts): MCP import's sources and live listing
// (protocol/mcp.ts) and the Test Explorer's examples and runs
// (protocol/contract.ts). A bug is answered with one message, never silence.
import type { CancellationToken } from 'vscode-languageserver';
import { listExamples, runExamples } from '../features/contract-tests';
import { commandLine, convertTools, listTools, mcpServers } from '../features/mcp-import';
import { t } from '../core/index';
import { CONTRACT_REQUESTS, type ExamplesParams, type RunParams } from '../protocol/contract';
import {
  MCP_REQUESTS,
  type CommandLineParams,
  type ConvertParams,
  type Failure,
  type ListToolsParams,
  type ServersParams,
} from '../protocol/mcp';
import type { ProcessRequestContext } from './host';

export function registerProcessRequests({ connection, engine, locale, guard }: ProcessRequestContext): void {
  const failure = (): Failure => ({ error: t(locale(), 'mcp.requestFailed') });
  connection.onRequest(
    MCP_REQUESTS.servers,
    guard.request('MCP servers', (params: ServersParams) => mcpServers(engine, params), failure),
  );
  connection.onRequest(
    MCP_REQUESTS.commandLine,
    guard.request('MCP command line', (params: CommandLineParams) => commandLine(engine, params), failure),
  );
  connection.onRequest(
    MCP_REQUESTS.listTools,
    guard.request('MCP tools', (params: ListToolsParams, token: CancellationToken) => listTools(engine, params, token), failure),
  );
  connection.onRequest(
    MCP_REQUESTS.convert,
    guard.request('MCP import', (params: ConvertParams) => convertTools(engine, params), failure),
  );
  connection.onRequest(
    CONTRACT_REQUESTS.examples,
    guard.request(
      'examples',
      (params: ExamplesParams) => listExamples(engine, params),
      () => ({ examples: [] }),
    ),
  );
  connection.onRequest(
    CONTRACT_REQUESTS.run,
    guard.request('example run', (params: RunParams, token: CancellationToken) => runExamples(engine, params, token), failure),
  );
}
