// The files of `atdf export` and `atdf context`: ATDF files or folders read
// and validated with the engine. A file with errors is reported (the caller
// prints nothing then), so a script never consumes a half-exported catalog.
import { languageOfFileName, type AtdfEngine, type ExportFile } from '../core/index';
import { readInputFile } from './read-input';
import { UsageError } from './usage-error';
import { colourFor } from './colour';
import { formatText } from './formats/text';
import { collectFiles } from './validate';

/** The validated files under `paths`, and the error lines of those that have errors. */
export function readCatalog(engine: AtdfEngine, paths: string[], command: string): { files: ExportFile[]; problems: string[] } {
  if (paths.length === 0) throw new UsageError(`no file or folder given; run "atdf ${command} --help"`);
  const found = collectFiles(paths);
  if (found.length === 0) throw new UsageError(`no ATDF files (*.atdf.yaml, *.atdf.yml, *.atdf.json) under ${paths.join(', ')}`);
  const files: ExportFile[] = [];
  const problems: string[] = [];
  for (const file of found) {
    const report = engine.validateBytes(readInputFile(file), { language: languageOfFileName(file), formatWarnings: false });
    const errors = report.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0) problems.push(formatText({ file, documents: [], diagnostics: errors }, colourFor(process.stderr)).trimEnd());
    else files.push({ file, report });
  }
  return { files, problems };
}

/** How messages name a document: the file, and the document's number in a stream. */
export function documentLabel(files: readonly ExportFile[], file: string, document: number): string {
  const report = files.find((f) => f.file === file)?.report;
  return report && report.documents.length > 1 ? `${file} (document ${document + 1})` : file;
}
