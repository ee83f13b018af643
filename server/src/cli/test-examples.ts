// `atdf test (--command "CMD ARGS" [--env K=V]... [--cwd DIR] | --server NAME) [--timeout MS] [--format text|json|junit] [--strict] PATH...`
// Runs the examples of ATDF files against the real MCP server: the server is
// started once, each ATDF tool is mapped to the MCP tool of the same name (the
// name `atdf export-mcp` gives it), each example's input is checked against
// the tool's input schema (a broken example fails without a call), then sent
// with tools/call and the result checked by the engine (core/contract); an
// example whose expected result is prose with nothing to compare is "not
// compared", never a pass (--strict fails it).
// Exit 0 every example passed (or was not compared, without --strict), 1 some
// failed or could not run, 2 usage error, unreadable input, nothing to test or
// a server that does not start.
import { randomInt } from 'node:crypto';
import { createEngine, languageOfFileName, McpInputError, textOf, type FileReport, type ContractTool } from '../core/index';
import { McpServerError } from '../mcp-live/errors';
import { DEFAULT_TIMEOUT_MS, TIMEOUT_OPTION_HINT } from '../mcp-live/live-server';
import { openSession, type McpSession } from '../mcp-live/session';
import type { ExampleResult, Status } from '../mcp-live/example-result';
import { runExample } from '../mcp-live/run-example';
import { runGenerated, type GenerateRun } from './test-generated';
import { writeJunit } from './junit';
import { diffText, writeUpdates, type FileUpdate } from './update-examples';
import { readInputFile } from './read-input';
import { checkServerChoice, serverToStart, takeServerOption } from './server-command';
import { unknownOption, UsageError } from './usage-error';
import { commandArgs } from './options';
import { collectFiles } from './validate';

const HELP = `Usage: atdf test (--command "CMD ARGS..." | --server NAME) [options] PATH...

Runs the examples of ATDF files against a live MCP server (stdio): starts it
once, maps each ATDF tool to the MCP tool of the same name, and for each
example: checks its input against the tool's input schema (a broken example
fails without a call), calls the tool, and checks the result: isError against
the expected outcome, structuredContent against the output schema, and the
expected output (exact for the tool: form; for ATDF 2.x, expected_result whole
when it is one literal answer, else the fragments it quotes, else the numbers
and names it says). An example with nothing of its expected result to compare
(prose) is NOT COMPARED, with why: never a pass. docs/contract-tests.md says
how each dialect expects an error.

Options:
  --command "CMD ARGS..."   the MCP server to start (no shell: quotes are respected)
  --server NAME             the server of that name in ./.vscode/mcp.json (\${env:...} resolved)
  --env NAME=VALUE          environment variable for the server (repeatable)
  --cwd DIR                 working directory of the server
  --timeout MS              deadline to start and list the tools, and for each call (default ${DEFAULT_TIMEOUT_MS})
  --format text|json|junit  text (default), one JSON document, or JUnit XML
  --strict                  an example not compared fails (exit 1)
  --generate N              also call each tool with N inputs its input schema accepts (they must
                            not get a JSON-RPC error) and up to N breaking one constraint each
                            (they should get an error result or invalid params)
  --seed S                  the seed of --generate (default: a random one, printed to repeat the run)
  --allow-destructive       --generate calls tools whose annotations say destructiveHint: true too
  --update                  rewrite the expected output of the examples whose only failure is
                            their output, from the real results: shows the diff; writes only with --yes
  --yes                     with --update: write the files (comments and formatting kept)
  -h, --help                show this help

Exit status: 0 every example passed or was not compared (with --strict: every
one passed); 1 some failed or could not run; 2 usage error, unreadable input,
no example to run, or a server that does not start.
`;

/** Generated inputs per tool and kind at most: property-based calls are a probe, not a load test. */
const MAX_GENERATE = 1000;

interface TestArgs {
  command?: string;
  server?: string;
  env: Record<string, string>;
  cwd?: string;
  timeoutMs: number;
  format: 'text' | 'json' | 'junit';
  paths: string[];
  generate?: number;
  seed?: number;
  allowDestructive: boolean;
  update: boolean;
  yes: boolean;
  strict: boolean;
}

