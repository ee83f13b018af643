// The tool results the proxy answers itself, written for the model that made
// the call (MCP: "input validation errors" come back as a tool result with
// isError so the model can correct itself, not as a protocol error): what was
// wrong, `pointer: message` per problem, the ATDF failure code that fits, and
// a machine-readable copy. The copy is `structuredContent` when the tool has
// no outputSchema; a tool with one gets it under `_meta` instead, since the
// MCP SDK's Client checks any structuredContent against the outputSchema (an
// error object would make it throw instead of showing the model the error).
import { REFUSAL_META_KEY, type FailureCodes, type ToolFailure } from '../core/index';
import { problemLines, type CheckedProblem } from './schema-check';
import type { Problem, Verdict } from './types';

// The key `atdf test` reads the copy from (core/contract/refusal-copy.ts): one constant for both sides.
export const META_KEY = REFUSAL_META_KEY;

export interface Refusal {
  verdict: Verdict;
  tool: string;
  text: string;
  problems?: Problem[];
  failure?: string;
}

/** A tool result with isError: the text, and the copy as structuredContent or `_meta` (see above). */
export function refusalResult(refusal: Refusal, hasOutputSchema: boolean): Record<string, unknown> {
  const copy: Record<string, unknown> = { error: refusal.verdict, tool: refusal.tool };
  if (refusal.problems) copy.problems = refusal.problems;
  if (refusal.failure !== undefined) copy.failure = refusal.failure;
  const result: Record<string, unknown> = { content: [{ type: 'text', text: refusal.text }], isError: true };
  if (hasOutputSchema) result._meta = { [META_KEY]: copy };
  else result.structuredContent = copy;
  return result;
}

export function inputRefusal(tool: string, problems: Problem[], failure: ToolFailure | undefined): Refusal {
  const code = failure ? `\nFailure: ${failure.code}${failure.description === undefined ? '' : ` (${failure.description})`}` : '';
  return {
    verdict: 'input-invalid',
    tool,
    problems: shown(problems),
    ...(failure ? { failure: failure.code } : {}),
    text: `The arguments of "${tool}" do not match its input schema; the tool was not called. Fix these and call it again:\n${problemLines(problems)}${code}`,
  };
}

export function outputRefusal(tool: string, problems: Problem[]): Refusal {
  return {
    verdict: 'output-invalid',
    tool,
    problems: shown(problems),
    text: `"${tool}" answered with a result that breaks its declared output schema; the result was withheld:\n${problemLines(problems)}`,
  };
}

/**
 * The declared failure that fits a refused input: the first problem for which one fits, by the registry's rule
 * (core/runtime failure-code.ts: a failure whose code or description names the input at fault, else one with the
 * words of the kind of check that failed, as "range" for a minimum or "number" for an expected number). None
 * when none fits: a code the file does not support would mislead the model.
 */
export function fittingFailure(
  failures: readonly ToolFailure[],
  codes: FailureCodes,
  problems: readonly CheckedProblem[],
): ToolFailure | undefined {
  if (codes.empty) return undefined;
  for (const problem of problems) {
    const code = problem.keyword === '' ? undefined : codes.fit(problem.pointer, problem.keyword, problem.expected);
    if (code !== undefined) return failures.find((f) => f.code === code);
  }
  return undefined;
}

/** The problems as a result and the log show them: pointer and message. */
function shown(problems: readonly Problem[]): Problem[] {
  return problems.map(({ pointer, message }) => ({ pointer, message }));
}
