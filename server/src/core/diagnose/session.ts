// The editor's side of the pipeline: one session per language server, kept
// for its lifetime. `diagnose` runs diagnose-file.ts on a file as the editor
// has it now and hands back the previous result itself when nothing it
// depends on changed (the same report, config, cap and locale, and the same
// findings of the rules over several files), so a republish caused by another
// file converts and sends nothing.
import { diagnoseFile } from './diagnose-file';
import type { DiagnoseFileInput, FileDiagnostics, SessionOptions } from './types';

interface Last {
  input: DiagnoseFileInput;
  result: FileDiagnostics;
}

export class DiagnosticsSession {
  private readonly last = new Map<string, Last>();

  constructor(private readonly options: SessionOptions) {}

  /** The file's final diagnostics; the very object of the last call when they cannot have changed. */
  diagnose(file: DiagnoseFileInput): FileDiagnostics {
    const result = diagnoseFile(file, this.options);
    // The rest of a result (shown, the too-many notice) follows from its diagnostics under the same input.
    const before = this.last.get(file.uri);
    if (before && sameInput(before.input, file) && sameDiagnostics(before.result.diagnostics, result.diagnostics)) return before.result;
    this.last.set(file.uri, { input: file, result });
    return result;
  }

  /** The file is closed (or no longer validated): its last result is dropped. */
  forget(uri: string): void {
    this.last.delete(uri);
  }
}

function sameInput(a: DiagnoseFileInput, b: DiagnoseFileInput): boolean {
  return a.report === b.report && a.rules === b.rules && a.maxProblems === b.maxProblems && a.locale === b.locale;
}

/** Element by element: the report's own diagnostics are the same objects; only the added ones are compared as text. */
function sameDiagnostics(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && JSON.stringify(a[i]) !== JSON.stringify(b[i])) return false;
  return true;
}
