// The engine's report for each open document, kept per version. Validation is
// incremental: the previous report of the same file is handed to the engine so
// that untouched documents of a YAML stream are not parsed or validated again.
import type { TextDocument } from 'vscode-languageserver-textdocument';
import {
  LIVE_MAX_GENERAL_YAML,
  textOf,
  utf8Length,
  utf8LengthChange,
  type AtdfEngine,
  type ExportTarget,
  type FileReport,
  type Language,
  type Locale,
  type SourceText,
} from '../core/index';
import type { AtdfSettings } from './settings';
import { servedLanguage } from './served-documents';
import { LiveDocument, sourceOf } from './live-document';

export interface Analysis {
  uri: string;
  version: number;
  language: Language;
  doc: TextDocument;
  settings: AtdfSettings;
  /** The export targets it was validated for: the `.atdfrc`'s `targets:` when it has one, else `atdf.export.targets`. */
  targets: readonly ExportTarget[];
  /** Absent when the file is over the size limit or validation threw. */
  report?: FileReport;
  tooLarge?: { size: number; limit: number };
  /** The engine threw (a bug): the message, shown as one diagnostic. */
  failure?: string;
}

/**
 * The first line at or after `from` that starts with a `---` document marker
 * (-1 when there is none). A step ends there: any such line is a document
 * boundary for the YAML splitter, and the steps only need some boundary,
 * not all of them (the whole stream is not split here, the parse does that).
 */
export function markerLineAfter(text: string, from: number): number {
  for (let at = text.indexOf('\n---', Math.max(0, from - 1)); at >= 0; at = text.indexOf('\n---', at + 1)) {
    const after = text.charCodeAt(at + 4);
    if (Number.isNaN(after) || after === 32 || after === 9 || after === 10 || after === 13) return at + 1;
  }
  return -1;
}

/** A fresh YAML stream larger than this is validated in steps of about this size, yielding in between. */
export const DEFAULT_STEP_BYTES = 256 * 1024;
/** ...and of at most this many documents (100,000 `---` lines are 400 KB: two steps of 4 s each before). */
export const STEP_DOCUMENTS = 5_000;

/**
 * Where the step that starts at `from` ends: the first marker line `bytes`
 * past it, or the `documents`-th marker line after it, whichever comes first
 * (-1 when there is no marker line after `from`).
 */
export function stepEnd(text: string, from: number, bytes: number, documents: number): number {
  let at = from;
  for (let n = 0; n < documents; n++) {
    const next = markerLineAfter(text, at + 1);
    if (next < 0 || next >= from + bytes) return next < 0 ? -1 : markerLineAfter(text, from + bytes);
    at = next;
  }
  return at;
}

/**
 * A fresh YAML stream larger than this (UTF-16 units) is first published without its lint, which follows in steps
 * (`finishLint`): the lint is about half of a fresh open's CPU (docs/benchmarks.md). Smaller files are published once.
 */
export const DEFAULT_LINT_LATER_BYTES = 512 * 1024;
/** The documents linted per step of `finishLint` before yielding (~25-100 ms of a fresh process's CPU). */
export const LINT_STEP_DOCUMENTS = 50;

/** Whether a short text has more than `most` lines that start with `---` (cheap: it is under the step size). */
function hasManyMarkers(source: SourceText, most: number): boolean {
  const text = textOf(source);
  let n = 0;
  for (let at = text.indexOf('---'); at >= 0; at = text.indexOf('---', at + 3))
    if ((at === 0 || text.charCodeAt(at - 1) === 10) && ++n > most) return true;
  return false;
}

export class AnalysisStore {
  private readonly byUri = new Map<string, Analysis>();
  /** Reports of the leading documents of a stream whose stepwise validation was overtaken by a newer change. */
  private readonly partial = new Map<string, FileReport>();
  /** The last text whose UTF-8 size was counted, per document. */
  private readonly sizes = new Map<string, { doc: TextDocument; text: SourceText; bytes: number }>();

  constructor(
    /** One engine for the server's lifetime: schemas are compiled once per content (bounded LRU). */
    private readonly engine: AtdfEngine,
    private readonly locale: () => Locale,
    private readonly stepBytes: () => number = () => DEFAULT_STEP_BYTES,
    /** The `targets:` of the document's `.atdfrc`, if it says any (they win over the setting). */
    private readonly configTargets: (uri: string) => readonly ExportTarget[] | undefined = () => undefined,
    private readonly lintLaterBytes: () => number = () => DEFAULT_LINT_LATER_BYTES,
  ) {}

  /** The targets a document is validated for: its config's, else the setting's. */
  targetsOf(uri: string, settings: AtdfSettings): readonly ExportTarget[] {
    return this.configTargets(uri) ?? settings.exportTargets;
  }

