// The tool results the proxy answers itself, written for the model that made
// the call (MCP: "input validation errors" come back as a tool result with
// isError so the model can correct itself, not as a protocol error): what was
// wrong, `pointer: message` per problem, the ATDF failure code that fits, and
// a machine-readable copy. The copy is `structuredContent` when the tool has
// no outputSchema; a tool with one gets it under `_meta` instead, since the
// MCP SDK's Client checks any structuredContent against the outputSchema (an
// error object would make it throw instead of showing the model the error).
import type { ToolFailure } from '../core/index';
import { problemLines } from './schema-check';
import type { Problem, Verdict } from './types';

// A label prefix and a slash, as MCP asks of _meta keys (and not a rule id, which `atdf/...` would read as).
export const META_KEY = 'atdf.dev/refusal';

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
    problems,
    ...(failure ? { failure: failure.code } : {}),
    text: `The arguments of "${tool}" do not match its input schema; the tool was not called. Fix these and call it again:\n${problemLines(problems)}${code}`,
  };
}

export function outputRefusal(tool: string, problems: Problem[]): Refusal {
  return {
    verdict: 'output-invalid',
    tool,
    problems,
    text: `"${tool}" answered with a result that breaks its declared output schema; the result was withheld:\n${problemLines(problems)}`,
  };
}

/**
 * The declared failure that fits a refused input best: one whose code or
 * description names an input at fault, else the kind of check that failed
 * (type, range, format, required), else one about invalid input in general.
 * None when no failure says anything of the kind (then none is named).
 */
export function fittingFailure(failures: readonly ToolFailure[], problems: readonly Problem[]): ToolFailure | undefined {
  const words = (f: ToolFailure) => `${f.code} ${f.description ?? ''}`.toLowerCase().replace(/[_-]+/g, ' ');
  const names = problems.map((p) => p.pointer.split('/').filter(Boolean)[0]).filter((n): n is string => n !== undefined);
  const byName = failures.find((f) => names.some((n) => n.length > 1 && words(f).includes(n.toLowerCase().replace(/[_-]+/g, ' '))));
  if (byName) return byName;
  const general = /\b(invalid|validation|malformed|bad request|400|missing|required|out of range|not a)\b/;
  return failures.find((f) => general.test(words(f)));
}
