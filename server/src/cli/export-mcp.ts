// `atdf export-mcp PATH...`: ATDF files (any dialect, multi-document streams
// too) -> one MCP tools/list result `{"tools": [...]}` on stdout. Files are
// validated with the engine first; a file with errors is reported and nothing
// is printed, so a script never consumes a half-exported list.
import { createEngine, type McpTool } from '../core/index';
import { readBytes } from './read-catalog';
import { UsageError } from './usage-error';
import { collectFiles, formatText } from './validate';

const HELP = `Usage: atdf export-mcp [--pretty] PATH...

Prints the tools described by ATDF files as an MCP tools/list result:
{"tools": [...]}. PATH is a file or a folder (searched recursively for
*.atdf.yaml, *.atdf.yml, *.atdf.json); every document of a YAML stream is a tool.

Files written by "atdf import-mcp" give back the original MCP tools exactly
(their x-mcp key holds what ATDF has no field for). For other files:
name = tool.name / tool_id / id; inputSchema = tool.input, or built from
how_to_use.inputs; outputSchema = tool.output.success. when_to_use, examples,
failures and the tool: form's output.error have no MCP equivalent.

Options:
  --pretty     indent the JSON
  -h, --help   show this help

Exit status: 0 printed; 1 a file has errors or two tools share a name
(reported on stderr, nothing printed); 2 usage error or unreadable file.
`;

export async function runExportMcp(args: string[]): Promise<number> {
  let pretty = false;
  const paths: string[] = [];
  for (const arg of args) {
    if (arg === '--help' || arg === '-h') {
      process.stdout.write(HELP);
      return 0;
    }
    if (arg === '--pretty') pretty = true;
    else if (arg.startsWith('-')) throw new UsageError(`unknown option "${arg}"; run "atdf export-mcp --help"`);
    else paths.push(arg);
  }
  if (paths.length === 0) throw new UsageError('no file or folder given; run "atdf export-mcp --help"');
  const files = collectFiles(paths);
  if (files.length === 0) throw new UsageError(`no ATDF files (*.atdf.yaml, *.atdf.yml, *.atdf.json) under ${paths.join(', ')}`);

  const engine = createEngine();
  const tools: McpTool[] = [];
  const origin = new Map<string, string>();
  const problems: string[] = [];
  for (const file of files) {
    const report = engine.validateBytes(readBytes(file), { language: /\.json$/i.test(file) ? 'json' : 'yaml', formatWarnings: false });
    const errors = report.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0) {
      problems.push(formatText(file, errors).trimEnd());
      continue;
    }
    for (const exported of engine.mcp.exportFile(report)) {
      const where = report.documents.length > 1 ? `${file} (document ${exported.document + 1})` : file;
      if ('error' in exported) {
        problems.push(`${where}: cannot export: ${exported.error}`);
        continue;
      }
      const tool = exported.tool;
      const first = origin.get(tool.name);
      if (first !== undefined)
        problems.push(`${where}: the tool "${tool.name}" is already defined in ${first}; MCP tool names must be unique`);
      else {
        origin.set(tool.name, where);
        tools.push(tool);
      }
    }
  }
  if (problems.length > 0) {
    process.stderr.write(problems.join('\n') + '\natdf: nothing was exported\n');
    return 1;
  }
  process.stdout.write(JSON.stringify({ tools }, null, pretty ? 2 : undefined) + '\n');
  return 0;
}
