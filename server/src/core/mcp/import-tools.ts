// MCP tools -> ATDF files (names and YAML texts). Pure: the caller writes them.
import { createCompiler } from '../atdf/compiler';
import { uniqueFileNames } from './file-names';
import { draftToYaml } from './serialize';
import { toAtdf } from './to-atdf';
import { importCompiler, type ToolCompiler } from './tool-compiler';
import { McpInputError, type ImportDialect, type ImportedFile, type McpTool } from './types';
import { outputProblems } from './verify-output';

export interface ImportOptions {
  /** `enhanced` (ATDF 2.x, the default) or `tool` (the `tool:` form). */
  dialect?: ImportDialect;
}

/** Converts tools that passed readTools*() (or listToolsFromCommand()); one file per tool, in order. */
export function importTools(tools: readonly McpTool[], options: ImportOptions = {}): ImportedFile[] {
  const dialect = options.dialect ?? 'enhanced';
  const names = uniqueFileNames(tools.map((t) => t.name));
  return tools.map((tool, i) => ({ fileName: names[i], toolName: tool.name, text: draftToYaml(toAtdf(tool, dialect)) }));
}

/** Most problems listed for one tool before "and N more". */
const PROBLEMS_PER_TOOL = 3;

/** The importer checks schemas and output for errors only: `format` warnings are not computed. */
const CHECK_OPTIONS = { formatWarnings: false } as const;

/**
 * importTools(), refusing tools the engine finds errors in: first the MCP
 * schemas themselves (an inputSchema/outputSchema that is not a valid JSON
 * Schema, e.g. `"type": "date"` or `"properties": []`), then, as a safety net,
 * every generated file: its YAML must read back as the value it was written
 * from, and that value must pass the ATDF rules with no errors (see
 * verify-output.ts). Problems of all tools are reported together, one line
 * each (naming the source and the tool), and nothing is returned. The files
 * given back always validate with no errors (warnings such as "anyOf is not
 * checked" are fine).
 */
export function importToolsChecked(tools: readonly McpTool[], options: ImportOptions & { source: string }): ImportedFile[] {
  const dialect = options.dialect ?? 'enhanced';
  const compilers = importCompiler(createCompiler());
  const names = uniqueFileNames(tools.map((t) => t.name));
  const problems: string[] = [];
  const report = (toolName: string, messages: string[]) => {
    for (const m of messages.slice(0, PROBLEMS_PER_TOOL)) problems.push(`${options.source}: tool "${toolName}" ${m}`);
    const more = messages.length - PROBLEMS_PER_TOOL;
    if (more > 0) problems.push(`${options.source}: tool "${toolName}" has ${more} more problem${more === 1 ? '' : 's'}`);
  };
  const files: ImportedFile[] = [];
  tools.forEach((tool, i) => {
    const compiler = compilers.forTool();
    const invalid = schemaProblems(tool, compiler);
    if (invalid.length > 0) return report(tool.name, invalid);
    const draft = toAtdf(tool, dialect);
    const text = draftToYaml(draft);
    const wrong = outputProblems(text, draft.value, dialect, compiler);
    if (wrong.length > 0)
      return report(
        tool.name,
        wrong.map((m) => `cannot be imported: ${m}`),
      );
    files.push({ fileName: names[i], toolName: tool.name, text });
  });
  if (problems.length > 0) throw new McpInputError(problems.join('\n'));
  return files;
}

/** Errors of the tool's inputSchema and outputSchema as JSON Schemas. */
function schemaProblems(tool: McpTool, compiler: ToolCompiler): string[] {
  const messages: string[] = [];
  for (const member of ['inputSchema', 'outputSchema'] as const) {
    const schema = tool[member];
    if (schema === undefined) continue;
    // Input schemas are the tool's own (names, descriptions): compiled without a cache key.
    // Output schemas are often one shared result shape: the cache gives repeats back.
    const compiled = member === 'inputSchema' ? compiler.compileUnique(schema, CHECK_OPTIONS) : compiler.compile(schema, CHECK_OPTIONS);
    for (const issue of compiled.issues) {
      if (issue.severity === 'error') messages.push(`has an invalid ${member}: at "${issue.pointer}": ${issue.message}`);
    }
  }
  return messages;
}
