// Reads the MCP servers of a workspace's `.vscode/mcp.json` (JSONC):
// `{"servers": {"name": {"type"?: "stdio", "command", "args", "env", "cwd"}}}`
// (`mcpServers`, the Claude Desktop spelling, is accepted too). Only stdio
// servers can be spawned to list their tools; every other entry is returned
// with the reason it is skipped, so the UI can show it.
import { hasOwn, isObject } from '../json-value';
import { kindOf } from './json';
import { readJsonText } from './read-json';
import type { Redaction } from './redact';
import { McpInputError } from './types';

export interface McpServerConfig {
  name: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
  /** The values that came from `${env:...}`, to be shown as the variable wherever the command line is shown (redact.ts). */
  redact?: Redaction[];
  /** Why this server cannot be imported from (then `command` may be ''). */
  skipped?: string;
}

export interface McpConfigOptions {
  /** Replaces `${workspaceFolder}`. */
  workspaceFolder?: string;
  /** Replaces `${userHome}`. */
  userHome?: string;
  /** Replaces `${env:NAME}`. */
  env?: Record<string, string | undefined>;
  /** Name of the file, for messages. */
  source?: string;
}

class Unresolved extends Error {}

function substitute(text: string, options: McpConfigOptions, redact: Redaction[]): string {
  return text.replace(/\$\{([^}]*)\}/g, (whole, name: string) => {
    if (name === 'workspaceFolder' && options.workspaceFolder !== undefined) return options.workspaceFolder;
    if (name === 'userHome' && options.userHome !== undefined) return options.userHome;
    if (name.startsWith('env:') && options.env) {
      const value = options.env[name.slice(4)] ?? '';
      if (value !== '' && !redact.some((r) => r.value === value)) redact.push({ value, as: whole });
      return value;
    }
    if (name.startsWith('input:')) throw new Unresolved(`uses ${whole}, which only VS Code's own MCP support can ask for`);
    throw new Unresolved(`uses ${whole}, which cannot be resolved here`);
  });
}

function readServer(name: string, entry: unknown, options: McpConfigOptions): McpServerConfig {
  const skip = (reason: string): McpServerConfig => ({ name, command: '', args: [], env: {}, skipped: reason });
  if (!isObject(entry)) return skip(`its entry is ${kindOf(entry)}, expected an object`);
  const type = entry.type;
  if (type !== undefined && type !== 'stdio')
    return skip(`it is a "${String(type)}" server; only stdio servers can be started to list their tools`);
  if (hasOwn(entry, 'url') && !hasOwn(entry, 'command'))
    return skip('it is a remote (url) server; only stdio servers can be started to list their tools');
  if (typeof entry.command !== 'string' || entry.command.trim() === '') return skip('it has no "command"');
  if (entry.args !== undefined && !(Array.isArray(entry.args) && entry.args.every((a) => typeof a === 'string' || typeof a === 'number'))) {
    return skip('"args" is not a list of strings');
  }
  if (entry.env !== undefined && !isObject(entry.env)) return skip('"env" is not an object');
  if (entry.cwd !== undefined && typeof entry.cwd !== 'string') return skip('"cwd" is not a string');
  const redact: Redaction[] = [];
  const sub = (text: string) => substitute(text, options, redact);
  try {
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(entry.env ?? {})) {
      if (value === null) continue; // VS Code: null unsets the variable
      if (typeof value !== 'string' && typeof value !== 'number') return skip(`"env.${key}" is ${kindOf(value)}, expected a string`);
      env[key] = sub(String(value));
    }
    return {
      name,
      command: sub(entry.command),
      args: ((entry.args as unknown[]) ?? []).map((a) => sub(String(a))),
      env,
      ...(typeof entry.cwd === 'string' ? { cwd: sub(entry.cwd) } : {}),
      ...(redact.length > 0 ? { redact } : {}),
    };
  } catch (err) {
    if (err instanceof Unresolved) return skip(err.message);
    throw err;
  }
}

/** The servers of an mcp.json text, in file order. Throws McpInputError when the file is unusable. */
export function readMcpConfig(jsonText: string, options: McpConfigOptions = {}): McpServerConfig[] {
  const source = options.source ?? 'mcp.json';
  const value = readJsonText(jsonText, source, 'jsonc');
  if (!isObject(value)) throw new McpInputError(`${source}: is ${kindOf(value)}, expected an object with "servers"`);
  const servers = hasOwn(value, 'servers') ? value.servers : value.mcpServers;
  if (servers === undefined) throw new McpInputError(`${source}: has no "servers" object`);
  if (!isObject(servers)) throw new McpInputError(`${source}: "servers" is ${kindOf(servers)}, expected an object`);
  return Object.entries(servers).map(([name, entry]) => readServer(name, entry, options));
}
