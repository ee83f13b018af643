// `atdf replay LOG PATH... [--format text|json] [--examples [--out FILE]]`: the
// calls of an `atdf proxy --log` checked again against the ATDF files as they
// are now (server/src/proxy/replay.ts); the calls the new descriptions would
// reject are listed. --examples prints the accepted calls as ATDF examples to
// review (or writes them to a new FILE; an existing file is never replaced).
// Exit 0: no call the log shows accepted would be rejected now; 1: some would;
// 2: usage error or unreadable input.
import { writeFileSync } from 'node:fs';
import { createEngine, languageOfFileName } from '../core/index';
import { buildCatalog, type CatalogFile } from '../proxy/catalog';
import { examplesText } from '../proxy/log-examples';
import { problemLines } from '../proxy/schema-check';
import { readLoggedCalls, replayCall, type Replayed } from '../proxy/replay';
import { readInputFile } from './read-input';
import { unknownOption, UsageError } from './usage-error';
import { commandArgs } from './options';
import { collectFiles } from './validate';

const HELP = `Usage: atdf replay LOG PATH... [options]

Checks the calls of an "atdf proxy --log" file again against the ATDF files
under PATH as they are now, with the proxy's checks: the tool still described,
the logged arguments against its input schema, a logged structuredContent
against its output schema. Lists every call the files would now reject; a call
the log shows accepted that would now be rejected is a breaking change.
Arguments are in the log only when the proxy ran with --log-values; the other
calls are counted as not checked.

Options:
  --format text|json   text (default) or one JSON document
  --examples           instead, print the accepted calls as ATDF examples to review
                       (in the dialect of each tool's file; never written into it)
  --out FILE           with --examples: write them to FILE, which must not exist
  -h, --help           show this help

Exit status: 0 no call that was accepted would be rejected now; 1 some would;
2 usage error or unreadable input.
`;

interface ReplayArgs {
  log: string;
  paths: string[];
  format: 'text' | 'json';
  examples: boolean;
  out?: string;
}

function parseArgs(args: string[]): ReplayArgs | 'help' {
  const positional: string[] = [];
  const parsed: Omit<ReplayArgs, 'log' | 'paths'> = { format: 'text', examples: false };
  for (const { arg, name, value } of commandArgs(args, 'replay')) {
    switch (name) {
      case '-h':
      case '--help':
        return 'help';
      case '--format': {
        const format = value();
        if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be "text" or "json", not "${format}"`);
        parsed.format = format;
        break;
      }
      case '--examples':
        parsed.examples = true;
        break;
      case '--out':
        parsed.out = value();
        break;
      default:
        if (arg.startsWith('-')) throw unknownOption(arg, 'replay', HELP);
        positional.push(arg);
    }
  }
  if (positional.length < 2) throw new UsageError('give the log and at least one ATDF file or folder: atdf replay LOG PATH...');
  if (parsed.out !== undefined && !parsed.examples) throw new UsageError('--out goes with --examples');
  return { ...parsed, log: positional[0], paths: positional.slice(1) };
}

export async function runReplay(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args === 'help') {
    process.stdout.write(HELP);
    return 0;
  }
  const engine = createEngine();
  const text = Buffer.from(readInputFile(args.log)).toString('utf8');
  const { calls, unreadable } = readLoggedCalls(text);
  const files: CatalogFile[] = collectFiles(args.paths).map((file) => ({
    file,
    bytes: readInputFile(file),
    language: languageOfFileName(file),
  }));
  const catalog = buildCatalog(engine, files);
  for (const problem of catalog.problems) process.stderr.write(`atdf replay: ${problem}\n`);
  if (unreadable > 0) process.stderr.write(`atdf replay: ${args.log}: ${unreadable} line(s) are not JSON; skipped\n`);
  const replayed = calls.map((call) => replayCall(catalog, call));
  if (args.examples) return writeExamples(examplesText(catalog, replayed), args.out);
  const rejected = replayed.filter((r) => r.outcome === 'rejected');
  const breaking = rejected.filter((r) => r.wasAccepted);
  const unchecked = replayed.filter((r) => r.outcome === 'unchecked').length;
  if (args.format === 'json') {
    const rows = rejected.map((r) => ({
      line: r.call.line,
      time: r.call.time,
      tool: r.call.tool,
      was: r.call.verdict,
      stage: r.stage,
      problems: r.problems,
    }));
    const summary = { calls: replayed.length, rejected: rejected.length, breaking: breaking.length, unchecked };
    process.stdout.write(JSON.stringify({ log: args.log, rejected: rows, summary }, null, 2) + '\n');
  } else process.stdout.write(rejected.map((r) => textLine(args.log, r)).join(''));
  process.stderr.write(
    `${replayed.length} logged call${replayed.length === 1 ? '' : 's'} replayed against ${args.paths.join(', ')}: ` +
      `${breaking.length} accepted then, rejected now; ${rejected.length - breaking.length} rejected then and now; ${unchecked} not checked (logged without --log-values)\n`,
  );
  return breaking.length > 0 ? 1 : 0;
}

function textLine(log: string, r: Replayed): string {
  const head = `${r.wasAccepted ? 'BREAKS' : 'STILL '} ${log}:${r.call.line} ${r.call.tool} (${r.call.time}, was ${r.call.verdict}; ${r.stage} now)\n`;
  return head + problemLines(r.problems).replace(/^/gm, '      ') + '\n';
}

function writeExamples(text: string, out: string | undefined): number {
  if (text === '') {
    process.stderr.write('atdf replay: no accepted call with logged arguments to turn into an example (log with --log-values)\n');
    return 0;
  }
  if (out === undefined) {
    process.stdout.write(text);
    return 0;
  }
  try {
    writeFileSync(out, text, { flag: 'wx' });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'EEXIST' ? `${out} exists; it is never replaced: choose a new file` : `cannot write "${out}": ${code ?? String(err)}`,
    );
  }
  process.stderr.write(`atdf replay: wrote the examples to ${out}; review them, then move them into the tools' files\n`);
  return 0;
}
