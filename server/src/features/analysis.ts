// The engine's report for each open document, kept per version. Validation is
// incremental: the previous report of the same file is handed to the engine so
// that untouched documents of a YAML stream are not parsed or validated again.
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { FileReport, Locale } from '../core/report';
import { createCompiler } from '../core/atdf/compiler';
import { validateFile } from '../core/validate-file';
import type { AtdfSettings } from './settings';
import { servedLanguage, type SourceLanguage } from './served-documents';

export interface Analysis {
  uri: string;
  version: number;
  language: SourceLanguage;
  doc: TextDocument;
  settings: AtdfSettings;
  /** Absent when the file is over the size limit or validation threw. */
  report?: FileReport;
  tooLarge?: { size: number; limit: number };
  /** The engine threw (a bug): the message, shown as one diagnostic. */
  failure?: string;
}

export class AnalysisStore {
  private readonly byUri = new Map<string, Analysis>();
  /** One compiler for the server's lifetime: schemas are compiled once per content (bounded LRU). */
  private readonly compiler = createCompiler();

  constructor(private readonly locale: () => Locale) {}

  /** The analysis of exactly this version of the document, computed now if needed. */
  analyze(doc: TextDocument, settings: AtdfSettings): Analysis | undefined {
    const language = servedLanguage(doc);
    if (language === undefined) return undefined;
    const old = this.byUri.get(doc.uri);
    if (old && old.version === doc.version && old.settings === settings) return old;
    const text = doc.getText();
    const base = { uri: doc.uri, version: doc.version, language, doc, settings };
    // Byte length only matters near the limit; UTF-16 length * 3 bounds it from above.
    const size = text.length * 3 > settings.maxFileSize ? Buffer.byteLength(text, 'utf8') : text.length;
    let analysis: Analysis;
    if (size > settings.maxFileSize) {
      analysis = { ...base, tooLarge: { size, limit: settings.maxFileSize } };
    } else {
      const reusable = old?.report && old.settings.formatWarnings === settings.formatWarnings && old.language === language;
      try {
        const report = validateFile(text, {
          language,
          formatWarnings: settings.formatWarnings,
          locale: this.locale(),
          previous: reusable ? old.report : undefined,
          compiler: this.compiler,
        });
        analysis = { ...base, report };
      } catch (error) {
        analysis = { ...base, failure: error instanceof Error ? error.message : String(error) };
      }
    }
    this.byUri.set(doc.uri, analysis);
    return analysis;
  }

  /** The last analysis of a document, whatever its version (for completion on text that no longer parses). */
  last(uri: string): Analysis | undefined {
    return this.byUri.get(uri);
  }

  forget(uri: string): void {
    this.byUri.delete(uri);
  }
}
