// Checks the framing of what the client writes to the server's stdin, beside
// the connection's own reader (which reads the same bytes): LSP's base
// protocol is `Header: value\r\n` lines, an empty line, then exactly
// Content-Length bytes. The reader, on a broken frame (Content-Length missing,
// negative, 1e12, a body shorter than declared, LF-only separators, a header
// that never ends), either skips the message or waits forever: a server alive
// but deaf. A client that broke the framing cannot be resynchronised, so the
// first violation is reported and the server exits (the client restarts it).
// Cost: a counter per body byte block, a scan of header bytes only.

/** Real headers are a few dozen bytes; anything this long is not a header. */
export const MAX_HEADER_BYTES = 8 * 1024;
/** The largest message accepted (a 50 MB document, JSON-escaped, fits several times). */
export const MAX_CONTENT_LENGTH = 1024 * 1024 * 1024;

const HEADER_LINE = /^[A-Za-z0-9-]+:[ \t]*[^\r\n]*$/;

export class FramingChecker {
  /** Bytes of the body still to come; -1 while reading a header. */
  private bodyLeft = -1;
  private header = '';

  /** Feeds the next bytes; returns what is wrong with the framing (the first time it goes wrong), or undefined. */
  feed(chunk: Uint8Array): string | undefined {
    let at = 0;
    while (at < chunk.length) {
      if (this.bodyLeft > 0) {
        const take = Math.min(this.bodyLeft, chunk.length - at);
        this.bodyLeft -= take;
        at += take;
        continue;
      }
      // Header bytes are ASCII; latin1 keeps one character per byte.
      const end = Math.min(chunk.length, at + MAX_HEADER_BYTES + 4 - this.header.length);
      const before = this.header.length;
      this.header += Buffer.from(chunk.buffer, chunk.byteOffset + at, end - at).toString('latin1');
      const blank = this.header.indexOf('\r\n\r\n');
      if (blank < 0) {
        const problem = this.partialProblem();
        if (problem) return problem;
        at = end;
        continue;
      }
      const problem = this.headerProblem(this.header.slice(0, blank));
      if (problem) return problem;
      at += blank + 4 - before;
      this.header = '';
    }
    return undefined;
  }

  /** A header not yet ended: refused early when it can no longer become a valid one. */
  private partialProblem(): string | undefined {
    if (this.header.length > MAX_HEADER_BYTES) return `a header longer than ${MAX_HEADER_BYTES} bytes`;
    const lf = this.header.search(/(^|[^\r])\n/);
    if (lf >= 0) return 'a header line ended by LF alone (LSP separates header lines with CRLF)';
    return undefined;
  }

  private headerProblem(header: string): string | undefined {
    let length: number | undefined;
    for (const line of header.split('\r\n')) {
      if (line.includes('\n')) return 'a header line ended by LF alone (LSP separates header lines with CRLF)';
      if (!HEADER_LINE.test(line)) return `a header line that is not "Name: value": ${JSON.stringify(line.slice(0, 80))}`;
      const colon = line.indexOf(':');
      if (line.slice(0, colon).toLowerCase() !== 'content-length') continue;
      const value = line.slice(colon + 1).trim();
      if (!/^\d{1,10}$/.test(value) || Number(value) > MAX_CONTENT_LENGTH)
        return `Content-Length ${JSON.stringify(value.slice(0, 40))} (a whole number of bytes up to ${MAX_CONTENT_LENGTH} expected)`;
      length = Number(value);
    }
    if (length === undefined) return 'a header without Content-Length';
    this.bodyLeft = length;
    return undefined;
  }
}
