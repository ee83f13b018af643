// A file's bytes through the pipeline: decoded first (a BOM dropped, invalid
// UTF-8 or a UTF-16 file reported), then validated; the decoding problems
// are diagnostics of the report like any other. For files read from disk
// (the CLI); the editor hands over text it has decoded itself.
import type { EngineValidateOptions } from './validate-file';
import { compareDiagnostics, validateFile } from './validate-file';
import type { FileReport } from './report';
import { decodeUtf8 } from './text/decode';
import { LineIndex } from './text/line-index';
import { problemText } from './text/problem-text';
import type { Diagnostic } from './types';

export function validateBytes(bytes: Uint8Array, options: EngineValidateOptions): FileReport {
  const decoded = decodeUtf8(bytes);
  const report = validateFile(decoded.text, options);
  if (decoded.problems.length === 0) return report;
  // A file that could not be decoded at all (UTF-16) is not also "empty".
  const own = decoded.text === '' ? report.diagnostics.filter((d) => d.code !== 'atdf/empty-document') : report.diagnostics;
  const lines = new LineIndex(decoded.text);
  const extra: Diagnostic[] = decoded.problems.map((p) => ({
    severity: p.severity,
    document: 0,
    pointer: '',
    code: p.code,
    message: problemText(p, options.locale ?? 'en', lines),
    range: lines.range(p.span),
  }));
  return { ...report, diagnostics: [...extra, ...own].sort(compareDiagnostics) };
}
