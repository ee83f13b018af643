// Public API of the MCP <-> ATDF conversion (pure: no I/O).
export { importTools, importToolsChecked, importToolsSkippingInvalid, type CheckedImport, type ImportOptions } from './import-tools';
export { exportTool } from './from-atdf';
export { readJsonBytes, readUtf8, readToolsBytes, readToolsText, readToolsValue, type ReadOptions, type ToolsDocument } from './read-tools';
export { cutLongStrings, cutMarker, MAX_IMPORTED_STRING_LENGTH, MAX_TOOLS_INPUT_BYTES, type CutString } from './cut-strings';
export { readMcpConfig, type McpConfigOptions, type McpServerConfig } from './mcp-config';
export { splitCommandLine } from './command-line';
export { safeBaseName, uniqueFileNames, ATDF_SUFFIX } from './file-names';
export { orderTools, readToolOrder, toolOrderText, TOOL_ORDER_FILE } from './tool-order';
export { toAtdf, type AtdfDraft } from './to-atdf';
export { draftToYaml } from './serialize';
export {
  EXTENSION_KEY,
  IMPORT_DIALECTS,
  McpInputError,
  type ImportDialect,
  type ImportedFile,
  type McpTool,
  type SkippedTool,
} from './types';
