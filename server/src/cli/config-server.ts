// `atdf test --server NAME`: the server of the current folder's
// .vscode/mcp.json of that name, read by the engine's reader (JSONC,
// `${workspaceFolder}`, `${userHome}` and `${env:NAME}` resolved) as "ATDF:
// Import MCP Tool..." reads it; it runs in its `cwd`, else in the folder.
import * as os from 'node:os';
import * as path from 'node:path';
import { McpInputError, type AtdfEngine, type Redaction } from '../core/index';
import { readInputFile } from './read-input';
import { UsageError } from './usage-error';

export interface ConfiguredServer {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  /** The values that came from `${env:...}`, shown as the variable (core/mcp/redact.ts). */
  redact?: Redaction[];
}

export const MCP_CONFIG_PATH = path.join('.vscode', 'mcp.json');

export function configuredServer(engine: AtdfEngine, name: string, folder = process.cwd()): ConfiguredServer {
  const file = path.join(folder, MCP_CONFIG_PATH);
  const text = new TextDecoder().decode(readInputFile(file));
  let servers;
  try {
    servers = engine.mcp.readConfig(text, { workspaceFolder: folder, userHome: os.homedir(), env: process.env, source: file });
  } catch (err) {
    if (err instanceof McpInputError) throw new UsageError(err.message);
    throw err;
  }
  const server = servers.find((s) => s.name === name);
  if (server === undefined) {
    const names = servers.map((s) => `"${s.name}"`).join(', ') || 'none';
    throw new UsageError(`${file} has no server "${name}" (it has: ${names})`);
  }
  if (server.skipped !== undefined) throw new UsageError(`${file}: server "${name}" cannot be started: ${server.skipped}`);
  const { command, args, env, redact } = server;
  return { command, args, env, cwd: path.resolve(folder, server.cwd ?? '.'), ...(redact ? { redact } : {}) };
}
