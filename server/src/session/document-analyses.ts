// "The document and its analysis": what every request about an open document
// starts from, apart from the publishing of its diagnostics
// (features/diagnostics.ts publishes; this answers). The analysis of the
// document's latest version under its settings, validated now if the
// publisher's queue has not got to it yet (the store keeps one per version, so
// asking twice validates once), and the last report in which every YAML
// document parsed, which completion falls back to while the text is half typed.
import type { TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { FileReport } from '../core/index';
import type { Analysis, AnalysisStore } from './analysis';
import type { AtdfSettings, SettingsStore } from './settings';

export interface DocumentAnalysesDeps {
  documents: TextDocuments<TextDocument>;
  store: AnalysisStore;
  settings: () => SettingsStore;
}

export class DocumentAnalyses {
  private readonly lastUsable = new Map<string, FileReport>();

  constructor(private readonly deps: DocumentAnalysesDeps) {}

  /** The analysis of an open document's current version; undefined when it is not open (or not ATDF). */
  async of(uri: string): Promise<Analysis | undefined> {
    const doc = this.deps.documents.get(uri);
    return doc && this.current(doc);
  }

  /** The analysis of the document's current version (validating now if the queue has not got to it). */
  async current(doc: TextDocument): Promise<Analysis | undefined> {
    const settings = await this.deps.settings().get(doc.uri);
    const latest = this.deps.documents.get(doc.uri) ?? doc;
    return this.noted(this.deps.store.analyze(latest, settings));
  }

  /** The publisher's validation of a document: in steps, given up when `stillCurrent` turns false (analysis.ts). */
  async inSteps(doc: TextDocument, settings: AtdfSettings, stillCurrent: () => boolean): Promise<Analysis | undefined> {
    const analysis = await this.deps.store.analyzeInSteps(doc, settings, stillCurrent);
    return stillCurrent() ? this.noted(analysis) : analysis;
  }

  /** The publisher's next step of a pending lint (analysis.ts `finishLint`): undefined when there is none to take. */
  finishLint(doc: TextDocument, settings: AtdfSettings, most: number): Analysis | undefined {
    return this.noted(this.deps.store.finishLint(doc, settings, most));
  }

  /** The last analysis of a document, whatever its version. */
  last(uri: string): Analysis | undefined {
    return this.deps.store.last(uri);
  }

  lastUsableReport(uri: string): FileReport | undefined {
    return this.lastUsable.get(uri);
  }

  closed(uri: string): void {
    this.lastUsable.delete(uri);
    this.deps.store.forget(uri);
  }

  private noted(analysis: Analysis | undefined): Analysis | undefined {
    const report = analysis?.report;
    if (report && report.parsed.documents.every((d) => !d.unusable)) this.lastUsable.set(analysis.uri, report);
    return analysis;
  }
}
