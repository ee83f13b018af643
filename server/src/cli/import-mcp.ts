// `atdf import-mcp SRC --out DIR ...` and `atdf import-mcp --command "CMD ARGS" --out DIR ...`
// MCP tools (a JSON file, stdin, or a live stdio server) -> one ATDF file per
// tool. Everything is read and converted before anything is written; nothing
// is overwritten without --force; files are written atomically.
import {
  createEngine,
  IMPORT_DIALECTS,
  MAX_IMPORTED_STRING_LENGTH,
  MAX_TOOLS_INPUT_BYTES,
  McpInputError,
  TOOL_ORDER_FILE,
  type ImportDialect,
  type CutString,
  type ImportedFile,
  type McpTool,
  type SkippedTool,
  t,
} from '../core/index';
import { McpServerError } from '../mcp-live/errors';
import { listToolsFromCommand } from '../mcp-live/list-tools';
import { DEFAULT_TIMEOUT_MS } from '../mcp-live/live-server';
import { readSourceBytes } from './read-input';
import { serverCommand, takeServerOption } from './server-command';
import { unknownOption, UsageError } from './usage-error';
import { commandArgs } from './options';
import { importFiles, prefixLines, reportSkipped, writeImport } from './write-import';
import { updateImport } from './update-import';

const HELP = `Usage: atdf import-mcp SRC --out DIR [options]
       atdf import-mcp --command "CMD ARGS..." --out DIR [options]

Converts MCP tools to ATDF, one file per tool: DIR/<tool name>.atdf.yaml
(names made safe for any file system; clashing names get -2, -3...), and
DIR/${TOOL_ORDER_FILE}, the tools' order on the server, which "atdf
export-mcp DIR" follows.

SRC is a JSON file holding a tools/list result ({"tools": [...]}), a JSON-RPC
response wrapping one, a single tool, or an array of tools; "-" reads stdin.
--command starts an MCP server over stdio instead (no shell: quotes are
respected, pipes and variables are not) and follows its nextCursor pages.

Options:
  --out DIR                 folder for the files (created if missing)
  --dialect enhanced|tool   ATDF 2.x (default) or the tool: form
  --update                  merge the server's changes into files imported
                            earlier, keeping the author's edits (see below)
  --force                   overwrite files that already exist
  --skip-invalid            import the other tools when some break the MCP
                            rules or have invalid schemas (they are listed)
  --command "CMD ARGS..."   the MCP server to start
  --env NAME=VALUE          environment variable for the server (repeatable)
  --cwd DIR                 working directory of the server
  --timeout MS              stop the server after MS ms (default ${DEFAULT_TIMEOUT_MS})
  -h, --help                show this help

What ATDF has no field for (title, annotations, outputSchema, _meta, schema
keywords...) is kept under "x-mcp"; "atdf export-mcp" gives the tools back.

Every tool is checked first: an object inputSchema root, a name shown as it
is (no control or invisible characters) and unique, valid x-mcp-header
annotations and JSON Schemas. Without --skip-invalid one bad tool means
nothing is written. A name that breaks the MCP naming rule (1 to 128 of
A-Z a-z 0-9 _ - ., a SHOULD of 2026-07-28) is imported kept exactly, with a
warning saying the rename to make on the server.

--update merges three ways, per tool: what the importer wrote last time (the
tools as served then, kept in DIR/${TOOL_ORDER_FILE} under "served"), the
file as it is now, and what the importer writes for the tool now. Members the
author left as imported follow the server (description, inputs, x-mcp, the
generated sentences); what the author added or rewrote (examples,
when_to_use, failures, prose) stays; where both changed, the author's text
stays with a comment line giving the server's value, and the conflict is
listed. Tools new on the server get new files; tools gone from it are listed,
never deleted. Only the changed members' lines are rewritten.

Exit status: 0 files written (with --skip-invalid, the skipped tools are
listed on stderr); 1 some files already exist (nothing written: they are
listed; use --update or --force), or --update left conflicts to resolve; 2 usage error, bad input or a failing server (nothing
written).
`;

interface ImportArgs {
  source?: string;
  command?: string;
  out: string;
  dialect: ImportDialect;
  force: boolean;
  update: boolean;
  skipInvalid: boolean;
  env: Record<string, string>;
  cwd?: string;
  timeoutMs: number;
}

