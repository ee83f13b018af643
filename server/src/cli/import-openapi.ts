// `atdf import-openapi SPEC --out DIR [--dialect enhanced|tool] [--include GLOB] [--exclude GLOB] [--tag T]...`
// An OpenAPI document (Swagger 2.0, OpenAPI 3.0 or 3.1; JSON or YAML, a path or stdin) -> one ATDF file per
// operation, through the MCP importer's checks, files and writer. This file reads and parses; the engine
// (core/openapi) converts; bundle-openapi.ts brings other files' `$ref`s in.
import {
  createEngine,
  IMPORT_DIALECTS,
  McpInputError,
  type ImportDialect,
  type ImportedFile,
  type OpenApiFilter,
  type SkippedTool,
} from '../core/index';
import { bundleOpenApi } from './bundle-openapi';
import { commandArgs } from './options';
import { parseSpec } from './parse-spec';
import { readSourceBytes } from './read-input';
import { unknownOption, UsageError } from './usage-error';
import { importFiles, prefixLines, writeImport } from './write-import';

/** GitHub's REST description is 13 MB of JSON, AWS's largest over 20 MB of YAML. */
const MAX_SPEC_BYTES = 64 * 1024 * 1024;

const HELP = `Usage: atdf import-openapi SPEC --out DIR [--dialect enhanced|tool]
         [--include GLOB]... [--exclude GLOB]... [--tag TAG]... [--force] [--skip-invalid]

Converts an OpenAPI description (Swagger 2.0, OpenAPI 3.0 or 3.1; JSON or
YAML) to ATDF, one file per operation, as "atdf import-mcp" writes them:

  name         the operationId made a valid MCP name (else method and path)
  description  summary and description (HTML turned into Markdown)
  inputs       path, query, header and cookie parameters, and the request
               body's properties (a body property named like a parameter
               becomes body_NAME; a body that is not an object is "body")
  outputs      the first 2xx response (its JSON schema as the output schema
               when it is an object), each 4xx, 5xx and default response a
               failure with its status code
  x-mcp        the HTTP binding under _meta "atdf.dev/openapi": method,
               path, servers, where each input goes, security scheme names

$refs to other files are bundled in (regular files only, 64 MB in all with
the spec); a remote $ref is never fetched (a warning). SPEC is a file, or
"-" for stdin.

Options:
  --out DIR                 folder for the files (created if missing)
  --dialect enhanced|tool   ATDF 2.x (default) or the tool: form
  --include GLOB            keep operations whose path or operationId matches
                            (* within a segment, ** across); repeatable
  --exclude GLOB            leave out the operations it matches; repeatable
  --tag TAG                 keep operations with one of these tags; repeatable
  --force                   overwrite files that already exist
  --skip-invalid            import the other operations when some cannot be
  -h, --help                show this help

Exit status: 0 files written; 1 some files already exist (nothing written);
2 usage error or bad input (nothing written).
`;

interface ImportArgs {
  source: string;
  out: string;
  dialect: ImportDialect;
  filter: Required<OpenApiFilter>;
  force: boolean;
  skipInvalid: boolean;
}

function parseArgs(args: string[]): ImportArgs | 'help' {
  let out: string | undefined;
  let dialect: ImportDialect = 'enhanced';
  const filter = { include: [] as string[], exclude: [] as string[], tags: [] as string[] };
  let force = false;
  let skipInvalid = false;
  const positional: string[] = [];
  for (const { arg, name, value } of commandArgs(args, 'import-openapi')) {
    if (name === '-h' || name === '--help') return 'help';
    else if (name === '--out') out = value();
    else if (name === '--dialect') {
      const d = value();
      if (!(IMPORT_DIALECTS as readonly string[]).includes(d)) throw new UsageError(`--dialect must be "enhanced" or "tool", not "${d}"`);
      dialect = d as ImportDialect;
    } else if (name === '--include') filter.include.push(value());
    else if (name === '--exclude') filter.exclude.push(value());
    else if (name === '--tag') filter.tags.push(value());
    else if (name === '--force') force = true;
    else if (name === '--skip-invalid') skipInvalid = true;
    else if (arg.startsWith('-') && arg !== '-') throw unknownOption(arg, 'import-openapi', HELP);
    else positional.push(arg);
  }
  if (positional.length !== 1) throw new UsageError(`give one SPEC file (or "-" for stdin); got ${positional.length}`);
  if (out === undefined) throw new UsageError('--out DIR is required (the folder for the ATDF files)');
  return { source: positional[0], out, dialect, filter, force, skipInvalid };
}

const engine = createEngine();

export async function runImportOpenApi(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args === 'help') {
    process.stdout.write(HELP);
    return 0;
  }
  const source = args.source === '-' ? '<stdin>' : args.source;
  const skipped: SkippedTool[] = [];
  const warnings: string[] = [];
  let files: ImportedFile[];
  try {
    const { bytes } = await readSourceBytes(args.source, MAX_SPEC_BYTES);
    const parsed = parseSpec(bytes, source);
    engine.mcp.openApiVersion(parsed, source); // before the bundler: a file that is no spec is named as such
    const doc = await bundleOpenApi(parsed, {
      file: args.source === '-' ? 'stdin' : args.source,
      source,
      maxBytes: MAX_SPEC_BYTES,
      usedBytes: bytes.length,
      warn: (w) => warnings.push(w),
    });
    const imported = engine.mcp.readOpenApi(doc, source, args.filter);
    warnings.push(...imported.warnings);
    // The MCP rules (names, schemas, long strings) apply as for a server's list: one reading for every importer.
    const read = engine.mcp.readToolsValue({ tools: imported.tools.map((t) => t.tool) }, source, { skipInvalid: args.skipInvalid });
    skipped.push(...read.skipped);
    const byName = new Map(imported.tools.map((t) => [t.tool.name, t]));
    const options = {
      dialect: args.dialect,
      source,
      origin: { what: 'the OpenAPI operation', by: 'atdf import-openapi' },
      failures: read.tools.map((t) => byName.get(t.name)?.failures ?? []),
      success: read.tools.map((t) => byName.get(t.name)?.success ?? ''),
    };
    files = importFiles(engine, read.tools, options, args.skipInvalid, skipped);
    const left = imported.operations - imported.tools.length;
    if (left > 0) warnings.push(`${source}: ${left} of ${imported.operations} operations left out by --include, --exclude or --tag`);
  } catch (err) {
    if (err instanceof McpInputError) {
      process.stderr.write(prefixLines(err.message) + 'atdf: nothing was written\n');
      return 2;
    }
    throw err;
  }
  if (warnings.length > 0) process.stderr.write(prefixLines(`warning: ${warnings.slice(0, 20).join('\nwarning: ')}`));
  if (warnings.length > 20) process.stderr.write(`atdf: warning: and ${warnings.length - 20} more\n`);
  return writeImport(files, skipped, {
    engine,
    out: args.out,
    force: args.force,
    what: args.dialect === 'tool' ? 'tool: form' : 'ATDF 2.x',
  });
}
