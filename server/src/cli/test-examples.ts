// `atdf test --command "CMD ARGS" [--env K=V]... [--cwd DIR] [--timeout MS] [--format text|json|junit] PATH...`
// Runs the examples of ATDF files against the real MCP server: the server is
// started once, each ATDF tool is mapped to the MCP tool of the same name (the
// name `atdf export-mcp` gives it), each example's input is checked against
// the tool's input schema (a broken example fails without a call), then sent
// with tools/call and the result checked by the engine (core/contract).
// Exit 0 every example passed, 1 some failed or could not run, 2 usage error,
// unreadable input, nothing to test or a server that does not start.
import {
  createEngine,
  languageOfFileName,
  McpInputError,
  type ContractExample,
  type ContractFinding,
  type ContractTool,
  type McpTool,
} from '../core/index';
import { t } from '../l10n';
import { DEFAULT_TIMEOUT_MS, McpServerError } from '../mcp-live/list-tools';
import { openSession, type CallOutcome, type McpSession } from '../mcp-live/session';
import type { ExampleResult, Status } from './example-result';
import { writeJunit } from './junit';
import { readInputFile } from './read-input';
import { UsageError } from './usage-error';
import { collectFiles } from './validate';

const HELP = `Usage: atdf test --command "CMD ARGS..." [options] PATH...

Runs the examples of ATDF files against a live MCP server (stdio): starts it
once, maps each ATDF tool to the MCP tool of the same name, and for each
example: checks its input against the tool's input schema (a broken example
fails without a call), calls the tool, and checks the result: isError against
the expected outcome, structuredContent against the output schema, and the
expected output (exact for the tool: form; for ATDF 2.x, the fragments that
expected_result quotes must appear in the result's text). docs/contract-tests.md
says how each dialect expects an error.

Options:
  --command "CMD ARGS..."   the MCP server to start (no shell: quotes are respected)
  --env NAME=VALUE          environment variable for the server (repeatable)
  --cwd DIR                 working directory of the server
  --timeout MS              deadline to start and list the tools, and for each call (default ${DEFAULT_TIMEOUT_MS})
  --format text|json|junit  text (default), one JSON document, or JUnit XML
  -h, --help                show this help

Exit status: 0 every example passed; 1 some failed or could not run; 2 usage
error, unreadable input, no example to run, or a server that does not start.
`;

interface TestArgs {
  command: string;
  env: Record<string, string>;
  cwd?: string;
  timeoutMs: number;
  format: 'text' | 'json' | 'junit';
  paths: string[];
}

function parseArgs(args: string[]): TestArgs | 'help' {
  const parsed: Partial<TestArgs> & Pick<TestArgs, 'env' | 'paths' | 'format' | 'timeoutMs'> = {
    env: {},
    paths: [],
    format: 'text',
    timeoutMs: DEFAULT_TIMEOUT_MS,
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const value = (): string => {
      if (eq > 0) return arg.slice(eq + 1);
      const next = args[++i];
      if (next === undefined) throw new UsageError(`${name} needs a value; run "atdf test --help"`);
      return next;
    };
    switch (name) {
      case '-h':
      case '--help':
        return 'help';
      case '--command':
        parsed.command = value();
        break;
      case '--env': {
        const pair = value();
        const at = pair.indexOf('=');
        if (at <= 0) throw new UsageError(`--env expects NAME=VALUE, got "${pair}"`);
        parsed.env[pair.slice(0, at)] = pair.slice(at + 1);
        break;
      }
      case '--cwd':
        parsed.cwd = value();
        break;
      case '--timeout': {
        const text = value();
        if (!/^\d+$/.test(text) || Number(text) <= 0)
          throw new UsageError(`--timeout expects a positive number of milliseconds, got "${text}"`);
        parsed.timeoutMs = Number(text);
        break;
      }
      case '--format': {
        const format = value();
        if (format !== 'text' && format !== 'json' && format !== 'junit')
          throw new UsageError(`--format must be "text", "json" or "junit", not "${format}"`);
        parsed.format = format;
        break;
      }
      default:
        if (arg.startsWith('-')) throw new UsageError(`unknown option "${arg}"; run "atdf test --help"`);
        parsed.paths.push(arg);
    }
  }
  if (parsed.command === undefined)
    throw new UsageError('--command "CMD ARGS" is required (the MCP server whose tools the examples describe)');
  if (parsed.paths.length === 0) throw new UsageError('no file or folder given; run "atdf test --help"');
  return parsed as TestArgs;
}

const engine = createEngine();

interface Planned {
  file: string;
  tools: ContractTool[];
}

/** Each file's tools with examples; files are read and checked before the server starts. */
function plan(files: string[]): Planned[] {
  return files.map((file) => {
    const report = engine.validateBytes(readInputFile(file), { language: languageOfFileName(file), formatWarnings: false });
    return { file, tools: engine.contract.tools(report).filter((tool) => tool.examples.length > 0) };
  });
}

