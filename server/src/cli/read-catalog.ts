// The files of `atdf export` and `atdf context`: ATDF files or folders read
// and validated with the engine, each under its nearest `.atdfrc` as `atdf
// validate` applies it (severities, `off`, `# atdf-disable...` comments). A
// file with errors is reported (the caller prints nothing then), so a script
// never consumes a half-exported catalog. With `target` (export), the file is
// also checked with that target's compatibility rules: one finding has one
// severity and one effect in `validate` and in `export` (an error stops both).
import { ConfigLookup } from '../config-files/config-lookup';
import { diskFileSystem } from '../config-files/disk-config';
import { languageOfFileName, type AtdfEngine, type ExportFile, type ExportTarget } from '../core/index';
import { readInputFile } from './read-input';
import { UsageError } from './usage-error';
import { colourFor } from './colour';
import { formatText } from './formats/text';
import { collectFiles } from './collect-files';
import { brokenConfig } from './validate';

export interface Catalog {
  files: ExportFile[];
  /** The error lines of the files that have errors (nothing may be exported then). */
  problems: string[];
  /** The target's compatibility findings that are not errors (warnings, information), as `validate` prints them. */
  notes: string[];
}

/** The validated files under `paths`; `target` adds its compatibility rules (export), as `atdf validate` with that target. */
export function readCatalog(engine: AtdfEngine, paths: string[], command: string, target?: ExportTarget): Catalog {
  if (paths.length === 0) throw new UsageError(`no file or folder given; run "atdf ${command} --help"`);
  const found = collectFiles(paths);
  if (found.length === 0) throw new UsageError(`no ATDF files (*.atdf.yaml, *.atdf.yml, *.atdf.json) under ${paths.join(', ')}`);
  const lookup = new ConfigLookup({ engine, fs: diskFileSystem });
  // The engine's one pipeline (as validate's): the config's severities, `off` and suppression comments applied.
  const pipeline = engine.diagnosticsSession({});
  const colour = colourFor(process.stderr); // the lines go to stderr
  const catalog: Catalog = { files: [], problems: [], notes: [] };
  for (const file of found) {
    // An ignored file is still part of the catalog (ignoring is about reports): it is checked under its rules like any other.
    const { found: config, rules } = lookup.forFile(file);
    if (config && !config.config) throw new UsageError(brokenConfig(config));
    const targets = target ? [target] : undefined;
    const report = engine.validateBytes(readInputFile(file), { language: languageOfFileName(file), formatWarnings: false, targets });
    const { diagnostics } = pipeline.diagnose({ uri: file, report, rules, targets });
    const errors = diagnostics.filter((d) => d.severity === 'error');
    const notes = diagnostics.filter((d) => d.severity !== 'error' && d.code.startsWith('export/'));
    if (notes.length > 0) catalog.notes.push(formatText({ file, documents: [], diagnostics: notes }, colour).trimEnd());
    if (errors.length > 0) catalog.problems.push(formatText({ file, documents: [], diagnostics: errors }, colour).trimEnd());
    else catalog.files.push({ file, report });
  }
  return catalog;
}

/** How messages name a document: the file, and the document's number in a stream. */
export function documentLabel(files: readonly ExportFile[], file: string, document: number): string {
  const report = files.find((f) => f.file === file)?.report;
  return report && report.documents.length > 1 ? `${file} (document ${document + 1})` : file;
}