function parseArgs(args: string[]): TestArgs | 'help' {
  const parsed: Partial<TestArgs> & Pick<TestArgs, 'env' | 'paths' | 'format' | 'timeoutMs'> = {
    env: {},
    paths: [],
    format: 'text',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    allowDestructive: false,
    update: false,
    yes: false,
    strict: false,
  };
  const integer = (name: string, text: string, max: number): number => {
    if (!/^\d+$/.test(text) || Number(text) > max) throw new UsageError(`${name} expects a whole number from 0 to ${max}, got "${text}"`);
    return Number(text);
  };
  for (const { arg, name, value } of commandArgs(args, 'test')) {
    if (takeServerOption(parsed, name, value)) continue;
    switch (name) {
      case '-h':
      case '--help':
        return 'help';
      case '--generate':
        parsed.generate = integer(name, value(), MAX_GENERATE);
        break;
      case '--seed':
        parsed.seed = integer(name, value(), 2 ** 32 - 1);
        break;
      case '--allow-destructive':
        parsed.allowDestructive = true;
        break;
      case '--update':
        parsed.update = true;
        break;
      case '--yes':
        parsed.yes = true;
        break;
      case '--strict':
        parsed.strict = true;
        break;
      case '--format': {
        const format = value();
        if (format !== 'text' && format !== 'json' && format !== 'junit')
          throw new UsageError(`--format must be "text", "json" or "junit", not "${format}"`);
        parsed.format = format;
        break;
      }
      default:
        if (arg.startsWith('-')) throw unknownOption(arg, 'test', HELP);
        parsed.paths.push(arg);
    }
  }
  checkServerChoice(parsed, 'the MCP server whose tools the examples describe');
  if (parsed.yes && !parsed.update) throw new UsageError('--yes goes with --update');
  if (parsed.seed !== undefined && parsed.generate === undefined) throw new UsageError('--seed goes with --generate N');
  if (parsed.paths.length === 0) throw new UsageError('no file or folder given; run "atdf test --help"');
  return parsed as TestArgs;
}

const engine = createEngine();

interface Planned {
  file: string;
  bytes: Uint8Array;
  report: FileReport;
  tools: ContractTool[];
}

/** Each file's tools with examples (every tool with --generate); files are read and checked before the server starts. */
function plan(files: string[], generating: boolean): Planned[] {
  return files.map((file) => {
    const bytes = readInputFile(file);
    const report = engine.validateBytes(bytes, { language: languageOfFileName(file), formatWarnings: false });
    return { file, bytes, report, tools: engine.contract.tools(report).filter((tool) => generating || tool.examples.length > 0) };
  });
}

function formatText(results: ExampleResult[]): string {
  return results
    .map((r) => {
      const where = `${r.file}:${r.example.position.line + 1}:${r.example.position.character + 1}`;
      const did = r.generated?.did ? ` -> ${didText(r.generated.did)}` : '';
      const head = `${r.status.replace('-', ' ').toUpperCase().padEnd(5)} ${where} ${r.tool} › ${r.example.title}${did} (${r.ms} ms)\n`;
      return (
        head +
        r.findings
          .map((f) => `      ${f.pointer}${f.resultPointer === undefined ? '' : ` [result ${f.resultPointer}]`}: ${f.message}\n`)
          .join('')
      );
    })
    .join('');
}

/** What the server did with a generated call, as the text report says it. */
function didText(did: NonNullable<NonNullable<ExampleResult['generated']>['did']>): string {
  if (did.kind === 'rpc-error') return `JSON-RPC error ${did.code}`;
  return did.kind === 'error-result' ? 'error result (isError)' : did.kind === 'result' ? 'result' : 'not a tool result';
}

export function toJson(results: ExampleResult[], server: string, seed?: number): unknown {
  return {
    server,
    ...(seed === undefined ? {} : { seed }),
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
      ...(r.generated ? { generated: r.generated } : {}),
    })),
    summary: summarize(results),
  };
}

export function summarize(results: ExampleResult[]): Record<Status, number> {
  const counts: Record<Status, number> = { pass: 0, fail: 0, 'not-compared': 0, error: 0 };
  for (const r of results) counts[r.status]++;
  return counts;
}

