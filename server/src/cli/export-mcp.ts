// `atdf export-mcp PATH...`: ATDF files (any dialect, multi-document streams
// too) -> one MCP tools/list result `{"tools": [...]}` on stdout. Files are
// validated with the engine first; a file with errors is reported and nothing
// is printed, so a script never consumes a half-exported list. Security
// findings of severity error are errors here too (an MCP client would hand the
// text to a model as it is), unless --allow-security; quality findings never
// block (core/lint/export-policy.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  createEngine,
  languageOfFileName,
  McpInputError,
  TOOL_ORDER_FILE,
  type AtdfEngine,
  type Diagnostic,
  type McpTool,
} from '../core/index';
import { readInputFile } from './read-input';
import { unknownOption, UsageError } from './usage-error';
import { colourFor } from './colour';
import { formatText } from './formats/text';
import { collectFiles } from './validate';

const HELP = `Usage: atdf export-mcp [--pretty] [--allow-security] PATH...

Prints the tools described by ATDF files as an MCP tools/list result:
{"tools": [...]}. PATH is a file or a folder (searched recursively for
*.atdf.yaml, *.atdf.yml, *.atdf.json); every document of a YAML stream is a tool.
The tools of a folder that holds ${TOOL_ORDER_FILE} (written by "atdf
import-mcp") come in the order it lists, the others after them; files come by
name otherwise.

Files written by "atdf import-mcp" give back the original MCP tools exactly
(their x-mcp key holds what ATDF has no field for). For other files:
name = tool.name / tool_id / id; inputSchema = tool.input, or built from
how_to_use.inputs; outputSchema = tool.output.success. when_to_use, examples,
failures and the tool: form's output.error have no MCP equivalent.

A file with a security finding (hidden instructions, invisible characters, a
request for secrets...: docs/lint.md) is not exported, as a file with errors
is not; quality findings do not stop the export.

Options:
  --pretty           indent the JSON
  --allow-security   export despite security findings (they are still listed on stderr)
  -h, --help         show this help

Exit status: 0 printed; 1 a file has errors or security findings, or two tools
share a name (reported on stderr, nothing printed); 2 usage error or
unreadable file.
`;

export async function runExportMcp(args: string[]): Promise<number> {
  let pretty = false;
  let allowSecurity = false;
  const paths: string[] = [];
  for (const arg of args) {
    if (arg === '--help' || arg === '-h') {
      process.stdout.write(HELP);
      return 0;
    }
    if (arg === '--pretty') pretty = true;
    else if (arg === '--allow-security') allowSecurity = true;
    else if (arg.startsWith('-')) throw unknownOption(arg, 'export-mcp', HELP);
    else paths.push(arg);
  }
  if (paths.length === 0) throw new UsageError('no file or folder given; run "atdf export-mcp --help"');
  const files = collectFiles(paths);
  if (files.length === 0) throw new UsageError(`no ATDF files (*.atdf.yaml, *.atdf.yml, *.atdf.json) under ${paths.join(', ')}`);

  const engine = createEngine();
  const found: Array<{ tool: McpTool; folder: string }> = [];
  const origin = new Map<string, string>();
  const problems: string[] = [];
  const allowed: string[] = [];
  for (const file of files) {
    const report = engine.validateBytes(readInputFile(file), { language: languageOfFileName(file), formatWarnings: false });
    const invalid = report.diagnostics.filter((d) => engine.mcp.exportBlock(d) === 'invalid');
    const security = report.diagnostics.filter((d) => engine.mcp.exportBlock(d) === 'security');
    if (invalid.length > 0 || (security.length > 0 && !allowSecurity)) {
      problems.push(formatText({ file, documents: [], diagnostics: [...invalid, ...security] }, colourFor(process.stderr)).trimEnd());
      if (security.length > 0) problems.push(securityAdvice(file, security));
      continue;
    }
    if (security.length > 0)
      allowed.push(
        `${formatText({ file, documents: [], diagnostics: security }, colourFor(process.stderr))}${file}: exported despite ${ruleList(security)} (--allow-security)`,
      );
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
        found.push({ tool, folder: path.dirname(file) });
      }
    }
  }
  if (problems.length > 0) {
    process.stderr.write(problems.join('\n') + '\natdf: nothing was exported\n');
    return 1;
  }
  if (allowed.length > 0) process.stderr.write(allowed.join('\n') + '\n');
  let tools: McpTool[];
  try {
    tools = inFolderOrder(engine, found);
  } catch (err) {
    if (!(err instanceof McpInputError)) throw err;
    process.stderr.write(err.message + '\natdf: nothing was exported\n');
    return 1;
  }
  process.stdout.write(JSON.stringify({ tools }, null, pretty ? 2 : undefined) + '\n');
  return 0;
}

/** The rule ids of some findings, each once. */
function ruleList(findings: readonly Diagnostic[]): string {
  return [...new Set(findings.map((d) => d.code))].join(', ');
}

function securityAdvice(file: string, findings: readonly Diagnostic[]): string {
  return (
    `${file}: not exported: ${ruleList(findings)} (an MCP client would hand this text to a model as it is); ` +
    'remove what the findings point at (docs/lint.md says why each rule matters), or pass --allow-security to export anyway'
  );
}

/** Folder by folder (in the order their files came), each folder's tools in the order of its TOOL_ORDER_FILE. */
function inFolderOrder(engine: AtdfEngine, found: Array<{ tool: McpTool; folder: string }>): McpTool[] {
  const byFolder = new Map<string, McpTool[]>();
  for (const { tool, folder } of found) {
    const list = byFolder.get(folder);
    if (list) list.push(tool);
    else byFolder.set(folder, [tool]);
  }
  return [...byFolder].flatMap(([folder, list]) => {
    const file = path.join(folder, TOOL_ORDER_FILE);
    if (!existsSync(file)) return list; // no order file: by file name
    return engine.mcp.orderTools(list, engine.mcp.readToolOrder(new TextDecoder().decode(readInputFile(file)), file));
  });
}
