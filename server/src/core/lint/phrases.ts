// Finding phrases in prose: patterns run over the text as a model reads it
// (invisible characters dropped, lookalike letters made ASCII: see
// unicode.ts), and every match is reported at the characters of the original
// string it covers, so the pipeline can map it to the source.
import type { LintContext } from './context';
import type { StringAt } from './strings';
import { matchText, originalRange, type MatchText } from './unicode';

/** A prose string ready for matching. */
export interface Prose {
  at: StringAt;
  read: MatchText;
}

export function readProse(values: readonly StringAt[]): Prose[] {
  const out: Prose[] = [];
  for (const at of values) if (at.prose && at.value.length > 0) out.push({ at, read: matchText(at.value) });
  return out;
}

/** Sentences of a text as [from, to) offsets: cut after . ! ? followed by a space, and at line breaks. */
export function sentences(text: string): [number, number][] {
  const out: [number, number][] = [];
  const cut = /[.!?](?=\s)|\n/g;
  let start = 0;
  for (let m = cut.exec(text); m; m = cut.exec(text)) {
    const end = m.index + 1;
    if (text.slice(start, end).trim() !== '') out.push([start, end]);
    start = end;
  }
  if (text.slice(start).trim() !== '') out.push([start, text.length]);
  return out;
}

/** Reports [from, to) of `prose.read.text` under `rule`, at its exact source span. */
export function reportPhrase(
  ctx: LintContext,
  rule: string,
  prose: Prose,
  from: number,
  to: number,
  extra: { variant?: string; args?: Record<string, string | number> } = {},
): void {
  const [start, end] = originalRange(prose.at.value, prose.read, from, to);
  const phrase = prose.read.text.slice(from, to).replace(/\s+/g, ' ').trim();
  ctx.report(
    rule,
    prose.at.pointer,
    ctx.stringSpan(prose.at.pointer, prose.at.value, start, end),
    { phrase: phrase.length > 80 ? phrase.slice(0, 77) + '...' : phrase, ...extra.args },
    { variant: extra.variant },
  );
}

/** Every match of a global pattern in the text, passing `accept` (default: all). */
export function eachMatch(
  text: string,
  pattern: RegExp,
  accept: (m: RegExpExecArray) => boolean,
  found: (m: RegExpExecArray) => void,
): void {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m[0].length === 0) pattern.lastIndex++;
    else if (accept(m)) found(m);
  }
}

export interface Hit {
  from: number;
  to: number;
}

/**
 * The matches of a global pattern within text[from, to) (a sentence). The
 * pattern runs on the slice: run on the whole text from `from`, a search for
 * a pattern the sentence does not hold would read on to the end of the text,
 * once per sentence.
 */
export function hitsIn(text: string, pattern: RegExp, from: number, to: number): Hit[] {
  const out: Hit[] = [];
  const slice = text.slice(from, to);
  pattern.lastIndex = 0;
  for (let m = pattern.exec(slice); m; m = pattern.exec(slice)) {
    if (m[0].length === 0) pattern.lastIndex++;
    else out.push({ from: from + m.index, to: from + m.index + m[0].length });
  }
  return out;
}

/** Reports the stretch from the first to the last of `hits`. */
export function reportHits(ctx: LintContext, rule: string, prose: Prose, hits: readonly Hit[], variant?: string): void {
  let from = Infinity;
  let to = -Infinity;
  for (const h of hits) {
    from = Math.min(from, h.from);
    to = Math.max(to, h.to);
  }
  reportPhrase(ctx, rule, prose, from, to, { variant });
}
