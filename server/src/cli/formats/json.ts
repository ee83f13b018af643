// `--format json`: [{"file", "documents", "diagnostics"}] with 0-based ranges,
// one entry per line as files are validated; `"notShown": N` when
// --max-problems cut the file's diagnostics.
import type { OutputFormat, ValidatedFile } from './format';

export function toJsonEntry(result: ValidatedFile): unknown {
  return {
    file: result.file,
    documents: result.documents.map((d) => ({ index: d.index, dialect: d.dialect })),
    diagnostics: result.diagnostics.map((d) => ({
      severity: d.severity,
      document: d.document,
      pointer: d.pointer,
      code: d.code,
      // The JSON Schema keyword behind a structure or example finding (`required`, `type`...).
      ...(typeof d.data?.keyword === 'string' && d.data.keyword !== d.code ? { keyword: d.data.keyword } : {}),
      message: d.message,
      range: d.range,
    })),
    ...(result.cut ? { notShown: result.cut.notShown } : {}),
  };
}

export function jsonFormat(): OutputFormat {
  let count = 0;
  return {
    start: () => '[',
    file: (result) => (count++ > 0 ? ',\n' : '\n') + JSON.stringify(toJsonEntry(result)),
    end: () => (count > 0 ? '\n]\n' : ']\n'),
    capped: true,
    summaryOnStderr: false,
  };
}
