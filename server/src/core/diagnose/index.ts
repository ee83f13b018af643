// The pipeline "file(s) -> final diagnostics" (diagnose-file.ts): its public surface.
export { diagnoseFiles } from './diagnose-files';
export { DiagnosticsSession } from './session';
export { FILE_NOTICES } from './file-notices';
export type {
  BudgetedFile,
  CatalogRule,
  DiagnoseFileInput,
  DiagnoseOptions,
  FileDiagnostics,
  SessionOptions,
  TokenCounter,
  WorkspaceFile,
} from './types';
