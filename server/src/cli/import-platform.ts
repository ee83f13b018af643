// `atdf import --from openai|anthropic|gemini|utcp FILE --out DIR [--dialect enhanced|tool] [--force] [--skip-invalid]`
// The tools an agent's code already holds (a platform's request `tools`, Gemini function declarations, a UTCP
// manual) -> one ATDF file per tool, through the MCP importer: the same checks, files and writer as import-mcp,
// and `atdf export --target PLATFORM` of the files gives the tools back.
import {
  createEngine,
  IMPORT_DIALECTS,
  MAX_TOOLS_INPUT_BYTES,
  McpInputError,
  PLATFORMS,
  type ImportDialect,
  type ImportedFile,
  type Platform,
  type SkippedTool,
} from '../core/index';
import { readSourceBytes } from './read-input';
import { unknownOption, UsageError } from './usage-error';
import { commandArgs } from './options';
import { importFiles, prefixLines, writeImport } from './write-import';

const HELP = `Usage: atdf import --from PLATFORM FILE --out DIR [--dialect enhanced|tool] [--force] [--skip-invalid]

Converts the tools an agent platform takes to ATDF, one file per tool, as
"atdf import-mcp" does (same checks, same files, same writer):

  openai     Chat Completions {"type": "function", "function": {...}} or
             Responses {"type": "function", "name", ...} tools: a request
             body with "tools", an array of tools, or one tool
  anthropic  Messages API tools {name, description, input_schema,
             input_examples}: input_examples become ATDF examples
  gemini     functionDeclarations (parameters in the OpenAPI subset, or
             parametersJsonSchema), also inside {"tools": [...]}
  utcp       a UTCP manual {"utcp_version", "tools": [...]}: inputs and
             outputs are the schemas; tags and tool_call_template are kept

FILE is a JSON file, or "-" for stdin. What ATDF has no field for is kept
under "x-mcp" (platform-only members in its "_meta"); "atdf export --target
PLATFORM" gives the tools back.

Options:
  --from PLATFORM           one of ${PLATFORMS.join(', ')}
  --out DIR                 folder for the files (created if missing)
  --dialect enhanced|tool   ATDF 2.x (default) or the tool: form
  --force                   overwrite files that already exist
  --skip-invalid            import the other tools when some cannot be
  -h, --help                show this help

Exit status: 0 files written; 1 some files already exist (nothing written);
2 usage error or bad input (nothing written).
`;

const PLATFORM_LABEL: Record<Platform, string> = { openai: 'OpenAI', anthropic: 'Anthropic', gemini: 'Gemini', utcp: 'UTCP' };

interface ImportArgs {
  from: Platform;
  source: string;
  out: string;
  dialect: ImportDialect;
  force: boolean;
  skipInvalid: boolean;
}

function parseArgs(args: string[]): ImportArgs | 'help' {
  let from: string | undefined;
  let out: string | undefined;
  let dialect: ImportDialect = 'enhanced';
  let force = false;
  let skipInvalid = false;
  const positional: string[] = [];
  for (const { arg, name, value } of commandArgs(args, 'import')) {
    if (name === '-h' || name === '--help') return 'help';
    else if (name === '--from') from = value();
    else if (name === '--out') out = value();
    else if (name === '--dialect') {
      const d = value();
      if (!(IMPORT_DIALECTS as readonly string[]).includes(d)) throw new UsageError(`--dialect must be "enhanced" or "tool", not "${d}"`);
      dialect = d as ImportDialect;
    } else if (name === '--force') force = true;
    else if (name === '--skip-invalid') skipInvalid = true;
    else if (arg.startsWith('-') && arg !== '-') throw unknownOption(arg, 'import', HELP);
    else positional.push(arg);
  }
  if (from === undefined) throw new UsageError(`--from is required: one of ${PLATFORMS.join(', ')} (for MCP tools, use "atdf import-mcp")`);
  if (!(PLATFORMS as readonly string[]).includes(from))
    throw new UsageError(`--from must be one of ${PLATFORMS.join(', ')}, not "${from}"${from === 'mcp' ? ' (use "atdf import-mcp")' : ''}`);
  if (positional.length !== 1) throw new UsageError(`give one FILE (or "-" for stdin); got ${positional.length}`);
  if (out === undefined) throw new UsageError('--out DIR is required (the folder for the ATDF files)');
  return { from: from as Platform, source: positional[0], out, dialect, force, skipInvalid };
}

const engine = createEngine();

export async function runImportPlatform(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args === 'help') {
    process.stdout.write(HELP);
    return 0;
  }
  const source = args.source === '-' ? '<stdin>' : args.source;
  const skipped: SkippedTool[] = [];
  let files: ImportedFile[];
  try {
    const { bytes } = await readSourceBytes(args.source, MAX_TOOLS_INPUT_BYTES);
    const platformTools = engine.mcp.readPlatformTools(
      engine.mcp.readJson(bytes, source, `${PLATFORM_LABEL[args.from]} tool JSON`),
      args.from,
      source,
    );
    // The MCP rules (names, schemas, long strings) apply as for a server's list: one reading for every importer.
    const doc = engine.mcp.readToolsValue({ tools: platformTools.map((p) => p.tool) }, source, { skipInvalid: args.skipInvalid });
    skipped.push(...doc.skipped);
    const examplesByName = new Map<string, Record<string, unknown>[]>(platformTools.map((p) => [p.tool.name, p.examples]));
    const options = {
      dialect: args.dialect,
      source,
      origin: { what: `the ${PLATFORM_LABEL[args.from]} tool`, by: `atdf import --from ${args.from}` },
      examples: doc.tools.map((t) => examplesByName.get(t.name) ?? []),
    };
    files = importFiles(engine, doc.tools, options, args.skipInvalid, skipped);
  } catch (err) {
    if (err instanceof McpInputError) {
      process.stderr.write(prefixLines(err.message) + 'atdf: nothing was written\n');
      return 2;
    }
    throw err;
  }
  return writeImport(files, skipped, {
    engine,
    out: args.out,
    force: args.force,
    what: args.dialect === 'tool' ? 'tool: form' : 'ATDF 2.x',
  });
}