/** The findings of an outcome that is not a result (the call failed, or was never made). */
function outcomeFindings(
  outcome: Exclude<CallOutcome, { kind: 'result' }>,
  example: ContractExample,
  last: { at?: string },
  timeoutMs: number,
): ContractFinding[] {
  const finding = (code: string, message: string): ContractFinding[] => [{ code, pointer: example.pointer, message }];
  switch (outcome.kind) {
    case 'rpc-error':
      return finding('contract/rpc-error', t('en', 'contract.rpcError', { code: outcome.code, detail: outcome.message }));
    case 'timeout':
      return finding('contract/timeout', t('en', 'contract.timeout', { ms: timeoutMs }));
    case 'exited':
      return finding('contract/server-exited', t('en', 'contract.serverGone', { hint: outcome.stderr }));
    case 'not-run': {
      const reason = t('en', outcome.after === 'timeout' ? 'contract.reasonTimeout' : 'contract.reasonGone', { example: last.at ?? '?' });
      return finding('contract/not-run', t('en', 'contract.notRun', { reason }));
    }
  }
}

async function runExample(
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
    const findings = engine.contract.checkResult(tool, example, outcome.result);
    return done(findings.length === 0 ? 'pass' : 'fail', findings, outcome.ms);
  }
  const findings = outcomeFindings(outcome, example, ended, timeoutMs);
  if (outcome.kind === 'timeout' || outcome.kind === 'exited')
    ended.at = `${file}:${example.position.line + 1} (${tool.name} › ${example.title})`;
  return done(outcome.kind === 'rpc-error' ? 'fail' : 'error', findings, outcome.kind === 'not-run' ? 0 : outcome.ms);
}

function formatText(results: ExampleResult[]): string {
  return results
    .map((r) => {
      const where = `${r.file}:${r.example.position.line + 1}:${r.example.position.character + 1}`;
      const head = `${r.status.toUpperCase().padEnd(5)} ${where} ${r.tool} › ${r.example.title} (${r.ms} ms)\n`;
      return (
        head +
        r.findings
          .map((f) => `      ${f.pointer}${f.resultPointer === undefined ? '' : ` [result ${f.resultPointer}]`}: ${f.message}\n`)
          .join('')
      );
    })
    .join('');
}

export function toJson(results: ExampleResult[], server: string): unknown {
  return {
    server,
    results: results.map((r) => ({
      file: r.file,
      tool: r.tool,
      example: r.example.index,
      title: r.example.title,
      pointer: r.example.pointer,
      line: r.example.position.line + 1,
      expected: r.example.outcome,
      status: r.status,
      ms: r.ms,
      findings: r.findings,
    })),
    summary: summarize(results),
  };
}

export function summarize(results: ExampleResult[]): Record<Status, number> {
  const counts: Record<Status, number> = { pass: 0, fail: 0, error: 0 };
  for (const r of results) counts[r.status]++;
  return counts;
}

export async function runTest(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args === 'help') {
    process.stdout.write(HELP);
    return 0;
  }
  const files = collectFiles(args.paths);
  const planned = plan(files);
  const count = planned.reduce((n, p) => n + p.tools.reduce((m, tool) => m + tool.examples.length, 0), 0);
  if (count === 0) {
    throw new UsageError(`no examples to run in ${args.paths.join(', ')} (only the tool: form and ATDF 2.x have examples)`);
  }
  const [command, ...rest] = engine.mcp.splitCommandLine(args.command);
  let session: McpSession;
  try {
    session = await openSession({ command, args: rest, env: args.env, cwd: args.cwd, timeoutMs: args.timeoutMs });
  } catch (err) {
    if (err instanceof McpServerError || err instanceof McpInputError) {
      process.stderr.write(`atdf: ${err.message}\natdf: no example was run\n`);
      return 2;
    }
    throw err;
  }
  const results: ExampleResult[] = [];
  try {
    const byName = new Map(session.tools.map((tool) => [tool.name, tool]));
    const ended: { at?: string } = {};
    for (const { file, tools } of planned) {
      for (const tool of tools) {
        for (const example of tool.examples) results.push(await runExample(session, byName, file, tool, example, ended, args.timeoutMs));
      }
    }
  } finally {
    await session.close();
  }
  const server = `server "${args.command}"`;
  if (args.format === 'json') process.stdout.write(JSON.stringify(toJson(results, server), null, 2) + '\n');
  else if (args.format === 'junit') process.stdout.write(writeJunit(results));
  else process.stdout.write(formatText(results));
  const s = summarize(results);
  process.stderr.write(
    `${results.length} examples against ${server}: ${s.pass} passed, ${s.fail} failed, ${s.error} not run or unanswered\n`,
  );
  return s.pass === results.length ? 0 : 1;
}
