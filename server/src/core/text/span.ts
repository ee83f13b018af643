// A place in a text, as offsets: the text layer's unit of location (the parse
// layer and everything above locate nodes and problems with it).

/**
 * Half-open span of UTF-16 code-unit offsets into a file's text. Turn it into
 * LSP positions with `LineIndex` (line-index.ts).
 */
export interface Span {
  start: number;
  end: number;
}
