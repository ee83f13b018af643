// The server's side of "ATDF: Import MCP Tool..." (custom requests, see
// protocol/mcp.ts): it reads the sources (a JSON file, JSON text, the
// workspace folders' .vscode/mcp.json), starts and lists live MCP servers
// (mcp-live/, stopped at the deadline or when the client cancels), and
// converts the chosen tools with the engine. What the client decides (trust,
// consent, where to write) is not checked again here: the client asks only
// once it has.
import { promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { CancellationToken } from 'vscode-languageserver/node';
import { McpInputError, type AtdfEngine, type McpTool } from '../core/index';
import { displayCommand, listToolsFromCommand, McpServerError } from '../mcp-live/list-tools';
import type {
  CommandLineParams,
  CommandLineResult,
  ConvertParams,
  ConvertResult,
  Failure,
  ListToolsParams,
  ListToolsResult,
  ServersParams,
  ServersResult,
} from '../protocol/mcp';

/** The stdio servers of each folder's .vscode/mcp.json (a folder without one has none). */
export async function mcpServers(engine: AtdfEngine, params: ServersParams): Promise<ServersResult | Failure> {
  const result: ServersResult = { servers: [], skipped: [] };
  for (const folder of params.folders) {
    let text: string;
    try {
      text = new TextDecoder().decode(await fs.readFile(path.join(folder.path, '.vscode', 'mcp.json')));
    } catch {
      continue; // no mcp.json in this folder
    }
    const read = known(() =>
      engine.mcp.readConfig(text, { workspaceFolder: folder.path, userHome: os.homedir(), env: process.env, source: folder.configLabel }),
    );
    if ('error' in read) return read;
    for (const s of read.value) {
      if (s.skipped) result.skipped.push(`${folder.configLabel}: server "${s.name}" is skipped: ${s.skipped}`);
      else {
        const server = { name: s.name, command: s.command, args: s.args, env: s.env, cwd: s.cwd ?? folder.path };
        result.servers.push({ ...server, commandLine: displayCommand(server.command, server.args) });
      }
    }
  }
  return result;
}

/** Splits a typed command line (no shell), or shows argv as a command line. */
export function commandLine(engine: AtdfEngine, params: CommandLineParams): CommandLineResult | Failure {
  const argv = 'line' in params ? known(() => engine.mcp.splitCommandLine(params.line)) : { value: [params.command, ...params.args] };
  if ('error' in argv) return argv;
  const [command, ...args] = argv.value;
  return { command, args, commandLine: displayCommand(command, args) };
}

export async function listTools(engine: AtdfEngine, params: ListToolsParams, token: CancellationToken): Promise<ListToolsResult | Failure> {
  if (params.source === 'server') {
    const abort = new AbortController();
    const cancelled = token.onCancellationRequested(() => abort.abort());
    try {
      const { command, args, env, cwd } = params.server;
      return { tools: await listToolsFromCommand({ command, args, env, cwd, timeoutMs: params.timeoutMs, signal: abort.signal }) };
    } catch (err) {
      return failure(err);
    } finally {
      cancelled.dispose();
    }
  }
  if (params.source === 'text') return toolsOf(known(() => engine.mcp.readTools(params.text, params.label).tools));
  let bytes: Uint8Array;
  try {
    bytes = await fs.readFile(params.path);
  } catch (err) {
    return { error: `cannot read "${params.path}": ${(err as NodeJS.ErrnoException).code ?? String(err)}` };
  }
  return toolsOf(known(() => engine.mcp.readTools(bytes, params.path).tools));
}

/** One ATDF file per tool; tools whose file would not validate are refused, one line each. */
export function convertTools(engine: AtdfEngine, params: ConvertParams): ConvertResult | Failure {
  const files = known(() => engine.mcp.importTools(params.tools as McpTool[], { dialect: params.dialect, source: params.source }));
  if ('error' in files) return files;
  return { files: files.value.map((f) => ({ fileName: f.fileName, text: f.text })) };
}

function toolsOf(read: { value: McpTool[] } | Failure): ListToolsResult | Failure {
  return 'error' in read ? read : { tools: read.value };
}

/** Runs `f`; a bad input or a failing server (the errors the engine and mcp-live report on purpose) becomes `{error}`. */
function known<T>(f: () => T): { value: T } | Failure {
  try {
    return { value: f() };
  } catch (err) {
    return failure(err);
  }
}

function failure(err: unknown): Failure {
  if (err instanceof McpInputError || err instanceof McpServerError) return { error: err.message };
  throw err; // a bug: the request guard logs it and answers with its own failure
}
