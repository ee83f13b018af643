// The server's copy of an open document: a TextDocument (what TextDocuments
// and every feature expect) whose text is a PieceText and whose line index is
// updated from the edit, so that a keystroke in a 7 MB file costs
// O(edit + pieces + line blocks), not a copy of the text. It also
// remembers where the last versions differ from this one, which the engine
// takes as a hint instead of comparing the texts (see parse/index.ts EditHint).
import type { Position, Range, TextDocument, TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import { composeChanges, LineIndex, PieceText, type TextChange } from '../core/index';

/** How many earlier versions a document can still say its change since (validation lags at most a few behind). */
const HISTORY = 16;

interface ChangeSince {
  /** The `id` of the earlier LiveDocument (not its version: a closed and reopened document starts its versions again). */
  id: number;
  change: TextChange;
}

let lastId = 0;

export class LiveDocument implements TextDocument {
  /** Unique per object, to name an earlier version of the document. */
  private readonly id = ++lastId;

  private constructor(
    readonly uri: string,
    readonly languageId: string,
    readonly version: number,
    /** The text, in pieces (read it through charCodeAt/slice; `getText()` joins it). */
    readonly source: PieceText,
    /** Line starts of `source`. */
    readonly lines: LineIndex,
    /** Newest first: for each earlier version, where its text differs from this one. */
    private readonly history: readonly ChangeSince[],
  ) {}

  static create(uri: string, languageId: string, version: number, content: string): LiveDocument {
    const source = PieceText.from(content);
    return new LiveDocument(uri, languageId, version, source, new LineIndex(source), []);
  }

  /** The document after the client's changes, applied in order (TextDocuments' `update`). */
  static update(document: LiveDocument, changes: TextDocumentContentChangeEvent[], version: number): LiveDocument {
    let { source, lines } = document;
    let change: TextChange | undefined;
    for (const c of changes) {
      let step: TextChange;
      if ('range' in c && c.range) {
        // A reversed range is read forwards, as TextDocument does.
        const from = lines.offsetAt(c.range.start);
        const to = lines.offsetAt(c.range.end);
        const start = Math.min(from, to);
        const end = Math.max(from, to);
        step = { start, oldEnd: end, newEnd: start + c.text.length };
        source = source.replace(start, end, c.text);
        lines = LineIndex.afterChange(lines, source, step);
      } else {
        step = { start: 0, oldEnd: source.length, newEnd: c.text.length };
        source = PieceText.from(c.text);
        lines = new LineIndex(source);
      }
      change = change ? composeChanges(change, step) : step;
    }
    if (!change) return new LiveDocument(document.uri, document.languageId, version, source, lines, document.history);
    const history: ChangeSince[] = [{ id: document.id, change }];
    for (const h of document.history) {
      if (history.length >= HISTORY) break;
      history.push({ id: h.id, change: composeChanges(h.change, change) });
    }
    return new LiveDocument(document.uri, document.languageId, version, source, lines, history);
  }

  /** Where the text of `earlier` (an earlier version of this document) differs from this one's; undefined when unknown or too old. */
  changeSince(earlier: TextDocument): TextChange | undefined {
    if ((earlier as unknown) === this) return { start: 0, oldEnd: 0, newEnd: 0 };
    if (!(earlier instanceof LiveDocument)) return undefined;
    return this.history.find((h) => h.id === earlier.id)?.change;
  }

  getText(range?: Range): string {
    if (!range) return this.source.toString();
    const start = this.offsetAt(range.start);
    const end = this.offsetAt(range.end);
    // As String.prototype.substring (what TextDocument does): a reversed range is read forwards.
    return this.source.slice(Math.min(start, end), Math.max(start, end));
  }

  positionAt(offset: number): Position {
    return this.lines.positionAt(offset);
  }

  offsetAt(position: Position): number {
    return this.lines.offsetAt(position);
  }

  getLineRange(line: number): Range {
    const last = this.lines.lineCount - 1;
    if (line < 0) return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const l = Math.min(line, last);
    const start = this.lines.lineStart(l);
    return { start: { line: l, character: 0 }, end: { line: l, character: this.lines.lineEnd(l) - start } };
  }

  getEOLCharacters(line: number): string {
    if (line < 0 || line >= this.lines.lineCount) return '';
    const end = this.lines.lineEnd(line);
    return this.source.slice(end, line + 1 < this.lines.lineCount ? this.lines.lineStart(line + 1) : this.source.length);
  }

  get lineCount(): number {
    return this.lines.lineCount;
  }
}

/** The text of a document for the engine: the pieces of a LiveDocument, else the string. */
export function sourceOf(doc: TextDocument): PieceText | string {
  return doc instanceof LiveDocument ? doc.source : doc.getText();
}
