// The requests of the editor's Test Explorer (`atdf test` in VS Code): the
// server lists a document's examples (the engine finds them and their ranges)
// and runs them against a live MCP server it starts itself; the client keeps
// the UI (test tree, code lenses, workspace trust, confirming the command).
// Names and plain types only, no imports: the client bundles this file (so
// the two types it shares with protocol/mcp.ts are spelled out again here).

export const CONTRACT_REQUESTS = {
  /** ExamplesParams -> ExamplesResult | Failure */
  examples: 'atdf/contract/examples',
  /** RunParams -> RunResult | Failure (cancellable: the MCP server is stopped) */
  run: 'atdf/contract/run',
} as const;

/** One message for the user, naming the source and what to do (as protocol/mcp.ts's Failure). */
export interface Failure {
  error: string;
}

/** A stdio MCP server to start (as protocol/mcp.ts's StdioServer). */
export interface StdioServer {
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  /** Values to hide where the command line or the server's stderr is shown (the `${env:...}` values of mcp.json). */
  redact?: { value: string; as: string }[];
}

export interface PositionJson {
  line: number;
  character: number;
}

export interface RangeJson {
  start: PositionJson;
  end: PositionJson;
}

export interface ExamplesParams {
  text: string;
  language: 'yaml' | 'json';
}

export interface ExampleItem {
  /** Stable within a text: `<document>/<tool>/<example index>`. */
  id: string;
  tool: string;
  title: string;
  range: RangeJson;
}

export interface ExamplesResult {
  examples: ExampleItem[];
}

export interface RunParams extends ExamplesParams {
  /** How messages name the document. */
  name: string;
  /** The client has checked workspace trust and the user's consent to start it. */
  server: StdioServer;
  timeoutMs: number;
  /** The examples to run (ExampleItem ids); absent: all of the document's. */
  ids?: string[];
}

export interface RunMessage {
  message: string;
  range: RangeJson;
  /** For an output that differs: what the example expects and what the tool gave (as JSON or text). */
  expected?: string;
  actual?: string;
}

export interface RunItem {
  id: string;
  /** pass; fail (a finding); not-compared (nothing of the expected result could be compared: its message says why); error (no answer, not run). */
  status: 'pass' | 'fail' | 'not-compared' | 'error';
  ms: number;
  messages: RunMessage[];
}

export interface RunResult {
  results: RunItem[];
}
