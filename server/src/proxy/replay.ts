// `atdf replay`: the calls of a proxy log (--log) checked again against the
// ATDF files as they are now, with the same checks the proxy makes: the
// tool still served (described), the logged arguments against the input
// schema, a logged success's structuredContent against the output schema. A
// call the log says was accepted and the files now reject is a breaking
// change caught before it ships. Only lines logged with --log-values carry
// the values to check; the others are counted as not checked.
import type { Catalog } from './catalog';
import { outputProblems } from './output-check';
import type { Problem } from './types';

export interface LoggedCall {
  /** 1-based line of the log. */
  line: number;
  time: string;
  tool: string;
  verdict: string;
  arguments?: unknown;
  structuredContent?: unknown;
  isError?: boolean;
}

export interface Replayed {
  call: LoggedCall;
  /** rejected: the files now refuse it; accepted; unchecked: no values logged (or left out as too large). */
  outcome: 'rejected' | 'accepted' | 'unchecked';
  /** Whether the proxy accepted it when it was logged (verdict ok). */
  wasAccepted: boolean;
  stage?: 'undescribed' | 'input' | 'output';
  problems: Problem[];
}

/** The call lines of a log's text; a line that is not JSON (a log cut by a crash) is skipped and counted. */
export function readLoggedCalls(text: string): { calls: LoggedCall[]; unreadable: number } {
  const calls: LoggedCall[] = [];
  let unreadable = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(lines[i]) as Record<string, unknown>;
    } catch {
      unreadable++;
      continue;
    }
    if (record === null || typeof record !== 'object' || record.event !== 'call' || typeof record.tool !== 'string') continue;
    const call: LoggedCall = { line: i + 1, time: String(record.time ?? ''), tool: record.tool, verdict: String(record.verdict ?? '') };
    if ('arguments' in record) call.arguments = record.arguments;
    if ('structuredContent' in record) call.structuredContent = record.structuredContent;
    if (record.isError === true) call.isError = true;
    calls.push(call);
  }
  return { calls, unreadable };
}

export function replayCall(catalog: Catalog, call: LoggedCall): Replayed {
  const wasAccepted = call.verdict === 'ok';
  const tool = catalog.tools.get(call.tool);
  if (!tool)
    return {
      call,
      outcome: 'rejected',
      wasAccepted,
      stage: 'undescribed',
      problems: [{ pointer: '', message: `no ATDF file describes "${call.tool}" now` }],
    };
  if (call.arguments === undefined) return { call, outcome: 'unchecked', wasAccepted, problems: [] };
  const input = tool.input.problems(call.arguments);
  if (input.length > 0) return { call, outcome: 'rejected', wasAccepted, stage: 'input', problems: input };
  if (call.structuredContent !== undefined || call.isError !== true) {
    const result: Record<string, unknown> = { content: [] };
    if (call.structuredContent !== undefined) result.structuredContent = call.structuredContent;
    if (call.isError) result.isError = true;
    // A success logged without structuredContent says nothing of its text: only what was logged is checked.
    const output = call.structuredContent === undefined ? [] : outputProblems(tool, result);
    if (output.length > 0) return { call, outcome: 'rejected', wasAccepted, stage: 'output', problems: output };
  }
  return { call, outcome: 'accepted', wasAccepted, problems: [] };
}
