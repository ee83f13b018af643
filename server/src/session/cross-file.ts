// Navigation that leaves the document: a relative `$ref` to the node it names
// in another file (open in the editor, or read from disk, bounded), and a tool
// name to the tool's other definitions in the workspace (the index the
// duplicate-tool rule keeps). Used by definition and references when the
// cursor is on nothing the document itself resolves; never on the edit path.
import type { Location, TextDocuments } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { fileKey, languageOfFileName, type AtdfEngine, type FileReport, type Workspace } from '../core/index';
import type { HostFiles } from '../host/host';
import { toRange } from '../lsp/convert';
import type { Analysis } from './analysis';
import { uriToPath } from './uri-paths';

export interface CrossFileDeps {
  engine: AtdfEngine;
  documents: TextDocuments<TextDocument>;
  workspace: Workspace;
  files: HostFiles;
  /** The current analysis of an open document. */
  analysisOf: (uri: string) => Promise<Analysis | undefined>;
  /** The workspace index is built (its first scan done). */
  indexed: () => Promise<void>;
  /** A target file larger than this is not read. */
  maxFileSize: () => number;
}

/** A relative `$ref` under the cursor: the file it names (as a URI) and the pointer in it. */
interface ExternalRef {
  uri: string;
  pointer: string;
}

export class CrossFileNavigation {
  constructor(private readonly deps: CrossFileDeps) {}

  /** Where what is under the cursor is defined in other files (or other documents of this stream, for a tool). */
  async definition(analysis: Analysis, offset: number): Promise<Location[]> {
    const report = analysis.report!;
    const ref = this.externalRefAt(analysis.uri, report, offset);
    if (ref) {
      const target = await this.locate(ref);
      return target ? [target] : [];
    }
    return this.toolDefinitions(analysis, offset, false);
  }

  /** Every use in the open documents of the node a relative `$ref` names, or every definition of a tool. */
  async references(analysis: Analysis, offset: number, includeDeclaration: boolean): Promise<Location[]> {
    const report = analysis.report!;
    const ref = this.externalRefAt(analysis.uri, report, offset);
    if (ref) {
      const out: Location[] = [];
      if (includeDeclaration) {
        const target = await this.locate(ref);
        if (target) out.push(target);
      }
      for (const doc of this.deps.documents.all()) {
        const other = await this.deps.analysisOf(doc.uri);
        if (!other?.report) continue;
        for (const link of this.deps.engine.documentLinks(other.report)) {
          if (link.target.kind !== 'file' || link.target.pointer !== ref.pointer) continue;
          if (fileKey(resolve(link.target.path, doc.uri) ?? '') === fileKey(ref.uri))
            out.push({ uri: doc.uri, range: toRange(other.doc, link.span) });
        }
      }
      return out;
    }
    return this.toolDefinitions(analysis, offset, includeDeclaration);
  }

  /** The workspace's definitions of the tool named under the cursor; the one under the cursor only with `includeHere`. */
  private async toolDefinitions(analysis: Analysis, offset: number, includeHere: boolean): Promise<Location[]> {
    const tool = this.deps.engine.toolNameAt(analysis.report!, offset);
    if (!tool) return [];
    await this.deps.indexed();
    const here = fileKey(analysis.uri);
    return this.deps.workspace
      .definitionsOf(tool.name)
      .filter((d) => includeHere || fileKey(d.uri) !== here || d.document !== tool.document)
      .map((d) => ({ uri: d.uri, range: d.range }));
  }

  private externalRefAt(base: string, report: FileReport, offset: number): ExternalRef | undefined {
    for (const link of this.deps.engine.documentLinks(report)) {
      if (link.span.start > offset || offset > link.span.end) continue;
      const target = link.target;
      if (target.kind !== 'file' || target.pointer === undefined) return undefined;
      const uri = resolve(target.path, base);
      return uri ? { uri, pointer: target.pointer } : undefined;
    }
    return undefined;
  }

  /** The node a pointer names in a file: the open document's text if open, else the file on disk. */
  private async locate(ref: ExternalRef): Promise<Location | undefined> {
    const key = fileKey(ref.uri);
    const open = this.deps.documents.all().find((d) => fileKey(d.uri) === key);
    const path = uriToPath(ref.uri);
    let doc: TextDocument | undefined = open;
    if (!doc && path !== undefined) {
      const read = await this.deps.files.read(path, this.deps.maxFileSize()).catch(() => undefined);
      if (read?.kind !== 'ok') return undefined;
      doc = TextDocument.create(ref.uri, '', 0, new TextDecoder().decode(read.bytes));
    }
    if (!doc) return undefined;
    const parsed = this.deps.engine.parse(doc.getText(), languageOfFileName(path ?? ref.uri));
    const span = this.deps.engine.pointerSpan(parsed, ref.pointer);
    return span ? { uri: open?.uri ?? ref.uri, range: toRange(doc, span) } : undefined;
  }
}

/** A `$ref`'s file path against the URI of the document holding it (only `file:` targets are read). */
function resolve(path: string, base: string): string | undefined {
  try {
    const url = new URL(path, base);
    return url.protocol === 'file:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
