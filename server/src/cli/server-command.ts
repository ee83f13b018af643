// The `--command "CMD ARGS"` of import-mcp and test: argv to start, and the
// line messages show, with the values given by --env and token-looking
// arguments hidden (core/mcp/redact.ts); and the --env and --timeout options
// both commands read the same way.
import type { AtdfEngine, Redaction } from '../core/index';
import { displayCommand } from '../mcp-live/display-command';
import { MAX_TIMEOUT_MS } from '../mcp-live/live-server';
import { UsageError } from './usage-error';

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
