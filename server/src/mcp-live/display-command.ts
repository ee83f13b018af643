// How a server's command line is shown in messages and logs (never run from
// this text): secrets hidden by core/mcp/redact.ts, odd arguments quoted.
import { redactArgs, type Redaction } from '../core/index';

/** Renders the command line for messages and logs: `node server.js --flag`, with secrets hidden (redact.ts). */
export function displayCommand(command: string, args: readonly string[] = [], redact: readonly Redaction[] = []): string {
  return (
    redactArgs([command, ...args], redact)
      // `***` and `${env:NAME}` (what redaction writes) stay bare: the line is shown, never run.
      .map((a) => (/^[\w@%+=:,./*${}-]+$/.test(a) ? a : JSON.stringify(a)))
      .join(' ')
  );
}
