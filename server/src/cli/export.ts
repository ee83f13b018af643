// `atdf export --target T [--out FILE] PATH...`: ATDF files -> what one
// platform's request takes (or the TOOLS prompt section), with the engine's
// exporters (docs/export.md). JSON on stdout by default; what a target made
// the exporter change (a renamed tool, a keyword left out) is listed on
// stderr. A file with errors, or two tools the target would name alike, stops
// the export: nothing is printed or written.
import path from 'node:path';
import {
  createEngine,
  EXPORT_TARGETS,
  MCP_REVISIONS,
  type ExportResult,
  type ExportTarget,
  type McpRevision,
  type OpenAiApi,
} from '../core/index';
import { documentLabel, readCatalog } from './read-catalog';
import { unknownOption, UsageError } from './usage-error';
import { writeFilesAtomically } from './write-files';

const HELP = `Usage: atdf export --target TARGET [--api chat|responses] [--protocol REVISION] [--pretty] [--out FILE [--force]] PATH...

Prints the tools described by ATDF files as a platform's request takes them.
PATH is a file or a folder (searched recursively for *.atdf.yaml, *.atdf.yml,
*.atdf.json); every document of a YAML stream is a tool.

Targets:
  mcp            MCP tools/list result {"tools": [...]} (as export-mcp)
  openai         OpenAI function tools {"tools": [...]}
  openai-strict  the same with strict: true (objects closed, every property
                 required, optional ones nullable, refused keywords left out)
  anthropic      Anthropic Messages tools {"tools": [...]}, with input_examples
  gemini         Gemini {"tools": [{"functionDeclarations": [...]}]}
  prompt         the TOOLS section of a system prompt, as text

openai, openai-strict, anthropic and gemini take only names matching
^[a-zA-Z0-9_-]{1,64}$: other names are mapped (calendar.check_range ->
calendar_check_range) and each mapping is listed on stderr.

Options:
  --target T     one of the targets above (default mcp)
  --api A        OpenAI request: chat (Chat Completions, default) or responses
  --protocol R   mcp target: shape the tools for MCP revision R (2025-06-18,
                 2025-11-25, 2026-07-28): what R has no place for (icons,
                 execution) is left out and said on stderr; an outputSchema
                 whose root is not an object before 2026-07-28 stops the export
  --pretty       indent the JSON
  --out FILE     write to FILE instead of stdout (never over an existing file
                 without --force); missing folders of FILE are created
  --force        overwrite FILE
  -h, --help     show this help

Exit status: 0 exported; 1 a file has errors, two tools get one name, or FILE
exists (reported on stderr, nothing exported); 2 usage error or unreadable file.
`;

interface ExportArgs {
  target: ExportTarget;
  api: OpenAiApi;
  protocol?: McpRevision;
  pretty: boolean;
  out?: string;
  force: boolean;
  paths: string[];
}

/** `--target` of export and context. */
export function parseTarget(value: string | undefined, command: string): ExportTarget {
  if (value === undefined) throw new UsageError(`--target needs a value (${EXPORT_TARGETS.join(', ')})`);
  if (!(EXPORT_TARGETS as readonly string[]).includes(value))
    throw new UsageError(`unknown target "${value}"; use one of ${EXPORT_TARGETS.join(', ')} (run "atdf ${command} --help")`);
  return value as ExportTarget;
}

function parseArgs(args: string[]): ExportArgs | undefined {
  const parsed: ExportArgs = { target: 'mcp', api: 'chat', pretty: false, force: false, paths: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') return undefined;
    if (arg === '--target') parsed.target = parseTarget(args[++i], 'export');
    else if (arg === '--api') {
      const api = args[++i];
      if (api !== 'chat' && api !== 'responses')
        throw new UsageError(`--api takes chat or responses, got ${api === undefined ? 'nothing' : `"${api}"`}`);
      parsed.api = api;
    } else if (arg === '--protocol') {
      const revision = args[++i];
      if (!(MCP_REVISIONS as readonly string[]).includes(revision))
        throw new UsageError(
          `--protocol takes an MCP revision (${MCP_REVISIONS.join(', ')}), got ${revision === undefined ? 'nothing' : `"${revision}"`}`,
        );
      parsed.protocol = revision as McpRevision;
    } else if (arg === '--out') {
      const out = args[++i];
      if (out === undefined || out === '') throw new UsageError('--out needs a file name');
      parsed.out = out;
    } else if (arg === '--pretty') parsed.pretty = true;
    else if (arg === '--force') parsed.force = true;
    else if (arg.startsWith('-')) throw unknownOption(arg, 'export', HELP);
    else parsed.paths.push(arg);
  }
  if (parsed.protocol !== undefined && parsed.target !== 'mcp')
    throw new UsageError(`--protocol is for --target mcp (an MCP revision), not "${parsed.target}"`);
  return parsed;
}

/**
 * The files through the engine and the exporter; problems (error lines) mean
 * nothing may be used. With `checkTarget` (export) each file is also checked
 * with the target's compatibility rules under its config, as `atdf validate`
 * does with that target: their errors are problems, the rest `notes`.
 */
export function exportPaths(
  paths: string[],
  options: { target: ExportTarget; api?: OpenAiApi; pretty?: boolean; protocol?: McpRevision; command: string; checkTarget?: boolean },
): { result?: ExportResult; problems: string[]; notes: string[] } {
  const engine = createEngine();
  const { files, problems, notes } = readCatalog(engine, paths, options.command, options.checkTarget ? options.target : undefined);
  const result = engine.export.catalog(files, {
    target: options.target,
    openaiApi: options.api,
    pretty: options.pretty,
    protocol: options.protocol,
  });
  for (const problem of result.problems)
    problems.push(`${documentLabel(files, problem.file, problem.document)}: ${engine.export.message(options.target, problem)}`);
  for (const tool of result.tools)
    for (const note of tool.revisionNotes ?? [])
      notes.push(`${documentLabel(files, tool.file, tool.document)}: ${engine.export.message(options.target, note)}`);
  return problems.length > 0 ? { problems, notes } : { result, problems, notes };
}

export async function runExport(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (parsed === undefined) {
    process.stdout.write(HELP);
    return 0;
  }
  const { result, problems, notes } = exportPaths(parsed.paths, { ...parsed, command: 'export', checkTarget: true });
  if (notes.length > 0) process.stderr.write(notes.join('\n') + '\n');
  if (result === undefined) {
    process.stderr.write(problems.join('\n') + '\natdf: nothing was exported\n');
    return 1;
  }
  const text = result.text;
  if (parsed.out === undefined) {
    process.stdout.write(text);
    return 0;
  }
  const outcome = writeFilesAtomically(path.dirname(parsed.out), [{ name: path.basename(parsed.out), text }], parsed.force);
  if ('conflicts' in outcome) {
    process.stderr.write(`atdf: ${parsed.out} already exists; nothing was written (use --force to overwrite it)\n`);
    return 1;
  }
  process.stderr.write(
    `atdf: exported ${result.tools.length} tool${result.tools.length === 1 ? '' : 's'} for ${parsed.target} into ${parsed.out}\n`,
  );
  return 0;
}
