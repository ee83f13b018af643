// The MCP server a command talks to (import-mcp, test, proxy), read the same
// way by each: the options that say which (--command, --server, --env, --cwd,
// --timeout), the checks of how they combine, and what to start: the
// `--command "CMD ARGS"` line split (no shell) with the values given by --env
// and token-looking arguments hidden in messages (core/mcp/redact.ts), or the
// --server of .vscode/mcp.json.
import type { AtdfEngine, Redaction } from '../core/index';
import { displayCommand } from '../mcp-live/display-command';
import { MAX_TIMEOUT_MS } from '../mcp-live/live-server';
import { configuredServer, MCP_CONFIG_PATH } from './config-server';
import { UsageError } from './usage-error';

/** What the server options say. */
export interface ServerOptions {
  command?: string;
  server?: string;
  env: Record<string, string>;
  cwd?: string;
  timeoutMs: number;
}

/**
 * Reads `name` into `into` when it is one of the server options (`--server` only `withServer`): true when it
 * was, so a command's own option loop goes on to the next argument.
 */
export function takeServerOption(into: ServerOptions, name: string, value: () => string, withServer = true): boolean {
  switch (name) {
    case '--command':
      into.command = value();
      return true;
    case '--server':
      if (!withServer) return false;
      into.server = value();
      return true;
    case '--env':
      addEnvOption(into.env, value());
      return true;
    case '--cwd':
      into.cwd = value();
      return true;
    case '--timeout':
      into.timeoutMs = timeoutOption(value());
      return true;
  }
  return false;
}

/** One of --command and --server, and --env/--cwd only with --command; `purpose` ends the "is required" message. */
export function checkServerChoice(options: ServerOptions, purpose: string): void {
  if (options.command === undefined && options.server === undefined)
    throw new UsageError(`--command "CMD ARGS" or --server NAME is required (${purpose})`);
  if (options.command !== undefined && options.server !== undefined) throw new UsageError('give --command or --server, not both');
  if (options.server !== undefined && (Object.keys(options.env).length > 0 || options.cwd !== undefined))
    throw new UsageError('--env and --cwd go with --command; a --server takes them from .vscode/mcp.json');
}

/** What to start, and `server`, how reports name it. */
export interface ServerToStart {
  server: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
  redact: Redaction[];
}

/** The --command line split (no shell), or the --server of .vscode/mcp.json (UsageError when it has none). */
export function serverToStart(engine: AtdfEngine, options: ServerOptions): ServerToStart {
  if (options.server !== undefined) {
    const configured = configuredServer(engine, options.server);
    const redact = configured.redact ?? [];
    const line = displayCommand(configured.command, configured.args, redact);
    return { server: `server "${options.server}" of ${MCP_CONFIG_PATH} (${line})`, ...configured, redact };
  }
  const { command, args, redact, source } = serverCommand(engine, options.command ?? '', options.env);
  return { server: source, command, args, env: options.env, redact, ...(options.cwd === undefined ? {} : { cwd: options.cwd }) };
}

export interface ServerCommand {
  command: string;
  args: string[];
  redact: Redaction[];
  /** `server "npx -y server-github --token ***"`, for messages. */
  source: string;
}

/** Throws McpInputError when the line cannot be split. */
export function serverCommand(engine: AtdfEngine, line: string, env: Record<string, string>): ServerCommand {
  const [command, ...args] = engine.mcp.splitCommandLine(line);
  const redact = Object.entries(env).map(([name, value]) => ({ value, as: `\${env:${name}}` }));
  return { command, args, redact, source: `server "${displayCommand(command, args, redact)}"` };
}

/** `--env NAME=VALUE`: adds the pair to `env`. */
export function addEnvOption(env: Record<string, string>, pair: string): void {
  const at = pair.indexOf('=');
  if (at <= 0) throw new UsageError(`--env expects NAME=VALUE, got "${pair}"`);
  env[pair.slice(0, at)] = pair.slice(at + 1);
}

/** `--timeout MS`: a whole number from 1 to what a Node timer can hold (past it, a timer fires after 1 ms). */
export function timeoutOption(text: string): number {
  const ms = Number(text);
  if (!/^\d+$/.test(text) || ms <= 0 || ms > MAX_TIMEOUT_MS)
    throw new UsageError(`--timeout expects a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS} (about 24 days), got "${text}"`);
  return ms;
}
