// The workspace rules over a set of files: today, no tool defined twice
// (across files, or in two documents of one YAML stream). A file comes in as
// a report (validated: an open document, a file the CLI checked) or as a bare
// parse (a file on disk nobody validates). Kept incremental for the editor: a
// keystroke that leaves a file's tool names as they were costs O(definitions)
// comparisons, and nothing is located or worded for a file without duplicates
// (see ToolRegistry).
import { parseFile } from '../parse/index';
import type { FileReport } from '../report';
import type { Locale } from '../locale';
import type { SourceText } from '../text/source-text';
import type { Diagnostic, Language } from '../types';
import { definitionsFromParse, definitionsFromReport, locateIn, type ToolDefinition } from './tool-definitions';
import { fileKey, ToolRegistry } from './tool-registry';

export class Workspace {
  private readonly registry = new ToolRegistry();
  /** The definitions last taken from a report, per file key (a parse's carry ranges of their own text). */
  private readonly fromReport = new Map<string, readonly ToolDefinition[]>();

  /**
   * A validated file. Returns the keys of the other files whose workspace
   * diagnostics may have changed. With `retain: false` the names are located
   * now and the report is not kept (a batch over many files keeps bounded
   * memory); by default they are located only if they turn out duplicated.
   */
  setReport(uri: string, label: string, report: FileReport, options: { retain?: boolean } = {}): Set<string> {
    const key = fileKey(uri);
    const definitions = definitionsFromReport(report, this.fromReport.get(key));
    const locate = locateIn(report.parsed);
    if (options.retain === false) {
      this.fromReport.delete(key);
      return this.registry.set(
        uri,
        label,
        definitions.map((d) => ({ ...d, range: locate(d) })),
      );
    }
    this.fromReport.set(key, definitions);
    return this.registry.set(uri, label, definitions, locate);
  }

  /** A file read from disk: parsed (not validated) for its tool names. */
  setText(uri: string, label: string, text: SourceText, language: Language): Set<string> {
    this.fromReport.delete(fileKey(uri));
    return this.registry.set(uri, label, definitionsFromParse(parseFile(text, language)));
  }

  remove(uri: string): Set<string> {
    this.fromReport.delete(fileKey(uri));
    return this.registry.remove(uri);
  }

  has(uri: string): boolean {
    return this.registry.has(uri);
  }

  /** The file (as last named) behind a key that `setReport`/`setText`/`remove` returned. */
  uriOf(key: string): string | undefined {
    return this.registry.uriOf(key);
  }

  /** The workspace rules' diagnostics of one file (none for a file without duplicates, at no cost). */
  diagnosticsFor(uri: string, locale: Locale): Diagnostic[] {
    return this.registry.duplicatesFor(uri, locale);
  }
}

export { fileKey };
