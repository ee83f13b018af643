// `atdf test --generate N`: after a tool's examples, N calls with inputs its
// input schema accepts and up to N with inputs breaking one constraint each
// (the engine makes and judges them; here they are sent). Never on a tool
// whose server annotations say destructiveHint: true, unless
// --allow-destructive; the calls of one tool stop once they took --timeout in
// all (the rest are not made, and the report says so).
import type { AtdfEngine, ContractExample, ContractTool, GeneratedCase, GeneratedJudgement, McpTool } from '../core/index';
import type { McpSession } from '../mcp-live/session';
import type { ExampleResult } from '../mcp-live/example-result';
import { outcomeFindings } from '../mcp-live/outcome-findings';

export interface GenerateRun {
  count: number;
  seed: number;
  allowDestructive: boolean;
  /** The deadline of each call, and the wall time the generated calls of one tool may take in all. */
  timeoutMs: number;
}

/** A generated call as an example of the report: at the tool's name, titled by its input. */
function asExample(tool: ContractTool, generated: GeneratedCase): ContractExample {
  const broken = generated.broken ? ` (breaks ${generated.broken.keyword} at ${generated.broken.pointer || '/'})` : '';
  return {
    index: generated.index,
    pointer: tool.namePointer,
    position: tool.position,
    range: { start: tool.position, end: tool.position },
    title: `generated ${generated.kind} #${generated.index + 1}${broken}: ${JSON.stringify(generated.value)}`,
    input: generated.value,
    inputPointer: '',
    outcome: generated.kind === 'valid' ? 'success' : 'error',
  };
}

export function isDestructive(live: McpTool | undefined): boolean {
  return live?.annotations?.destructiveHint === true;
}

/** The generated calls of one tool; notes (skipped, stopped early) go to `note`. */
export async function runGenerated(
  engine: AtdfEngine,
  session: McpSession,
  file: string,
  tool: ContractTool,
  live: McpTool | undefined,
  run: GenerateRun,
  ended: { at?: string },
  note: (line: string) => void,
): Promise<ExampleResult[]> {
  if (live === undefined) return []; // the examples already report the missing tool
  if (isDestructive(live) && !run.allowDestructive) {
    note(
      `${file}: ${tool.name}: no generated calls: its annotations say destructiveHint: true (add --allow-destructive to call it anyway)`,
    );
    return [];
  }
  const cases = engine.contract.generate(tool, { count: run.count, seed: run.seed });
  if (cases.length === 0) note(`${file}: ${tool.name}: no input could be generated that its input schema accepts`);
  const results: ExampleResult[] = [];
  const started = performance.now();
  for (const [i, generated] of cases.entries()) {
    if (performance.now() - started > run.timeoutMs) {
      note(
        `${file}: ${tool.name}: stopped after ${i} of ${cases.length} generated calls: they took more than ${run.timeoutMs} ms (--timeout)`,
      );
      break;
    }
    const example = asExample(tool, generated);
    const outcome = await session.call(tool.name, generated.value);
    const done = (status: ExampleResult['status'], judged: GeneratedJudgement | undefined, findings = judged?.findings ?? []) =>
      results.push({
        file,
        tool: tool.name,
        example,
        status,
        ms: outcome.kind === 'not-run' ? 0 : outcome.ms,
        findings,
        generated: { ...generated, ...(judged ? { did: judged.did } : {}) },
      });
    if (outcome.kind === 'result' || outcome.kind === 'rpc-error') {
      const answer =
        outcome.kind === 'result' ? { result: outcome.result } : { rpcError: { code: outcome.code, message: outcome.message } };
      const judged = engine.contract.judgeGenerated(generated, answer);
      done(judged.findings.length === 0 ? 'pass' : 'fail', judged);
    } else {
      done('error', undefined, outcomeFindings(outcome, tool.namePointer, ended, run.timeoutMs));
      if (outcome.kind === 'timeout' || outcome.kind === 'exited')
        ended.at = `${file}:${tool.position.line + 1} (${tool.name} › ${example.title})`;
    }
  }
  return results;
}
