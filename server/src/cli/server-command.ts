// The `--command "CMD ARGS"` of import-mcp and test: argv to start, and the
// line messages show, with the values given by --env and token-looking
// arguments hidden (core/mcp/redact.ts).
import type { AtdfEngine, Redaction } from '../core/index';
import { displayCommand } from '../mcp-live/list-tools';

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
