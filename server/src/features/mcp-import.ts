// The server's side of "ATDF: Import MCP Tool..." (custom requests, see
// protocol/mcp.ts): it reads the sources (a JSON file, JSON text, the
// workspace folders' .vscode/mcp.json), starts and lists live MCP servers
// (mcp-live/, stopped at the deadline or when the client cancels), and
// converts the chosen tools with the engine. What the client decides (trust,
// consent, where to write) is not checked again here: the client asks only
// once it has.
import * as os from 'node:os';
import * as path from 'node:path';
import type { CancellationToken } from 'vscode-languageserver';
import {
  MAX_IMPORTED_STRING_LENGTH,
  MAX_TOOLS_INPUT_BYTES,
  McpInputError,
  TOOL_ORDER_FILE,
  type AtdfEngine,
  type CutString,
  type McpTool,
  type SkippedTool,
  type ToolsDocument,
  t,
} from '../core/index';
import { readBounded, refusalText, type BoundedRead } from '../files/read-bounded';
import { displayCommand } from '../mcp-live/display-command';
import { McpServerError } from '../mcp-live/errors';
import { listToolsFromCommand } from '../mcp-live/list-tools';
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

/** A .vscode/mcp.json is a few KB; one over this is not a configuration to start servers from. */
const MAX_CONFIG_BYTES = 1024 * 1024;

/** The stdio servers of each folder's .vscode/mcp.json (a folder without one has none). */
export async function mcpServers(engine: AtdfEngine, params: ServersParams): Promise<ServersResult | Failure> {
  const result: ServersResult = { servers: [], skipped: [] };
  for (const folder of params.folders) {
    const configPath = path.join(folder.path, '.vscode', 'mcp.json');
    let config: BoundedRead;
    try {
      config = await readBounded(configPath, MAX_CONFIG_BYTES);
    } catch {
      continue; // no mcp.json in this folder
    }
    if (config.kind !== 'ok') return { error: `cannot read "${configPath}": ${refusalText(config)}` };
    const text = new TextDecoder().decode(config.bytes);
    const read = known(() =>
      engine.mcp.readConfig(text, { workspaceFolder: folder.path, userHome: os.homedir(), env: process.env, source: folder.configLabel }),
    );
    if ('error' in read) return read;
    for (const s of read.value) {
      if (s.skipped) result.skipped.push(`${folder.configLabel}: server "${s.name}" is skipped: ${s.skipped}`);
      else {
        const server = { name: s.name, command: s.command, args: s.args, env: s.env, cwd: s.cwd ?? folder.path, redact: s.redact };
        result.servers.push({ ...server, commandLine: displayCommand(server.command, server.args, s.redact) });
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
  return { command, args, commandLine: displayCommand(command, args, 'redact' in params ? params.redact : undefined) };
}

export async function listTools(engine: AtdfEngine, params: ListToolsParams, token: CancellationToken): Promise<ListToolsResult | Failure> {
  const options = { skipInvalid: params.skipInvalid === true };
  if (params.source === 'server') {
    const abort = new AbortController();
    const cancelled = token.onCancellationRequested(() => abort.abort());
    const skipped: SkippedTool[] = [];
    const onSkipped = options.skipInvalid ? (bad: SkippedTool[]) => skipped.push(...bad) : undefined;
    const cut: CutString[] = [];
    try {
      const { command, args, env, cwd, redact } = params.server;
      const tools = await listToolsFromCommand({
        command,
        args,
        env,
        cwd,
        redact,
        timeoutMs: params.timeoutMs,
        signal: abort.signal,
        onSkipped,
        onCut: (more) => cut.push(...more),
      });
      const label = displayCommand(command, args, redact);
      return { tools, skipped, cut: cutLines(label, cut), names: engine.mcp.nameWarnings(tools, label) };
    } catch (err) {
      return failure(err);
    } finally {
      cancelled.dispose();
    }
  }
  if (params.source === 'text')
    return toolsOf(
      engine,
      params.label,
      known(() => engine.mcp.readTools(params.text, params.label, options)),
    );
  let read: BoundedRead;
  try {
    read = await readBounded(params.path, MAX_TOOLS_INPUT_BYTES);
  } catch (err) {
    return { error: `cannot read "${params.path}": ${(err as NodeJS.ErrnoException).code ?? String(err)}` };
  }
  if (read.kind !== 'ok') return { error: `cannot read "${params.path}": ${refusalText(read)}` };
  const { bytes } = read;
  return toolsOf(
    engine,
    params.path,
    known(() => engine.mcp.readTools(bytes, params.path, options)),
  );
}

/**
 * One ATDF file per tool, and the order file. Tools whose file would not
 * validate are refused, one line each; with `skipInvalid` the others are
 * converted and the refused ones listed.
 */
export function convertTools(engine: AtdfEngine, params: ConvertParams): ConvertResult | Failure {
  const tools = params.tools as McpTool[];
  const options = { dialect: params.dialect, source: params.source };
  const converted = known(() =>
    params.skipInvalid
      ? engine.mcp.importToolsSkippingInvalid(tools, options)
      : { files: engine.mcp.importTools(tools, options), skipped: [] },
  );
  if ('error' in converted) return converted;
  const { files, skipped } = converted.value;
  return {
    files: files.map((f) => ({ fileName: f.fileName, text: f.text })),
    toolOrder: { fileName: TOOL_ORDER_FILE, text: engine.mcp.toolOrderText(files.map((f) => f.toolName)) },
    skipped,
  };
}

function toolsOf(engine: AtdfEngine, source: string, read: { value: ToolsDocument } | Failure): ListToolsResult | Failure {
  if ('error' in read) return read;
  const { tools, skipped, cut } = read.value;
  return { tools, skipped, cut: cutLines(source, cut), names: engine.mcp.nameWarnings(tools, source) };
}

/** The warnings of the strings an import cut, one line each (in English, like the other import messages). */
function cutLines(source: string, cuts: readonly CutString[]): string[] {
  return cuts.map((c) =>
    t('en', 'mcp.stringCut', { source, tool: c.toolName, pointer: c.pointer, length: c.length, limit: MAX_IMPORTED_STRING_LENGTH }),
  );
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