  /**
   * Like `analyze`, but a big YAML stream with nothing to reuse (a fresh open,
   * changed settings) is validated a few hundred KB of documents at a time,
   * yielding to the event loop in between. When `stillCurrent` turns false (a
   * newer change arrived) it gives up and returns undefined; the work done is
   * kept and reused by the next run, so a newer change wins without waste.
   */
  async analyzeInSteps(doc: TextDocument, settings: AtdfSettings, stillCurrent: () => boolean): Promise<Analysis | undefined> {
    const language = servedLanguage(doc);
    const old = this.byUri.get(doc.uri);
    const step = this.stepBytes();
    const targets = this.targetsOf(doc.uri, settings);
    const hasReusable = old?.report && old.settings.formatWarnings === settings.formatWarnings && old.targets === targets;
    const source = sourceOf(doc);
    if (language !== 'yaml' || hasReusable || (source.length <= step && !hasManyMarkers(source, STEP_DOCUMENTS)))
      return this.analyze(doc, settings);
    // Too large to validate: analyze says so at once. (UTF-16 length * 3 bounds the UTF-8 size from above.)
    if (source.length * 3 > settings.maxFileSize && this.byteLength(doc, source) > settings.maxFileSize) return this.analyze(doc, settings);
    const text = doc.getText();
    const lintLater = source.length > this.lintLaterBytes();
    let partial = this.partial.get(doc.uri);
    for (let cut = stepEnd(text, 0, step, STEP_DOCUMENTS); cut > 0 && cut < text.length; cut = stepEnd(text, cut, step, STEP_DOCUMENTS)) {
      partial = this.engine.validateFile(text.slice(0, cut), { ...this.options(settings, targets, partial), lintLater });
      await new Promise((resolve) => setImmediate(resolve));
      if (!stillCurrent()) {
        this.partial.set(doc.uri, partial);
        return undefined;
      }
    }
    this.partial.delete(doc.uri);
    return this.analyze(doc, settings, partial, lintLater);
  }

  /**
   * The document's analysis with up to `most` more of its documents linted, when the last analysis is of this very
   * document object and settings and some of its lint is pending; else undefined (nothing to do here: a newer
   * version's validation keeps the pending documents and finishes them in turn).
   */
  finishLint(doc: TextDocument, settings: AtdfSettings, most: number): Analysis | undefined {
    const old = this.byUri.get(doc.uri);
    if (!old?.report || old.doc !== doc || old.settings !== settings || this.engine.pendingLint(old.report) === 0) return undefined;
    const report = this.engine.finishLint(old.report, { locale: this.locale(), targets: old.targets, most });
    const analysis = { ...old, report };
    this.byUri.set(doc.uri, analysis);
    return analysis;
  }

  /** The analysis of exactly this version of the document, computed now if needed. */
  analyze(doc: TextDocument, settings: AtdfSettings, seed?: FileReport, lintLater = false): Analysis | undefined {
    const language = servedLanguage(doc);
    if (language === undefined) return undefined;
    const old = this.byUri.get(doc.uri);
    const targets = this.targetsOf(doc.uri, settings);
    // The same document object, not the same version number: a client may send a number twice.
    if (old && old.doc === doc && old.settings === settings && old.targets === targets) return old;
    const text = sourceOf(doc);
    const base = { uri: doc.uri, version: doc.version, language, doc, settings, targets };
    // Byte length only matters near the limit; UTF-16 length * 3 bounds it from above.
    const size = text.length * 3 > settings.maxFileSize ? this.byteLength(doc, text) : text.length;
    let analysis: Analysis;
    if (size > settings.maxFileSize) {
      analysis = { ...base, tooLarge: { size, limit: settings.maxFileSize } };
    } else {
      const reusable = old?.report && old.settings.formatWarnings === settings.formatWarnings && old.language === language;
      const previous = seed ?? (reusable ? old.report : undefined);
      // The editor's own record of the edit, when the previous report is of an earlier version of this document.
      const hint =
        doc instanceof LiveDocument && previous && !seed && old
          ? { change: old.report?.parsed.text === sourceOf(old.doc) ? doc.changeSince(old.doc) : undefined, lines: doc.lines }
          : undefined;
      try {
        const report = this.engine.validateFile(text, { ...this.options(settings, targets, previous), language, hint, lintLater });
        analysis = { ...base, report };
      } catch (error) {
        analysis = { ...base, failure: error instanceof Error ? error.message : String(error) };
      }
    }
    this.byUri.set(doc.uri, analysis);
    return analysis;
  }

  /**
   * UTF-8 size of a big document, counted again only over the region that
   * changed since the last count (a whole count of 7 MB is ~1-3 ms per edit).
   * The first count is the engine's own (not Node's Buffer), so the browser's worker server counts the same way.
   */
  private byteLength(doc: TextDocument, text: SourceText): number {
    const last = this.sizes.get(doc.uri);
    const change = last && doc instanceof LiveDocument ? doc.changeSince(last.doc) : undefined;
    const bytes = last ? last.bytes + utf8LengthChange(last.text, text, change) : utf8Length(textOf(text));
    this.sizes.set(doc.uri, { doc, text, bytes });
    return bytes;
  }

  /** The last analysis of a document, whatever its version (for completion on text that no longer parses). */
  last(uri: string): Analysis | undefined {
    return this.byUri.get(uri);
  }

  forget(uri: string): void {
    this.byUri.delete(uri);
    this.partial.delete(uri);
    this.sizes.delete(uri);
  }

  private options(settings: AtdfSettings, targets: readonly ExportTarget[], previous: FileReport | undefined) {
    return {
      language: 'yaml' as const,
      formatWarnings: settings.formatWarnings,
      targets,
      locale: this.locale(),
      previous,
      // The yaml package reads in one piece: what it may read is bounded here, where typing waits for it.
      maxGeneralYaml: LIVE_MAX_GENERAL_YAML,
    };
  }
}
