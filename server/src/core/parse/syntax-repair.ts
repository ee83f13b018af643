// The obvious repair of a syntax error, where the reader knows the place: the
// closing quote or bracket that is missing, the comma or colon between two
// members, a trailing comma to drop. Offsets are relative to the problem's
// span start (see TextRepair), so a repair moves with its problem.
import type { ProblemMessageId, TextRepair } from '../text/problem';

const CLOSERS: Partial<Record<ProblemMessageId, string>> = {
  'parse.json.wantCommaOrBrace': '}',
  'parse.json.wantCommaOrBracket': ']',
};

/** JSON: what `want` (the reader's expectation) asks for at `at`, the offending token's start (`problemStart` the problem's span start). */
export function jsonRepair(text: string, want: ProblemMessageId, at: number, problemStart: number): TextRepair | undefined {
  const relative = (offset: number, length: number, insert: string): TextRepair => ({ offset: offset - problemStart, length, insert });
  const closer = CLOSERS[want];
  if (closer !== undefined) {
    if (at >= text.length) return relative(at, 0, closer);
    // A value on a later line than the previous one: the comma between them is missing.
    const end = endOfPrevious(text, at);
    const nextStartsValue = want === 'parse.json.wantCommaOrBrace' ? text[at] === '"' : /["{[\-0-9tfn]/.test(text[at]);
    return nextStartsValue && text.slice(end, at).includes('\n') ? relative(end, 0, ',') : undefined;
  }
  if (want === 'parse.json.wantColon') return relative(endOfPrevious(text, at), 0, ':');
  if (want === 'parse.json.wantValueNotComma' || want === 'parse.json.wantMemberNameNotComma') {
    const comma = endOfPrevious(text, at) - 1;
    return text[comma] === ',' ? relative(comma, 1, '') : undefined;
  }
  if (want === 'parse.json.wantClosingQuote') {
    if (text[at] !== '\n' && text[at] !== '\r') return relative(at, 0, '"');
    // At the end of the line, before the comma that was meant to follow the string.
    const end = endOfPrevious(text, at);
    return relative(text[end - 1] === ',' ? end - 1 : end, 0, '"');
  }
  return undefined;
}

/** JSON: a string opened at `start` and never closed before the end of the text. */
export function jsonUnterminatedString(text: string, start: number): TextRepair {
  return { offset: endOfPrevious(text, text.length) - start, length: 0, insert: '"' };
}

/**
 * YAML (offsets into the document's slice): an unclosed quote, or a flow
 * collection cut off by the next block line. `at` is where the yaml package
 * reports it (the end of the document for a quote, the next line for a
 * bracket); the quote or bracket goes at the end of the line that opened it.
 */
export function yamlRepair(slice: string, id: ProblemMessageId | undefined, detail: string, at: number): TextRepair | undefined {
  const quote = id === 'parse.yaml.doubleQuote' ? '"' : id === 'parse.yaml.singleQuote' ? "'" : undefined;
  if (quote !== undefined) {
    const opened = lineWithOpenQuote(slice, at, quote);
    return opened === undefined ? undefined : { offset: opened - at, length: 0, insert: quote };
  }
  const bracket = /end with a ([\]}])/.exec(detail)?.[1];
  if (bracket !== undefined) return { offset: endOfPrevious(slice, lineStartOf(slice, at)) - at, length: 0, insert: bracket };
  return undefined;
}

/** The end of the last non-blank character before `at`. */
function endOfPrevious(text: string, at: number): number {
  let end = Math.min(at, text.length);
  while (end > 0 && /\s/.test(text[end - 1])) end--;
  return end;
}

function lineStartOf(text: string, at: number): number {
  return text.lastIndexOf('\n', Math.max(0, at - 1)) + 1;
}

/** The end of the content of the last line before `at` whose quotes do not pair up. */
function lineWithOpenQuote(slice: string, at: number, quote: string): number | undefined {
  const lines = slice.slice(0, at).split('\n');
  let offset = 0;
  let found: number | undefined;
  for (const line of lines) {
    const content = line.replace(/\s+$/, '');
    const count = quote === '"' ? content.replace(/\\./g, '').split('"').length - 1 : content.replace(/''/g, '').split("'").length - 1;
    if (count % 2 === 1) found = offset + content.length;
    offset += line.length + 1;
  }
  return found;
}
