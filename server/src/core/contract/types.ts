// The contract of `atdf test`: what an ATDF file promises about its tools
// (ContractTool, ContractExample, read by cases.ts) and what differs between
// that promise and a live tools/call result (ContractFinding, by check-*.ts).
// Plain data: the CLI (and later the editor) runs the calls and renders it.
import type { Position, Range } from '../types';

export type ExpectedOutcome = 'success' | 'error';

export interface ContractExample {
  /** Position in the tool's `examples` (0-based). */
  index: number;
  /** Pointer of the example in its document (`/tool/examples/0`, `/examples/2`). */
  pointer: string;
  /** Where the example starts in the file (0-based), for messages. */
  position: Position;
  /** The example's whole extent in the file (the editor's test item and code lens). */
  range: Range;
  /** Its `description` (tool: form) or `goal` (2.x), else "example N". */
  title: string;
  /** The arguments of the call, and their pointer. */
  input: unknown;
  inputPointer: string;
  outcome: ExpectedOutcome;
  /** tool: form: the expected result, compared exactly (absent: not compared). */
  output?: { value: unknown; pointer: string };
  /**
   * ATDF 2.x: `expected_result` and what of it is compared (expected-text.ts): the whole text when it is one
   * literal answer; else the fragments it quotes ("..." or `...`); else the numbers and names it says that the
   * input does not give. None of them: the example is not compared (prose).
   */
  text?: { value: string; pointer: string; literal: boolean; fragments: string[]; values: string[] };
  /** ATDF 2.x: the failure code of `how_to_use.outputs.failure` the expected result names. */
  failureCode?: string;
  /**
   * `invalid_input: true`: the input breaks the input schema on purpose. The call is sent anyway and must fail (an
   * error result, or the server refusing the call with a JSON-RPC error); an input that matches is a finding.
   */
  invalidInput?: true;
}

export interface ContractTool {
  /** Index of the document in the file's stream. */
  document: number;
  /** The MCP tool name, as `atdf export-mcp` gives it. */
  name: string;
  /** Pointer of the name in its document. */
  namePointer: string;
  /** Where the name is in the file (0-based). */
  position: Position;
  inputSchema: Record<string, unknown>;
  /** MCP outputSchema: the tool: form's `output.success`, or the one kept under x-mcp. */
  outputSchema?: Record<string, unknown>;
  /** The tool: form's `output.error` (the schema of an error result's structured content). */
  errorSchema?: Record<string, unknown>;
  examples: ContractExample[];
}

/** What differs, with a message in the caller's language. */
export interface ContractFinding {
  /** `contract/input-invalid`, `contract/expected-error`, `contract/output-differs`, ... */
  code: string;
  /** Pointer into the ATDF document: the part of the example (or tool) concerned. */
  pointer: string;
  /** Pointer into the tools/call result, when the finding is about a part of it. */
  resultPointer?: string;
  message: string;
}

/** What a tools/call result is, against what the example expects. */
export interface ResultJudgement {
  /** What differs: [] when nothing does. */
  findings: ContractFinding[];
  /**
   * When there is no finding but nothing of what the example says about its result could be compared (2.x prose
   * with no literal, quote, number or name): why, as a `contract/not-compared` finding. Such an example is never a pass.
   */
  notCompared?: ContractFinding;
}

/** One property-based call of `atdf test --generate`: an input the input schema accepts, or one breaking one constraint. */
export interface GeneratedCase {
  kind: 'valid' | 'invalid';
  /** Its place among the tool's generated inputs of the same kind (0-based). */
  index: number;
  value: unknown;
  /** Invalid inputs: the constraint broken (pointer into the input, keyword). */
  broken?: { pointer: string; keyword: string };
}

/** What the server answered a generated call (the caller's session turns its outcome into one). */
export type GeneratedAnswer = { result: unknown } | { rpcError: { code: number; message: string } };

export interface GeneratedJudgement {
  /** What the server did: a result, an error result (isError), a JSON-RPC error (with its code), something else. */
  did: { kind: 'result' | 'error-result' | 'bad-result' } | { kind: 'rpc-error'; code: number };
  /** [] when the answer is one the input allows. */
  findings: ContractFinding[];
}
