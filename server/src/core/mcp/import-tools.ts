// MCP tools -> ATDF files (names and YAML texts). Pure: the caller writes them.
import { createCompiler } from '../atdf/compiler';
import { uniqueFileNames } from './file-names';
import { quotedName } from './json';
import { draftToYaml } from './serialize';
import { toAtdf, type DraftExtras, type ImportOrigin } from './to-atdf';
import type { DerivedFailure } from './generated-text';
import { importCompiler, type ToolCompiler } from './tool-compiler';
import { exportTool } from './from-atdf';
import { McpInputError, type ImportDialect, type ImportedFile, type JsonObject, type McpTool, type SkippedTool } from './types';
import { DIALECT_OF, firstDifference, outputProblems } from './verify-output';

export interface ImportOptions {
  /** `enhanced` (ATDF 2.x, the default) or `tool` (the `tool:` form). */
  dialect?: ImportDialect;
  /** Where the tools came from, for each file's header (default: an MCP server, by atdf import-mcp). */
  origin?: ImportOrigin;
  /** Example arguments per tool, by index in `tools` (a platform's `input_examples`): written as ATDF examples. */
  examples?: readonly (readonly JsonObject[])[];
  /** Declared failures per tool, by index in `tools` (an OpenAPI operation's error responses). */
  failures?: readonly (readonly DerivedFailure[])[];
  /** Declared success sentences per tool, by index in `tools`. */
  success?: readonly string[];
}

const extrasOf = (options: ImportOptions, i: number): DraftExtras => ({
  origin: options.origin,
  examples: options.examples?.[i],
  failures: options.failures?.[i],
  success: options.success?.[i],
});

/** Converts tools that passed readTools*() (or listToolsFromCommand()); one file per tool, in order. */
export function importTools(tools: readonly McpTool[], options: ImportOptions = {}): ImportedFile[] {
  const dialect = options.dialect ?? 'enhanced';
  const names = uniqueFileNames(tools.map((t) => t.name));
  return tools.map((tool, i) => ({
    fileName: names[i],
    toolName: tool.name,
    text: draftToYaml(toAtdf(tool, dialect, extrasOf(options, i))),
  }));
}

/** Most problems listed for one tool before "and N more". */
const PROBLEMS_PER_TOOL = 3;

/** The importer checks schemas and output for errors only: `format` warnings are not computed. */
const CHECK_OPTIONS = { formatWarnings: false } as const;

export interface CheckedImport {
  /** One file per good tool, in the tools' order. */
  files: ImportedFile[];
  /** The tools left out, in order, each with its problems (one line each, naming the source and the tool). */
  skipped: SkippedTool[];
}

/**
 * importTools(), refusing the tools the engine finds errors in: first the MCP
 * schemas themselves (an inputSchema/outputSchema that is not a valid JSON
 * Schema, e.g. `"type": "date"` or `"properties": []`), then, as a safety net,
 * every generated file: its YAML must read back as the value it was written
 * from, that value must pass the ATDF rules with no errors (see
 * verify-output.ts), and its export must give the tool back (deep equality).
 * The files given back always validate with no errors.
 */
export function importToolsSkippingInvalid(tools: readonly McpTool[], options: ImportOptions & { source: string }): CheckedImport {
  const dialect = options.dialect ?? 'enhanced';
  const compilers = importCompiler(createCompiler());
  const names = uniqueFileNames(tools.map((t) => t.name));
  const files: ImportedFile[] = [];
  const skipped: SkippedTool[] = [];
  const skip = (toolName: string, messages: string[]) => {
    const problems = messages.slice(0, PROBLEMS_PER_TOOL).map((m) => `${options.source}: tool ${quotedName(toolName)} ${m}`);
    const more = messages.length - PROBLEMS_PER_TOOL;
    if (more > 0) problems.push(`${options.source}: tool ${quotedName(toolName)} has ${more} more problem${more === 1 ? '' : 's'}`);
    skipped.push({ toolName, problems });
  };
  tools.forEach((tool, i) => {
    const compiler = compilers.forTool();
    const invalid = schemaProblems(tool, compiler);
    if (invalid.length > 0) return skip(tool.name, invalid);
    const draft = toAtdf(tool, dialect, extrasOf(options, i));
    const text = draftToYaml(draft);
    const wrong = outputProblems(text, draft.value, dialect, compiler);
    const lost = firstDifference(exportTool(draft.value, DIALECT_OF[dialect]), tool, true);
    if (lost !== null) wrong.push(`the export would not give the tool back (it differs at "${lost}"; a bug in the importer)`);
    if (wrong.length > 0)
      return skip(
        tool.name,
        wrong.map((m) => `cannot be imported: ${m}`),
      );
    files.push({ fileName: names[i], toolName: tool.name, text });
  });
  return { files, skipped };
}

/**
 * importToolsSkippingInvalid() that refuses the whole list when any tool is
 * bad: the problems of all tools are reported together, one line each, and
 * nothing is returned.
 */
export function importToolsChecked(tools: readonly McpTool[], options: ImportOptions & { source: string }): ImportedFile[] {
  const { files, skipped } = importToolsSkippingInvalid(tools, options);
  if (skipped.length > 0) throw new McpInputError(skipped.flatMap((s) => s.problems).join('\n'));
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
