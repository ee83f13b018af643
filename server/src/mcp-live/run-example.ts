// One example of an ATDF file run against a live MCP server (`atdf test` and
// the editor's Test Explorer): the tool looked up by name, the input checked
// before the call (a broken example fails without one), the call made, and
// the result checked by the engine; an example marked invalid_input is sent
// broken and must fail (never a pass when nothing of the expected
// result could be compared: then "not-compared", with why); a call that got
// no answer, or came after the server was stopped, says so (`ended` names the
// example that stopped it).
import { t, type AtdfEngine, type ContractExample, type ContractFinding, type ContractTool, type McpTool } from '../core/index';
import type { ExampleResult, Status } from './example-result';
import { outcomeFindings } from './outcome-findings';
import type { McpSession } from './session';

export async function runExample(
  engine: AtdfEngine,
  session: McpSession,
  byName: Map<string, McpTool>,
  file: string,
  tool: ContractTool,
  example: ContractExample,
  ended: { at?: string },
  timeoutMs: number,
): Promise<ExampleResult> {
  const done = (status: Status, findings: ContractFinding[], ms = 0): ExampleResult => ({
    file,
    tool: tool.name,
    example,
    status,
    ms,
    findings,
  });
  if (!byName.has(tool.name)) {
    const names = [...byName.keys()].join(', ') || '-';
    return done('fail', [
      { code: 'contract/tool-missing', pointer: tool.namePointer, message: t('en', 'contract.toolMissing', { name: tool.name, names }) },
    ]);
  }
  const broken = engine.contract.checkInput(tool, example);
  if (broken.length > 0) return done('fail', broken);
  const outcome = await session.call(tool.name, example.input);
  if (outcome.kind === 'result') {
    const { findings, notCompared } = engine.contract.judgeResult(tool, example, outcome.result);
    const judged =
      findings.length > 0
        ? done('fail', findings, outcome.ms)
        : notCompared
          ? done('not-compared', [notCompared], outcome.ms)
          : done('pass', [], outcome.ms);
    return { ...judged, result: outcome.result };
  }
  // A bad call on purpose (invalid_input) that the server refuses outright (JSON-RPC invalid params, as many SDKs
  // answer a schema violation): the failure the example documents. Compared by its outcome, as error results are.
  if (outcome.kind === 'rpc-error' && example.invalidInput) return done('pass', [], outcome.ms);
  const findings = outcomeFindings(outcome, example.pointer, ended, timeoutMs);
  if (outcome.kind === 'timeout' || outcome.kind === 'exited')
    ended.at = `${file}:${example.position.line + 1} (${tool.name} › ${example.title})`;
  return done(outcome.kind === 'rpc-error' ? 'fail' : 'error', findings, outcome.kind === 'not-run' ? 0 : outcome.ms);
}
