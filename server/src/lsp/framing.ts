// Stands between stdin and the connection's reader over stdio and passes on
// only well-framed messages: LSP's base protocol is `Header: value\r\n` lines,
// an empty line, then exactly Content-Length bytes. The connection's reader,
// given a broken frame (Content-Length missing, negative, 1e12, shorter than
// the body, LF-only separators, a header that never ends), skips messages or
// waits forever: a server alive but deaf. Here a broken frame is dropped, said
// once (the callback), and reading goes on at the next `Content-Length:`
// header, so the messages after it are answered (issue 25). A body shorter
// than its Content-Length is caught when its bytes are not one JSON object or
// array (the rest of it then is not a header either). Cost per message: a scan
// of its header bytes and of the ends of its body; bodies are passed on whole.
import { Transform, type TransformCallback } from 'node:stream';

/** Real headers are a few dozen bytes; anything this long is not a header. */
export const MAX_HEADER_BYTES = 8 * 1024;
/** The largest message accepted (a 50 MB document, JSON-escaped, fits several times). */
export const MAX_CONTENT_LENGTH = 1024 * 1024 * 1024;

const HEADER_LINE = /^[A-Za-z0-9-]+:[ \t]*[^\r\n]*$/;
const HEADER_END = Buffer.from('\r\n\r\n', 'latin1');
/** Where reading starts again after a broken frame (matched without regard to case, as header names are). */
const RESYNC = /content-length:/i;
const RESYNC_LENGTH = 'content-length:'.length;

type State = { kind: 'header' } | { kind: 'body'; header: Buffer; length: number; parts: Buffer[]; have: number } | { kind: 'resync' };

export class FrameFilter extends Transform {
  private state: State = { kind: 'header' };
  private pending: Buffer = Buffer.alloc(0);
  /** Inside a run of broken bytes: reported once, when it starts. */
  private broken = false;

  /** `onProblem`: called once per broken stretch of the stream, with what was wrong. */
  constructor(private readonly onProblem: (problem: string) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    this.drain();
    done();
  }

  private drain(): void {
    for (;;) {
      const state = this.state;
      if (state.kind === 'body') {
        if (!this.takeBody(state)) return;
      } else if (state.kind === 'header') {
        if (!this.takeHeader()) return;
      } else if (!this.resync()) return;
    }
  }

  /** Reads a header block; false when more bytes are needed. */
  private takeHeader(): boolean {
    const p = this.pending;
    const end = p.indexOf(HEADER_END);
    const complete = end >= 0 && end <= MAX_HEADER_BYTES;
    const header = p.toString('latin1', 0, complete ? end : Math.min(p.length, MAX_HEADER_BYTES + 4));
    const problem = complete ? headerProblem(header) : partialProblem(header);
    if (problem !== undefined) {
      // Not at this byte: the search for the next header starts after it (a bad header is not found again).
      this.fail(problem);
      this.pending = p.subarray(1);
      return true;
    }
    if (!complete) return false;
    const length = contentLength(header)!;
    this.state = { kind: 'body', header: p.subarray(0, end + 4), length, parts: [], have: 0 };
    this.pending = p.subarray(end + 4);
    return true;
  }

  /** Collects a body; false when more bytes are needed. */
  private takeBody(state: Extract<State, { kind: 'body' }>): boolean {
    const want = state.length - state.have;
    const p = this.pending;
    if (p.length < want) {
      if (p.length > 0) state.parts.push(p);
      state.have += p.length;
      this.pending = Buffer.alloc(0);
      return false;
    }
    state.parts.push(p.subarray(0, want));
    this.pending = p.subarray(want);
    const body = state.parts.length === 1 ? state.parts[0] : Buffer.concat(state.parts, state.length);
    if (isJsonCompound(body)) {
      this.broken = false;
      this.push(Buffer.concat([state.header, body]));
      this.state = { kind: 'header' };
    } else {
      // The body's bytes end inside the message (a Content-Length too short) or it is not JSON-RPC at all.
      this.fail(`a body of ${state.length} bytes that is not one JSON object or array (is its Content-Length wrong?)`);
    }
    return true;
  }

  /** Skips to the next `Content-Length:`; false when more bytes are needed. */
  private resync(): boolean {
    const text = this.pending.toString('latin1');
    const at = text.search(RESYNC);
    if (at < 0) {
      // Keep what could be the start of a header split across chunks.
      this.pending = this.pending.subarray(Math.max(0, this.pending.length - RESYNC_LENGTH + 1));
      return false;
    }
    this.pending = this.pending.subarray(at);
    this.state = { kind: 'header' };
    return true;
  }

  private fail(problem: string): void {
    this.state = { kind: 'resync' };
    if (this.broken) return;
    this.broken = true;
    this.onProblem(problem);
  }
}

/** A header not yet ended: refused early when it can no longer become a valid one. */
function partialProblem(header: string): string | undefined {
  if (header.length > MAX_HEADER_BYTES) return `a header longer than ${MAX_HEADER_BYTES} bytes`;
  if (/(^|[^\r])\n/.test(header)) return 'a header line ended by LF alone (LSP separates header lines with CRLF)';
  const firstLine = header.split('\r\n')[0];
  if (firstLine.length > 0 && !/^[A-Za-z0-9-]+(:|$)/.test(firstLine))
    return `bytes where a header was expected: ${JSON.stringify(firstLine.slice(0, 40))}`;
  return undefined;
}

function headerProblem(header: string): string | undefined {
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
  return undefined;
}

function contentLength(header: string): number | undefined {
  const m = /(?:^|\r\n)content-length:[ \t]*(\d+)/i.exec(header);
  return m ? Number(m[1]) : undefined;
}

/** Whether the bytes start with `{` or `[` and end with `}` or `]` (JSON whitespace around): a cut body does not. */
function isJsonCompound(body: Buffer): boolean {
  let s = 0;
  let e = body.length - 1;
  while (s <= e && isJsonSpace(body[s])) s++;
  while (e >= s && isJsonSpace(body[e])) e--;
  if (s > e) return false;
  const first = body[s];
  const last = body[e];
  return (first === 0x7b && last === 0x7d) || (first === 0x5b && last === 0x5d);
}

function isJsonSpace(b: number): boolean {
  return b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
}
