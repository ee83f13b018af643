// MCP tools -> ATDF files (names and YAML texts). Pure: the caller writes them.
import { createCompiler } from '../atdf/compiler';
import { validateFile } from '../validate-file';
import { uniqueFileNames } from './file-names';
import { draftToYaml } from './serialize';
import { toAtdf } from './to-atdf';
import { McpInputError, type ImportDialect, type ImportedFile, type McpTool } from './types';

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

/**
 * importTools(), refusing tools the engine finds errors in: first the MCP
 * schemas themselves (an inputSchema/outputSchema that is not a valid JSON
 * Schema, e.g. `"type": "date"` or `"properties": []`), then, as a safety net,
 * every generated file. Problems are reported one line each (naming the source
 * and the tool) and nothing is returned. The files given back always validate
 * with no errors (warnings such as "anyOf is not checked" are fine).
 */
export function importToolsChecked(tools: readonly McpTool[], options: ImportOptions & { source: string }): ImportedFile[] {
  const compiler = createCompiler();
  const problems: string[] = [];
  const report = (toolName: string, messages: string[]) => {
    for (const m of messages.slice(0, PROBLEMS_PER_TOOL)) problems.push(`${options.source}: tool "${toolName}" ${m}`);
    const more = messages.length - PROBLEMS_PER_TOOL;
    if (more > 0) problems.push(`${options.source}: tool "${toolName}" has ${more} more problem${more === 1 ? '' : 's'}`);
  };
  for (const tool of tools) {
    const messages: string[] = [];
    for (const member of ['inputSchema', 'outputSchema'] as const) {
      if (tool[member] === undefined) continue;
      for (const issue of compiler.compile(tool[member]).issues) {
        if (issue.severity === 'error') messages.push(`has an invalid ${member}: at "${issue.pointer}": ${issue.message}`);
      }
    }
    report(tool.name, messages);
  }
  if (problems.length > 0) throw new McpInputError(problems.join('\n'));
  const files = importTools(tools, options);
  for (const file of files) {
    const result = validateFile(file.text, { language: 'yaml', compiler, formatWarnings: false });
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    report(file.toolName, errors.map((d) => `cannot be imported: ${d.message}`));
  }
  if (problems.length > 0) throw new McpInputError(problems.join('\n'));
  return files;
}