/** --update: the diff (on stdout with the text report, else on stderr), then the files written with --yes. */
function reportUpdates(updates: FileUpdate[], args: TestArgs, restPassed: boolean): number {
  const examples = updates.reduce((n, u) => n + u.examples, 0);
  if (examples === 0) {
    process.stderr.write('atdf: --update: no example to update (only a wrong expected output is rewritten)\n');
    return restPassed ? 0 : 1;
  }
  const out = args.format === 'text' ? process.stdout : process.stderr;
  for (const u of updates) out.write(diffText(u));
  const what = `${examples} example${examples === 1 ? '' : 's'} in ${updates.length} file${updates.length === 1 ? '' : 's'}`;
  if (!args.yes) {
    process.stderr.write(`atdf: --update: nothing written; to rewrite ${what} as shown, add --yes\n`);
    return 1;
  }
  const changed = writeUpdates(updates);
  for (const file of changed) process.stderr.write(`atdf: ${file} changed since it was tested: not updated; run again\n`);
  if (changed.length > 0) return 1;
  process.stderr.write(`atdf: updated ${what}\n`);
  return restPassed ? 0 : 1;
}

export async function runTest(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args === 'help') {
    process.stdout.write(HELP);
    return 0;
  }
  const files = collectFiles(args.paths);
  const generating = args.generate !== undefined && args.generate > 0;
  const planned = plan(files, generating);
  const count = planned.reduce((n, p) => n + p.tools.reduce((m, tool) => m + (generating ? 1 : tool.examples.length), 0), 0);
  if (count === 0) {
    const what = generating ? 'no tool to call' : 'no examples to run';
    throw new UsageError(`${what} in ${args.paths.join(', ')} (only the tool: form and ATDF 2.x have examples)`);
  }
  const generate: GenerateRun | undefined = generating
    ? {
        count: args.generate ?? 0,
        seed: args.seed ?? randomInt(2 ** 32 - 1),
        allowDestructive: args.allowDestructive,
        timeoutMs: args.timeoutMs,
      }
    : undefined;
  const { server, ...spawn } = serverToStart(engine, args);
  let session: McpSession;
  try {
    session = await openSession({ ...spawn, timeoutMs: args.timeoutMs, timeoutHint: TIMEOUT_OPTION_HINT });
  } catch (err) {
    if (err instanceof McpServerError || err instanceof McpInputError) {
      process.stderr.write(`atdf: ${err.message}\natdf: no example was run\n`);
      return 2;
    }
    throw err;
  }
  const results: ExampleResult[] = [];
  const updates: FileUpdate[] = [];
  const notes: string[] = [];
  const note = (line: string) => notes.push(line);
  try {
    const byName = new Map(session.tools.map((tool) => [tool.name, tool]));
    const ended: { at?: string } = {};
    for (const { file, bytes, report, tools } of planned) {
      const update: FileUpdate = { file, bytes, text: textOf(report.parsed.text), edits: [], examples: 0 };
      for (const tool of tools) {
        for (const example of tool.examples) {
          const r = await runExample(engine, session, byName, file, tool, example, ended, args.timeoutMs);
          results.push(r);
          const edits = args.update && r.status === 'fail' ? engine.contract.updateOutput(report, tool, example, r.result, r.findings) : [];
          if (edits.length > 0) {
            update.edits.push(...edits);
            update.examples++;
            r.updated = true;
          }
        }
        if (generate) results.push(...(await runGenerated(engine, session, file, tool, byName.get(tool.name), generate, ended, note)));
      }
      if (update.edits.length > 0) updates.push(update);
    }
  } finally {
    await session.close();
  }
  if (args.strict) for (const r of results) if (r.status === 'not-compared') r.status = 'fail';
  if (args.format === 'json') process.stdout.write(JSON.stringify(toJson(results, server, generate?.seed), null, 2) + '\n');
  else if (args.format === 'junit') process.stdout.write(writeJunit(results));
  else process.stdout.write(formatText(results));
  for (const line of notes) process.stderr.write(`atdf: ${line}\n`);
  if (generate) process.stderr.write(`atdf: generated with seed ${generate.seed} (repeat with --seed ${generate.seed})\n`);
  if (results.length === 0) {
    process.stderr.write(`atdf: nothing was run against ${server}\n`);
    return 2;
  }
  const s = summarize(results);
  process.stderr.write(
    `${results.length} ${generate ? 'examples and generated calls' : 'examples'} against ${server}: ${s.pass} passed, ${s.fail} failed, ${s['not-compared']} not compared, ${s.error} not run or unanswered\n`,
  );
  const ok = s.pass + s['not-compared'];
  if (s['not-compared'] > 0)
    process.stderr.write(`atdf: ${s['not-compared']} not compared: quote what the result must contain; --strict fails them\n`);
  if (args.update) return reportUpdates(updates, args, ok === results.length - results.filter((r) => r.updated).length);
  return ok === results.length ? 0 : 1;
}