function parseArgs(args: string[]): ImportArgs | 'help' {
  const parsed: Partial<ImportArgs> & Pick<ImportArgs, 'env' | 'timeoutMs'> = {
    env: {},
    dialect: 'enhanced',
    force: false,
    update: false,
    skipInvalid: false,
    timeoutMs: DEFAULT_TIMEOUT_MS,
  };
  const positional: string[] = [];
  for (const { arg, name, value } of commandArgs(args, 'import-mcp')) {
    if (takeServerOption(parsed, name, value, false)) continue;
    switch (name) {
      case '-h':
      case '--help':
        return 'help';
      case '--out':
        parsed.out = value();
        break;
      case '--dialect': {
        const dialect = value();
        if (!(IMPORT_DIALECTS as readonly string[]).includes(dialect))
          throw new UsageError(`--dialect must be "enhanced" or "tool", not "${dialect}"`);
        parsed.dialect = dialect as ImportDialect;
        break;
      }
      case '--force':
        parsed.force = true;
        break;
      case '--update':
        parsed.update = true;
        break;
      case '--skip-invalid':
        parsed.skipInvalid = true;
        break;
      default:
        if (arg.startsWith('-') && arg !== '-') throw unknownOption(arg, 'import-mcp', HELP);
        positional.push(arg);
    }
  }
  if (parsed.command !== undefined && positional.length > 0) throw new UsageError('give either SRC or --command, not both');
  if (parsed.command === undefined && positional.length === 0)
    throw new UsageError('no source: give a JSON file, "-" for stdin, or --command "CMD ARGS"');
  if (positional.length > 1) throw new UsageError(`one source at a time (got ${positional.length}: ${positional.join(', ')})`);
  if (parsed.force && parsed.update) throw new UsageError('give --update (merge, keeping your edits) or --force (overwrite), not both');
  if (parsed.out === undefined) throw new UsageError('--out DIR is required (the folder for the ATDF files)');
  if (parsed.command === undefined && (Object.keys(parsed.env).length > 0 || parsed.cwd !== undefined)) {
    throw new UsageError('--env and --cwd only apply with --command');
  }
  return { ...parsed, source: positional[0] } as ImportArgs;
}

function sourceName(args: ImportArgs): string {
  if (args.command !== undefined) return serverCommand(engine, args.command, args.env).source;
  return args.source === '-' ? '<stdin>' : (args.source as string);
}

const engine = createEngine();

/** One warning line per string the import cut (cut-strings.ts); the files hold the cut text with its marker. */
function warnCuts(source: string, cuts: readonly CutString[]): void {
  for (const cut of cuts) {
    const args = { source, tool: cut.toolName, pointer: cut.pointer, length: cut.length, limit: MAX_IMPORTED_STRING_LENGTH };
    process.stderr.write(`atdf: warning: ${t('en', 'mcp.stringCut', args)}\n`);
  }
}

async function loadTools(args: ImportArgs, skipped: SkippedTool[]): Promise<McpTool[]> {
  const onSkipped = args.skipInvalid ? (bad: SkippedTool[]) => skipped.push(...bad) : undefined;
  if (args.command !== undefined) {
    const { command, args: rest, redact, source } = serverCommand(engine, args.command, args.env);
    const onCut = (cuts: CutString[]) => warnCuts(source, cuts);
    return listToolsFromCommand({ command, args: rest, env: args.env, cwd: args.cwd, redact, timeoutMs: args.timeoutMs, onSkipped, onCut });
  }
  const source = args.source as string;
  const { bytes, name } = await readSourceBytes(source, MAX_TOOLS_INPUT_BYTES);
  const doc = engine.mcp.readTools(bytes, name, { skipInvalid: args.skipInvalid });
  onSkipped?.(doc.skipped);
  warnCuts(name, doc.cut);
  if (doc.nextCursor !== undefined) {
    process.stderr.write(
      `atdf: note: ${source} is one page of a longer list (nextCursor "${doc.nextCursor}"); only its tools are imported\n`,
    );
  }
  return doc.tools;
}

function convert(tools: McpTool[], args: ImportArgs, skipped: SkippedTool[]): ImportedFile[] {
  return importFiles(engine, tools, { dialect: args.dialect, source: sourceName(args) }, args.skipInvalid, skipped);
}

export async function runImportMcp(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args === 'help') {
    process.stdout.write(HELP);
    return 0;
  }
  let files: ImportedFile[];
  let tools: McpTool[];
  const skipped: SkippedTool[] = [];
  try {
    tools = await loadTools(args, skipped);
    for (const line of engine.mcp.nameWarnings(tools, sourceName(args))) process.stderr.write(`atdf: warning: ${line}\n`);
    files = tools.length === 0 ? [] : convert(tools, args, skipped);
  } catch (err) {
    if (err instanceof McpInputError || err instanceof McpServerError) {
      process.stderr.write(prefixLines(err.message) + 'atdf: nothing was written\n');
      return 2;
    }
    throw err;
  }
  if (args.update && files.length > 0) {
    reportSkipped(skipped);
    return updateImport(tools, files, { engine, out: args.out, dialect: args.dialect, source: sourceName(args) });
  }
  return writeImport(files, skipped, {
    engine,
    out: args.out,
    force: args.force,
    served: tools,
    what: args.dialect === 'tool' ? 'tool: form' : 'ATDF 2.x',
  });
}
