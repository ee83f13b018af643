// The vocabulary of `atdf proxy` (docs/proxy.md): what a call came to, and a
// problem found in its arguments or its result, located by a JSON pointer.

/** enforce: refuse what breaks the ATDF files; report: pass everything through and log what would have been refused. */
export type ProxyMode = 'enforce' | 'report';

/** What one tools/call came to, as the log and replay name it. */
export type Verdict = 'ok' | 'input-invalid' | 'output-invalid' | 'upstream-error' | 'timeout' | 'unknown-tool';

/** One problem, `pointer: message` (the validator's message, short). */
export interface Problem {
  pointer: string;
  message: string;
}

/** Problems listed in a tool result at most (a model needs the first few to correct itself). */
export const MAX_LISTED_PROBLEMS = 20;
