// MCP tools -> ATDF files (names and YAML texts). Pure: the caller writes them.
import { uniqueFileNames } from './file-names';
import { draftToYaml } from './serialize';
import { toAtdf } from './to-atdf';
import type { ImportDialect, ImportedFile, McpTool } from './types';

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
