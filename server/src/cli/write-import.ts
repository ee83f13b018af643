// The end of every import (`atdf import-mcp`, `atdf import --from`, `atdf import-openapi`): the tools made files
// (all of them, or with --skip-invalid those that can be), the skipped tools listed, then all files written at
// once with the tool order beside them, or none when one already exists (unless --force).
import {
  GENERATED_TEXT_RULE,
  TOOL_ORDER_FILE,
  type AtdfEngine,
  type ImportedFile,
  type ImportOptions,
  type McpTool,
  type SkippedTool,
} from '../core/index';
import { writeFilesAtomically } from './write-files';

export const prefixLines = (text: string) =>
  text
    .split('\n')
    .map((line) => `atdf: ${line}\n`)
    .join('');

/**
 * One ATDF file per tool: without --skip-invalid any tool that cannot be imported refuses all (McpInputError);
 * with it, those are added to `skipped` and the others imported.
 */
export function importFiles(
  engine: AtdfEngine,
  tools: readonly McpTool[],
  options: ImportOptions & { source: string },
  skipInvalid: boolean,
  skipped: SkippedTool[],
): ImportedFile[] {
  if (!skipInvalid) return engine.mcp.importTools(tools, options);
  const outcome = engine.mcp.importToolsSkippingInvalid(tools, options);
  skipped.push(...outcome.skipped);
  return outcome.files;
}

/** The tools --skip-invalid left out, with their problems, on stderr. */
export function reportSkipped(skipped: readonly SkippedTool[]): void {
  if (skipped.length === 0) return;
  const count = `${skipped.length} tool${skipped.length === 1 ? '' : 's'}`;
  process.stderr.write(`atdf: skipped ${count} (--skip-invalid):\n` + prefixLines(skipped.flatMap((s) => s.problems).join('\n')));
}

/**
 * Writes the files; the exit status: 0 written, 1 some exist (nothing written), 2 nothing left to write.
 * `served`: the MCP tools as the server gave them, kept in TOOL_ORDER_FILE as the base of a later `import-mcp --update`.
 */
export function writeImport(
  files: readonly ImportedFile[],
  skipped: readonly SkippedTool[],
  options: { engine: AtdfEngine; out: string; force: boolean; what: string; served?: readonly McpTool[] },
): number {
  reportSkipped(skipped);
  if (files.length === 0) {
    process.stderr.write(
      skipped.length > 0
        ? 'atdf: no tool was left to import; nothing was written\n'
        : 'atdf: the source lists no tools; nothing was written\n',
    );
    return skipped.length > 0 ? 2 : 0;
  }
  const outcome = writeFilesAtomically(
    options.out,
    [
      ...files.map((f) => ({ name: f.fileName, text: f.text })),
      {
        name: TOOL_ORDER_FILE,
        text: options.engine.mcp.toolOrderText(
          files.map((f) => f.toolName),
          servedOf(files, options.served),
        ),
      },
    ],
    options.force,
  );
  if ('conflicts' in outcome) {
    process.stderr.write(
      `atdf: ${outcome.conflicts.length} of the ${files.length + 1} files already exist; nothing was written ${
        options.served !== undefined
          ? "(to take the server's changes and keep your edits in them, run again with --update; --force overwrites them)"
          : '(use --force to overwrite them)'
      }:\n` + outcome.conflicts.map((c) => `  ${c}\n`).join(''),
    );
    return 1;
  }
  process.stdout.write(outcome.written.map((f) => f + '\n').join(''));
  process.stderr.write(`atdf: imported ${files.length} tool${files.length === 1 ? '' : 's'} into ${options.out} (${options.what})\n`);
  const generated = generatedSentences(options.engine, files);
  if (generated > 0) {
    process.stderr.write(
      `atdf: ${generated === 1 ? '1 sentence was' : `${generated} sentences were`} generated where the source says nothing: ` +
        `rewrite ${generated === 1 ? 'it' : 'them'} (information, quality/generated-text, which --max-warnings does not count); ` +
        `list ${generated === 1 ? 'it' : 'them'} with: atdf validate --only quality/generated-text ${options.out}\n`,
    );
  }
  return 0;
}

/** How many of the importer's own sentences the files hold, as `atdf validate` counts them (the lint's verdict, not a guess). */
function generatedSentences(engine: AtdfEngine, files: readonly ImportedFile[]): number {
  let count = 0;
  for (const f of files) {
    const report = engine.validateFile(f.text, { language: 'yaml' });
    count += report.diagnostics.filter((d) => d.code === GENERATED_TEXT_RULE).length;
  }
  return count;
}

/** The served tools that were imported, in the files' order (undefined: no record is kept). */
function servedOf(files: readonly ImportedFile[], served: readonly McpTool[] | undefined): McpTool[] | undefined {
  if (served === undefined) return undefined;
  const byName = new Map(served.map((t) => [t.name, t]));
  return files.map((f) => byName.get(f.toolName)).filter((t): t is McpTool => t !== undefined);
}
