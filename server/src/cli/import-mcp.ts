// `atdf import-mcp SRC --out DIR ...` and `atdf import-mcp --command "CMD ARGS" --out DIR ...`
// MCP tools (a JSON file, stdin, or a live stdio server) -> one ATDF file per
// tool. Everything is read and converted before anything is written; nothing
// is overwritten without --force; files are written atomically.
import { createEngine, IMPORT_DIALECTS, McpInputError, type ImportDialect, type ImportedFile, type McpTool } from '../core/index';
import { DEFAULT_TIMEOUT_MS, listToolsFromCommand, MAX_TIMEOUT_MS, McpServerError } from '../mcp-live/list-tools';
import { MAX_INPUT_BYTES, readInputFile } from './read-input';
import { UsageError } from './usage-error';
import { writeFilesAtomically } from './write-files';

const HELP = `Usage: atdf import-mcp SRC --out DIR [options]
       atdf import-mcp --command "CMD ARGS..." --out DIR [options]

Converts MCP tools to ATDF, one file per tool: DIR/<tool name>.atdf.yaml
(names made safe for any file system; clashing names get -2, -3...).

SRC is a JSON file holding a tools/list result ({"tools": [...]}), a JSON-RPC
response wrapping one, a single tool, or an array of tools; "-" reads stdin.
--command starts an MCP server over stdio instead (no shell: quotes are
respected, pipes and variables are not) and follows its nextCursor pages.

Options:
  --out DIR                 folder for the files (created if missing)
  --dialect enhanced|tool   ATDF 2.x (default) or the tool: form
  --force                   overwrite files that already exist
  --command "CMD ARGS..."   the MCP server to start
  --env NAME=VALUE          environment variable for the server (repeatable)
  --cwd DIR                 working directory of the server
  --timeout MS              stop the server after MS ms (default ${DEFAULT_TIMEOUT_MS})
  -h, --help                show this help

What ATDF has no field for (title, annotations, outputSchema, _meta, schema
keywords...) is kept under "x-mcp"; "atdf export-mcp" gives the tools back.

Exit status: 0 files written; 1 some files already exist (nothing written:
they are listed; use --force); 2 usage error, bad input or a failing server
(nothing written).
`;

interface ImportArgs {
  source?: string;
  command?: string;
  out: string;
  dialect: ImportDialect;
  force: boolean;
  env: Record<string, string>;
  cwd?: string;
  timeoutMs: number;
}

function parseArgs(args: string[]): ImportArgs | 'help' {
  const parsed: Partial<ImportArgs> & { env: Record<string, string> } = {
    env: {},
    dialect: 'enhanced',
    force: false,
    timeoutMs: DEFAULT_TIMEOUT_MS,
  };
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const value = (): string => {
      if (eq > 0) return arg.slice(eq + 1);
      const next = args[++i];
      if (next === undefined) throw new UsageError(`${name} needs a value; run "atdf import-mcp --help"`);
      return next;
    };
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
        const ms = Number(text);
        if (!/^\d+$/.test(text) || ms <= 0 || ms > MAX_TIMEOUT_MS)
          throw new UsageError(
            `--timeout expects a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS} (about 24 days), got "${text}"`,
          );
        parsed.timeoutMs = ms;
        break;
      }
      default:
        if (arg.startsWith('-') && arg !== '-') throw new UsageError(`unknown option "${arg}"; run "atdf import-mcp --help"`);
        positional.push(arg);
    }
  }
  if (parsed.command !== undefined && positional.length > 0) throw new UsageError('give either SRC or --command, not both');
  if (parsed.command === undefined && positional.length === 0)
    throw new UsageError('no source: give a JSON file, "-" for stdin, or --command "CMD ARGS"');
  if (positional.length > 1) throw new UsageError(`one source at a time (got ${positional.length}: ${positional.join(', ')})`);
  if (parsed.out === undefined) throw new UsageError('--out DIR is required (the folder for the ATDF files)');
  if (parsed.command === undefined && (Object.keys(parsed.env).length > 0 || parsed.cwd !== undefined)) {
    throw new UsageError('--env and --cwd only apply with --command');
  }
  return { ...parsed, source: positional[0] } as ImportArgs;
}

async function readStdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += (chunk as Buffer).length;
    if (size > MAX_INPUT_BYTES) throw new UsageError(`<stdin>: more than ${MAX_INPUT_BYTES} bytes; refusing`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function sourceName(args: ImportArgs): string {
  if (args.command !== undefined) return `server "${args.command}"`;
  return args.source === '-' ? '<stdin>' : (args.source as string);
}

const engine = createEngine();

async function loadTools(args: ImportArgs): Promise<McpTool[]> {
  if (args.command !== undefined) {
    const [command, ...rest] = engine.mcp.splitCommandLine(args.command);
    return listToolsFromCommand({ command, args: rest, env: args.env, cwd: args.cwd, timeoutMs: args.timeoutMs });
  }
  const source = args.source as string;
  const bytes = source === '-' ? await readStdin() : readInputFile(source);
  const doc = engine.mcp.readTools(bytes, source === '-' ? '<stdin>' : source);
  if (doc.nextCursor !== undefined) {
    process.stderr.write(
      `atdf: note: ${source} is one page of a longer list (nextCursor "${doc.nextCursor}"); only its tools are imported\n`,
    );
  }
  return doc.tools;
}

export async function runImportMcp(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args === 'help') {
    process.stdout.write(HELP);
    return 0;
  }
  let files: ImportedFile[];
  try {
    const tools = await loadTools(args);
    if (tools.length === 0) {
      process.stderr.write('atdf: the source lists no tools; nothing was written\n');
      return 0;
    }
    files = engine.mcp.importTools(tools, { dialect: args.dialect, source: sourceName(args) });
  } catch (err) {
    if (err instanceof McpInputError || err instanceof McpServerError) {
      process.stderr.write(
        err.message
          .split('\n')
          .map((line) => `atdf: ${line}\n`)
          .join('') + 'atdf: nothing was written\n',
      );
      return 2;
    }
    throw err;
  }
  const outcome = writeFilesAtomically(
    args.out,
    files.map((f) => ({ name: f.fileName, text: f.text })),
    args.force,
  );
  if ('conflicts' in outcome) {
    process.stderr.write(
      `atdf: ${outcome.conflicts.length} of the ${files.length} files already exist; nothing was written (use --force to overwrite them):\n` +
        outcome.conflicts.map((c) => `  ${c}\n`).join(''),
    );
    return 1;
  }
  process.stdout.write(outcome.written.map((f) => f + '\n').join(''));
  process.stderr.write(
    `atdf: imported ${files.length} tool${files.length === 1 ? '' : 's'} into ${args.out} (${args.dialect === 'tool' ? 'tool: form' : 'ATDF 2.x'})\n`,
  );
  return 0;
}
