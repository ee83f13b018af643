// The server's side of the Test Explorer (protocol/contract.ts): a document's
// examples with their ranges, and a run of some of them against a live MCP
// server started here (mcp-live/, with the same per-example runner as `atdf
// test`), stopped at the end or when the client cancels. Trust and consent
// are the client's: it asks only once it has them.
import type { CancellationToken } from 'vscode-languageserver';
import { McpInputError, type AtdfEngine, type ContractExample, type ContractTool, type FileReport } from '../core/index';
import type { ExampleResult } from '../mcp-live/example-result';
import { McpServerError } from '../mcp-live/errors';
import { runExample } from '../mcp-live/run-example';
import { openSession } from '../mcp-live/session';
import type { ExamplesParams, ExamplesResult, Failure, RunItem, RunMessage, RunParams, RunResult } from '../protocol/contract';

/** Findings about a 2.x expected_result's text: shown as a diff of expected_result and the result's text. */
const TEXT_CODES = new Set(['contract/text-missing', 'contract/text-differs', 'contract/value-missing']);

const idOf = (tool: ContractTool, example: ContractExample) => `${tool.document}/${tool.name}/${example.index}`;

export function listExamples(engine: AtdfEngine, params: ExamplesParams): ExamplesResult {
  const report = engine.validateFile(params.text, { language: params.language, formatWarnings: false });
  return {
    examples: engine.contract
      .tools(report)
      .flatMap((tool) => tool.examples.map((e) => ({ id: idOf(tool, e), tool: tool.name, title: e.title, range: e.range }))),
  };
}

export async function runExamples(engine: AtdfEngine, params: RunParams, token: CancellationToken): Promise<RunResult | Failure> {
  const report = engine.validateFile(params.text, { language: params.language, formatWarnings: false });
  const wanted = params.ids === undefined ? undefined : new Set(params.ids);
  const cases = engine.contract
    .tools(report)
    .flatMap((tool) => tool.examples.filter((e) => wanted === undefined || wanted.has(idOf(tool, e))).map((e) => ({ tool, example: e })));
  if (cases.length === 0) return { error: `${params.name} has no example to run (only the tool: form and ATDF 2.x have examples)` };
  let session;
  const abort = new AbortController();
  const starting = token.onCancellationRequested(() => abort.abort());
  try {
    const { command, args, env, cwd, redact } = params.server;
    session = await openSession({ command, args, env, cwd, redact, timeoutMs: params.timeoutMs, signal: abort.signal });
  } catch (err) {
    if (err instanceof McpServerError || err instanceof McpInputError) return { error: err.message };
    throw err;
  } finally {
    starting.dispose();
  }
  const stop = token.onCancellationRequested(() => void session.close());
  const results: RunItem[] = [];
  try {
    const byName = new Map(session.tools.map((tool) => [tool.name, tool]));
    const ended: { at?: string } = {};
    for (const { tool, example } of cases) {
      const r = await runExample(engine, session, byName, params.name, tool, example, ended, params.timeoutMs);
      results.push({ id: idOf(tool, example), status: r.status, ms: r.ms, messages: messagesOf(engine, report, tool, r) });
    }
  } finally {
    stop.dispose();
    await session.close();
  }
  return { results };
}

/** Each finding at its place in the file; an output that differs with the example's expected output and the result's. */
function messagesOf(engine: AtdfEngine, report: FileReport, tool: ContractTool, r: ExampleResult): RunMessage[] {
  const expected = r.example.output?.value ?? r.example.text?.value;
  const actual = actualOf(r.result);
  return r.findings.map((f) => ({
    message: f.resultPointer === undefined ? f.message : `${f.message} [result ${f.resultPointer}]`,
    range: engine.contract.rangeOf(report, tool, f.pointer),
    ...(f.code.startsWith('contract/output-') || TEXT_CODES.has(f.code)
      ? { expected: show(expected), ...(actual === undefined ? {} : { actual }) }
      : {}),
  }));
}

function actualOf(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const r = result as { structuredContent?: unknown; content?: unknown };
  if (r.structuredContent !== undefined) return show(r.structuredContent);
  if (!Array.isArray(r.content)) return undefined;
  return r.content
    .flatMap((c: { type?: unknown; text?: unknown }) => (c?.type === 'text' && typeof c.text === 'string' ? [c.text] : []))
    .join('\n');
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));
