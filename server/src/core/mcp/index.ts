// Public API of the MCP <-> ATDF conversion (pure: no I/O).
export { importTools, importToolsChecked, type ImportOptions } from './import-tools';
export { exportTool } from './from-atdf';
export { readToolsBytes, readToolsText, readToolsValue, type ToolsDocument } from './read-tools';
export { readMcpConfig, type McpConfigOptions, type McpServerConfig } from './mcp-config';
export { splitCommandLine } from './command-line';
export { safeBaseName, uniqueFileNames, ATDF_SUFFIX } from './file-names';
export { toAtdf, type AtdfDraft } from './to-atdf';
export { draftToYaml } from './serialize';
export { EXTENSION_KEY, IMPORT_DIALECTS, McpInputError, type ImportDialect, type ImportedFile, type McpTool } from './types';
