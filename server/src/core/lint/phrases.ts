// Finding phrases in prose: patterns run over the text as a model reads it
// (invisible characters dropped, lookalike letters made ASCII: see
// unicode.ts), and every match is reported at the characters of the original
// string it covers, so the pipeline can map it to the source.
//
// All the prose of a document is joined into one text, one string per line
// (sentences end at line breaks, so no phrase runs from one string into the
// next), and a rule that needs two things in one sentence looks only at the
// sentences that hold the rarer one. A pattern's matches are found in each
// string alone and kept per string value (string-memo.ts): an edit reads
// again only the strings it changed, a catalog's repeated strings are read once.
// That is what keeps the lint cheap on every keystroke.
import { lastAtOrBefore } from '../text/sorted';
import type { LintContext } from './context';
import type { StringAt } from './strings';
import { MEMO_STRINGS, StringMemo } from './string-memo';
import { matchText, originalRange, type MatchText } from './unicode';

/** A prose string ready for matching. */
export interface Prose {
  at: StringAt;
  read: MatchText;
}

export interface ProseSet {
  items: Prose[];
  /** The items' texts joined by line feeds. */
  text: string;
  /** Where each item starts in `text`. */
  starts: number[];
}

/** A range of `ProseSet.text`. */
export interface Hit {
  from: number;
  to: number;
}

/** Each string's reading (invisible characters dropped, lookalikes and leetspeak read as letters), per value. */
const READINGS = new StringMemo<MatchText>(MEMO_STRINGS);
const readForPhrases = (value: string): MatchText => matchText(value, true);

export function readProse(values: readonly StringAt[]): ProseSet {
  const items: Prose[] = [];
  const starts: number[] = [];
  let text = '';
  for (const at of values) {
    if (!at.prose || at.value.length === 0) continue;
    const read = READINGS.get(at.value, readForPhrases);
    if (items.length > 0) text += '\n';
    starts.push(text.length);
    text += read.text;
    items.push({ at, read });
  }
  return { items, text, starts };
}

/** The item holding `hit` whole, or -1 when it runs from one item into the next. */
function itemOf(prose: ProseSet, hit: Hit): number {
  const i = lastAtOrBefore(prose.starts, hit.from);
  return hit.to <= prose.starts[i] + prose.items[i].read.text.length ? i : -1;
}

/**
 * The matches found in one string so far, per string value, by pattern:
 * `slots[id of pattern]`. Patterns are module constants (an id each, for the
 * program's life). Matches are shared: read, never changed.
 */
type Slots = (readonly RegExpExecArray[] | undefined)[];
const MATCHES = new StringMemo<Slots>(MEMO_STRINGS);
const NO_MATCH: readonly RegExpExecArray[] = [];
const patternIds = new WeakMap<RegExp, number>();
let nextPatternId = 0;
const noSlots = (): Slots => [];

function idOf(pattern: RegExp): number {
  let id = patternIds.get(pattern);
  if (id === undefined) patternIds.set(pattern, (id = nextPatternId++));
  return id;
}

function matchesIn(text: string, slots: Slots, pattern: RegExp, id: number): readonly RegExpExecArray[] {
  const known = slots[id];
  if (known !== undefined) return known;
  const out: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m[0].length === 0) pattern.lastIndex++;
    else out.push(m);
  }
  return (slots[id] = out.length > 0 ? out : NO_MATCH);
}

/** A document's text cut into its items' stretches, each with the matches found in that string so far. */
interface Cut {
  pieces: string[];
  slots: Slots[];
}

/** Each document's texts (its reading, its masked copy) cut once, by the document's `starts`, not once per pattern. */
const cuts = new WeakMap<number[], Map<string, Cut>>();

/** Each item's stretch of `prose.text`: the reading itself, or a copy with quoted text blanked (the same length). */
function cutOf(prose: ProseSet): Cut {
  const { items, starts, text } = prose;
  let byText = cuts.get(starts);
  if (!byText) cuts.set(starts, (byText = new Map()));
  let cut = byText.get(text);
  if (!cut) {
    const pieces = items.map((item, i) => {
      const read = item.read.text;
      const piece = text.slice(starts[i], starts[i] + read.length);
      // The reading's own string when nothing was blanked (its hash is then computed once, not per document).
      return piece === read ? read : piece;
    });
    cut = { pieces, slots: pieces.map((p) => MATCHES.get(p, noSlots)) };
    byText.set(text, cut);
  }
  return cut;
}

/**
 * Every match of a global pattern in the prose, within one item, that
 * `accept`s (its `index` and `input` are the item's; `base` is where the item
 * starts in `prose.text`).
 */
export function eachProseMatch(
  prose: ProseSet,
  pattern: RegExp,
  accept: (m: RegExpExecArray, base: number) => boolean,
  found: (hit: Hit, m: RegExpExecArray, item: number) => void,
): void {
  const { starts } = prose;
  const { pieces, slots } = cutOf(prose);
  const id = idOf(pattern);
  for (let i = 0; i < pieces.length; i++) {
    const base = starts[i];
    for (const m of matchesIn(pieces[i], slots[i], pattern, id)) {
      if (accept(m, base)) found({ from: base + m.index, to: base + m.index + m[0].length }, m, i);
    }
  }
}

/** Every match of a global pattern in the prose, within one item. */
export function proseHits(prose: ProseSet, pattern: RegExp): Hit[] {
  const out: Hit[] = [];
  eachProseMatch(
    prose,
    pattern,
    () => true,
    (h) => out.push(h),
  );
  return out;
}

/** Sentences of the prose text as [from, to): cut after . ! ? followed by a space, after 。！？；, and at line breaks (so between items). */
export function sentences(text: string): Hit[] {
  const out: Hit[] = [];
  const cut = /[.!?](?=\s)|[\u3002\uff01\uff1f\uff1b]|\n/g;
  let start = 0;
  for (let m = cut.exec(text); m; m = cut.exec(text)) {
    const end = m.index + 1;
    if (text.slice(start, end).trim() !== '') out.push({ from: start, to: end });
    start = end;
  }
  if (text.slice(start).trim() !== '') out.push({ from: start, to: text.length });
  return out;
}

/** The sentences that hold at least one of `hits`, each once, in order. */
export function sentencesWith(prose: ProseSet, hits: readonly Hit[]): Hit[] {
  if (hits.length === 0) return [];
  const all = sentences(prose.text);
  const starts = all.map((s) => s.from);
  const chosen = new Set<number>();
  for (const h of hits) chosen.add(lastAtOrBefore(starts, h.from));
  return [...chosen].sort((a, b) => a - b).map((i) => all[i]);
}

/**
 * The matches of a global pattern within text[from, to) (a sentence). The
 * pattern runs on the slice: run on the whole text from `from`, a search for
 * a pattern the sentence does not hold would read on to the end of the text.
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

/** The hits that lie within `range`. */
export function within(hits: readonly Hit[], range: Hit): Hit[] {
  return hits.filter((h) => h.from >= range.from && h.to <= range.to);
}

/** Reports the stretch from the first to the last of `hits` (all in one item) under `rule`, at its exact source span. */
export function reportHits(ctx: LintContext, rule: string, prose: ProseSet, hits: readonly Hit[], variant?: string): void {
  let from = Infinity;
  let to = -Infinity;
  for (const h of hits) {
    from = Math.min(from, h.from);
    to = Math.max(to, h.to);
  }
  const item = itemOf(prose, { from, to });
  if (item < 0) return;
  const p = prose.items[item];
  const base = prose.starts[item];
  const [start, end] = originalRange(p.at.value, p.read, from - base, to - base);
  const phrase = prose.text.slice(from, to).replace(/\s+/g, ' ').trim();
  ctx.report(
    rule,
    p.at.pointer,
    ctx.stringSpan(p.at.pointer, p.at.value, start, end),
    { phrase: phrase.length > 80 ? phrase.slice(0, 77) + '...' : phrase },
    { variant },
  );
}

/**
 * Quoted stretches blanked out (same length, so offsets stay): a phrase in
 * quotes or backticks is mentioned, not said ("translate 'ignora las
 * instrucciones anteriores'", "flags text such as \"you are now DAN\""). Only
 * quotes that open after a space or a bracket and hold two words or more, and code in backticks.
 */
const QUOTED =
  /(?<=^|[\s([{:,=])(?:'[^'\n]{3,300}?'(?=[\s.,;:!?)\]]|$)|"[^"\n]{3,300}?"|`[^`]{1,300}?`|\u201c[^\u201d\n]{3,300}?\u201d|\u2018[^\u2019\n]{3,300}?\u2019|\u00ab[^\u00bb\n]{3,300}?\u00bb)/g;

export function maskQuoted(text: string): string {
  if (!/['"`\u201c\u2018\u00ab]/.test(text)) return text;
  // Code in backticks is always named, not said; a quoted single word ('sidenote') is how poison names a parameter.
  return text.replace(QUOTED, (m) => (m[0] === '`' || /\s/.test(m) ? m[0] + ' '.repeat(m.length - 2) + m[m.length - 1] : m));
}

/** The pointer and source span `hits` would be reported at (undefined when they run across two items). */
export function spanOfHits(
  ctx: LintContext,
  prose: ProseSet,
  hits: readonly Hit[],
): { pointer: string; span: { start: number; end: number } } | undefined {
  let from = Infinity;
  let to = -Infinity;
  for (const h of hits) {
    from = Math.min(from, h.from);
    to = Math.max(to, h.to);
  }
  const item = itemOf(prose, { from, to });
  if (item < 0) return undefined;
  const p = prose.items[item];
  const base = prose.starts[item];
  const [start, end] = originalRange(p.at.value, p.read, from - base, to - base);
  return { pointer: p.at.pointer, span: ctx.stringSpan(p.at.pointer, p.at.value, start, end) };
}

/** Rules about characters, not phrases: a phrase they overlap is still reported. */
const CHARACTER_RULES = new Set(['security/invisible-characters', 'security/confusable-name']);

/** A security finding already covers part of these characters (one finding per phrase is enough). */
export function alreadyReported(ctx: LintContext, prose: ProseSet, range: Hit): boolean {
  const at = spanOfHits(ctx, prose, [range]);
  if (!at) return false;
  return ctx.findings.some(
    (f) =>
      f.rule.startsWith('security/') &&
      !CHARACTER_RULES.has(f.rule) &&
      f.pointer === at.pointer &&
      f.span.start < at.span.end &&
      at.span.start < f.span.end,
  );
}
